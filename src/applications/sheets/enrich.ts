/** Rich text as a sheet shows it: enriched by Foundry relative to its document, secrets for its owners. */
export function enrichHTML(
  text: string,
  document: Actor.Implementation | Item.Implementation,
): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(text, {
    relativeTo: document,
    secrets: document.isOwner,
  });
}
