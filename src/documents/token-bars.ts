/**
 * Prototype token bars: a heroic actor shows vitality then wounds; an ordinary actor has no
 * vitality (rcr-combat.txt › Critical Hits: ordinary opponents), so wounds is its primary bar.
 */
export function tokenBars(heroic: boolean): {
  bar1: { attribute: string };
  bar2: { attribute: string | null };
} {
  return heroic
    ? { bar1: { attribute: "vitality" }, bar2: { attribute: "wounds" } }
    : { bar1: { attribute: "wounds" }, bar2: { attribute: null } };
}

/**
 * Bars that say nothing of the creator's choice: absent, or Foundry's defaults, which PrototypeToken fills
 * from the manifest's primaryTokenAttribute and secondaryTokenAttribute (system.json: vitality, wounds).
 */
export function isDefaultTokenBars(bar1: unknown, bar2: unknown): boolean {
  const defaults = tokenBars(true);
  const isDefault = (value: unknown, fallback: string | null) => value === undefined || value === fallback;
  return isDefault(bar1, defaults.bar1.attribute) && isDefault(bar2, defaults.bar2.attribute);
}
