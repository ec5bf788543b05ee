import { d6 } from "../../rules/index.ts";
import { checkEncounter } from "../check-encounter.ts";
import { DEFAULT_DISTANCE, type Encounter } from "../ruleset.ts";
import { checkD6Combatant } from "./check-combatant.ts";
import { chanceToReach, difficultyNumber, expectedSeverity } from "./code-odds.ts";
import type { D6Combatant, D6SimWeapon } from "./d6-combatant.ts";
import { D6_SIM_OPTIONS } from "./d6-options.ts";

/** Attacks a combatant weighs making in one round: 1 to MAX_ATTACKS, each at -1D per action beyond the first. */
export const MAX_ATTACKS = 3;
/** The penalties a value is worked out for: 0D to -(MAX_ATTACKS)D (a move and three attacks). */
export const PENALTIES = MAX_ATTACKS + 1;

export type ReactionSkill = "dodge" | "meleeParry" | "brawlingParry" | "lightsaber";

/** One combatant with everything that does not change between fights. */
export interface PreparedD6Combatant {
  source: D6Combatant;
  index: number;
  side: number;
  /** Melee and brawling fighters close the distance; the others shoot from where they stand. */
  closes: boolean;
  /** The weapons of the kind it fights with (indices into source.weapons). */
  weapons: number[];
  /** By weapon: the difficulty number before a reaction (null: out of range). */
  difficulty: (number | null)[];
  /** By weapon: the damage code (STR weapons with the wielder's Strength). */
  damage: d6.DiceCode[];
  /** By (weapon × targets + target) × PENALTIES + penalty dice: expected severity of one attack (0: none). */
  values: Float64Array;
  /** The full reaction it declares in a round it cannot attack: the reaction answering most foes. */
  reaction: { skill: ReactionSkill; code: d6.DiceCode } | null;
}

export interface PreparedD6Encounter {
  combatants: PreparedD6Combatant[];
  sideCount: number;
  /** Meters between the sides at the start. */
  distance: number;
  options: d6.Options;
  /** Some aware and some not: the aware act alone in a first round (D6 core, not in the text). */
  surprise: boolean;
  weaponStart: Int32Array;
  weaponCount: number;
  /** By side: the Perception its initiative roller rolls (d6.initiativeRoller), its acting order (d6.perceptionOrder). */
  sides: { perception: d6.DiceCode; order: number[] }[];
}

/** The difficulty number of an attack with this weapon across `distance` meters (melee: its own level). */
export function weaponDifficulty(weapon: D6SimWeapon, distance: number): number | null {
  if (weapon.kind !== "ranged") return difficultyNumber(weapon.difficulty ?? "moderate");
  const band = d6.rangeBand(distance, weapon.ranges!);
  return band === null ? null : difficultyNumber(d6.rangeDifficulty(band));
}

/** What one attack's hit costs the target at the start: its chance to hit, times the chart's expected severity. */
function attackValue(
  weapon: D6SimWeapon,
  difficulty: number | null,
  damage: d6.DiceCode,
  target: D6Combatant,
  penalty: number,
): number {
  if (difficulty === null) return 0;
  const skill = d6.addDiceCodes(weapon.skill, { dice: -penalty, pips: 0 });
  const hit = chanceToReach(skill, difficulty);
  if (hit === 0) return 0;
  const resist = d6.resistanceDice({
    strength: target.strength,
    armor: target.armor ?? null,
    damageType: weapon.damageType,
  });
  const landed = weapon.blast ? (d6.blastDamage(0, weapon.blast) ?? damage) : damage;
  return hit * expectedSeverity(landed, resist, weapon.stun === true);
}

