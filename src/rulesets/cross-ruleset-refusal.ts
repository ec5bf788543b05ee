/**
 * An item of one ruleset never joins an actor of another: its data would mean nothing to the actor's
 * rules. The actor sheets refuse such a drop, and the Item document refuses the creation whatever
 * started it (a macro, a module, another sheet).
 */
import { format, localize } from "../config/i18n.ts";
import { rulesetFor } from "./registry.ts";

/** The refusal message (localized) when `item` and `actor` belong to different rulesets; else null. */
export function crossRulesetDropRefusal(
  actor: Actor.Implementation,
  item: { name: string; documentName: "Item"; type: string },
): string | null {
  const actorRuleset = rulesetFor(actor);
  const itemRuleset = rulesetFor(item);
  if (!actorRuleset || !itemRuleset || actorRuleset === itemRuleset) return null;
  return format("SWRPG.Ruleset.DropRefused", {
    item: item.name,
    itemRuleset: localize(itemRuleset.label),
    actor: actor.name,
    actorRuleset: localize(actorRuleset.label),
  });
}
