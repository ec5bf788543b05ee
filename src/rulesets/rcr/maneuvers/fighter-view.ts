import { isRecord } from "../../../data/plain-data.ts";
import { attackBonus, weaponSizeCategory } from "../../../rules/index.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import { gripOf } from "../data/actor/weapon-attacks.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { actorModel } from "../dice/combatant-views.ts";
import { type FighterView, FREE, type GrappleState, type HeldWeapon } from "./maneuver-types.ts";
import "../dice/flag-config.ts";

/**
 * The one place where a token becomes a special attack's fighter: every number is read from the actor's
 * derived data (which the engine computed) or composed by the engine's own functions.
 */

/** The grapple state the actor stores, or free; anything malformed counts as free. */
export function grappleStateOf(actor: Actor.Implementation): GrappleState {
  const stored: unknown = actor.flags.swrpg?.grapple;
  if (!isRecord(stored)) return FREE;
  const opponents = Array.isArray(stored.opponents)
    ? stored.opponents.filter((uuid): uuid is string => typeof uuid === "string")
    : [];
  const uuidOrNull = (value: unknown) => (typeof value === "string" && value ? value : null);
  return { opponents, pinnedBy: uuidOrNull(stored.pinnedBy), pinning: uuidOrNull(stored.pinning) };
}

function heldWeapons(actor: Actor.Implementation): HeldWeapon[] {
  const system = actorModel(actor);
  if (!system) return [];
  const weapons: HeldWeapon[] = [];
  for (const item of actor.items) {
    const weapon = item.system;
    if (!(weapon instanceof WeaponModel) || !item.id) continue;
    weapons.push({
      id: item.id,
      name: item.name,
      melee: weapon.attackType === "melee",
      size: weaponSizeCategory(system.size, weapon.size),
      twoHanded: gripOf(weapon) === "two-hands",
      light: weapon.size === "light",
      attackBonus: system.attacks[item.id]?.attack.total ?? 0,
      equipped: weapon.equipped,
    });
  }
  // The weapons in hand first: a disarm aims at what is held.
  return weapons.sort((a, b) => Number(b.equipped) - Number(a.equipped));
}

/** A token as a fighter, or null when its actor is not one of RCR's. */
export function fighterView(token: TokenDocument.Implementation): FighterView | null {
  const actor = token.actor;
  const system = actorModel(actor);
  if (!actor || !system) return null;
  const combat = system.combat;
  const strength = system.abilities.str.mod;
  const melee = attackBonus({
    kind: "melee",
    bab: system.baseAttackBonus,
    strModifier: strength,
    size: system.size,
    situational: combat.attackParts.melee,
  });
  return {
    tokenUuid: token.uuid,
    actorUuid: actor.uuid,
    name: token.name ?? actor.name,
    size: system.size,
    bab: system.baseAttackBonus,
    strength,
    dexterity: system.abilities.dex.mod,
    meleeParts: melee.parts.filter((part) => part.value !== 0),
    unarmedAttackBonus: sumParts(melee.parts),
    defense: {
      classBonus: system.classDefenseBonus,
      dexModifier: system.abilities.dex.mod,
      size: system.size,
      maxDexBonus: system.armor.maxDexBonus,
      dodgeBonuses: combat.dodgeParts.map((part) => part.value),
      otherBonuses: sumParts(combat.defenseParts),
    },
    losesDexBonus: combat.losesDexBonus,
    helpless: combat.helpless,
    againstMelee: combat.againstMe.melee,
    weapons: heldWeapons(actor),
    grapple: grappleStateOf(actor),
    at: { x: token.x ?? 0, y: token.y ?? 0, width: token.width ?? 1, height: token.height ?? 1 },
  };
}
