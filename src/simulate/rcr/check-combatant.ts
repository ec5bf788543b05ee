import { isValidDiceFormula, SIZES } from "../../rules/index.ts";
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
import type { RcrCombatant, RcrFeats, RcrWeapon } from "./rcr-combatant.ts";

/**
 * Refuses an RCR combatant record the fights cannot use (docs/simulate.md › Encounter file lists the
 * fields), naming the combatant and the field: NaN and infinite numbers, fractions where the rules count
 * whole points, unknown weapon kinds, fire modes, sizes or feats, a damage formula the engine cannot read.
 */

export const RCR_FEATS: readonly (keyof RcrFeats)[] = [
  "pointBlankShot",
  "preciseShot",
  "rapidShot",
  "multishot",
  "twoWeaponFighting",
  "ambidexterity",
  "improvedTwoWeaponFighting",
  "martialArts",
];
export const RCR_FIRE_MODES = ["single", "multifire", "autofire"] as const;
const WEAPON_FLAGS = [
  "autofireOnly",
  "light",
  "double",
  "twoHanded",
  "blasterRifle",
  "tripod",
  "unarmed",
] as const;
const whole = { whole: true };

function checkWeapon(who: string, value: unknown, at: string): void {
  if (typeof value !== "object" || value === null)
    throw new SimulationInputError(who, at, `must be an object, got ${shown(value)}`);
  const weapon = value as RcrWeapon;
  checkName(who, `${at}.name`, weapon.name);
  const kind = checkChoice(who, `${at}.kind`, weapon.kind, ["melee", "ranged"] as const);
  checkNumber(who, `${at}.attack`, weapon.attack, whole);
  if (typeof weapon.damage !== "string" || !isValidDiceFormula(weapon.damage, { allowReferences: false }))
    throw new SimulationInputError(
      who,
      `${at}.damage`,
      `must be a dice formula such as "3d8" or "2d8+2", got ${shown(weapon.damage)}`,
    );
  checkOptionalNumber(who, `${at}.threatRange`, weapon.threatRange, { min: 2, max: 20, whole: true });
  if (kind === "ranged") checkOptionalNumber(who, `${at}.rangeIncrement`, weapon.rangeIncrement, { min: 0 });
  if (weapon.rangeKind !== undefined)
    checkChoice(who, `${at}.rangeKind`, weapon.rangeKind, ["thrown", "projectile", "energy"] as const);
  if (weapon.fireModes !== undefined)
    checkList(who, `${at}.fireModes`, weapon.fireModes).forEach((mode, m) => {
      checkChoice(who, `${at}.fireModes[${m}]`, mode, RCR_FIRE_MODES);
    });
  for (const flag of WEAPON_FLAGS) checkOptionalFlag(who, `${at}.${flag}`, weapon[flag]);
}

/** Throws a `SimulationInputError` naming `who` and the field when the record cannot fight. */
export function checkRcrCombatant(combatant: RcrCombatant, who: string): void {
  checkName(who, "name", combatant.name);
  if (typeof combatant.heroic !== "boolean")
    throw new SimulationInputError(who, "heroic", `must be true or false, got ${shown(combatant.heroic)}`);
  checkNumber(who, "vitality", combatant.vitality, { min: 0, whole: true });
  checkNumber(who, "wounds", combatant.wounds, whole);
  checkNumber(who, "woundsMax", combatant.woundsMax, { min: 1, whole: true });
  checkOptionalNumber(who, "damageReduction", combatant.damageReduction, { min: 0, whole: true });
  const defense = combatant.defense;
  if (typeof defense !== "object" || defense === null)
    throw new SimulationInputError(who, "defense", `must be an object, got ${shown(defense)}`);
  checkNumber(who, "defense.classBonus", defense.classBonus, whole);
  checkNumber(who, "defense.dexModifier", defense.dexModifier, whole);
  checkChoice(who, "defense.size", defense.size, SIZES);
  checkOptionalNumber(who, "defense.maxDexBonus", defense.maxDexBonus, whole);
  if (defense.dodgeBonuses !== undefined)
    checkList(who, "defense.dodgeBonuses", defense.dodgeBonuses).forEach((bonus, b) => {
      checkNumber(who, `defense.dodgeBonuses[${b}]`, bonus, whole);
    });
  checkOptionalNumber(who, "defense.otherBonuses", defense.otherBonuses, whole);
  checkNumber(who, "baseAttackBonus", combatant.baseAttackBonus, { min: 0, whole: true });
  checkNumber(who, "speed", combatant.speed, { min: 0 });
  checkNumber(who, "initiativeBonus", combatant.initiativeBonus, whole);
  checkNumber(who, "dexterity", combatant.dexterity, whole);
  checkNumber(who, "fortitude", combatant.fortitude, whole);
  if (combatant.feats !== undefined) {
    if (typeof combatant.feats !== "object" || combatant.feats === null)
      throw new SimulationInputError(who, "feats", `must be an object, got ${shown(combatant.feats)}`);
    for (const [feat, on] of Object.entries(combatant.feats)) {
      if (!(RCR_FEATS as readonly string[]).includes(feat))
        throw new SimulationInputError(who, `feats.${feat}`, `is unknown (known: ${RCR_FEATS.join(", ")})`);
      checkOptionalFlag(who, `feats.${feat}`, on);
    }
  }
  checkList(who, "weapons", combatant.weapons).forEach((weapon, w) => {
    checkWeapon(who, weapon, `weapons[${w}]`);
  });
  checkOptionalFlag(who, "aware", combatant.aware);
  checkOptionalFlag(who, "immuneToCriticals", combatant.immuneToCriticals);
  checkOptionalFlag(who, "fatigued", combatant.fatigued);
}
