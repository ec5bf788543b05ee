/** The encounter simulator: a pure Monte Carlo driver over the rules engines (docs/simulate.md). */
export type { CombatantOdds, EncounterOdds, RoundsOdds, SideOdds } from "./odds.ts";
export { Random, seedFrom } from "./random.ts";
export type { AttackOption } from "./rcr/attack-options.ts";
export { attackOptions } from "./rcr/attack-options.ts";
export type { RcrCombatant, RcrFeats, RcrWeapon } from "./rcr/rcr-combatant.ts";
export { type RcrPrepared, rcrRuleset } from "./rcr/rcr-ruleset.ts";
export type { Encounter, FightOutcome, Side, SimulationRuleset } from "./ruleset.ts";
export { DEFAULT_DISTANCE, MAX_ROUNDS } from "./ruleset.ts";
export { type SimulateOptions, simulate } from "./simulate.ts";
