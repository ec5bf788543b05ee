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
import { iterativeAttackBonuses } from "../../../../rules/index.ts";
import { ABILITY_KEYS, SAVE_KEYS } from "../../data/actor/actor-schema.ts";
import { conditionStatusEffects } from "../../status-effects.ts";
import type { ActorSheetView, BonusPartView } from "../views/actor-sheet-view.ts";
import { equippedAttacks, unarmedAttack } from "./attack-views.ts";
import { inventoryViews } from "./inventory-views.ts";
import { bonusPartLabel, injuryLabel, saveLabel } from "./labels.ts";
import type { SheetActor } from "./sheet-subjects.ts";

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

function partViews(parts: readonly { label: string; value: number }[]): BonusPartView[] {
  return parts.map((part) => ({ label: bonusPartLabel(part.label), value: part.value }));
}

export function actorSheetView(actor: SheetActor, options: ActorSheetOptions): ActorSheetView {
  const system = actor.system;
  return {
    actor: actorIdentity(actor),
    editable: options.editable,
    system: {
      size: system.size,
      heroic: system.heroic,
      level: system.level,
      speed: system.speed.value,
      speedBase: system.speed.base,
      baseAttackBonus: system.baseAttackBonus,
      classDefenseBonus: system.classDefenseBonus,
      initiative: system.initiative.bonus,
    },
    sizeChoices: SIZE_CHOICES,
    ...healthPools(actor),
    injury: { key: system.condition, label: injuryLabel(system.condition) },
    abilities: abilityViews(ABILITY_KEYS, system.abilities),
    defense: {
      normal: system.defense.value,
      flatFooted: system.defense.flatFooted,
      touch: system.defense.touch,
      damageReduction: system.armor.damageReduction,
      breakdowns: [
        {
          key: "normal",
          label: "SWRPG.Sheet.DefenseNormal",
          total: system.defense.value,
          parts: partViews(system.defense.breakdown),
        },
        {
          key: "flatFooted",
          label: "SWRPG.Sheet.DefenseFlatFooted",
          total: system.defense.flatFooted,
          parts: partViews(system.defense.flatFootedBreakdown),
        },
        {
          key: "touch",
          label: "SWRPG.Sheet.DefenseTouch",
          total: system.defense.touch,
          parts: partViews(system.defense.touchBreakdown),
        },
      ],
    },
    saves: SAVE_KEYS.map((key) => ({
      key,
      label: saveLabel(key),
      base: system.saves[key].base,
      name: `system.saves.${key}.base`,
      total: system.saves[key].total,
    })),
    iterativeBonuses: iterativeAttackBonuses(system.baseAttackBonus),
    attacks: equippedAttacks(actor),
    unarmed: unarmedAttack(actor),
    ...inventoryViews(actor, options.localize),
    conditions: conditionToggles(conditionStatusEffects(), actor.statuses),
    biography: { value: system.biography, enriched: options.enrichedBiography },
  };
}
