import type {
  BonusPart,
  BreakableObject,
  ObjectState,
  RangeKind,
  Size,
  Substance,
} from "../../../rules/index.ts";
import { BREAKABLE_OBJECT_KEYS, SIZES, SUBSTANCE_KEYS } from "../../../rules/index.ts";

/**
 * The plain records of striking an object (rcr-combat.txt › Attack an Object, Strike an Object, Damage to
 * Objects, Breaking Items; rcr-additional-combat-rules.txt › Ion Weapons): what the player chose, the
 * object's numbers as a token or item keeps them, and the attacker's weapon. No Foundry object crosses here.
 */

/**
 * What is struck: a row of the Breaking Items table, an object of a substance and thickness, the targeted
 * fighter's weapon, or the targeted token itself, marked as an object by an earlier strike.
 */
export const OBJECT_SOURCES = ["table", "substance", "weapon", "token"] as const;
export type ObjectSource = (typeof OBJECT_SOURCES)[number];

/** Attack it with a weapon, or break it with a Strength check (rcr-combat.txt › Breaking Items). */
export const OBJECT_ACTIONS = ["attack", "break"] as const;
export type ObjectAction = (typeof OBJECT_ACTIONS)[number];

export const OBJECT_STATES: readonly ObjectState[] = ["inanimate", "held", "carried"];
export const OBJECT_SIZES: readonly Size[] = SIZES;
export const OBJECT_TABLE: readonly BreakableObject[] = BREAKABLE_OBJECT_KEYS;
export const OBJECT_SUBSTANCES: readonly Substance[] = SUBSTANCE_KEYS;

/** The dialog's choices for a strike on an object. */
export interface ObjectChoice {
  source: ObjectSource;
  table: BreakableObject;
  substance: Substance;
  /** Centimeters (the substance table's wound points per cm). */
  thicknessCm: number;
  /** Its size on the object Defense table (a held weapon's comes from the weapon's size). */
  size: Size;
  /** Inanimate, held or carried (a weapon: held when equipped, else carried). */
  state: ObjectState;
  action: ObjectAction;
  /** A full-round action lining up the shot on an inanimate object. */
  linedUp: boolean;
  /** An electronic item: ion weapons affect it (rcr-additional-combat-rules.txt › Ion Weapons). */
  electronic: boolean;
  /** Wound points left of an object nothing keeps (null: whole). */
  woundPointsLeft: number | null;
  /** A substance object's Strength DC to break (the table gives none); null: not set. */
  breakDC: number | null;
  /** Fortitude DC of an ion weapon on stun (the weapon sets it). */
  ionDC: number;
  /** Meters to the object for a ranged weapon; null: measured to the targeted token (else 0). */
  distance: number | null;
}

export function defaultObjectChoice(): ObjectChoice {
  return {
    source: "table",
    table: "woodenDoor",
    substance: "wood",
    thicknessCm: 5,
    size: "medium",
    state: "inanimate",
    action: "attack",
    linedUp: false,
    electronic: false,
    woundPointsLeft: null,
    breakDC: null,
    ionDC: 15,
    distance: null,
  };
}

/** An object's numbers as a token's or an item's `flags.swrpg.object` keeps them. */
export interface StoredObject {
  name: string;
  size: Size;
  damageReduction: number;
  woundPoints: number;
  woundPointsMax: number;
  /** The Strength DC to break it, before the drop at half its wound points; null: none known. */
  breakDC: number | null;
  electronic: boolean;
}

/** The attacker's weapon as a strike on an object uses it (derived data: the engine's numbers). */
export interface StrikeWeapon {
  /** null: an unarmed strike. */
  id: string | null;
  name: string;
  kind: "melee" | "ranged";
  /** The attack bonus's parts (BAB, ability, size, feats, the wielder's conditions). */
  parts: BonusPart[];
  /** The damage formula with the damage bonus. */
  damageFormula: string;
  damageType: string;
  /** Set to stun. */
  stun: boolean;
  rangeIncrement: number;
  rangeKind: RangeKind;
}

/** What the documents add to a strike on an object. */
export interface ObjectStrike {
  weapon: StrikeWeapon;
  /** The targeted token (a holder, or the object itself); null: an object off the map. */
  token: { tokenUuid: string; name: string; stored: StoredObject | null } | null;
  /** What the targeted fighter's weapons keep (`flags.swrpg.object`), by item id. */
  items: Readonly<Record<string, StoredObject>>;
  /** Meters from the attacker to the targeted token (0 without one). */
  distance: number;
  /** The targeted fighter's Fortitude save bonus (an ion weapon on stun against what it holds). */
  holderFortitude: number | null;
}

/** What a strike writes: the object's numbers after it, on the token or the item that keeps them. */
export interface ObjectWrite {
  type: "object";
  tokenUuid: string;
  /** The targeted fighter's weapon; null: the token itself. */
  itemId: string | null;
  object: StoredObject;
}
