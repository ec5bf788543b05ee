/**
 * The RCR conditions as token status effects. Ids are stable keys: derived data and roll code read
 * them from `actor.statuses` (see src/data/actor/condition-modifiers.ts for what each one does).
 * Icons are Foundry core icons (`icons/svg/...`), present in every install.
 */
import { statusEffectTable } from "../../config/status-effect-table.ts";
import type { RulesetStatusEffect } from "../types.ts";

const CONDITION_ICONS = {
  flatFooted: "downgrade",
  fatigued: "degen",
  knockedOut: "unconscious",
  disabled: "paralysis",
  dying: "blood",
  stable: "regen",
  dead: "skull",
  prone: "falling",
  stunned: "daze",
  helpless: "sleep",
  grappled: "net",
  pinned: "padlock",
  running: "wing",
  charging: "sword",
  fightingDefensively: "shield",
  totalDefense: "upgrade",
  aiming: "target",
  surprised: "terror",
} as const;

export type ConditionId = keyof typeof CONDITION_ICONS;

/** One status effect as CONFIG.statusEffects takes it (the name is a lang key). */
export type ConditionStatusEffect = RulesetStatusEffect & { id: ConditionId };

const LABEL_PREFIX = "SWRPG.Condition.";

/** The lang key naming a condition. */
export function conditionLabel(id: ConditionId): string {
  return `${LABEL_PREFIX}${id}`;
}

/** The condition ids, in the order of the status effects. */
export const CONDITION_IDS = Object.keys(CONDITION_ICONS) as readonly ConditionId[];

/** The conditions set and cleared from wound points alone, in one place (see src/documents/wound-statuses.ts). */
export const WOUND_CONDITION_IDS = [
  "fatigued",
  "disabled",
  "dying",
  "dead",
] as const satisfies readonly ConditionId[];

/** The status effects, in the order of CONDITION_IDS. */
export function conditionStatusEffects(): ConditionStatusEffect[] {
  return statusEffectTable(LABEL_PREFIX, CONDITION_ICONS);
}

/** Type guard for status ids read from documents. */
export function isConditionId(id: string): id is ConditionId {
  return (CONDITION_IDS as readonly string[]).includes(id);
}

/**
 * Replaces the core status effects with the RCR conditions; "dead" stays Foundry's defeated status. Written
 * in the shape the running core keeps them: an array in v13, an object keyed by id in v14 (which still
 * accepts an array, but its own default is the object).
 */
export function registerStatusEffects(): void {
  const effects = conditionStatusEffects();
  const current: unknown = CONFIG.statusEffects;
  if (Array.isArray(current) || current === undefined) CONFIG.statusEffects = effects;
  else {
    // v14's shape, which the v13 types do not declare.
    const keyed = Object.fromEntries(effects.map((effect) => [effect.id, effect]));
    (CONFIG as unknown as { statusEffects: Record<string, ConditionStatusEffect> }).statusEffects = keyed;
  }
  CONFIG.specialStatusEffects.DEFEATED = "dead";
}
