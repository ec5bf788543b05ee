import { D6DamageRoll } from "./d6-damage-roll.ts";
import { D6Roll } from "./d6-roll.ts";

export { D6DamageRoll } from "./d6-damage-roll.ts";
export { D6Roll } from "./d6-roll.ts";

/** D6's Roll classes, rebuilt from chat messages by class name (the Ruleset record's `rollClasses`). */
export const D6_ROLL_CLASSES = [D6Roll, D6DamageRoll] as const;
