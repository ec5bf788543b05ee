import { ActorModel } from "./actor/actor-model.ts";
import { ArmorModel } from "./item/armor-model.ts";
import { FeatModel } from "./item/feat-model.ts";
import { WeaponModel } from "./item/weapon-model.ts";

/**
 * A document's system data as the system's model, or null for any other type (e.g. a module's).
 * `document.type === "weapon"` does not narrow `document.system` under fvtt-types; `instanceof` does.
 */
export function actorModel(actor: Actor.Implementation): ActorModel | null {
  return actor.system instanceof ActorModel ? actor.system : null;
}

export function weaponModel(item: Item.Implementation): WeaponModel | null {
  return item.system instanceof WeaponModel ? item.system : null;
}

export function armorModel(item: Item.Implementation): ArmorModel | null {
  return item.system instanceof ArmorModel ? item.system : null;
}

export function featModel(item: Item.Implementation): FeatModel | null {
  return item.system instanceof FeatModel ? item.system : null;
}
