import { withCreatableTypes } from "../rulesets/creatable-types.ts";
import { crossRulesetDropRefusal } from "../rulesets/cross-ruleset-refusal.ts";
import { inActiveRuleset, rulesetFor } from "../rulesets/registry.ts";

type PreCreateArgs = Parameters<Item["_preCreate"]>;
type PreUpdateArgs = Parameters<Item["_preUpdate"]>;

/**
 * The system's Item: thin. An item of one ruleset never joins an actor of another; what an item's
 * ruleset checks before it joins an actor or changes on one (RCR: a free hand, one armor worn) is the
 * ruleset's `documents.item` behaviour.
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
    const preCreate = inActiveRuleset(this) ? rulesetFor(this)?.documents?.item?.preCreate : undefined;
    return preCreate?.(this, actor);
  }

  protected override async _preUpdate(
    ...[changed, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changed, options, user)) === false) return false;
    const actor = this.actor;
    const preUpdate = inActiveRuleset(this) ? rulesetFor(this)?.documents?.item?.preUpdate : undefined;
    if (!actor || !changed.system || !preUpdate) return;
    return preUpdate(this, actor, changed);
  }
}
