import {
  type DelayRefusal,
  delay,
  type InitiativeSlot,
  placesAtCount,
  triggerReady,
} from "../rules/index.ts";
import type { SwrpgCombat } from "./combat.ts";

/**
 * Delay and ready on a running combat, through the engine's pure functions.
 * rcr-combat.txt › Special Initiative Actions (Delay, Delaying Limits, Multiple Characters Delaying, Ready,
 * Initiative Consequences of Readying).
 */

type CombatantUpdate = Combatant.UpdateData & { _id: string };

/** Why a tracker action was refused. */
export type InitiativeActionRefusal =
  | DelayRefusal
  | "notStarted"
  | "notReadied"
  | "noTrigger"
  | "sameCombatant";

function currentOrder(combat: SwrpgCombat): InitiativeSlot[] {
  return combat.turns.flatMap((combatant) => {
    const slot = combatant.initiativeSlot;
    return slot ? [slot] : [];
  });
}

/** The places at `count` in the engine's new order, as combatant updates. */
function placeUpdates(order: readonly InitiativeSlot[], count: number): CombatantUpdate[] {
  return Object.entries(placesAtCount(order, count)).map(([id, place]) => ({
    _id: id,
    flags: { swrpg: { place } },
  }));
}

/**
 * Delays `combatantId` to `newCount` (lower than its count; omitted: until everyone else has acted), for
 * the rest of the fight. When it was the combatant's turn, the turn passes to whoever was next.
 */
export async function delayCombatant(
  combat: SwrpgCombat,
  combatantId: string,
  newCount?: number,
): Promise<InitiativeActionRefusal | null> {
  if (!combat.started) return "notStarted";
  const order = currentOrder(combat);
  const result = delay(order, combatantId, newCount);
  if (!result.ok) return result.refused;
  const moved = result.order.find((slot) => slot.id === combatantId);
  if (!moved) return "unknownCombatant";
  const turnIndex = combat.turns.findIndex((combatant) => combatant.id === combatantId);
  const wasCurrent = turnIndex === combat.turn;
  const nextId = wasCurrent ? combat.turns[turnIndex + 1]?.id : combat.combatant?.id;
  const updates = placeUpdates(result.order, moved.count);
  const own = updates.find((update) => update._id === combatantId);
  const place = own?.flags?.swrpg?.place ?? null;
  // Those waiting until everyone else has acted follow a lower delay down to its count (the engine's
  // `lowerEndWaiters`), so the tracker's sort by count keeps them last. rcr-combat.txt › Delay.
  const before = new Map(order.map((slot) => [slot.id, slot.count]));
  const lowered = result.order.filter(
    (slot) => slot.id !== combatantId && slot.count !== before.get(slot.id),
  );
  for (const slot of lowered) {
    const update = updates.find((entry) => entry._id === slot.id);
    if (update) update.initiative = slot.count;
    else updates.push({ _id: slot.id, initiative: slot.count });
  }
  const rest = updates.filter((update) => update._id !== combatantId);
  // rcr-combat.txt › Delay: "you take no action when your spot in the initiative order arrives"; and
  // › Combat Sequence: a combatant is flat-footed until it acts. Delaying the first turn is not acting,
  // so flat-footed comes back until the new count (combat-turn-start.ts ends it there).
  const combatant = combat.combatants.get(combatantId);
  const delaysFirstTurn = wasCurrent && combatant?.swrpg.firstTurnRound === combat.round;
  await combat.updateEmbeddedDocuments("Combatant", [
    ...rest,
    {
      _id: combatantId,
      initiative: moved.count,
      flags: {
        swrpg: {
          place,
          delayed: moved.delayed ?? null,
          ...(delaysFirstTurn ? { hasActed: false, firstTurnRound: null } : {}),
        },
      },
    },
  ]);
  if (delaysFirstTurn) await combatant?.actor?.toggleStatusEffect("flatFooted", { active: true });
  await combat.keepTurnWith(nextId ?? combatantId);
  return null;
}

/** Readies an action for `combatantId` this round (an attack action; a move may go with it). */
export async function readyCombatant(
  combat: SwrpgCombat,
  combatantId: string,
): Promise<InitiativeActionRefusal | null> {
  if (!combat.started) return "notStarted";
  const combatant = combat.combatants.get(combatantId);
  if (!combatant) return "unknownCombatant";
  await combatant.update({ flags: { swrpg: { readyRound: combat.round } } });
  return null;
}

/**
 * The readied action of `combatantId` goes off, triggered by the combatant whose turn it is: the reader
 * moves to the trigger's count, just before it, for the rest of the fight; taken in a later round, it
 * costs that round's regular action. The turn stays with the trigger.
 */
export async function takeReadiedAction(
  combat: SwrpgCombat,
  combatantId: string,
): Promise<InitiativeActionRefusal | null> {
  if (!combat.started) return "notStarted";
  const reader = combat.combatants.get(combatantId);
  const readyRound = reader?.swrpg.readyRound;
  if (!reader) return "unknownCombatant";
  if (readyRound == null) return "notReadied";
  const trigger = combat.combatant;
  if (!trigger?.id) return "noTrigger";
  const result = triggerReady(
    currentOrder(combat),
    { id: combatantId, round: readyRound },
    { id: trigger.id, round: combat.round },
  );
  if (!result.ok) return result.refused;
  const count = trigger.initiative ?? 0;
  const updates = placeUpdates(result.order, count).map((update) =>
    update._id === combatantId
      ? {
          _id: combatantId,
          initiative: count,
          flags: {
            swrpg: {
              place: update.flags?.swrpg?.place ?? null,
              delayed: null,
              readyRound: null,
              ...(result.losesRegularTurn ? { lostTurnRound: combat.round } : {}),
            },
          },
        }
      : update,
  );
  await combat.updateEmbeddedDocuments("Combatant", updates);
  await combat.keepTurnWith(trigger.id);
  return null;
}

/** Before the fight: marks a combatant aware (default) or unaware of its opponents. */
export async function setAware(combat: SwrpgCombat, combatantId: string, aware: boolean): Promise<void> {
  await combat.combatants.get(combatantId)?.update({ flags: { swrpg: { unaware: !aware } } });
}
