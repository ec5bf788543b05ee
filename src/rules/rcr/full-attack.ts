import { compose } from "./compose.ts";
import { iterativeAttackBonuses, iterativeAttackCount } from "./iterative-attacks.ts";
import {
  type FireMode,
  fireModeExtraAttacks,
  fireModePenalty,
  RAPID_SHOT,
} from "./multiple-ranged-attacks.ts";
import { type RecoilWeapon, recoilParts } from "./recoil.ts";
import { IMPROVED_TWO_WEAPON_STEP, twoWeaponPenalties } from "./two-weapon.ts";
import type { BonusPart } from "./types.ts";

/**
 * The full attack planner: the ordered attacks of one attack action or full attack.
 * rcr-combat.txt › Multiple Attacks, Full Attack, Attacking with Two Weapons, Double Weapon, Multifire,
 * Autofire; rcr-additional-combat-rules.txt › How Many Shots.
 */

/** Most attacks one full attack can hold (rcr-additional-combat-rules.txt › How Many Shots). */
export const MAX_ATTACKS_PER_ROUND = 8;

/** What `fullAttackCount` takes (shared/RULES-API.md › Full attacks and multiple attacks). */
export interface FullAttackCountInput {
  bab: number;
  /** An off-hand weapon or the other end of a double weapon. */
  secondWeapon?: boolean;
  /** Improved Two-Weapon Fighting: a second off-hand attack (only with a second weapon). */
  improvedTwoWeaponFighting?: boolean;
  fireMode?: FireMode;
  /** Rapid Shot used this round. */
  rapidShot?: boolean;
}

/**
 * Attacks in one full attack: the base attack bonus's (up to 4), +1 second weapon, +1 Improved Two-Weapon
 * Fighting, +1 multifire or +2 autofire, +1 Rapid Shot; the extras count once per round, not per weapon.
 * The text caps a full attack at 8 attacks; the count never exceeds that (autofire with everything
 * else would otherwise reach 9).
 */
export function fullAttackCount(opts: FullAttackCountInput): number {
  let count = iterativeAttackCount(opts.bab);
  if (opts.secondWeapon) count += opts.improvedTwoWeaponFighting ? 2 : 1;
  count += fireModeExtraAttacks(opts.fireMode ?? "single");
  if (opts.rapidShot) count += RAPID_SHOT.extraAttacks;
  return Math.min(MAX_ATTACKS_PER_ROUND, count);
}

/** A weapon in hand, as the planner needs it. */
export interface PlannerWeapon extends RecoilWeapon {
  /** The caller's id for the weapon (an item id). */
  id: string;
  /** A ranged weapon: Rapid Shot and fire modes need one. */
  ranged?: boolean;
  /** Smaller than the wielder (or an unarmed strike): lessens the two-weapon penalties in the off hand. */
  light?: boolean;
  /** A double weapon: its other end can make the extra attack of two-weapon fighting. */
  double?: boolean;
  /** Fire modes the weapon has; default ["single"]. A multifire/autofire-only weapon lacks "single". */
  fireModes?: readonly FireMode[];
  /** This weapon's other attack parts (ability, size, Weapon Focus, range...), added to each attack. */
  parts?: readonly BonusPart[];
}

/** The feats (used this round) that shape a full attack. */
export interface PlannerFeats {
  twoWeaponFighting?: boolean;
  ambidexterity?: boolean;
  improvedTwoWeaponFighting?: boolean;
  /** Rapid Shot used this round: needs a full attack and a ranged weapon. */
  rapidShot?: boolean;
  multishot?: boolean;
}

/** What `planAttacks` takes. */
export interface AttackPlanInput {
  /** "attack": an attack action (one attack at the highest bonus); "fullAttack": a full-round action. */
  action: "attack" | "fullAttack";
  bab: number;
  primary: PlannerWeapon;
  /** A weapon in the off hand, fighting with two weapons. */
  offHand?: PlannerWeapon | null;
  /** Make the extra attack with the other end of the primary (double) weapon. */
  doubleWeapon?: boolean;
  /** Fire mode for the round; default "single". Weapons without it fire normally. */
  fireMode?: FireMode;
  feats?: PlannerFeats;
  /** Situational parts on every attack (flanking, charge, fighting defensively, ...). */
  parts?: readonly BonusPart[];
}

/** Where an attack of the plan comes from. */
export type AttackSource =
  | "base"
  | "iterative"
  | "offHand"
  | "improvedTwoWeapon"
  | "multifire"
  | "autofire"
  | "rapidShot";

/** One attack of the plan. */
export interface PlannedAttack {
  /** The id of the weapon making it. */
  weapon: string;
  hand: "primary" | "offHand";
  source: AttackSource;
  /** The base attack bonus this attack uses. */
  bab: number;
  /** Total attack bonus. */
  bonus: number;
  /** Breakdown: "bab", "twoWeapon", "improvedTwoWeapon", "multifire"/"autofire", "recoilOneHanded",
   * "recoilUnbraced", "rapidShot", then the weapon's and the situational parts. */
  parts: BonusPart[];
}

/** Why a plan is refused (lang keys). */
export type AttackPlanRefusal =
  | "needsFullAttack"
  | "fireModeUnavailable"
  | "rapidShotNeedsRanged"
  | "notDoubleWeapon"
  | "tooManyWeapons";

export type AttackPlan = { ok: true; attacks: PlannedAttack[] } | { ok: false; refused: AttackPlanRefusal };

