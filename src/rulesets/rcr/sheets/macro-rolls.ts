/**
 * What a hotbar macro made by dragging from a sheet runs (`game.swrpg.macros`, see hooks/hotbar-macros.ts):
 * the same attack flow and checks as the sheet's buttons, for the actor named by its uuid (a token's
 * own actor for an unlinked token). An actor gone or not this user's to roll for is said, not thrown.
 */
import { startAttack } from "../attack/attack-flow.ts";
import { rollAbilityCheck, rollSaveCheck } from "./actor-sheet-actions.ts";

function actorOf(actorUuid: string): Actor.Implementation | null {
  const actor: unknown = fromUuidSync(actorUuid as `Actor.${string}`);
  if (actor instanceof Actor.implementation && actor.isOwner) return actor;
  ui.notifications?.warn("SWRPG.Macro.NoActor", { localize: true });
  return null;
}

export const macroRolls = {
  /** An attack (or a full attack) with the actor's weapon; `itemId` null is the unarmed strike. */
  async attack(actorUuid: string, itemId: string | null, mode: "single" | "full" = "single"): Promise<void> {
    const actor = actorOf(actorUuid);
    if (actor) await startAttack(actor, itemId, { mode, skipDialog: false });
  },
  async rollAbility(actorUuid: string, key: string): Promise<void> {
    const actor = actorOf(actorUuid);
    if (actor) await rollAbilityCheck(actor, key);
  },
  async rollSave(actorUuid: string, key: string): Promise<void> {
    const actor = actorOf(actorUuid);
    if (actor) await rollSaveCheck(actor, key);
  },
};

export type MacroRolls = typeof macroRolls;
