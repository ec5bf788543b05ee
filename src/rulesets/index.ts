/**
 * The ruleset registry with the built-in rulesets registered: one line per ruleset. Only playable
 * rulesets are registered (the world setting offers exactly these); Saga Edition and D6 join here with
 * their issues. Shared code imports `./registry.ts`; the system's entry imports this file once.
 */
import { rcr } from "./rcr/index.ts";
import { registerRuleset } from "./registry.ts";
import { saga } from "./saga/index.ts";

registerRuleset(rcr);
registerRuleset(saga);

export * from "./registry.ts";
export type * from "./types.ts";
