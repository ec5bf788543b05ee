import { warn } from "../dice/notify.ts";
import { rulesetFor } from "../rulesets/registry.ts";

/**
 * What a hotbar macro runs (`game.swrpg.macros.run`, see hotbar-macros.ts): the button action of the
 * actor's own sheet, by its `data-action` name and data attributes, for the actor named by its uuid (a
 * token's own actor for an unlinked token). So a macro rolls exactly as the sheet's button does, whatever
 * the actor's ruleset; an actor gone, not this user's, or without that action is said, not thrown.
 */
export async function runSheetAction(
  actorUuid: string,
  action: string,
  data: Readonly<Record<string, string>> = {},
): Promise<void> {
  const actor: unknown = fromUuidSync(actorUuid as `Actor.${string}`);
  const owned = actor instanceof Actor && actor.isOwner ? (actor as Actor.Implementation) : null;
  const sheet = owned ? rulesetFor(owned)?.sheets.Actor.find((entry) => entry.type === owned.type) : null;
  const handler = sheet?.actions?.[action];
  if (!owned || !handler) {
    warn("SWRPG.Macro.NoActor");
    return;
  }
  // What the action reads of the button it was clicked on (its data attributes) and of the click (no Shift:
  // the attack dialog opens as on a plain click).
  const target = { dataset: { ...data }, closest: () => null } as unknown as HTMLElement;
  const click = { shiftKey: false } as PointerEvent;
  await handler({ actor: owned, isEditable: owned.isOwner }, click, target);
}

export const sheetMacros = { run: runSheetAction };
export type SheetMacros = typeof sheetMacros;
