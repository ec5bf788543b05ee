// A stand-in for foundry.utils.escapeHTML (common/utils/helpers.d.mts › escapeHTML): &, <, >, " and ' become
// entities, so text shown in chat HTML stays text.
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

export const escapeHTML = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Puts the stand-in on foundry.utils, next to whatever utils the setup already has. */
export function installEscapeHTML(): void {
  Object.assign(foundry, { utils: { ...(foundry as { utils?: object }).utils, escapeHTML } });
}
