/**
 * RCR inside the shared Actor document: wound-driven statuses kept in step with wound points, the
 * prototype token's bars in step with `heroic`, `@str.mod` roll-data shortcuts, and a wounds bar that
 * goes below 0.
 */
import { runReported } from "../../../report-error.ts";
import type { ActorBehaviour } from "../../types.ts";
import { ActorModel } from "../data/actor/actor-model.ts";
import { syncWoundStatuses } from "./wound-sync.ts";

interface ChangedSystem {
  wounds?: { value?: unknown };
  abilities?: { con?: { value?: unknown } };
  heroic?: unknown;
}

const changedSystem = (changed: { system?: unknown }): ChangedSystem =>
  (changed.system ?? {}) as ChangedSystem;

export const rcrActorBehaviour: ActorBehaviour = {
  beforeUpdate: (actor) => (actor.system instanceof ActorModel ? actor.system.wounds.value : undefined),
  afterCreate: (actor) => syncWoundStatuses(actor),
  async afterUpdate(actor, changed, options, before) {
    const system = changedSystem(changed);
    const woundsChanged = system.wounds?.value !== undefined || system.abilities?.con?.value !== undefined;
    if (woundsChanged && !options.keepWoundStatuses)
      runReported(
        "swrpg.syncWoundStatuses",
        syncWoundStatuses(actor, typeof before === "number" ? before : undefined),
      );
  },
  changesTokenBars: (changed) => changedSystem(changed).heroic !== undefined,
  rollData: (actor, data) =>
    actor.system instanceof ActorModel ? { ...data, ...actor.system.abilities } : data,
  /**
   * Core clamps a bar to 0..max, but wound points go below 0 (dying from -1, dead at -10:
   * rcr-combat.txt › Effects of Damage), so the wounds bar is only capped at its maximum; the data
   * model's update guard stores anything below -10 as -10. Every other attribute is core's.
   */
  modifyTokenAttribute(actor, { attribute, value, isDelta, isBar }) {
    const system = actor.system;
    if (!isBar || attribute !== "wounds" || !(system instanceof ActorModel)) return null;
    const current = system.wounds.value;
    const update = isDelta ? current + value : value;
    if (update === current) return Promise.resolve(actor);
    const updates = { "system.wounds.value": Math.min(update, system.wounds.max) };
    // Core passes the actor as a third argument, which fvtt-types' hook signature leaves out.
    const hooks = Hooks as unknown as { call(hook: string, ...args: unknown[]): boolean };
    const allowed = hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, actor);
    return allowed === false ? Promise.resolve(actor) : actor.update(updates as Actor.UpdateData);
  },
};
