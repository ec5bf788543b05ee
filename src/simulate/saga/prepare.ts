import { saga } from "../../rules/index.ts";
import { checkEncounter } from "../check-encounter.ts";
import { DEFAULT_DISTANCE, type Encounter } from "../ruleset.ts";
import { type SagaAttackOption, sagaAttackOptions } from "./attack-options.ts";
import { checkSagaCombatant } from "./check-combatant.ts";
import type { SagaCombatant } from "./saga-combatant.ts";
import { engineOptions, SAGA_SIM_OPTIONS, type SagaSimOptions } from "./saga-options.ts";

/** How a target stands when attacked: normally, or flat-footed (no Dexterity bonus to Reflex). */
export const NORMAL = 0;
export const FLAT_FOOTED = 1;
export const STANCES = 2;

/** One combatant with everything that does not change between fights. */
export interface PreparedSagaCombatant {
  source: SagaCombatant;
  index: number;
  side: number;
  /** Melee fighters close the distance; the others attack from where they stand. */
  closes: boolean;
  /** The options of the kind it fights with. */
  options: SagaAttackOption[];
  /** By (option × targets + target) × STANCES + stance: expected damage dealt at full health (0: none). */
  values: Float64Array;
}

export interface PreparedSagaEncounter {
  combatants: PreparedSagaCombatant[];
  sideCount: number;
  /** Squares between the sides at the start. */
  distance: number;
  options: SagaSimOptions;
  engine: saga.SagaOptions;
  trackLength: number;
  /** Some aware and some not: a surprise round (saga.surpriseRound); ids are combatant indices. */
  surprise: boolean;
  /** First index of each combatant's weapons in the per-weapon counters (shots, uses). */
  weaponStart: Int32Array;
  weaponCount: number;
}

/** What stands between a hit and the target's hit points at the start of the fight: its shield and DR. */
export function startHealth(target: SagaCombatant): saga.SagaHealth {
  return {
    hitPoints: target.hitPoints,
    maxHitPoints: target.maxHitPoints,
    damageThreshold: target.damageThreshold,
    damageReduction: target.damageReduction as saga.DamageReduction[] | undefined,
    shieldRating: target.shieldRating,
  };
}

/** The damage one landed attack deals through the target's shield and DR at the start (`dealt`). */
function dealt(
  self: SagaCombatant,
  option: SagaAttackOption,
  target: SagaCombatant,
  amount: number,
  critical: boolean,
  engine: saga.SagaOptions,
): number {
  const weapon = self.weapons[option.weapon]!;
  const hit = {
    amount: critical ? saga.criticalDamage(amount) : amount,
    types: weapon.types as saga.DamageType[] | undefined,
    lightsaber: weapon.lightsaber,
    critical,
  };
  return saga.applyDamage(startHealth(target), hit, engine).dealt;
}

/**
 * Expected damage dealt by one option against one target, over the 20 faces of the d20 and the engine's own
 * attack rules (a single attack: hit, and a critical at the threat range; an area: full or half; a splash:
 * the struck target's share), with the mean damage roll.
 */
export function expectedDamage(
  self: SagaCombatant,
  option: SagaAttackOption,
  target: SagaCombatant,
  stance: number,
  engine: saga.SagaOptions,
): number {
  const weapon = self.weapons[option.weapon]!;
  const bonus = weapon.attack + option.modifier;
  const reflex = stance === FLAT_FOOTED ? target.flatFootedReflex : target.reflex;
  const amount = Math.max(0, Math.round(option.dice.mean));
  const area = { id: "t", reflex, evasion: target.evasion === true };
  let total = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    if (option.shape === "single") {
      const result = saga.resolveAttack({
        d20,
        attackBonus: bonus,
        defense: reflex,
        threatRange: weapon.threatRange,
      });
      if (result.hit) total += dealt(self, option, target, amount, result.critical, engine);
    } else if (option.shape === "area") {
      const result = saga.resolveAreaAttack({ d20, attackBonus: bonus, damage: amount, targets: [area] });
      total += dealt(self, option, target, result.results[0]!.damage, false, engine);
    } else {
      const result = saga.resolveSplashAttack({
        d20,
        attackBonus: bonus,
        damage: amount,
        primary: area,
        adjacent: [],
      });
      total += dealt(self, option, target, result.primary.damage, false, engine);
    }
  }
  return total / 20;
}

function valuesOf(
  self: PreparedSagaCombatant,
  options: readonly SagaAttackOption[],
  all: readonly SagaCombatant[],
  engine: saga.SagaOptions,
): Float64Array {
  const n = all.length;
  const values = new Float64Array(options.length * n * STANCES);
  options.forEach((option, o) => {
    // Also against itself and its allies: never read (the pick and `best` look at foes only).
    all.forEach((target, t) => {
      for (let stance = 0; stance < STANCES; stance++)
        values[(o * n + t) * STANCES + stance] = expectedDamage(self.source, option, target, stance, engine);
    });
  });
  return values;
}

/** The most damage any of these options can expect against any foe standing normally. */
function best(
  self: PreparedSagaCombatant,
  values: Float64Array,
  optionCount: number,
  sides: readonly number[],
): number {
  let top = 0;
  for (let t = 0; t < sides.length; t++) {
    if (sides[t] === self.side) continue;
    for (let o = 0; o < optionCount; o++)
      top = Math.max(top, values[(o * sides.length + t) * STANCES + NORMAL]!);
  }
  return top;
}

/** Checks the encounter and computes, once, every number a fight reads. */
export function prepareSagaEncounter(encounter: Encounter<SagaCombatant>): PreparedSagaEncounter {
  checkEncounter(encounter, SAGA_SIM_OPTIONS, checkSagaCombatant);
  const options: SagaSimOptions = { ...encounter.options };
  const engine = engineOptions(options);
  const all = encounter.sides.flatMap((side) => side.combatants);
  const sides = encounter.sides.flatMap((side, s) => side.combatants.map(() => s));
  const weaponStart = new Int32Array(all.length);
  let weaponCount = 0;
  const combatants = all.map((source, index): PreparedSagaCombatant => {
    weaponStart[index] = weaponCount;
    weaponCount += source.weapons.length;
    const every = sagaAttackOptions(source);
    const self: PreparedSagaCombatant = {
      source,
      index,
      side: sides[index]!,
      closes: false,
      options: [],
      values: new Float64Array(0),
    };
    const melee = every.filter((o) => o.kind === "melee");
    const ranged = every.filter((o) => o.kind === "ranged");
    // Policy: fight in melee when the best melee option hurts more than the best ranged one.
    self.closes =
      best(self, valuesOf(self, melee, all, engine), melee.length, sides) >
      best(self, valuesOf(self, ranged, all, engine), ranged.length, sides);
    self.options = self.closes ? melee : ranged;
    self.values = valuesOf(self, self.options, all, engine);
    return self;
  });
  const surprise = saga.surpriseRound(
    all.map((c, i) => ({ id: String(i), aware: c.aware !== false })),
  ).occurs;
  return {
    combatants,
    sideCount: encounter.sides.length,
    distance: encounter.distance ?? DEFAULT_DISTANCE,
    options,
    engine,
    trackLength: saga.conditionTrackLength(engine),
    surprise,
    weaponStart,
    weaponCount,
  };
}

/** Whether any option of the combatant can hurt combatant `t` in any stance. */
export function canHurt(self: PreparedSagaCombatant, t: number, n: number): boolean {
  for (let o = 0; o < self.options.length; o++)
    for (let stance = 0; stance < STANCES; stance++)
      if (self.values[(o * n + t) * STANCES + stance]! > 0) return true;
  return false;
}
