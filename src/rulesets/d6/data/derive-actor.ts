import { d6 } from "../../../rules/index.ts";
import type { D6ActorRecord, D6ArmorRecord, D6WeaponRecord } from "./actor-record.ts";
import {
  D6_ATTRIBUTES,
  D6_SKILL_ATTRIBUTE,
  D6_SKILL_KEYS,
  type D6Attribute,
  type D6Skill,
} from "./skills.ts";

/** A code as the sheet and the fight read it: what is written, and what is rolled now. */
export interface D6RollCode {
  /** The written code: the skill's, or its attribute's when untrained. */
  base: d6.DiceCode;
  /** What is rolled: with the worn armor's Dexterity penalty (Dexterity and its skills) and the injury penalty. */
  roll: d6.DiceCode;
  trained: boolean;
}

/** One weapon in its wielder's hands. */
export interface D6WeaponAttack {
  /** The weapon's skill, as rolled now. */
  skill: D6RollCode;
  /** The damage dice: a STR code with the wielder's Strength, less a damaged weapon's penalty. */
  damage: d6.DiceCode;
  /** d6-combat.txt › Damaged Weapons: a heavily damaged weapon's +10, its usability. */
  effects: d6.WeaponDamageEffects;
}

/** Everything prepareDerivedData adds to a D6 actor's `system`. */
export type D6ActorDerived = {
  health: d6.Health;
  woundLevel: d6.WoundLevel;
  injury: d6.InjuryEffects;
  /**
   * The stored injury fields with a maximum for the token bars: the wound track (0 healthy .. 5 killed)
   * and the stuns against Strength's dice (that many knock him out).
   */
  wounds: {
    value: number;
    mortallyWoundedRounds: number;
    stabilized: boolean;
    treated: boolean;
    max: number;
  };
  stun: { value: number; rounds: number; unconscious: boolean; max: number };
  attributeCodes: Record<D6Attribute, D6RollCode>;
  skillCodes: Record<D6Skill, D6RollCode>;
  /** The one armor worn (the first equipped). */
  wornArmor: D6ArmorRecord | null;
  /** Strength plus the worn armor, by damage type (d6.resistanceDice, the whole body). */
  resistance: Record<d6.DamageType, d6.DiceCode>;
  attacks: Record<string, D6WeaponAttack>;
};

/** The one armor worn: the first equipped. */
export function wornD6Armor(armor: readonly D6ArmorRecord[]): D6ArmorRecord | null {
  return armor.find((item) => item.equipped) ?? null;
}

function rollCode(
  base: d6.DiceCode,
  trained: boolean,
  dexterity: boolean,
  armor: d6.Armor | null,
  penalty: d6.DiceCode,
): D6RollCode {
  // d6-combat.txt › Armor: the Dexterity penalty to Dexterity and every Dexterity skill; wounds and stuns
  // to every skill and attribute roll (d6.injuryEffects).
  const armored = dexterity ? d6.dexterityInArmor(base, armor) : base;
  return { base, roll: d6.addDiceCodes(armored, penalty), trained };
}

function weaponAttack(weapon: D6WeaponRecord, skill: D6RollCode, strength: d6.DiceCode): D6WeaponAttack {
  const effects = d6.weaponDamageEffects(weapon.condition);
  return {
    skill,
    damage: d6.addDiceCodes(d6.damageDice(weapon.damage, strength), effects.damagePenalty),
    effects,
  };
}

/** Derives every computed number of a D6 actor from its plain record, by calling the rules engine only. */
export function deriveD6Actor(record: D6ActorRecord): Omit<D6ActorDerived, "wounds" | "stun"> & {
  wounds: { max: number };
  stun: { max: number };
} {
  const health = record.health;
  const injury = d6.injuryEffects(health);
  const armor = wornD6Armor(record.armor);
  const worn = armor?.armor ?? null;
  const attributeCodes = {} as Record<D6Attribute, D6RollCode>;
  for (const attribute of D6_ATTRIBUTES)
    attributeCodes[attribute] = rollCode(
      record.attributes[attribute],
      true,
      attribute === "dexterity",
      worn,
      injury.penalty,
    );
  const skillCodes = {} as Record<D6Skill, D6RollCode>;
  for (const skill of D6_SKILL_KEYS) {
    const attribute = D6_SKILL_ATTRIBUTE[skill];
    const own = record.skills[skill];
    skillCodes[skill] = rollCode(
      own ?? record.attributes[attribute],
      own !== null,
      attribute === "dexterity",
      worn,
      injury.penalty,
    );
  }
  const strength = record.attributes.strength;
  const attacks: Record<string, D6WeaponAttack> = {};
  for (const weapon of record.weapons)
    attacks[weapon.id] = weaponAttack(weapon, skillCodes[weapon.skill], strength);
  return {
    health,
    woundLevel: health.wound,
    injury,
    wounds: { max: d6.WOUND_LEVELS.length - 1 },
    stun: { max: health.strengthDice },
    attributeCodes,
    skillCodes,
    wornArmor: armor,
    resistance: {
      physical: d6.resistanceDice({ strength, armor: worn, damageType: "physical" }),
      energy: d6.resistanceDice({ strength, armor: worn, damageType: "energy" }),
    },
    attacks,
  };
}
