/** D6 inside the shared Actor document: the token's statuses follow the stored injury state. */
import { runReported } from "../../../report-error.ts";
import type { ActorBehaviour } from "../../types.ts";
import { D6ActorModel } from "../data/index.ts";
import { d6StatusToggles } from "./wound-statuses.ts";

async function syncStatuses(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof D6ActorModel)) return;
  for (const toggle of d6StatusToggles(system.health, actor.statuses))
    await actor.toggleStatusEffect(toggle.id, { active: toggle.active, overlay: toggle.id === "dead" });
}

const injuryChanged = (changed: { system?: unknown }) => {
  const system = (changed.system ?? {}) as { wounds?: unknown; stun?: unknown; attributes?: unknown };
  return system.wounds !== undefined || system.stun !== undefined || system.attributes !== undefined;
};

export const d6ActorBehaviour: ActorBehaviour = {
  afterCreate: (actor) => syncStatuses(actor),
  async afterUpdate(actor, changed, options) {
    if (injuryChanged(changed) && !options.keepWoundStatuses)
      runReported("swrpg.d6.syncStatuses", syncStatuses(actor));
  },
};
