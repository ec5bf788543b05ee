import { appendLog, latestEntry, newEntry, withoutEntry } from "../../../damage/damage-log.ts";
import { isRecord } from "../../../data/plain-data.ts";
import { notify } from "../../../dice/notify.ts";
import type { AppliedDamage, DamageSource } from "../../types.ts";
import { sagaActorStats } from "../data/actor-stats.ts";
import {
  readSagaLog,
  type SagaHealthSnapshot,
  type SagaLogEntry,
  takenBy,
  undoneSagaValues,
} from "./damage-log.ts";
import { snapshotOf } from "./damage-plan.ts";
import type { SagaDamageSpec } from "./damage-spec.ts";

/**
 * Applying Saga damage to, and undoing it on, an actor this client may change: the message's SagaDamageRoll
 * routes the hit through the engine (temporary hit points → shield rating → damage reduction → hit points,
 * the threshold's steps down the condition track; stun and ion by their own rules: damage-plan.ts), and one
 * update writes hit points, temporary hit points, shield rating, condition step and the log entry together. Dropped to 0, the actor gets the
 * engine's state as a status (unconscious, dead, disabled); Undo takes back exactly what the entry did.
 */

const LOG_FLAG = "sagaDamageLog";

function logOf(actor: Actor.Implementation): SagaLogEntry[] {
  const flags: unknown = actor.flags.swrpg;
  return readSagaLog(isRecord(flags) ? flags[LOG_FLAG] : null);
}

/** The update that writes these values and this log. */
function healthUpdate(values: SagaHealthSnapshot, log: SagaLogEntry[]): Actor.UpdateData {
  return {
    "system.hp.value": values.hp,
    "system.hp.temp": values.temp,
    ...(values.shield === null ? {} : { "system.shield.value": values.shield }),
    "system.condition.step": values.condition,
    [`flags.swrpg.${LOG_FLAG}`]: log,
  } as Actor.UpdateData;
}

/** The status a state sets (a destroyed droid is dead to the tracker). */
const STATUS_OF: Readonly<Record<string, string>> = {
  unconscious: "unconscious",
  dead: "dead",
  disabled: "disabled",
  destroyed: "dead",
};

/** Applies the hit; what it took by pool (hp, temp, shield, steps), or null when nothing changed. */
export async function applySagaDamage(
  actor: Actor.Implementation,
  spec: SagaDamageSpec,
  source: DamageSource,
): Promise<AppliedDamage | null> {
  const outcome = spec.roll.routeTo(actor, {
    amount: spec.amount,
    critical: spec.critical,
    conditionSteps: spec.conditionSteps ?? 0,
  });
  if (!outcome) return null;
  if (outcome.immune) {
    notify("info", "SWRPG.Saga.Damage.Immune", { name: actor.name });
    return null;
  }
  const before = outcome.before;
  const status = outcome.state ? STATUS_OF[outcome.state] : undefined;
  const statusesAdded = status && !actor.statuses.has(status) ? [status] : [];
  const entry: SagaLogEntry = { ...newEntry(source, before, outcome.after), statusesAdded };
  await actor.update(healthUpdate(outcome.after, appendLog(logOf(actor), entry)));
  for (const id of statusesAdded) await actor.toggleStatusEffect(id, { active: true });
  const taken = takenBy(entry);
  notify("info", "SWRPG.Saga.Damage.Applied", { name: actor.name, ...taken });
  if (outcome.state) notify("info", `SWRPG.Saga.Damage.State.${outcome.state}`, { name: actor.name });
  return { taken: outcome.massive ? { ...taken, massive: 1 } : taken };
}

/** The newest damage from this source on the actor's log. */
export function loggedSagaDamage(actor: Actor.Implementation, source: DamageSource): SagaLogEntry | null {
  return latestEntry(logOf(actor), source.messageId, source.attackIndex);
}

/**
 * Undoes the newest damage of this card and attack, and only it. When nothing changed the actor since, the
 * values and statuses from before it come back; otherwise only what it took is given back.
 */
export async function undoSagaDamage(actor: Actor.Implementation, source: DamageSource): Promise<boolean> {
  const stats = sagaActorStats(actor);
  const entry = loggedSagaDamage(actor, source);
  if (!stats || !entry) return false;
  const undone = undoneSagaValues(entry, snapshotOf(stats), {
    hp: stats.health.maxHitPoints,
    shield: stats.shield.max,
  });
  await actor.update(healthUpdate(undone.values, withoutEntry(logOf(actor), entry.id)));
  if (undone.exact)
    for (const id of entry.statusesAdded)
      if (actor.statuses.has(id)) await actor.toggleStatusEffect(id, { active: false });
  notify("info", "SWRPG.Saga.Damage.Undone", { name: actor.name });
  return true;
}
