import {
  type AttackTarget,
  attackAgainst,
  canScoreCritical,
  charge,
  conditionEffects,
  type InitiativeEntry,
  surpriseRound,
} from "../../rules/index.ts";
import { sumParts } from "../../rules/rcr/compose.ts";
import { checkEncounter } from "../check-encounter.ts";
import { compileDamage, type DamageDice } from "../damage-dice.ts";
import { DEFAULT_DISTANCE, type Encounter } from "../ruleset.ts";
import { type AttackOption, attackOptions } from "./attack-options.ts";
import { checkRcrCombatant } from "./check-combatant.ts";
import { expectedDamage } from "./policy.ts";
import type { RcrCombatant } from "./rcr-combatant.ts";

/**
 * How a target stands when it is attacked: normal, flat-footed (has not acted yet: no Dex bonus), or
 * knocked out (on the ground: attacked as prone). rcr-combat.txt › Flat-Footed; Knocked Out;
 * Favorable and Unfavorable Conditions.
 */
export const NORMAL = 0;
export const FLAT_FOOTED = 1;
export const KNOCKED_OUT = 2;
export const STANCES = 3;

/** One combatant with everything that does not change between fights. */
export interface PreparedCombatant {
  source: RcrCombatant;
  index: number;
  side: number;
  damage: DamageDice[];
  canCritical: boolean[];
  threatRange: number[];
  /** Melee fighters close the distance; the others shoot from where they stand. */
  closes: boolean;
  /** Attack actions and full attacks of the kind it fights with (`closes` ? melee : ranged). */
  single: AttackOption[];
  full: AttackOption[];
  /** The charge's modifiers from the engine (null when it cannot charge). */
  charge: { attack: number; defense: number } | null;
  /** What the engine's `charge` is asked before each charge, with the distance to cover added. */
  chargeInput: { speed: number; fatigued?: boolean };
  /** By (weapon × targets + target) × STANCES + stance: what the target adds; NaN when out of reach. */
  againstBonus: Float64Array;
  againstDefense: Float64Array;
  againstDamage: Float64Array;
  /** By (option × targets + target) × STANCES + stance: expected damage of the option (0: unusable). */
  fullValue: Float64Array;
  singleValue: Float64Array;
}

export interface PreparedEncounter {
  combatants: PreparedCombatant[];
  sideCount: number;
  distance: number;
  /** Some combatants aware and some not: the fight opens with a surprise round (engine's `surpriseRound`). */
  surprise: boolean;
  /** Initiative entries reused fight after fight (the rolls are written in), and ids back to indices. */
  initiative: { entries: InitiativeEntry[]; indexOf: Map<string, number> };
}

function asTarget(target: RcrCombatant, kind: "melee" | "ranged", stance: number): AttackTarget {
  return {
    defense: target.defense,
    losesDexBonus: stance === FLAT_FOOTED,
    conditions: conditionEffects(kind, stance === KNOCKED_OUT ? ["defenderProne"] : []),
    immuneToCriticals: target.immuneToCriticals,
  };
}

function fillAgainst(self: PreparedCombatant, all: readonly RcrCombatant[], distance: number): void {
  const n = all.length;
  const feats = self.source.feats ?? {};
  self.source.weapons.forEach((weapon, w) => {
    all.forEach((target, t) => {
      for (let stance = 0; stance < STANCES; stance++) {
        const at = (w * n + t) * STANCES + stance;
        // Melee attacks are made once engaged (adjacent); ranged ones across the encounter's distance.
        const result = attackAgainst({
          kind: weapon.kind,
          distance: weapon.kind === "melee" ? 0 : distance,
          rangeIncrement: weapon.rangeIncrement,
          rangeKind: weapon.rangeKind,
          pointBlankShot: feats.pointBlankShot,
          preciseShot: feats.preciseShot,
          target: asTarget(target, weapon.kind, stance),
        });
        self.againstBonus[at] = result.ok ? result.bonus : Number.NaN;
        self.againstDefense[at] = result.ok ? result.defense : Number.NaN;
        self.againstDamage[at] = result.ok ? sumParts(result.damageParts) : 0;
      }
    });
  });
}