function modes(weapon: PlannerWeapon): readonly FireMode[] {
  return weapon.fireModes ?? ["single"];
}

function firesIn(weapon: PlannerWeapon, mode: FireMode): boolean {
  return weapon.ranged === true && modes(weapon).includes(mode);
}

/**
 * Plans the attacks of an attack action or a full attack, highest bonus first.
 * - An attack action is one attack at the highest bonus with the primary weapon, in single fire;
 *   multifire, autofire and Rapid Shot need a full attack ("needsFullAttack").
 * - A weapon without single fire (multifire/autofire-only) cannot fire in single mode.
 * - The fire mode's and Rapid Shot's extra attacks are made once per round at the highest base attack
 *   bonus, with the primary weapon when it can, else with the off-hand weapon.
 * - The fire-mode penalty and recoil fall on each attack made with a weapon firing in that mode; the Rapid
 *   Shot penalty on every attack of the round; the two-weapon penalty by hand.
 * - Improved Two-Weapon Fighting's second off-hand attack is 5 lower than the first.
 * - Over 8 attacks, the lowest are dropped (How Many Shots).
 */
export function planAttacks(input: AttackPlanInput): AttackPlan {
  const feats = input.feats ?? {};
  const mode = input.fireMode ?? "single";
  const primary = input.primary;
  if (input.offHand && input.doubleWeapon) return { ok: false, refused: "tooManyWeapons" };
  if (input.doubleWeapon && !primary.double) return { ok: false, refused: "notDoubleWeapon" };
  const second: PlannerWeapon | null = input.doubleWeapon
    ? { ...primary, light: true }
    : (input.offHand ?? null);

  if (input.action === "attack") {
    if (mode !== "single" || feats.rapidShot) return { ok: false, refused: "needsFullAttack" };
    if (primary.ranged && !modes(primary).includes("single"))
      return { ok: false, refused: "fireModeUnavailable" };
    const bab = iterativeAttackBonuses(input.bab)[0] as number;
    return { ok: true, attacks: [build(primary, "primary", "base", bab, [], input.parts)] };
  }

  const weapons = second ? [primary, second] : [primary];
  const unusable = weapons.some((w) => w.ranged && !modes(w).includes(mode) && !modes(w).includes("single"));
  if (unusable || (mode !== "single" && !weapons.some((w) => firesIn(w, mode))))
    return { ok: false, refused: "fireModeUnavailable" };
  const rapidWeapon = weapons.find((w) => w.ranged);
  if (feats.rapidShot && !rapidWeapon) return { ok: false, refused: "rapidShotNeedsRanged" };

  const twoWeapon = second
    ? twoWeaponPenalties({
        offHandLight: second.light === true,
        ambidexterity: feats.ambidexterity,
        twoWeaponFighting: feats.twoWeaponFighting,
      })
    : null;

  const roundParts = (weapon: PlannerWeapon, hand: "primary" | "offHand"): BonusPart[] => {
    const parts: BonusPart[] = [];
    if (twoWeapon)
      parts.push({ label: "twoWeapon", value: hand === "primary" ? twoWeapon.primary : twoWeapon.offHand });
    if (mode !== "single" && firesIn(weapon, mode)) {
      parts.push({ label: mode, value: fireModePenalty(mode, feats.multishot) });
      parts.push(...recoilParts(weapon, mode));
    }
    if (feats.rapidShot) parts.push({ label: "rapidShot", value: RAPID_SHOT.penalty });
    return parts;
  };
  const handOf = (weapon: PlannerWeapon): "primary" | "offHand" =>
    weapon === primary ? "primary" : "offHand";

  const iterative = iterativeAttackBonuses(input.bab);
  const highest = iterative[0] as number;
  const attacks: PlannedAttack[] = [];
  const add = (weapon: PlannerWeapon, source: AttackSource, bab: number, extra: BonusPart[] = []) => {
    const hand = handOf(weapon);
    attacks.push(build(weapon, hand, source, bab, [...roundParts(weapon, hand), ...extra], input.parts));
  };

  add(primary, "base", highest);
  if (mode !== "single") {
    const modeWeapon = weapons.find((w) => firesIn(w, mode)) as PlannerWeapon;
    for (let i = 0; i < fireModeExtraAttacks(mode); i++) add(modeWeapon, mode, highest);
  }
  if (feats.rapidShot) add(rapidWeapon as PlannerWeapon, "rapidShot", highest);
  if (second) add(second, "offHand", highest);
  for (const bab of iterative.slice(1)) add(primary, "iterative", bab);
  if (second && feats.improvedTwoWeaponFighting)
    add(second, "improvedTwoWeapon", highest, [
      { label: "improvedTwoWeapon", value: IMPROVED_TWO_WEAPON_STEP },
    ]);

  // The sort is stable: attacks of equal bonus keep the order they were added in.
  attacks.sort((a, b) => b.bonus - a.bonus);
  return { ok: true, attacks: attacks.slice(0, MAX_ATTACKS_PER_ROUND) };
}

function build(
  weapon: PlannerWeapon,
  hand: "primary" | "offHand",
  source: AttackSource,
  bab: number,
  roundParts: BonusPart[],
  situational: readonly BonusPart[] | undefined,
): PlannedAttack {
  const { total, parts } = compose(
    [{ label: "bab", value: bab }],
    [...roundParts, ...(weapon.parts ?? []), ...(situational ?? [])],
  );
  return { weapon: weapon.id, hand, source, bab, bonus: total, parts };
}
