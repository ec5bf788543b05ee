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
