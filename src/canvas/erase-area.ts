/**
 * Removes an area drawn earlier, known only by the uuid a card keeps (`Scene.<id>.MeasuredTemplate.<id>` on
 * v13, `Scene.<id>.Region.<id>` on v14): the document name in the uuid says which backing drew it, so a card
 * from either generation is cleaned up. Nothing happens when it is already gone or lies on another scene.
 */
export async function eraseDrawnArea(
  scene: Scene.Implementation,
  uuid: string | null | undefined,
): Promise<void> {
  const [, sceneId, kind, id] = uuid?.split(".") ?? [];
  if (!id || sceneId !== scene.id) return;
  if (kind === "MeasuredTemplate") {
    if (scene.templates.has(id)) await scene.deleteEmbeddedDocuments("MeasuredTemplate", [id]);
    return;
  }
  if (kind === "Region" && scene.regions.has(id)) await scene.deleteEmbeddedDocuments("Region", [id]);
}
