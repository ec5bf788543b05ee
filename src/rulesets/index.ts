/**
 * The ruleset registry with the built-in rulesets registered: one line per ruleset. Only playable
 * rulesets are registered (the world setting offers exactly these). Shared code imports `./registry.ts`;
 * the system's entry imports this file once.
 */
import { d6Ruleset } from "./d6/index.ts";
import { rcr } from "./rcr/index.ts";
import { registerRuleset } from "./registry.ts";
import { saga } from "./saga/index.ts";

registerRuleset(rcr);
registerRuleset(saga);
registerRuleset(d6Ruleset);

export * from "./registry.ts";
export type * from "./types.ts";
