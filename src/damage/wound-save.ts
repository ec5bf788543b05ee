import { actorModel } from "../dice/combatant-views.ts";
import { createInjuryState, injuryTransition, withModifier } from "../rules/index.ts";
import "../dice/flag-config.ts";
import { markKnockedOut, readLog } from "./damage-log.ts";

/**
 * The Fortitude save after wound damage (rcr-combat.txt › Knocked Out): rolled as a core Roll and
 * posted to chat; a failure sets the knocked-out status and records it on the damage log entry, so
 * Undo lifts it. The combat tracker gives the status its 1d4 rounds when it arrives in a fight
 * (documents/combat-effects.ts), so the d4 is not rolled here.
 */
export async function rollWoundSave(actor: Actor.Implementation, dc: number, entryId: string): Promise<void> {
  const system = actorModel(actor);
  if (!system) return;
  const roll = await new Roll(withModifier("1d20", system.saves.fortitude.total)).evaluate();
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: game.i18n?.format("SWRPG.Damage.FortitudeSave", { name: actor.name, dc: String(dc) }) ?? "",
  });
  const state = createInjuryState(system.wounds.value, system.wounds.max);
  // The duration is the combat tracker's to roll; any d4 of at least 1 tells whether the save failed.
  const after = injuryTransition(state, { type: "woundSave", fortitudeTotal: roll.total, dc, d4: 1 });
  if (after.knockedOutRounds === 0) return;
  await actor.toggleStatusEffect("knockedOut", { active: true });
  const log = markKnockedOut(readLog(actor.flags.swrpg?.damageLog), entryId);
  await actor.update({ "flags.swrpg.damageLog": log } as Actor.UpdateData);
}
