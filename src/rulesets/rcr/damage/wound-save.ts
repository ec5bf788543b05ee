import { format } from "../../../config/i18n.ts";
import { createInjuryState, injuryTransition, withModifier } from "../../../rules/index.ts";
import { actorModel } from "../dice/combatant-views.ts";
import "../dice/flag-config.ts";
import { entryById, markSaveRolled, readLog } from "./damage-log.ts";

/**
 * The Fortitude save after wound damage (rcr-combat.txt › Knocked Out): rolled as a core Roll and
 * posted to chat; the log entry records it as rolled and, on a failure, that it knocked the target out
 * (Undo lifts it) along with the knocked-out status. The combat tracker gives the status its 1d4 rounds
 * when it arrives in a fight (documents/combat-effects.ts), so the d4 is not rolled here.
 */
export async function rollWoundSave(actor: Actor.Implementation, dc: number, entryId: string): Promise<void> {
  const system = actorModel(actor);
  if (!system) return;
  const roll = await new Roll(withModifier("1d20", system.saves.fortitude.total)).evaluate();
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    // A roll's flavor is HTML in core's chat: the name is the player's text.
    flavor: format("SWRPG.Damage.FortitudeSave", { name: foundry.utils.escapeHTML(actor.name), dc }, ""),
  });
  const state = createInjuryState(system.wounds.value, system.wounds.max);
  // The duration is the combat tracker's to roll; any d4 of at least 1 tells whether the save failed.
  const after = injuryTransition(state, { type: "woundSave", fortitudeTotal: roll.total, dc, d4: 1 });
  const knockedOut = after.knockedOutRounds > 0;
  if (knockedOut) await actor.toggleStatusEffect("knockedOut", { active: true });
  const log = markSaveRolled(readLog(actor.flags.swrpg?.damageLog), entryId, knockedOut);
  await actor.update({ "flags.swrpg.damageLog": log } as Actor.UpdateData);
}

/**
 * The save a logged damage called for, asked of this (the owner's) client: the DC is the one the log
 * recorded, never one a request names, and a save already rolled is not rolled again. False when there
 * is nothing to roll.
 */
export async function rollLoggedWoundSave(actor: Actor.Implementation, entryId: string): Promise<boolean> {
  const entry = entryById(readLog(actor.flags.swrpg?.damageLog), entryId);
  if (!actor.isOwner || !entry || entry.fortitudeDC == null || entry.saveRolled) return false;
  await rollWoundSave(actor, entry.fortitudeDC, entryId);
  return true;
}
