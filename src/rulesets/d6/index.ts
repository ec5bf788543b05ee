/**
 * WEG Star Wars D6 as a ruleset: the record the registry (src/rulesets/index.ts) registers. Its pure engine
 * is src/rules/d6/ (`d6` in src/rules/index.ts); the documents (data models, sheets, packs) are here, the
 * fight (attack flow, chat card, card damage, combat) in ./fight.ts.
 */
import type { Ruleset } from "../types.ts";
import { d6ActorDataModels, d6ItemDataModels } from "./data/index.ts";
import { d6ActorBehaviour } from "./documents/actor-behaviour.ts";
import { D6_ROLL_CLASSES, D6_WORLD_OPTIONS, d6Attack, d6ChatCard, d6Combat, d6Damage } from "./fight.ts";
import { d6Odds } from "./odds/odds-parts.ts";
import { d6Sheets } from "./sheets.ts";
import { d6StatusEffects } from "./status-effects.ts";
import { d6TokenBars } from "./token-bars.ts";

const HELD = ["d6Weapon", "d6Armor"] as const;
/** Token bars: the wound track and the stuns; Move and the points as values. */
const TRACKABLE = { bar: ["wounds", "stun"], value: ["move", "characterPoints", "forcePoints"] };

export const D6_PACKS = ["d6-heroes", "d6-npcs", "d6-weapons", "d6-armor", "d6-rules-reference"] as const;

export const d6Ruleset: Ruleset = {
  id: "d6",
  label: "SWRPG.D6.Name",
  documentTypes: { Actor: d6ActorDataModels, Item: d6ItemDataModels },
  heldItemTypes: { d6Character: HELD, d6Npc: HELD },
  trackableAttributes: { d6Character: TRACKABLE, d6Npc: TRACKABLE },
  tokenBars: d6TokenBars,
  statusEffects: d6StatusEffects(),
  defeatedStatus: "dead",
  sheets: d6Sheets,
  rollClasses: D6_ROLL_CLASSES,
  attack: d6Attack,
  chatCard: d6ChatCard,
  damage: d6Damage,
  combat: d6Combat,
  documents: { actor: d6ActorBehaviour },
  odds: d6Odds,
  packs: D6_PACKS,
  packFolder: "WEG D6",
  hotbarItemTypes: ["d6Weapon"],
  worldOptions: D6_WORLD_OPTIONS,
};
