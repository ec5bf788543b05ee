import { sizeModifier } from "./size.ts";
import type { Size } from "./types.ts";

/** How an attacked object is placed. */
export type ObjectState = "held" | "carried" | "inanimate";

/**
 * Defense of an object. rcr-combat.txt › Strike an Object › Object Defense and Bonuses to Attack:
 * held 15 + size + holder's Dex modifier + holder's class bonus; carried or worn 10 + the same;
 * inanimate or immobile 10 - 5 (Dex) + size. Without a holder, held and carried objects count the
 * holder's terms as 0.
 */
export function objectDefense(
  size: Size,
  state: ObjectState,
  holder?: { dexModifier: number; classBonus: number },
): number {
  if (state === "inanimate") return 10 - 5 + sizeModifier(size);
  const base = state === "held" ? 15 : 10;
  return base + sizeModifier(size) + (holder ? holder.dexModifier + holder.classBonus : 0);
}

/**
 * Attacking an inanimate or immobile object: melee +4; lining up the shot (full-round action) makes a
 * melee attack hit automatically and gives a ranged attack +5.
 * rcr-combat.txt › Inanimate or Immobile Objects.
 */
export function inanimateObjectAttack(
  kind: "melee" | "ranged",
  linedUp = false,
): { bonus: number; automaticHit: boolean } {
  if (kind === "melee") return { bonus: 4, automaticHit: linedUp };
  return { bonus: linedUp ? 5 : 0, automaticHit: false };
}

/**
 * Damage to an object: its damage reduction comes off every hit, the rest off its wound points; at 0 it
 * is ruined. rcr-combat.txt › Damage to Objects, Damage Reduction, Wound Points.
 */
export function damageObject(
  object: { woundPoints: number; damageReduction: number },
  damage: number,
): { woundPoints: number; woundsLost: number; ruined: boolean } {
  const woundsLost = Math.max(0, damage - Math.max(0, object.damageReduction));
  const woundPoints = object.woundPoints - woundsLost;
  return { woundPoints, woundsLost, ruined: woundPoints <= 0 };
}

/**
 * DC of a Strength check to break an item: 2 lower once it has lost half or more of its wound points.
 * rcr-combat.txt › Breaking Items.
 */
export function breakDC(baseDC: number, woundPoints: number, woundPointsMax: number): number {
  return woundPoints * 2 <= woundPointsMax ? baseDC - 2 : baseDC;
}
