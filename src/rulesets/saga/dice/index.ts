import { SagaAttackRoll } from "./saga-attack-roll.ts";
import { SagaDamageRoll } from "./saga-damage-roll.ts";

export { SagaAttackRoll } from "./saga-attack-roll.ts";
export { SagaDamageRoll } from "./saga-damage-roll.ts";

/** Saga's Roll classes, rebuilt from chat messages by class name (the Ruleset record's `rollClasses`). */
export const SAGA_ROLL_CLASSES = [SagaAttackRoll, SagaDamageRoll] as const;
