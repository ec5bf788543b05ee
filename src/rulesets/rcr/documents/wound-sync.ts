/**
 * RCR's statuses that follow wound points (rcr-combat.txt › Effects of Damage): fatigued, disabled,
 * dying, dead and a lapsed stable are set and cleared as wounds change; a "dead" set here is remembered
 * (`flags.swrpg.deadFromWounds`) so that a hand-set one is left alone; the damage log keeps them as
 * they were for Undo.
 */
import { ActorModel } from "../data/actor/actor-model.ts";
import {
  deadFromWoundsAfter,
  restoreToggles,
  type StatusToggle,
  SYNCED_STATUS_IDS,
  type WoundStatusSnapshot,
  woundStatusToggles,
} from "./wound-statuses.ts";

function deadFromWounds(actor: Actor.Implementation): boolean {
  return actor.flags.swrpg?.deadFromWounds === true;
}

async function applyToggles(
  actor: Actor.Implementation,
  toggles: readonly StatusToggle[],
  dead: boolean,
): Promise<void> {
  for (const toggle of toggles) {
    await actor.toggleStatusEffect(toggle.id, { active: toggle.active, overlay: toggle.id === "dead" });
  }
  if (dead !== deadFromWounds(actor))
    await actor.update({ "flags.swrpg.deadFromWounds": dead } as Actor.UpdateData);
}

/** The synced statuses now, as the damage log keeps them for Undo. */
export function woundStatusSnapshot(actor: Actor.Implementation): WoundStatusSnapshot {
  return {
    active: SYNCED_STATUS_IDS.filter((id) => actor.statuses.has(id)),
    deadFromWounds: deadFromWounds(actor),
  };
}

/** Sets and clears the wound-driven statuses from wound points (and the wounds before, when known). */
export async function syncWoundStatuses(actor: Actor.Implementation, previousWounds?: number): Promise<void> {
  if (!(actor.system instanceof ActorModel)) return;
  const dead = deadFromWounds(actor);
  const toggles = woundStatusToggles({
    wounds: actor.system.wounds.value,
    woundsMax: actor.system.abilities.con.value,
    active: actor.statuses,
    deadFromWounds: dead,
    ...(previousWounds === undefined ? {} : { previousWounds }),
  });
  await applyToggles(actor, toggles, deadFromWoundsAfter(toggles, actor.statuses, dead));
}

/** Puts the synced statuses back as they were in a snapshot (Undo of a hit). */
export async function restoreWoundStatuses(
  actor: Actor.Implementation,
  snapshot: WoundStatusSnapshot,
): Promise<void> {
  await applyToggles(actor, restoreToggles(actor.statuses, snapshot), snapshot.deadFromWounds);
}
