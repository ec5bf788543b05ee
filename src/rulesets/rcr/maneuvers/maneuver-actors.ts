import { attackBonus } from "../../../rules/index.ts";
import { attackAgainst } from "../../../rules/rcr/attack-against.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { actorModel, targetView } from "../dice/combatant-views.ts";
import type { ManeuverFighter } from "./maneuver-fighter.ts";

/**
 * A token's actor as a maneuver fighter. Every number is the data model's derived data or the engine's
 * (the unarmed melee bonus, the touch Defense with what attackers gain against its conditions).
 */
export function maneuverFighter(token: TokenDocument.Implementation): ManeuverFighter | null {
  const actor = token.actor;
  const system = actorModel(actor);
  if (!actor || !system) return null;
  const view = targetView(token, 0);
  if (!view) return null;
  const unarmed = attackBonus({
    kind: "melee",
    bab: system.baseAttackBonus,
    strModifier: system.abilities.str.mod,
    dexModifier: system.abilities.dex.mod,
    size: system.size,
    situational: system.combat.attackParts.melee,
  });
  // rcr-combat.txt › Trip, Grapple: the touch attack is a melee touch attack against the touch Defense.
  const touch = attackAgainst({
    kind: "melee",
    distance: 0,
    touch: true,
    target: {
      defense: view.defense,
      losesDexBonus: view.losesDexBonus,
      helpless: view.helpless,
      conditions: view.againstMe.melee,
    },
  });
  // Without cover or range a melee touch attack is never refused.
  if (!touch.ok) return null;
  const held = actor.items.find(
    (item) =>
      item.system instanceof WeaponModel && item.system.equipped && item.system.attackType === "melee",
  );
  const weaponSystem = held?.system instanceof WeaponModel ? held.system : null;
  const heldAttack = held?.id ? system.attacks[held.id]?.attack.total : undefined;
  return {
    actorUuid: actor.uuid,
    tokenUuid: token.uuid,
    name: token.name,
    img: token.texture?.src ?? actor.img ?? "",
    size: system.size,
    bab: system.baseAttackBonus,
    str: system.abilities.str.mod,
    dex: system.abilities.dex.mod,
    meleeBonus: unarmed.total,
    touchDefense: touch.defense,
    touchBonusAgainst: touch.bonus,
    weapon:
      weaponSystem && heldAttack !== undefined
        ? { attackBonus: heldAttack, twoHanded: weaponSystem.hand === "two-hands", melee: true }
        : null,
  };
}
