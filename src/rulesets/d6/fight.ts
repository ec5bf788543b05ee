/**
 * D6's fight in Foundry, as the Ruleset record (./index.ts) takes it: the attack flow (./attack/), its chat
 * card (./card/), card damage (./damage/), combat procedures (./combat/), its roll classes (./dice/) and
 * its optional rules as world options (./options.ts).
 */
import type { AttackFlow } from "../types.ts";
import { startD6Attack } from "./attack/attack-flow.ts";

export { d6ChatCard } from "./card/d6-chat-card.ts";
export { d6Combat } from "./combat/d6-combat-procedures.ts";
export { d6Damage } from "./damage/d6-damage.ts";
export { D6_ROLL_CLASSES } from "./dice/index.ts";
export { D6_WORLD_OPTIONS } from "./options.ts";

export const d6Attack: AttackFlow = { start: startD6Attack };
