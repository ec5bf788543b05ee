/**
 * Builds what the actor sheet templates show from an actor's prepared data. Every number is read
 * from stored or derived data (or asked of the rules engine); nothing is computed here.
 */

import {
  abilityViews,
  actorIdentity,
  type ResourceView,
  resourceView,
  SIZE_CHOICES,
} from "../../../../applications/sheets/actor-views.ts";
import { conditionToggles } from "../../../../applications/sheets/condition-toggles.ts";
import { iterativeAttackBonuses, rcrForcePointDice, turnsToDarkSide } from "../../../../rules/index.ts";
import { ABILITY_KEYS } from "../../data/actor/actor-schema.ts";
import { conditionStatusEffects } from "../../status-effects.ts";
import type { ActorSheetView } from "../views/actor-sheet-view.ts";
import { equippedAttacks, unarmedAttack } from "./attack-views.ts";
import { inventoryViews } from "./inventory-views.ts";
import type { SheetActor } from "./sheet-subjects.ts";
import { rcrSkillViews } from "./skill-views.ts";

export interface ActorSheetOptions {
  editable: boolean;
  /** The biography as enriched HTML (Foundry's TextEditor; the tests pass it through). */
  enrichedBiography: string;
  /** Translates a lang key (game.i18n.localize), to compare a feat's name with its rule's. */
  localize?: (key: string) => string;
}

/** Vitality (heroes only) and wounds, whose maximum is the Constitution score. */
function healthPools(actor: SheetActor): { vitality: ResourceView | null; wounds: ResourceView } {
  const system = actor.system;
  return {
    vitality: system.heroic ? resourceView("vitality", "SWRPG.Sheet.Vitality", system.vitality) : null,
    wounds: resourceView("wounds", "SWRPG.Sheet.Wounds", system.wounds, "SWRPG.Sheet.WoundsMaxHint"),
  };
}

/**
 * The sheet's view: the actor's model itself (`system`: the templates read its stored and derived numbers,
 * and build the lang keys of its size, saves, condition and bonus parts), and the rows built from it.
 */
export function actorSheetView(actor: SheetActor, options: ActorSheetOptions): ActorSheetView {
  const system = actor.system;
  return {
    actor: actorIdentity(actor),
    editable: options.editable,
    system,
    sizeChoices: SIZE_CHOICES,
    ...healthPools(actor),
    abilities: abilityViews(ABILITY_KEYS, system.abilities),
    iterativeBonuses: iterativeAttackBonuses(system.baseAttackBonus),
    attacks: equippedAttacks(actor),
    unarmed: unarmedAttack(actor),
    ...inventoryViews(actor, options.localize),
    conditions: conditionToggles(conditionStatusEffects(), actor.statuses),
    skills: rcrSkillViews(system),
    points: {
      forcePointDice: rcrForcePointDice(system.level),
      darkSide: turnsToDarkSide(system.darkSidePoints, system.abilities.wis.value),
    },
    biography: { value: system.biography, enriched: options.enrichedBiography },
  };
}
