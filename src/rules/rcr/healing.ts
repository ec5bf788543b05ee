/**
 * Healing never raises a value above its maximum, and never lowers one already above it.
 * rcr-combat.txt › Healing Limits.
 */
export function heal(current: number, max: number, amount: number): number {
  if (amount <= 0 || current >= max) return current;
  const healed = current + amount;
  return healed > max ? max : healed;
}

/** Rest over some hours and days, natural or with long-term care. */
export interface RestInput {
  /** Character level (vitality per hour). */
  level: number;
  /** Hours of rest (vitality); whole hours count. */
  hours?: number;
  /** Days of rest (wounds, ability points); whole days count. */
  days?: number;
  /** Long-term care (Treat Injury): 2 wound and ability points a day instead of 1. */
  longTermCare?: boolean;
  vitality: number;
  vitalityMax: number;
  wounds: number;
  woundsMax: number;
  /** Damaged ability scores: current and normal score each, keyed as the caller likes. */
  abilities?: Readonly<Record<string, { value: number; max: number }>>;
  /**
   * Whether wound points heal at all (see `healsNaturally`: a dying character who is neither tended nor
   * recovering does not). Default true.
   */
  woundsHeal?: boolean;
}

/** Recovered values after rest. */
export interface RestResult {
  vitality: number;
  wounds: number;
  abilities: Record<string, number>;
  vitalityGained: number;
  woundsGained: number;
}

/**
 * Natural healing: 1 vitality point per character level per hour, 1 wound point and 1 ability point (per
 * damaged ability) per day; long-term care doubles wounds and ability points to 2 a day.
 * rcr-combat.txt › Natural Healing, Assisted Healing, Healing Limits. The caller leaves out hours or days
 * interrupted by combat.
 */
export function rest(input: RestInput): RestResult {
  const hours = Math.max(0, Math.floor(input.hours ?? 0));
  const days = Math.max(0, Math.floor(input.days ?? 0));
  const perDay = input.longTermCare ? 2 : 1;
  const vitality = heal(input.vitality, input.vitalityMax, Math.max(0, input.level) * hours);
  const wounds =
    input.woundsHeal === false ? input.wounds : heal(input.wounds, input.woundsMax, perDay * days);
  const abilities: Record<string, number> = {};
  for (const [key, score] of Object.entries(input.abilities ?? {})) {
    abilities[key] = heal(score.value, score.max, perDay * days);
  }
  return {
    vitality,
    wounds,
    abilities,
    vitalityGained: vitality - input.vitality,
    woundsGained: wounds - input.wounds,
  };
}
