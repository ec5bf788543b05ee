/**
 * The d20 Revised Core Rules as a ruleset: the record the registry (src/rulesets/index.ts) registers.
 * Its pure engine is src/rules/rcr/ (exported at the top of src/rules/index.ts); everything here adapts
 * Foundry to it.
 */
import { HELD_ITEM_TYPES } from "../../applications/sheets/item-drop.ts";
import type { Ruleset } from "../types.ts";
import { startAttack } from "./attack/attack-flow.ts";
import { rcrChatCard } from "./chat-card.ts";
import { rcrCombat } from "./combat/procedures.ts";
import { rcrDamage } from "./damage/damage-application.ts";
import { answerWoundSaveQuery } from "./damage/wound-save-relay.ts";
import { ActorModel, actorDataModels, itemDataModels } from "./data/index.ts";
import { ROLL_CLASSES } from "./dice/index.ts";
import { rcrActorBehaviour } from "./documents/actor-behaviour.ts";
import { rcrItemBehaviour } from "./documents/item-behaviour.ts";
import { answerManeuverQuery } from "./maneuvers/maneuver-relay.ts";
import { rcrOdds } from "./odds/odds-parts.ts";
import { rcrForcePoints } from "./points/force-points.ts";
import { rcrSheets } from "./sheets.ts";
import { conditionStatusEffects } from "./status-effects.ts";
import { tokenBars } from "./token-bars.ts";
import { RcrVehicleModel } from "./vehicle/vehicle-model.ts";
import { rcrVehicleSheet } from "./vehicle/vehicle-sheet.ts";

/** Token bars: vitality and wounds (an ordinary NPC's primary bar is wounds: see tokenBars). */
const TRACKABLE = { bar: ["vitality", "wounds"], value: ["speed.value", "defense.value"] };

export const rcr: Ruleset = {
  id: "rcr",
  label: "SWRPG.Setting.Ruleset.Rcr",
  documentTypes: { Actor: { ...actorDataModels, vehicle: RcrVehicleModel }, Item: itemDataModels },
  heldItemTypes: { ...HELD_ITEM_TYPES, vehicle: ["weapon"] },
  trackableAttributes: { character: TRACKABLE, npc: TRACKABLE, vehicle: { bar: ["hitPoints"], value: [] } },
  tokenBars: (actor) =>
    actor.system instanceof ActorModel
      ? tokenBars(actor.system.heroic)
      : actor.system instanceof RcrVehicleModel
        ? { bar1: { attribute: "hitPoints" }, bar2: { attribute: null } }
        : null,
  statusEffects: conditionStatusEffects(),
  defeatedStatus: "dead",
  sheets: { ...rcrSheets, Actor: [...rcrSheets.Actor, rcrVehicleSheet] },
  rollClasses: ROLL_CLASSES,
  attack: { start: startAttack },
  chatCard: rcrChatCard,
  damage: rcrDamage,
  combat: rcrCombat,
  odds: rcrOdds,
  documents: { actor: rcrActorBehaviour, item: rcrItemBehaviour },
  queries: { "swrpg.woundSave": answerWoundSaveQuery, "swrpg.maneuver": answerManeuverQuery },
  packs: ["rcr-heroes", "rcr-npcs", "rcr-weapons", "rcr-armor", "rcr-feats", "rcr-rules-reference"],
  packFolder: "Star Wars d20 (RCR)",
  hotbarItemTypes: ["weapon"],
  forcePoints: rcrForcePoints,
};
