import { choice, constraintsOf, diceCode, flag, html, type SchemaOf } from "../../../data/fields.ts";

/** d6-combat.txt › Damaged Armor › Armor Damage Chart (d6.ArmorCondition). */
export const D6_ARMOR_CONDITIONS = [
  "intact",
  "lightlyDamaged",
  "heavilyDamaged",
  "severelyDamaged",
  "destroyed",
] as const;
/** d6-combat.txt › Game Option: Hit Location (d6.HitLocation). */
export const D6_HIT_LOCATIONS = ["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"] as const;

const covers = (location: (typeof D6_HIT_LOCATIONS)[number]) =>
  flag(`SWRPG.D6.HitLocation.${location}`, true);

/** Every stored D6 armor field, declared once: the schema, the update guard and the sheet derive from it. */
export const D6_ARMOR_FIELDS = {
  /** Added to Strength against physical and energy attacks (d6-combat.txt › Armor: stormtrooper armor +2D/+1D). */
  physical: diceCode("SWRPG.D6.Armor.Physical", "1D", { maxDice: 10 }),
  energy: diceCode("SWRPG.D6.Armor.Energy", "1D", { maxDice: 10 }),
  /** To Dexterity and every Dexterity skill: a penalty, "-1D" (stormtrooper armor); "0D" none. */
  dexterityPenalty: diceCode("SWRPG.D6.Armor.DexterityPenalty", "0D", { penalty: true, maxDice: 10 }),
  /** The locations it covers (all: the whole body); counted only with the hit location option. */
  covers: {
    head: covers("head"),
    torso: covers("torso"),
    leftArm: covers("leftArm"),
    rightArm: covers("rightArm"),
    leftLeg: covers("leftLeg"),
    rightLeg: covers("rightLeg"),
  },
  condition: choice("SWRPG.D6.Armor.Condition", D6_ARMOR_CONDITIONS, "intact", "SWRPG.D6.ArmorCondition."),
  equipped: flag("SWRPG.Item.Equipped", true),
  description: html,
} as const;

export const D6_ARMOR_CONSTRAINTS = constraintsOf(D6_ARMOR_FIELDS);

export type D6ArmorSchema = SchemaOf<typeof D6_ARMOR_FIELDS>;
