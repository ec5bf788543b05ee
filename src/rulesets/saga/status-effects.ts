/**
 * Saga Edition's conditions as token status effects. Ids are stable keys: derived data (Reflex when
 * flat-footed or helpless) and the fight read them from `actor.statuses`. Icons are Foundry core icons.
 */
import { statusEffectTable } from "../../config/status-effect-table.ts";
import type { RulesetStatusEffect } from "../types.ts";

const ICONS = {
  flatFooted: "downgrade",
  prone: "falling",
  helpless: "sleep",
  stunned: "daze",
  immobilized: "net",
  grappled: "padlock",
  blinded: "blind",
  unconscious: "unconscious",
  disabled: "paralysis",
  dead: "skull",
} as const;

export type SagaStatusId = keyof typeof ICONS;

export const SAGA_STATUS_IDS = Object.keys(ICONS) as readonly SagaStatusId[];

export function sagaStatusEffects(): RulesetStatusEffect[] {
  return statusEffectTable("SWRPG.Saga.Status.", ICONS);
}
