/**
 * A sheet's roll buttons (`data-drag-roll`: an ability check or a save) can be dragged to the hotbar:
 * the drag carries `swrpg.roll` data, which hooks/hotbar-macros.ts turns into a roll macro. Delegated on
 * the sheet's element, so re-rendered parts keep it.
 */
export function bindRollDrags(root: HTMLElement, actorUuid: () => string): void {
  root.addEventListener("dragstart", (event) => {
    const source = (event.target as HTMLElement | null)?.closest?.<HTMLElement>("[data-drag-roll]");
    if (!source || !event.dataTransfer) return;
    const { dragRoll: roll, dragKey: key, dragLabel: label } = source.dataset;
    if ((roll !== "ability" && roll !== "save") || !key) return;
    event.stopPropagation();
    event.dataTransfer.setData(
      "text/plain",
      JSON.stringify({ type: "swrpg.roll", actorUuid: actorUuid(), roll, key, label: label ?? key }),
    );
  });
}
