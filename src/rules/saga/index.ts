/**
 * The Saga Edition rules engine (shared/RULES-API-SAGA.md), exported from src/rules/index.ts as the
 * namespace `saga` (`game.swrpg.rules.saga` at runtime). Pure functions over plain records, as RCR's.
 */

// --- delay, ready and action costs ---
export * from "./action-cost.ts";
// --- ammunition, range bands ---
export * from "./ammunition.ts";
// --- damage: reduction, shields, hit points, threshold, condition tracks, stun and ion ---
export * from "./apply-damage.ts";
// --- attack rolls and area attacks ---
export * from "./area-attack.ts";
export * from "./attack-modifiers.ts";
export * from "./attack-roll.ts";
// --- attacks of opportunity, space and movement ---
export * from "./attacks-of-opportunity.ts";
export * from "./autofire.ts";
export * from "./card-damage.ts";
// --- cover, concealment, line of sight ---
export * from "./concealment.ts";
export * from "./condition-penalty.ts";
export * from "./condition-track.ts";
export * from "./consciousness.ts";
export * from "./core-attack-bonus.ts";
export * from "./core-damage-bonus.ts";
// --- core Saga defenses and damage threshold (Saga core, not in the texts) ---
export * from "./core-defenses.ts";
export * from "./core-initiative.ts";
export * from "./cover.ts";
export * from "./damage-reduction.ts";
export * from "./damage-threshold.ts";
export * from "./delay-ready.ts";
export * from "./devastating-injury-roll.ts";
export * from "./fighting-space.ts";
// --- the Force (Saga core, not in the texts) ---
export * from "./force-power.ts";
export * from "./half-level.ts";
// --- the variant (each group a world option) ---
export * from "./heavy-attack.ts";
export * from "./line-of-sight.ts";
export * from "./movement.ts";
export * from "./range-band.ts";
export * from "./second-wind.ts";
export * from "./shield-rating.ts";
// --- skills (Saga core, not in the texts) ---
export * from "./skills.ts";
export * from "./splash-attack.ts";
export * from "./squeezing.ts";
export * from "./stun-ion.ts";
export * from "./target-defense.ts";
export * from "./turn-economy.ts";
// --- types ---
export type * from "./types.ts";
export * from "./unarmed.ts";
export * from "./use-the-force.ts";
export * from "./variant-attack-bonus.ts";
export * from "./variant-damage-roll.ts";
export * from "./variant-defenses.ts";
export * from "./variant-initiative.ts";
export * from "./variant-thresholds.ts";
// --- vehicles and starships (issue 36, shared/RULES-API-VEHICLES.md › Saga Edition) ---
export * from "./vehicles/index.ts";
// --- weapon groups, proficiency, Weapon Focus and Specialization (Saga core, not in the texts) ---
export * from "./weapon-groups.ts";
