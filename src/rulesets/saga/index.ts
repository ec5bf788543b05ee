/**
 * Star Wars Saga Edition as a ruleset: the record the registry (src/rulesets/index.ts) registers. Its pure
 * engine is src/rules/saga/ (`saga` in src/rules/index.ts); the documents (data models, sheets, packs) are
 * here, the fight (attack flow, chat card, card damage, combat) in ./fight.ts.
 */
import type { Ruleset } from "../types.ts";
import { sagaActorDataModels, sagaItemDataModels } from "./data/index.ts";
import { SAGA_ROLL_CLASSES } from "./dice/index.ts";
import { sagaAttack, sagaChatCard, sagaCombat, sagaDamage } from "./fight.ts";
import { sagaOdds } from "./odds/odds-parts.ts";
import { sagaForcePoints } from "./points/force-points.ts";
import { sagaSheets } from "./sheets.ts";
import { sagaStatusEffects } from "./status-effects.ts";
import { sagaTokenBars } from "./token-bars.ts";
import { SAGA_VARIANT_OPTIONS } from "./variant.ts";

const HELD = ["sagaWeapon", "sagaArmor", "sagaTalent", "sagaForcePower"] as const;
/** Token bars: hit points and shield rating; the condition step and speed as values. */
const TRACKABLE = { bar: ["hp", "shield"], value: ["condition.step", "speed", "hp.temp"] };

export const SAGA_PACKS = [
  "saga-heroes",
  "saga-npcs",
  "saga-weapons",
  "saga-armor",
  "saga-talents",
  "saga-force-powers",
  "saga-rules-reference",
] as const;

export const saga: Ruleset = {
  id: "saga",
  label: "SWRPG.Saga.Name",
  documentTypes: { Actor: sagaActorDataModels, Item: sagaItemDataModels },
  heldItemTypes: { sagaCharacter: HELD, sagaNpc: HELD },
  trackableAttributes: { sagaCharacter: TRACKABLE, sagaNpc: TRACKABLE },
  tokenBars: sagaTokenBars,
  statusEffects: sagaStatusEffects(),
  defeatedStatus: "dead",
  sheets: sagaSheets,
  rollClasses: SAGA_ROLL_CLASSES,
  attack: sagaAttack,
  chatCard: sagaChatCard,
  damage: sagaDamage,
  combat: sagaCombat,
  odds: sagaOdds,
  packs: SAGA_PACKS,
  packFolder: "Star Wars Saga Edition",
  hotbarItemTypes: ["sagaWeapon", "sagaForcePower"],
  worldOptions: SAGA_VARIANT_OPTIONS,
  forcePoints: sagaForcePoints,
};
