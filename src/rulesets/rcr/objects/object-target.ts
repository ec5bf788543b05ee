import {
  type ObjectState,
  objectStats,
  substanceObject,
  weaponBreakRow,
  weaponObjectSize,
} from "../../../rules/index.ts";
import type { FighterView, ManeuverRefusal, ManeuverRequest } from "../maneuvers/maneuver-types.ts";
import type { StoredObject } from "./object-types.ts";

/**
 * Which object a strike meets, with its numbers: a table row or a substance (rcr-combat.txt › Wound Points,
 * Breaking Items), the targeted fighter's weapon (Breaking Items' weapon rows by the weapon's size; Ion
 * Weapons: weapon sizes are not object sizes), or a token marked as an object. Where its wound points are
 * kept: the token it is, the item it is, or nowhere (the card says them).
 */

export interface StruckObject {
  object: StoredObject;
  state: ObjectState;
  /** Who holds or carries it: their Dex and class bonus join its Defense; they save for it. */
  holder: FighterView | null;
  /** Where the object's numbers are written; null: on the card only. */
  keptOn: { tokenUuid: string; itemId: string | null } | null;
  /** The name the card gives it: a plain name, or a lang key formatted with `nameData`. */
  nameKey: string;
  nameData: Record<string, number | string>;
}

const refuse = (refused: string): ManeuverRefusal => ({ ok: false, refused: `object.${refused}` });

const TABLE_KEY = "SWRPG.Objects.Table.";
const THICK_KEY = "SWRPG.Objects.Thick.";

/** The table's or the substance's numbers for the dialog's choice. */
function chosenStats(req: ManeuverRequest): Omit<StoredObject, "name" | "size" | "electronic"> & {
  nameKey: string;
  nameData: Record<string, number | string>;
} {
  const choice = req.options.object;
  if (choice.source === "substance") {
    const made = substanceObject(choice.substance, choice.thicknessCm);
    return {
      ...made,
      woundPointsMax: made.woundPoints,
      breakDC: choice.breakDC,
      nameKey: `${THICK_KEY}${choice.substance}`,
      nameData: { thickness: choice.thicknessCm },
    };
  }
  const row = objectStats(choice.table);
  return { ...row, woundPointsMax: row.woundPoints, nameKey: `${TABLE_KEY}${choice.table}`, nameData: {} };
}

/** Wound points typed for an object nothing keeps: at most its whole, at least 0. */
function left(typed: number | null, max: number): number {
  return typed === null ? max : Math.max(0, Math.min(max, typed));
}

export function struckObject(req: ManeuverRequest): StruckObject | ManeuverRefusal {
  const { options, defender, strike } = req;
  const choice = options.object;
  const token = strike?.token ?? null;
  if (choice.source === "token") {
    if (!token?.stored) return refuse("notMarked");
    const object = { ...token.stored, electronic: choice.electronic };
    return {
      object,
      state: "inanimate",
      holder: null,
      keptOn: { tokenUuid: token.tokenUuid, itemId: null },
      nameKey: object.name,
      nameData: {},
    };
  }
  if (choice.source === "weapon") {
    if (!defender) return refuse("noHolder");
    const weapon = defender.weapons.find((held) => held.id === options.defenderWeaponId);
    if (!weapon) return refuse("noWeapon");
    const row = objectStats(weaponBreakRow(weapon.size));
    const kept = strike?.items[weapon.id];
    const object: StoredObject = {
      name: weapon.name,
      size: weaponObjectSize(weapon.size),
      damageReduction: row.damageReduction,
      woundPoints: kept ? kept.woundPoints : row.woundPoints,
      woundPointsMax: row.woundPoints,
      breakDC: row.breakDC,
      electronic: choice.electronic,
    };
    return {
      object,
      // rcr-combat.txt › Held Objects ("also applies to held weapons"); Carried or Worn Objects.
      state: weapon.equipped ? "held" : "carried",
      holder: defender,
      keptOn: { tokenUuid: defender.tokenUuid, itemId: weapon.id },
      nameKey: weapon.name,
      nameData: {},
    };
  }
  const stats = chosenStats(req);
  const { nameKey, nameData, ...numbers } = stats;
  if (choice.state !== "inanimate") {
    if (!defender) return refuse("noHolder");
    const object = {
      ...numbers,
      name: "",
      size: choice.size,
      electronic: choice.electronic,
      woundPoints: left(choice.woundPointsLeft, numbers.woundPointsMax),
    };
    return { object, state: choice.state, holder: defender, keptOn: null, nameKey, nameData };
  }
  // An unattended object on the map is the targeted token: the strike marks it, and it keeps its numbers.
  if (token) {
    const object = {
      ...numbers,
      name: token.name,
      size: choice.size,
      electronic: choice.electronic,
      woundPoints: left(choice.woundPointsLeft, numbers.woundPointsMax),
    };
    return {
      object,
      state: "inanimate",
      holder: null,
      keptOn: { tokenUuid: token.tokenUuid, itemId: null },
      nameKey: token.name,
      nameData: {},
    };
  }
  const object = {
    ...numbers,
    name: "",
    size: choice.size,
    electronic: choice.electronic,
    woundPoints: left(choice.woundPointsLeft, numbers.woundPointsMax),
  };
  return { object, state: "inanimate", holder: null, keptOn: null, nameKey, nameData };
}