function reactionOf(self: D6Combatant, foeKinds: ReadonlySet<string>): PreparedD6Combatant["reaction"] {
  let best: PreparedD6Combatant["reaction"] = null;
  let covered = 0;
  for (const [skill, code] of Object.entries(self.reactions ?? {}) as [ReactionSkill, d6.DiceCode][]) {
    const answers = [...foeKinds].filter((kind) => d6.reactionCovers(skill, kind as d6.AttackKind)).length;
    if (
      answers > covered ||
      (answers === covered && answers > 0 && best && d6.compareDiceCodes(code, best.code) > 0)
    ) {
      best = { skill, code };
      covered = answers;
    }
  }
  return covered > 0 ? best : null;
}

/** Checks the encounter and computes, once, every number a fight reads. */
export function prepareD6Encounter(encounter: Encounter<D6Combatant>): PreparedD6Encounter {
  checkEncounter(encounter, D6_SIM_OPTIONS, checkD6Combatant);
  const options: d6.Options = {
    wildDie: encounter.options?.wildDie === true,
    hitLocation: encounter.options?.hitLocation === true,
  };
  const distance = encounter.distance ?? DEFAULT_DISTANCE;
  const all = encounter.sides.flatMap((side) => side.combatants);
  const sides = encounter.sides.flatMap((side, s) => side.combatants.map(() => s));
  const n = all.length;
  const weaponStart = new Int32Array(n);
  let weaponCount = 0;
  const combatants = all.map((source, index): PreparedD6Combatant => {
    weaponStart[index] = weaponCount;
    weaponCount += source.weapons.length;
    const difficulty = source.weapons.map((w) => weaponDifficulty(w, w.kind === "ranged" ? distance : 0));
    const damage = source.weapons.map((w) => d6.damageDice(w.damage, source.strength));
    const values = new Float64Array(source.weapons.length * n * PENALTIES);
    source.weapons.forEach((weapon, w) => {
      all.forEach((target, t) => {
        if (sides[t] === sides[index]) return;
        for (let p = 0; p < PENALTIES; p++)
          values[(w * n + t) * PENALTIES + p] = attackValue(weapon, difficulty[w]!, damage[w]!, target, p);
      });
    });
    const best = (ranged: boolean) => {
      let top = 0;
      source.weapons.forEach((weapon, w) => {
        if ((weapon.kind === "ranged") !== ranged) return;
        for (let t = 0; t < n; t++) top = Math.max(top, values[(w * n + t) * PENALTIES]!);
      });
      return top;
    };
    // Policy: fight in melee (or brawl) when that hurts more than the best ranged weapon.
    const closes = best(false) > best(true);
    return {
      source,
      index,
      side: sides[index]!,
      closes,
      weapons: source.weapons.flatMap((weapon, w) => ((weapon.kind !== "ranged") === closes ? [w] : [])),
      difficulty,
      damage,
      values,
      reaction: null,
    };
  });
  for (const self of combatants) {
    const kinds = new Set<string>();
    for (const foe of combatants)
      if (foe.side !== self.side) for (const w of foe.weapons) kinds.add(foe.source.weapons[w]!.kind);
    self.reaction = reactionOf(self.source, kinds);
  }
  const aware = all.map((c) => c.aware !== false);
  const sideOrders = encounter.sides.map((_, side) => {
    const members = combatants.filter((c) => c.side === side);
    const roller = d6.initiativeRoller(members.map((c) => c.source));
    const order = d6
      .perceptionOrder(members.map((c) => c.source))
      .map((source) => members.find((c) => c.source === source)!.index);
    return { perception: roller?.perception ?? { dice: 0, pips: 0 }, order };
  });
  return {
    combatants,
    sideCount: encounter.sides.length,
    distance,
    options,
    surprise: aware.some(Boolean) && aware.some((a) => !a),
    weaponStart,
    weaponCount,
    sides: sideOrders,
  };
}

/** Whether any weapon the combatant fights with can hurt combatant `t`. */
export function canHurt(self: PreparedD6Combatant, t: number, n: number): boolean {
  return self.weapons.some((w) => self.values[(w * n + t) * PENALTIES]! > 0);
}
