/**
 * WEG D6's injury states as token status effects. The wound levels, the stun and unconsciousness follow
 * the actor's stored injury state (documents/wound-statuses.ts); prone is the GM's (a wounded character
 * falls prone: d6-combat.txt › Character Damage Chart). Icons are Foundry core icons.
 */
import { statusEffectTable } from "../../config/status-effect-table.ts";
import type { RulesetStatusEffect } from "../types.ts";

const ICONS = {
  stunned: "daze",
  wounded: "blood",
  woundedTwice: "degen",
  incapacitated: "paralysis",
  mortallyWounded: "biohazard",
  unconscious: "unconscious",
  prone: "falling",
  dead: "skull",
} as const;

export type D6StatusId = keyof typeof ICONS;

export const D6_STATUS_IDS = Object.keys(ICONS) as readonly D6StatusId[];

export function d6StatusEffects(): RulesetStatusEffect[] {
  return statusEffectTable("SWRPG.D6.Status.", ICONS);
}
