/**
 * Bars that say nothing of the creator's choice: absent, or Foundry's defaults, which PrototypeToken fills
 * from the manifest's primaryTokenAttribute and secondaryTokenAttribute (game.system). A compendium
 * import passes the pack document's toObject(), so every bar arrives "given" even when nobody chose it.
 */
export function isDefaultTokenBars(bar1: unknown, bar2: unknown): boolean {
  const system = game.system as
    | { primaryTokenAttribute?: string | null; secondaryTokenAttribute?: string | null }
    | undefined;
  const isDefault = (value: unknown, fallback: string | null | undefined) =>
    value === undefined || value === (fallback ?? null);
  return isDefault(bar1, system?.primaryTokenAttribute) && isDefault(bar2, system?.secondaryTokenAttribute);
}
