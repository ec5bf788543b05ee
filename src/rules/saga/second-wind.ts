/** What a second wind gives, or why it cannot be caught. */
export type SecondWindResult =
  | { ok: true; temporaryHitPoints: number; action: "swift" }
  | { ok: false; refused: "notHeroic" | "aboveHalf" | "usedUp" };

/**
 * Catching a second wind. saga-variant-character-combat.txt › Second Wind: a swift action, for heroic
 * characters (or an NPC with the Extra Second Wind feat), at half the maximum hit points or less, once a day
 * unless feats allow more; gives the greater of a quarter of the maximum (rounded down) and the Constitution
 * score as temporary hit points. Refusals are checked in the order of the union.
 */
export function secondWind(input: {
  hitPoints: number;
  maxHitPoints: number;
  /** The score, not the modifier. */
  constitution: number;
  heroic: boolean;
  extraSecondWind?: boolean;
  usedToday: number;
  usesPerDay?: number;
}): SecondWindResult {
  if (!input.heroic && !input.extraSecondWind) return { ok: false, refused: "notHeroic" };
  if (input.hitPoints * 2 > input.maxHitPoints) return { ok: false, refused: "aboveHalf" };
  if (input.usedToday >= (input.usesPerDay ?? 1)) return { ok: false, refused: "usedUp" };
  const temporaryHitPoints = Math.max(Math.floor(input.maxHitPoints / 4), input.constitution);
  return { ok: true, temporaryHitPoints, action: "swift" };
}

/**
 * Temporary hit points gained (a second wind's, say) on top of those left. saga-variant-character-combat.txt
 * › Temporary Hit Points gives one pool and does not say that gains add up: read as not stacking, the pool
 * becomes the greater of the two.
 */
export function gainTemporaryHitPoints(current: number, gained: number): number {
  return Math.max(current, gained);
}
