import { isRecord } from "../../../data/plain-data.ts";
import {
  damageBonus,
  gridDistance,
  SIZES,
  type Size,
  SQUARE_METERS,
  unarmedDamage,
  withModifier,
} from "../../../rules/index.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { actorModel } from "../dice/combatant-views.ts";
import type { FighterView, ManeuverScene } from "../maneuvers/maneuver-types.ts";
import type { ObjectStrike, StoredObject, StrikeWeapon } from "./object-types.ts";
import "./object-flags.ts";

/**
 * What the documents add to a strike on an object: the attacker's weapon as its derived data has it (the
 * engine's attack bonus and damage formula), the targeted token with what it keeps as an object, what the
 * targeted fighter's weapons keep, the distance on the grid, and the holder's Fortitude save.
 */

const whole = (value: unknown, min = 0) =>
  typeof value === "number" && Number.isInteger(value) && value >= min ? value : null;

/** A token's or an item's `flags.swrpg.object`, or null when it is missing or malformed. */
export function storedObjectOf(flags: unknown): StoredObject | null {
  const own = isRecord(flags) ? flags.swrpg : null;
  const stored = isRecord(own) ? own.object : null;
  if (!isRecord(stored)) return null;
  const woundPoints = whole(stored.woundPoints);
  const woundPointsMax = whole(stored.woundPointsMax, 1);
  const damageReduction = whole(stored.damageReduction);
  const size = SIZES.includes(stored.size as Size) ? (stored.size as Size) : null;
  if (woundPoints === null || woundPointsMax === null || damageReduction === null || !size) return null;
  return {
    name: typeof stored.name === "string" ? stored.name : "",
    size,
    damageReduction,
    woundPoints: Math.min(woundPoints, woundPointsMax),
    woundPointsMax,
    breakDC: whole(stored.breakDC),
    electronic: stored.electronic === true,
  };
}

/** The attacker's weapon (null: unarmed), or null when the actor has no such weapon to strike with. */
export function strikeWeapon(
  actor: Actor.Implementation,
  attacker: FighterView,
  weaponId: string | null,
): StrikeWeapon | null {
  const system = actorModel(actor);
  if (!system) return null;
  if (weaponId === null) {
    // rcr-combat.txt › Unarmed Strike Damage, with the Strength bonus.
    const bonus = damageBonus({ kind: "melee", strModifier: attacker.strength, grip: "one-hand" }).total;
    return {
      id: null,
      name: "",
      kind: "melee",
      parts: attacker.meleeParts,
      damageFormula: withModifier(unarmedDamage(attacker.size), bonus),
      damageType: "bludgeoning",
      stun: false,
      rangeIncrement: 0,
      rangeKind: "projectile",
    };
  }
  const item = actor.items.get(weaponId);
  const weapon = item?.system;
  const attack = system.attacks[weaponId];
  // A grenadelike weapon is thrown at a square (rcr-combat.txt › Grenadelike Weapon Attacks).
  if (!item || !(weapon instanceof WeaponModel) || !attack || weapon.attackType === "grenadelike")
    return null;
  return {
    id: weaponId,
    name: item.name,
    kind: attack.kind,
    parts: attack.attack.parts.filter((part) => part.value !== 0),
    damageFormula: attack.damageFormula,
    damageType: weapon.damage.type,
    stun: weapon.stun.available && weapon.stun.active,
    rangeIncrement: attack.kind === "ranged" ? weapon.rangeIncrement : 0,
    rangeKind: weapon.attackType === "thrown" ? "thrown" : "projectile",
  };
}

/** Meters between two tokens' nearest squares on the scene's grid (rcr-combat.txt › Range Penalty). */
function metersBetween(
  a: TokenDocument.Implementation,
  b: TokenDocument.Implementation,
  scene: ManeuverScene,
): number {
  const footprint = (token: TokenDocument.Implementation) => ({
    x: Math.round((token.x ?? 0) / scene.gridSize),
    y: Math.round((token.y ?? 0) / scene.gridSize),
    width: Math.max(1, Math.round(token.width ?? 1)),
    height: Math.max(1, Math.round(token.height ?? 1)),
  });
  return (gridDistance(footprint(a), footprint(b)) / SQUARE_METERS) * scene.gridDistance;
}

export function objectStrike(
  attackerToken: TokenDocument.Implementation,
  attacker: FighterView,
  targetToken: TokenDocument.Implementation | null,
  weaponId: string | null,
  scene: ManeuverScene,
): ObjectStrike | null {
  const actor = attackerToken.actor;
  const weapon = actor ? strikeWeapon(actor, attacker, weaponId) : null;
  if (!weapon) return null;
  const items: Record<string, StoredObject> = {};
  const holder = actorModel(targetToken?.actor);
  for (const item of holder ? (targetToken?.actor?.items ?? []) : []) {
    const stored = storedObjectOf(item.flags);
    if (stored && item.id) items[item.id] = stored;
  }
  return {
    weapon,
    token: targetToken
      ? {
          tokenUuid: targetToken.uuid,
          name: targetToken.name ?? "",
          stored: storedObjectOf(targetToken.flags),
        }
      : null,
    items,
    distance: targetToken ? metersBetween(attackerToken, targetToken, scene) : 0,
    holderFortitude: holder ? holder.saves.fortitude.total : null,
  };
}
