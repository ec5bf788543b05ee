import { d6 } from "../../rules/index.ts";
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
import type { D6Combatant, D6SimWeapon } from "./d6-combatant.ts";

/** Refuses a D6 combatant record the fights cannot use, naming the combatant and the field. */

const LEVELS = d6.DIFFICULTY_LEVELS.map((row) => row.level);
const REACTIONS = ["dodge", "meleeParry", "brawlingParry", "lightsaber"] as const;

function checkObject(who: string, field: string, value: unknown): void {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new SimulationInputError(who, field, `must be an object, got ${shown(value)}`);
}

/** A dice code: whole dice and pips ("3D+2" is { dice: 3, pips: 2 }). */
export function checkCode(who: string, field: string, value: unknown, min = 0): void {
  checkObject(who, field, value);
  const code = value as d6.DiceCode;
  checkNumber(who, `${field}.dice`, code.dice, { min, max: 100, whole: true });
  checkNumber(who, `${field}.pips`, code.pips, { min: -2, max: 2, whole: true });
}

function checkWeapon(who: string, value: unknown, at: string): void {
  checkObject(who, at, value);
  const weapon = value as D6SimWeapon;
  checkName(who, `${at}.name`, weapon.name);
  const kind = checkChoice(who, `${at}.kind`, weapon.kind, ["ranged", "melee", "brawling"] as const);
  checkCode(who, `${at}.skill`, weapon.skill);
  checkObject(who, `${at}.damage`, weapon.damage);
  if (typeof weapon.damage.strength !== "boolean")
    throw new SimulationInputError(
      who,
      `${at}.damage.strength`,
      `must be true or false, got ${shown(weapon.damage.strength)}`,
    );
  checkCode(who, `${at}.damage.dice`, weapon.damage.dice);
  checkChoice(who, `${at}.damageType`, weapon.damageType, ["physical", "energy"] as const);
  if (weapon.difficulty !== undefined) checkChoice(who, `${at}.difficulty`, weapon.difficulty, LEVELS);
  if (kind === "ranged" || weapon.ranges !== undefined) {
    checkObject(who, `${at}.ranges`, weapon.ranges);
    const ranges = weapon.ranges!;
    checkOptionalNumber(who, `${at}.ranges.pointBlank`, ranges.pointBlank, { min: 0 });
    for (const band of ["short", "medium", "long"] as const)
      checkNumber(who, `${at}.ranges.${band}`, ranges[band], { min: 0 });
  }
  if (weapon.blast !== undefined) {
    checkObject(who, `${at}.blast`, weapon.blast);
    const damage = checkList(who, `${at}.blast.damage`, weapon.blast.damage);
    const radius = checkList(who, `${at}.blast.radius`, weapon.blast.radius);
    if (damage.length === 0 || damage.length !== radius.length)
      throw new SimulationInputError(
        who,
        `${at}.blast`,
        "must give as many radii as damage codes, at least one",
      );
    damage.forEach((code, b) => {
      checkCode(who, `${at}.blast.damage[${b}]`, code);
    });
    radius.forEach((r, b) => {
      checkNumber(who, `${at}.blast.radius[${b}]`, r, { min: 0 });
    });
  }
  checkOptionalNumber(who, `${at}.uses`, weapon.uses, { min: 0, whole: true });
  checkOptionalFlag(who, `${at}.stun`, weapon.stun);
}

/** Throws a `SimulationInputError` naming `who` and the field when the record cannot fight. */
export function checkD6Combatant(combatant: D6Combatant, who: string): void {
  checkName(who, "name", combatant.name);
  checkCode(who, "perception", combatant.perception);
  checkCode(who, "strength", combatant.strength, 1);
  if (combatant.reactions !== undefined) {
    checkObject(who, "reactions", combatant.reactions);
    for (const [skill, code] of Object.entries(combatant.reactions)) {
      checkChoice(who, `reactions.${skill}`, skill, REACTIONS);
      checkCode(who, `reactions.${skill}`, code);
    }
  }
  if (combatant.armor !== undefined && combatant.armor !== null) {
    checkObject(who, "armor", combatant.armor);
    checkCode(who, "armor.physical", combatant.armor.physical);
    checkCode(who, "armor.energy", combatant.armor.energy);
  }
  checkNumber(who, "move", combatant.move, { min: 0 });
  if (combatant.wound !== undefined) checkChoice(who, "wound", combatant.wound, d6.WOUND_LEVELS);
  checkOptionalNumber(who, "stuns", combatant.stuns, { min: 0, whole: true });
  checkOptionalFlag(who, "aware", combatant.aware);
  checkList(who, "weapons", combatant.weapons).forEach((weapon, w) => {
    checkWeapon(who, weapon, `weapons[${w}]`);
  });
}
