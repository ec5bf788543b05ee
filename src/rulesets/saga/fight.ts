/**
 * Saga's fight in Foundry, as the Ruleset record (./index.ts) takes it: the attack flow (./attack/), its chat
 * card (./card/), card damage (./damage/) and combat procedures (./combat/). A Force power's row uses the
 * same attack action: its item goes to the power's flow (./force/).
 */
import type { AttackFlow } from "../types.ts";
import { startSagaAttack } from "./attack/attack-flow.ts";
import { startForcePower } from "./force/power-flow.ts";
import { SagaForcePowerModel } from "./force/power-model.ts";

export { sagaChatCard } from "./card/saga-chat-card.ts";
export { sagaCombat } from "./combat/saga-combat-procedures.ts";
export { sagaDamage } from "./damage/saga-damage.ts";

export const sagaAttack: AttackFlow = {
  start: (actor, itemId, request) => {
    const item = itemId === null ? null : actor.items.get(itemId);
    return item?.system instanceof SagaForcePowerModel
      ? startForcePower(actor, item, request)
      : startSagaAttack(actor, itemId, request);
  },
};
