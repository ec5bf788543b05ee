import { AttackRoll } from "./attack-roll.ts";
import { DamageRoll } from "./damage-roll.ts";

export { AttackRoll } from "./attack-roll.ts";
export { DamageRoll } from "./damage-roll.ts";

/** The system's Roll classes, rebuilt from chat messages by class name. */
export const ROLL_CLASSES = [AttackRoll, DamageRoll] as const;
