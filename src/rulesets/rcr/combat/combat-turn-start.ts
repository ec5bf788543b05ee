import { postCombatNote, rollD20ToChat } from "../../../documents/combat-chat.ts";
import type { CombatantFlags } from "../../../documents/combat-flags.ts";
import { deleteEndedEffects } from "../../../documents/effect-expiry.ts";
import { DYING_SAVE_DC, dyingCheck, effectExpired, turnStartDuties } from "../../../rules/index.ts";

/** The round's situation as the turn-start bookkeeping needs it. */
export interface TurnMoment {
  combatId: string | null;
  round: number;
  surpriseRound: boolean;
}

/**
 * Start of a combatant's turn (GM client): flat-footed ends, an unused ready lapses, a dying character
 * rolls the DC 10 Fortitude save, a disabled or surprise-round actor is told it has a single action.
 * Runs once per round per combatant, so a delayed combatant reaching its new count is not charged twice;
 * only the end of flat-footed waits for that count when the delay came on the combatant's first turn.
 * rcr-combat.txt › Combat Sequence, Flat-Footed, The Surprise Round, Disabled, Dying, Recovering without
 * Help, Initiative Consequences of Readying.
 */
export async function startCombatantTurn(
  combatant: Combatant.Implementation,
  moment: TurnMoment,
): Promise<void> {
  const flags = combatant.swrpg;
  const view = combatant.combatView;
  const actor = combatant.actor;
  if (!view || !actor || !combatant.id) return;
  const duties = turnStartDuties({
    ...view.state,
    id: combatant.id,
    round: moment.round,
    surpriseRound: moment.surpriseRound,
    firstTurn: !flags.hasActed,
    ready: flags.readyRound == null ? null : { id: combatant.id, round: flags.readyRound },
  });
  const changes: CombatantFlags = { lastTurnRound: moment.round };
  if (duties.clearFlatFooted) {
    changes.hasActed = true;
    changes.firstTurnRound = moment.round;
    await actor.toggleStatusEffect("flatFooted", { active: false });
  }
  if (flags.lastTurnRound === moment.round) {
    // The turn comes round again this round after a delay: nothing else is charged twice, but a combatant
    // that delayed its first turn acts only now, and only now stops being flat-footed
    // (rcr-combat.txt › Combat Sequence: "Once a combatant acts, he or she is no longer flat-footed").
    if (duties.clearFlatFooted) await combatant.update({ flags: { swrpg: changes } });
    return;
  }
  await combatant.update({ flags: { swrpg: changes } });
  if (duties.readyLapses) {
    await combatant.unsetFlag("swrpg", "readyRound");
    await postCombatNote(combatant, "SWRPG.Combat.Note.ReadyLapsed");
  }
  if (flags.lostTurnRound === moment.round)
    await postCombatNote(combatant, "SWRPG.Combat.Note.ReadyUsedTurn");
  if (duties.dyingSave) await rollDyingSave(combatant, view.wounds, view.fortitudeBonus);
  if (duties.attackCostsWound) await postCombatNote(combatant, "SWRPG.Combat.Note.AttackCostsWound");
  else if (duties.singleAction) await postCombatNote(combatant, "SWRPG.Combat.Note.SurpriseSingleAction");
}

/** The dying character's save, rolled to chat and applied through `dyingCheck`. rcr-combat.txt › Dying. */
async function rollDyingSave(
  combatant: Combatant.Implementation,
  wounds: number,
  bonus: number,
): Promise<void> {
  const actor = combatant.actor;
  if (!actor) return;
  const total = await rollD20ToChat(combatant, bonus, "SWRPG.Combat.DyingSave.Flavor", { dc: DYING_SAVE_DC });
  const result = dyingCheck({ wounds, fortitudeTotal: total });
  if (result.wounds !== wounds)
    await actor.update({ "system.wounds.value": result.wounds } as Actor.UpdateData);
  if (result.stable) await actor.toggleStatusEffect("stable", { active: true });
  if (result.dead) await combatant.update({ defeated: true });
  const outcome = result.dead ? "Dead" : result.stable ? "Stable" : "LosesWound";
  await postCombatNote(combatant, `SWRPG.Combat.DyingSave.${outcome}`, { wounds: result.wounds });
}

/**
 * Deletes every effect with a duration in rounds that has run out, on every actor in the combat: effects
 * end just before the count on which they began (rcr-combat.txt › The Combat Round). A knocked-out status
 * with its 1d4-round duration wakes its character this way (rcr-combat.txt › Knocked Out).
 */
export function expireRoundEffects(
  combat: Combat.Implementation,
  now: { round: number; count: number | null },
): Promise<void> {
  return deleteEndedEffects(combat, (duration, effect) => {
    const stamped = effect.flags.swrpg?.startCount;
    const startCount =
      stamped !== undefined ? stamped : (combat.turns[duration.startTurn ?? -1]?.initiative ?? null);
    return effectExpired({ ...duration, startCount }, now);
  });
}
