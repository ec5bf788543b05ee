import { readChange, removeChange } from "../data/guard-changes.ts";
import { ArmorModel } from "../rulesets/rcr/data/item/armor-model.ts";
import { WeaponModel } from "../rulesets/rcr/data/item/weapon-model.ts";
import { notifyRefusals } from "../data/refusal-notice.ts";
import { withCreatableTypes } from "../rulesets/creatable-types.ts";
import { crossRulesetDropRefusal } from "../rulesets/cross-ruleset-refusal.ts";
import { armorToUnequip, type EquippedItem, hasFreeHand } from "../rulesets/rcr/documents/equipment.ts";

type PreCreateArgs = Parameters<Item["_preCreate"]>;
type PreUpdateArgs = Parameters<Item["_preUpdate"]>;

function asEquipped(item: Item.Implementation): EquippedItem {
  const system = item.system;
  if (system instanceof WeaponModel)
    return {
      id: item.id ?? "",
      type: "weapon",
      equipped: system.equipped,
      size: system.size,
      hand: system.hand,
    };
  if (system instanceof ArmorModel) return { id: item.id ?? "", type: "armor", equipped: system.equipped };
  return { id: item.id ?? "", type: item.type, equipped: false };
}

const NO_FREE_HAND = {
  path: "hand",
  label: "SWRPG.Weapon.Hand.label",
  reason: "noFreeHand",
  data: {},
} as const;

/**
 * The system's Item: thin. Equipping a second armor unequips the first; a weapon that needs the off
 * hand is refused (with a message) while another weapon holds it. The rest of an update is kept.
 */
export class SwrpgItem extends Item {
  /** The create dialog offers only the world ruleset's item types (src/rulesets/creatable-types.ts). */
  static override createDialog(...[data, createOptions, options]: Parameters<typeof Item.createDialog>) {
    // fvtt-types 13.345.1 types `options.types` as `never` for documents with type data; v13 reads it.
    const restricted = withCreatableTypes("Item", options) as unknown as typeof options;
    return Item.createDialog(data, createOptions, restricted);
  }

  protected override async _preCreate(...[data, options, user]: PreCreateArgs): Promise<boolean | undefined> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    const actor = this.actor;
    if (!actor) return;
    // An item of one ruleset never joins an actor of another (however the creation was started).
    const crossRuleset = crossRulesetDropRefusal(actor, this);
    if (crossRuleset) {
      ui.notifications?.warn(crossRuleset);
      return false;
    }
    const candidate = asEquipped(this);
    const others = actor.items.map(asEquipped);
    if (!hasFreeHand(others, candidate)) {
      this.updateSource({ system: { equipped: false } });
      notifyRefusals([NO_FREE_HAND], this.name);
    }
    if (candidate.type === "armor" && candidate.equipped) await this.#unequipOtherArmor(others, candidate.id);
  }

  protected override async _preUpdate(
    ...[changed, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changed, options, user)) === false) return false;
    const actor = this.actor;
    const system = changed.system;
    if (!actor || !system) return;
    const current = asEquipped(this);
    const equipped = readChange(system, "equipped");
    const hand = readChange(system, "hand");
    const size = readChange(system, "size");
    const candidate: EquippedItem = {
      ...current,
      equipped: typeof equipped === "boolean" ? equipped : current.equipped,
      ...(typeof hand === "string" ? { hand } : {}),
      ...(typeof size === "string" ? { size } : {}),
    };
    const others = actor.items.map(asEquipped);
    if (!hasFreeHand(others, candidate)) {
      removeChange(system, "equipped");
      removeChange(system, "hand");
      removeChange(system, "size");
      notifyRefusals([NO_FREE_HAND], this.name);
      return;
    }
    if (candidate.type === "armor" && equipped === true) await this.#unequipOtherArmor(others, candidate.id);
  }

  async #unequipOtherArmor(items: readonly EquippedItem[], keepId: string): Promise<void> {
    const ids = armorToUnequip(items, keepId);
    if (ids.length === 0 || !this.actor) return;
    await this.actor.updateEmbeddedDocuments(
      "Item",
      ids.map((_id) => ({ _id, system: { equipped: false } })),
    );
  }
}
