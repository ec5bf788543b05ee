import { isValidDiceFormula, type saga } from "../../rules/index.ts";
import {
  checkChoice,
  checkList,
  checkName,
  checkNumber,
  checkOptionalFlag,
  checkOptionalNumber,
  SimulationInputError,
  shown,
} from "../input-check.ts";
import type { SagaCombatant, SagaSimWeapon } from "./saga-combatant.ts";

/** Refuses a Saga combatant record the fights cannot use, naming the combatant and the field. */

export const SAGA_GROUPS: readonly saga.SagaWeaponGroup[] = [
  "melee",
  "natural",
  "unarmed",
  "pistol",
  "carbine",
  "rifle",
  "heavy",
  "thrown",
];
export const SAGA_DAMAGE_TYPES: readonly saga.DamageType[] = [
  "energy",
  "piercing",
  "slashing",
  "bludgeoning",
  "ion",
  "stun",
];
const whole = { whole: true };
const count = { min: 0, whole: true };

function checkObject(who: string, field: string, value: unknown): void {
  if (typeof value !== "object" || value === null)
    throw new SimulationInputError(who, field, `must be an object, got ${shown(value)}`);
}

function checkWeapon(who: string, value: unknown, at: string): void {
  checkObject(who, at, value);
  const weapon = value as SagaSimWeapon;
  checkName(who, `${at}.name`, weapon.name);
  checkChoice(who, `${at}.kind`, weapon.kind, ["melee", "ranged"] as const);
  checkChoice(who, `${at}.group`, weapon.group, SAGA_GROUPS);
  checkNumber(who, `${at}.attack`, weapon.attack, whole);
  if (typeof weapon.damage !== "string" || !isValidDiceFormula(weapon.damage, { allowReferences: false }))
    throw new SimulationInputError(
      who,
      `${at}.damage`,
      `must be a dice formula such as "3d8" or "2d8+2", got ${shown(weapon.damage)}`,
    );
  if (weapon.types !== undefined)
    checkList(who, `${at}.types`, weapon.types).forEach((type, t) => {
      checkChoice(who, `${at}.types[${t}]`, type, SAGA_DAMAGE_TYPES);
    });
  checkOptionalNumber(who, `${at}.threatRange`, weapon.threatRange, { min: 2, max: 20, whole: true });
  checkOptionalNumber(who, `${at}.shots`, weapon.shots, count);
  checkOptionalNumber(who, `${at}.burstRadius`, weapon.burstRadius, { min: 1, whole: true });
  checkOptionalNumber(who, `${at}.uses`, weapon.uses, count);
  for (const flag of ["lightsaber", "autofire", "autofireOnly", "splash"] as const)
    checkOptionalFlag(who, `${at}.${flag}`, weapon[flag]);
}

function checkReduction(who: string, value: unknown, at: string): void {
  checkObject(who, at, value);
  const reduction = value as saga.DamageReduction;
  checkNumber(who, `${at}.amount`, reduction.amount, count);
  for (const list of ["bypassedBy", "appliesTo"] as const)
    if (reduction[list] !== undefined)
      checkList(who, `${at}.${list}`, reduction[list]).forEach((type, t) => {
        checkChoice(who, `${at}.${list}[${t}]`, type, SAGA_DAMAGE_TYPES);
      });
  checkOptionalFlag(who, `${at}.stopsLightsabers`, reduction.stopsLightsabers);
}

/** Throws a `SimulationInputError` naming `who` and the field when the record cannot fight. */
export function checkSagaCombatant(combatant: SagaCombatant, who: string): void {
  checkName(who, "name", combatant.name);
  if (combatant.kind !== undefined) checkChoice(who, "kind", combatant.kind, ["creature", "droid"] as const);
  const max = checkNumber(who, "maxHitPoints", combatant.maxHitPoints, { min: 1, whole: true });
  checkNumber(who, "hitPoints", combatant.hitPoints, { min: 0, max, whole: true });
  checkOptionalNumber(who, "temporaryHitPoints", combatant.temporaryHitPoints, count);
  checkNumber(who, "damageThreshold", combatant.damageThreshold, count);
  checkOptionalNumber(who, "condition", combatant.condition, count);
  if (combatant.damageReduction !== undefined)
    checkList(who, "damageReduction", combatant.damageReduction).forEach((reduction, r) => {
      checkReduction(who, reduction, `damageReduction[${r}]`);
    });
  checkOptionalNumber(who, "shieldRating", combatant.shieldRating, count);
  checkNumber(who, "reflex", combatant.reflex, whole);
  checkNumber(who, "flatFootedReflex", combatant.flatFootedReflex, whole);
  checkNumber(who, "initiativeBonus", combatant.initiativeBonus, whole);
  checkNumber(who, "dexterity", combatant.dexterity, whole);
  checkNumber(who, "speed", combatant.speed, { min: 0 });
  checkOptionalFlag(who, "burstFire", combatant.burstFire);
  checkOptionalFlag(who, "evasion", combatant.evasion);
  checkOptionalFlag(who, "aware", combatant.aware);
  const wind = combatant.secondWind;
  if (wind !== undefined) {
    checkObject(who, "secondWind", wind);
    checkOptionalFlag(who, "secondWind.heroic", wind.heroic);
    checkNumber(who, "secondWind.constitution", wind.constitution, count);
    checkNumber(who, "secondWind.usesLeft", wind.usesLeft, count);
    checkOptionalFlag(who, "secondWind.extraSecondWind", wind.extraSecondWind);
  }
  checkList(who, "weapons", combatant.weapons).forEach((weapon, w) => {
    checkWeapon(who, weapon, `weapons[${w}]`);
  });
}
