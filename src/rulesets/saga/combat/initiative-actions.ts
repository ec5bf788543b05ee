import { saga } from "../../../rules/index.ts";
import type { SagaCombat } from "./saga-combat.ts";

/**
 * Delay, ready and a readied action going off, on a running Saga combat, through the engine.
 * saga-special-combat-rules.txt › Delay (a lower count, kept for the rest of the encounter), Ready,
 * Initiative Consequences of Readying. Several combatants delaying to one count are ordered by their
 * Initiative modifiers through the turn order's tie rule (Multiple Characters Delaying).
 */

/** Why an action was refused (lang keys under SWRPG.Combat.Refused). */
export type SagaInitiativeRefusal =
  | "notStarted"
  | "unknownCombatant"
  | "notLower"
  | "notReadied"
  | "noTrigger"
  | "sameCombatant";

type CombatantUpdate = Combatant.UpdateData & { _id: string };

/**
 * Delays `combatantId` to `newCount`, or (null) to just after the last combatant in the order. On its own
 * turn, the turn passes to whoever came next.
 */
export async function sagaDelay(
  combat: SagaCombat,
  combatantId: string,
  newCount: number | null,
): Promise<SagaInitiativeRefusal | null> {
  if (!combat.started) return "notStarted";
  const combatant = combat.combatants.get(combatantId);
  const count = combatant?.initiative;
  if (!combatant || count == null) return "unknownCombatant";
  const others = combat.turns.filter((c) => c.id !== combatantId && c.initiative != null);
  const last = others.at(-1)?.initiative ?? count;
  const result = saga.delay(newCount === null ? { count, actAfter: last } : { count, newCount });
  if (!result.ok) return result.refused === "notLower" ? "notLower" : "unknownCombatant";
  const index = combat.turns.findIndex((c) => c.id === combatantId);
  const wasCurrent = index === combat.turn;
  const keep = wasCurrent ? combat.turns[index + 1]?.id : combat.combatant?.id;
  await combatant.update({ initiative: result.count, flags: { swrpg: { delayed: "count", place: null } } });
  await combat.keepTurnWith(keep ?? combatantId);
  return null;
}

/** Readies an action for this round (only the combatant's own flags change: its owner may do it). */
export async function sagaReady(
  combat: SagaCombat,
  combatantId: string,
): Promise<SagaInitiativeRefusal | null> {
  if (!combat.started) return "notStarted";
  const combatant = combat.combatants.get(combatantId);
  if (!combatant) return "unknownCombatant";
  await combatant.update({ flags: { swrpg: { readyRound: combat.round } } });
  return null;
}

/**
 * The readied action goes off on the current combatant's turn: the reader takes the trigger's count, just
 * before it, for the rest of the encounter; taken in a later round, that round's regular action is lost.
 */
export async function sagaTakeReadied(
  combat: SagaCombat,
  combatantId: string,
): Promise<SagaInitiativeRefusal | null> {
  if (!combat.started) return "notStarted";
  const reader = combat.combatants.get(combatantId);
  const readiedRound = reader?.swrpg.readyRound;
  if (!reader) return "unknownCombatant";
  if (readiedRound == null) return "notReadied";
  const trigger = combat.combatant;
  if (!trigger?.id || trigger.initiative == null) return "noTrigger";
  if (trigger.id === combatantId) return "sameCombatant";
  const result = saga.triggerReady({
    readiedRound,
    trigger: { id: trigger.id, count: trigger.initiative, round: combat.round ?? 0 },
  });
  // Everyone at the trigger's count keeps its order, with the reader placed just before the trigger.
  const atCount = combat.turns.filter((c) => c.initiative === result.count && c.id !== combatantId);
  const order = atCount.flatMap((c) => (c.id === result.actsBefore ? [reader, c] : [c]));
  const updates: CombatantUpdate[] = order.map((c, place) => ({
    _id: c.id ?? "",
    flags: { swrpg: { place } },
  }));
  const own = updates.find((update) => update._id === combatantId);
  if (own)
    Object.assign(own, {
      initiative: result.count,
      flags: {
        swrpg: {
          place: own.flags?.swrpg?.place ?? 0,
          readyRound: null,
          delayed: null,
          ...(result.losesRegularAction ? { lostTurnRound: combat.round } : {}),
        },
      },
    });
  await combat.updateEmbeddedDocuments("Combatant", updates);
  await combat.keepTurnWith(trigger.id);
  return null;
}
