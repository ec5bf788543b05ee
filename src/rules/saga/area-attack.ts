import { rollHits } from "./attack-roll.ts";
import { half } from "./compose.ts";
import { coverBonus } from "./cover.ts";
import type { SagaCoverDegree } from "./types.ts";

/** One creature in an area attack. */
export interface AreaTarget {
  id: string;
  /** Reflex Defense WITHOUT cover. */
  reflex: number;
  /** Adds coverBonus().reflex; measured from areaCoverOrigin(). */
  cover?: SagaCoverDegree;
  /** The Evasion talent. */
  evasion?: boolean;
}

/** What one target of an area attack takes. */
export interface AreaHit {
  id: string;
  hit: boolean;
  /** What the target takes, before its SR and DR (pass it to applyDamage). */
  damage: number;
  /** The Reflex Defense compared (cover included); null when not compared. */
  reflex: number | null;
}

/** An area attack's roll and its result for each target. */
export interface AreaAttackResult {
  natural: number;
  total: number;
  /** The roll is compared with anyone: a total of 10 or more, or a natural 20. */
  reachesTargets: boolean;
  /** One per target, in the given order. */
  results: AreaHit[];
}

/** The smallest modified roll that an area attack compares with the targets' Reflex Defense. */
export const AREA_ATTACK_MINIMUM = 10;

/** A target that is not compared with the roll: no hit, no damage. */
export function untouched(id: string): AreaHit {
  return { id, hit: false, damage: 0, reflex: null };
}

/** Reflex Defense with cover, or null for total cover (the target cannot be attacked). */
export function reflexWithCover(target: AreaTarget): number | null {
  const bonus = coverBonus(target.cover ?? "none");
  return bonus === null ? null : target.reflex + bonus.reflex;
}

/**
 * The damage one area target takes. saga-special-combat-rules.txt › Area Attacks: a hit deals full damage,
 * a miss half, never doubled; Evasion: a hit deals half, a miss nothing; Cover and Improved Cover: a miss
 * deals nothing to a target with cover.
 */
function areaDamage(target: AreaTarget, hit: boolean, damage: number): number {
  if (target.evasion) return hit ? half(damage) : 0;
  if (hit) return damage;
  const covered = target.cover === "cover" || target.cover === "improved";
  return covered ? 0 : half(damage);
}

/**
 * One area attack roll against every target in the area (grenades, autofire, area powers).
 * saga-special-combat-rules.txt › Area Attacks: below 10 the roll is compared with nobody; otherwise each
 * target is hit when the total reaches its Reflex Defense (cover included); a natural 20 hits everyone.
 * A natural 1 misses everyone it reaches (Saga core, not in the texts).
 */
export function resolveAreaAttack(input: {
  d20: number;
  attackBonus: number;
  damage: number;
  targets: readonly AreaTarget[];
}): AreaAttackResult {
  const natural = input.d20;
  const total = natural + input.attackBonus;
  const damage = Math.max(0, input.damage);
  const reachesTargets = natural === 20 || total >= AREA_ATTACK_MINIMUM;
  const results = input.targets.map((target): AreaHit => {
    const reflex = reachesTargets ? reflexWithCover(target) : null;
    if (reflex === null) return untouched(target.id);
    const hit = rollHits(natural, total, reflex);
    return { id: target.id, hit, damage: areaDamage(target, hit, damage), reflex };
  });
  return { natural, total, reachesTargets, results };
}

/**
 * Where cover against an area is judged from. saga-special-combat-rules.txt › Cover: a burst or splash
 * from the center of its area, autofire from the attacker.
 */
export function areaCoverOrigin(kind: "burst" | "splash" | "autofire"): "center" | "attacker" {
  return kind === "autofire" ? "attacker" : "center";
}
