import { localize } from "../../../config/i18n.ts";
import { unarmedDamage } from "../../../rules/index.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import { ActorModel } from "../data/actor/actor-model.ts";
import { attackKindOf, gripOf } from "../data/actor/weapon-attacks.ts";
import { attackFeatFlags, featAppliesTo } from "../data/item/feat-registry.ts";
import { allowedFireModes } from "../data/item/fire-modes.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { vehicleTargetView } from "../vehicle/vehicle-target.ts";
import type { AttackerView, TargetView, WeaponView } from "./attack-views.ts";

/**
 * The one place where documents become the attack pipeline's plain records. Every number is read
 * from the data model's derived data (which the rules engine computed); nothing is calculated here.
 */

/** The actor's data model, when it is one of the system's actor types. */
export function actorModel(actor: Actor.Implementation | null | undefined): ActorModel | null {
  return actor && actor.system instanceof ActorModel ? actor.system : null;
}

export function attackerView(actor: Actor.Implementation, system: ActorModel): AttackerView {
  const feats = system.feats;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    bab: system.baseAttackBonus,
    size: system.size,
    strModifier: system.abilities.str.mod,
    dexModifier: system.abilities.dex.mod,
    speed: system.speed.value,
    fatigued: system.combat.abilityPenalty < 0,
    canAttack: system.combat.canAttack,
    feats: attackFeatFlags(feats),
    attackParts: system.combat.attackParts,
  };
}

/** A weapon item in its wielder's hands, or null when the item is not a weapon. */
export function weaponView(item: Item.Implementation, system: ActorModel): WeaponView | null {
  const weapon = item.system;
  if (!(weapon instanceof WeaponModel) || !item.id) return null;
  const kind = attackKindOf(weapon);
  return {
    id: item.id,
    name: item.name,
    img: item.img ?? "",
    kind,
    rangeKind:
      weapon.attackType === "thrown" || weapon.attackType === "grenadelike" ? "thrown" : "projectile",
    rangeIncrement: kind === "ranged" ? weapon.rangeIncrement : 0,
    // The derived threat range already has Improved Critical applied.
    threatRange: system.attacks[item.id]?.threatRange ?? weapon.threatRange,
    improvedCritical: false,
    weaponFocus: featAppliesTo(system.feats.weaponFocus, { group: weapon.group, name: item.name }),
    fireModes: allowedFireModes(weapon.fireModes),
    autofireOnly: weapon.fireModes.autofireOnly,
    light: weapon.size === "light",
    double: weapon.double && kind === "melee",
    grip: gripOf(weapon),
    blasterRifle: weapon.group === "blasterRifles",
    tripod: weapon.mounted,
    mounted: weapon.mounted,
    primitive: weapon.primitive,
    unarmed: false,
    damageFormula: weapon.damage.formula,
    damageType: weapon.damage.type,
    stun: weapon.stun.available && weapon.stun.active,
  };
}

/** An unarmed strike (rcr-combat.txt › Unarmed Strike Damage: the damage by size comes from the engine). */
export function unarmedView(system: ActorModel): WeaponView {
  return {
    id: null,
    name: localize("SWRPG.Sheet.UnarmedStrike", ""),
    img: "icons/svg/fist.svg",
    kind: "melee",
    rangeKind: "projectile",
    rangeIncrement: 0,
    threatRange: 20,
    improvedCritical: false,
    weaponFocus: false,
    fireModes: ["single"],
    autofireOnly: false,
    light: true,
    double: false,
    grip: "one-hand",
    blasterRifle: false,
    tripod: false,
    mounted: false,
    primitive: false,
    unarmed: true,
    damageFormula: unarmedDamage(system.size),
    damageType: "bludgeoning",
    stun: false,
  };
}

/** A targeted token, or null when it has no actor of the system's types. */
export function targetView(token: TokenDocument.Implementation, distance: number): TargetView | null {
  const actor = token.actor;
  const system = actorModel(actor);
  if (!actor || !system) return vehicleTargetView(token, distance);
  const combat = system.combat;
  return {
    tokenUuid: token.uuid,
    actorUuid: actor.uuid,
    name: token.name,
    img: token.texture.src ?? actor.img ?? "",
    distance,
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
    againstMe: combat.againstMe,
    immuneToCriticals: false,
    // A token the GM hid: only a GM's view of the card names it (src/damage/card-context.ts).
    ...(token.hidden ? { hidden: true } : {}),
  };
}

/** Meters between two tokens' centers, measured by the scene's grid. */
export function distanceBetween(a: TokenDocument.Implementation, b: TokenDocument.Implementation): number {
  const grid = a.parent?.grid ?? canvas?.grid;
  if (!grid) return 0;
  const from = a.getCenterPoint();
  const to = b.getCenterPoint();
  return grid.measurePath([from, to], {}).distance;
}