function fillValues(
  self: PreparedCombatant,
  options: readonly AttackOption[],
  into: Float64Array,
  all: readonly RcrCombatant[],
): void {
  const n = all.length;
  options.forEach((option, o) => {
    all.forEach((target, t) => {
      for (let stance = 0; stance < STANCES; stance++)
        into[(o * n + t) * STANCES + stance] = expectedDamage(self, option, target, t, n, stance);
    });
  });
}

/** The most damage any of these options can expect against any foe standing normally. */
function bestValue(
  self: PreparedCombatant,
  options: readonly AttackOption[],
  all: readonly RcrCombatant[],
  sides: readonly number[],
): number {
  const values = new Float64Array(options.length * all.length * STANCES);
  fillValues(self, options, values, all);
  let best = 0;
  for (let t = 0; t < all.length; t++) {
    if (sides[t] === self.side) continue;
    for (let o = 0; o < options.length; o++) best = Math.max(best, values[(o * all.length + t) * STANCES]!);
  }
  return best;
}

/** Checks the encounter and computes, once, every number a fight reads. */
export function prepareEncounter(encounter: Encounter<RcrCombatant>): PreparedEncounter {
  checkEncounter(encounter, [], checkRcrCombatant);
  const distance = encounter.distance ?? DEFAULT_DISTANCE;
  const all = encounter.sides.flatMap((side) => side.combatants);
  const sides = encounter.sides.flatMap((side, s) => side.combatants.map(() => s));
  const n = all.length;
  const combatants = all.map((source, index): PreparedCombatant => {
    const feats = source.feats ?? {};
    const options = attackOptions(source);
    const w = source.weapons.length;
    const self: PreparedCombatant = {
      source,
      index,
      side: sides[index] ?? 0,
      damage: source.weapons.map((weapon) => compileDamage(weapon.damage)),
      canCritical: source.weapons.map((weapon) =>
        canScoreCritical({ unarmed: weapon.unarmed, martialArts: feats.martialArts }),
      ),
      threatRange: source.weapons.map((weapon) => weapon.threatRange ?? 20),
      closes: false,
      single: [],
      full: [],
      charge: null,
      chargeInput: { speed: source.speed, fatigued: source.fatigued },
      againstBonus: new Float64Array(w * n * STANCES),
      againstDefense: new Float64Array(w * n * STANCES),
      againstDamage: new Float64Array(w * n * STANCES),
      fullValue: new Float64Array(0),
      singleValue: new Float64Array(0),
    };
    fillAgainst(self, all, distance);
    const melee = options.filter((o) => o.kind === "melee" && o.action === "fullAttack");
    const ranged = options.filter((o) => o.kind === "ranged" && o.action === "fullAttack");
    // Policy: fight in melee when the best melee full attack hurts more than the best ranged one.
    self.closes = bestValue(self, melee, all, sides) > bestValue(self, ranged, all, sides);
    const kind = self.closes ? "melee" : "ranged";
    self.full = options.filter((o) => o.kind === kind && o.action === "fullAttack");
    self.single = options.filter((o) => o.kind === kind && o.action === "attack");
    self.fullValue = new Float64Array(self.full.length * n * STANCES);
    self.singleValue = new Float64Array(self.single.length * n * STANCES);
    fillValues(self, self.full, self.fullValue, all);
    fillValues(self, self.single, self.singleValue, all);
    const charged = charge(self.chargeInput);
    if (charged.ok)
      self.charge = {
        attack: sumParts(charged.attackParts),
        defense: sumParts(charged.defenseParts),
      };
    return self;
  });
  const ids = combatants.map((_, i) => String(i));
  const surprise = surpriseRound(all.map((c, i) => ({ id: ids[i]!, aware: c.aware !== false }))).occurs;
  const entries = all.map((c, i) => ({ id: ids[i]!, initiative: 0, dexterity: c.dexterity, tieBreak: 0 }));
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  return {
    combatants,
    sideCount: encounter.sides.length,
    distance,
    surprise,
    initiative: { entries, indexOf },
  };
}

/** Whether any option of the combatant can hurt combatant `t` in any stance (a foe it can reach). */
export function canHurt(self: PreparedCombatant, t: number, n: number): boolean {
  for (const values of [self.fullValue, self.singleValue])
    for (let o = 0; o * n * STANCES < values.length; o++)
      for (let stance = 0; stance < STANCES; stance++)
        if (values[(o * n + t) * STANCES + stance]! > 0) return true;
  return false;
}
