/** The encounter simulator: a pure Monte Carlo driver over the three rules engines (docs/simulate.md). */

export type { D6Combatant, D6SimWeapon } from "./d6/d6-combatant.ts";
export { type D6Prepared, d6Ruleset } from "./d6/d6-ruleset.ts";
export { SimulationInputError } from "./input-check.ts";
export type { CombatantOdds, EncounterOdds, RoundsOdds, SideOdds } from "./odds.ts";
export { Random, seedFrom } from "./random.ts";
export type { AttackOption } from "./rcr/attack-options.ts";
export { attackOptions } from "./rcr/attack-options.ts";
export type { RcrCombatant, RcrFeats, RcrWeapon } from "./rcr/rcr-combatant.ts";
export { type RcrPrepared, rcrRuleset } from "./rcr/rcr-ruleset.ts";
export { SIMULATION_IDS, type SimulationRequest, simulationRuleset } from "./registry.ts";
export type { Encounter, FightOutcome, Side, SimulationRuleset } from "./ruleset.ts";
export { DEFAULT_DISTANCE, MAX_ROUNDS } from "./ruleset.ts";
export type { SagaCombatant, SagaSimWeapon } from "./saga/saga-combatant.ts";
export { type SagaPrepared, sagaRuleset } from "./saga/saga-ruleset.ts";
export { type SimulateOptions, simulate } from "./simulate.ts";
