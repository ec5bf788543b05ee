import { actorModel } from "../dice/combatant-views.ts";
import "../dice/flag-config.ts";
import { appendLog, latestEntry, newEntry, withoutEntry } from "../../../damage/damage-log.ts";
import { notify } from "../../../dice/notify.ts";
import type { DamageSource } from "../../types.ts";
import { restoreWoundStatuses, woundStatusSnapshot } from "../documents/wound-sync.ts";
import { actorHealth, currentRound } from "./actor-health.ts";
import { type DamageLogEntry, readLog, readStatusSnapshot, undoneValues } from "./damage-log.ts";
import type { DamageSpec } from "./damage-plan.ts";
import { stampWounds } from "./wounds-this-round.ts";

/**
 * Applying damage to, and undoing it on, an actor this client may change. One update writes the new
 * vitality and wounds, the round's wound count and the log entry together, so nothing is half-applied.
 * The wound-driven statuses follow from the Actor document (documents/actor.ts); the log keeps them as
 * they were before the damage, so Undo puts them back too.
 */

/** The update that sets these values and log (vitality only for heroic actors, who have it). */
function healthUpdate(
  heroic: boolean,
  values: DamageLogEntry["after"],
  log: DamageLogEntry[],
): Actor.UpdateData {
  return {
    ...(heroic ? { "system.vitality.value": values.vitality } : {}),
    "system.wounds.value": values.wounds,
    "flags.swrpg.woundsLostThisRound": stampWounds(values.woundsLostThisRound, currentRound()),
    "flags.swrpg.damageLog": log,
  } as Actor.UpdateData;
}

/**
 * Applies the damage; returns the log entry, the Fortitude DC to roll (null when none is due) and what the
 * armor's damage reduction stopped.
 */
export async function applyToActor(
  actor: Actor.Implementation,
  spec: DamageSpec,
  source: DamageSource,
): Promise<{ entry: DamageLogEntry; fortitudeDC: number | null; stopped: number } | null> {
  const system = actorModel(actor);
  const plan = spec.roll.routeTo(actor, spec);
  if (!system || !plan) return null;
  const flags = actor.flags.swrpg;
  const { result, before, after } = plan;
  const entry: DamageLogEntry = {
    ...newEntry(source, before, after),
    knockedOut: false,
    fortitudeDC: result.fortitudeDC,
    statusesBefore: woundStatusSnapshot(actor),
  };
  await actor.update(healthUpdate(system.heroic, after, appendLog(readLog(flags?.damageLog), entry)));
  notify("info", "SWRPG.Damage.Applied", {
    name: actor.name,
    vitality: result.vitalityLost,
    wounds: result.woundsLost,
  });
  return { entry, fortitudeDC: result.fortitudeDC, stopped: result.reducedByDamageReduction };
}

/** The newest damage from this card and attack, if the actor's log holds it. */
export function loggedDamage(actor: Actor.Implementation, source: DamageSource): DamageLogEntry | null {
  return latestEntry(readLog(actor.flags.swrpg?.damageLog), source.messageId, source.attackIndex);
}

/**
 * Undoes the newest damage of this card and attack, and only it; false when there is none. When nothing
 * changed the actor since, the values and the wound-driven statuses from before it come back (a "dead"
 * the GM set by hand stays, one the damage caused goes); when something did (later damage, healing, a
 * hand edit), only the points this damage took are given back and the statuses follow the wound sync.
 * An older entry without its statuses leaves them to the wound sync.
 */
export async function undoOnActor(actor: Actor.Implementation, source: DamageSource): Promise<boolean> {
  const system = actorModel(actor);
  const current = actorHealth(actor);
  const entry = loggedDamage(actor, source);
  if (!system || !current || !entry) return false;
  const log = withoutEntry(readLog(actor.flags.swrpg?.damageLog), entry.id);
  const undone = undoneValues(entry, current, { vitality: system.vitality.max, wounds: system.wounds.max });
  const statuses = undone.exact ? readStatusSnapshot(entry.statusesBefore) : null;
  await actor.update(healthUpdate(system.heroic, undone.values, log), {
    swrpg: { keepWoundStatuses: statuses !== null },
  });
  if (statuses) await restoreWoundStatuses(actor, statuses);
  if (entry.knockedOut) await actor.toggleStatusEffect("knockedOut", { active: false });
  notify("info", "SWRPG.Damage.Undone", { name: actor.name });
  return true;
}
