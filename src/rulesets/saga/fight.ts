/**
 * Saga's fight in Foundry, as the Ruleset record (./index.ts) takes it: the attack flow (./attack/), its chat
 * card (./card/), card damage (./damage/) and combat procedures (./combat/).
 */
import type { AttackFlow } from "../types.ts";
import { startSagaAttack } from "./attack/attack-flow.ts";

export { sagaChatCard } from "./card/saga-chat-card.ts";
export { sagaCombat } from "./combat/saga-combat-procedures.ts";
export { sagaDamage } from "./damage/saga-damage.ts";

export const sagaAttack: AttackFlow = { start: startSagaAttack };
