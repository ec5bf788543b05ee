import type { DefenseInput, FireMode, RangeKind } from "../../rules/index.ts";

/**
 * A combatant as the RCR simulator takes it: the numbers a stat block gives, plain values only.
 * The Foundry adapter (`src/applications/odds/odds-combatant.ts`) builds it from a prepared actor, the
 * command line from a pack actor (`src/simulate/encounter/pack-combatant.ts`) or from an encounter file.
 * docs/simulate.md lists every field.
 */
export interface RcrCombatant {
  name: string;
  /** Has heroic levels: vitality, and a critical goes to wounds instead of dropping to -1 wound points. */
  heroic: boolean;
  vitality: number;
  wounds: number;
  /** Constitution score. */
  woundsMax: number;
  /** Armor damage reduction (wounds only). */
  damageReduction?: number;
  /** The Defense inputs without the situation (no cover, not flat-footed). */
  defense: Omit<DefenseInput, "loseDexBonus" | "touch" | "helpless">;
  baseAttackBonus: number;
  /** Meters per move action. */
  speed: number;
  initiativeBonus: number;
  /** Dexterity score: breaks initiative ties. */
  dexterity: number;
  /** Fortitude save bonus: the wound save and the dying save. */
  fortitude: number;
  feats?: RcrFeats;
  /** Grenadelike weapons are left out (area attacks are not simulated). */
  weapons: readonly RcrWeapon[];
  /** Aware of its foes when the fight starts (default true). Some aware and some not: a surprise round. */
  aware?: boolean;
  immuneToCriticals?: boolean;
  /** Fatigued: cannot charge. */
  fatigued?: boolean;
}

/** The feats that change how a combatant attacks. */
export interface RcrFeats {
  pointBlankShot?: boolean;
  preciseShot?: boolean;
  rapidShot?: boolean;
  multishot?: boolean;
  twoWeaponFighting?: boolean;
  ambidexterity?: boolean;
  improvedTwoWeaponFighting?: boolean;
  martialArts?: boolean;
}

/** A weapon in the combatant's hands. */
export interface RcrWeapon {
  name: string;
  kind: "melee" | "ranged";
  /** Total attack bonus of one attack with it, base attack bonus included ("Atk +6" in a stat block). */
  attack: number;
  /** Damage formula with the damage bonus, e.g. "2d8+2". */
  damage: string;
  /** Lowest natural roll that threatens (Improved Critical applied); default 20. */
  threatRange?: number;
  /** Meters; ranged weapons only. */
  rangeIncrement?: number;
  rangeKind?: RangeKind;
  /** Default ["single"]. */
  fireModes?: readonly FireMode[];
  autofireOnly?: boolean;
  /** Smaller than the wielder: lighter two-weapon penalties in the off hand. */
  light?: boolean;
  double?: boolean;
  twoHanded?: boolean;
  blasterRifle?: boolean;
  tripod?: boolean;
  /** An unarmed strike: no critical without Martial Arts. */
  unarmed?: boolean;
}
