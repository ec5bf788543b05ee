/**
 * The RCR conditions as token status effects. Ids are stable keys: derived data and roll code read
 * them from `actor.statuses` (see src/data/actor/condition-modifiers.ts for what each one does).
 * Icons are Foundry core icons (`icons/svg/...`), present in every install.
 */

export const CONDITION_IDS = [
  "flatFooted",
  "fatigued",
  "knockedOut",
  "disabled",
  "dying",
  "stable",
  "dead",
  "prone",
  "stunned",
  "helpless",
  "grappled",
  "pinned",
  "running",
  "charging",
  "fightingDefensively",
  "totalDefense",
  "aiming",
  "surprised",
] as const;

export type ConditionId = (typeof CONDITION_IDS)[number];

/** The conditions set and cleared from wound points alone, in one place (see src/documents/wound-statuses.ts). */
export const WOUND_CONDITION_IDS = [
  "fatigued",
  "disabled",
  "dying",
  "dead",
] as const satisfies readonly ConditionId[];

const CONDITION_ICONS: Readonly<Record<ConditionId, string>> = {
  flatFooted: "icons/svg/downgrade.svg",
  fatigued: "icons/svg/degen.svg",
  knockedOut: "icons/svg/unconscious.svg",
  disabled: "icons/svg/paralysis.svg",
  dying: "icons/svg/blood.svg",
  stable: "icons/svg/regen.svg",
  dead: "icons/svg/skull.svg",
  prone: "icons/svg/falling.svg",
  stunned: "icons/svg/daze.svg",
  helpless: "icons/svg/sleep.svg",
  grappled: "icons/svg/net.svg",
  pinned: "icons/svg/padlock.svg",
  running: "icons/svg/wing.svg",
  charging: "icons/svg/sword.svg",
  fightingDefensively: "icons/svg/shield.svg",
  totalDefense: "icons/svg/upgrade.svg",
  aiming: "icons/svg/target.svg",
  surprised: "icons/svg/terror.svg",
};

/** One status effect as CONFIG.statusEffects takes it. */
export interface ConditionStatusEffect {
  id: ConditionId;
  /** A lang key; Foundry localizes status names itself. */
  name: string;
  img: string;
}

/** The lang key naming a condition. */
export function conditionLabel(id: ConditionId): string {
  return `SWRPG.Condition.${id}`;
}

/** The status effects, in the order of CONDITION_IDS. */
export function conditionStatusEffects(): ConditionStatusEffect[] {
  return CONDITION_IDS.map((id) => ({ id, name: conditionLabel(id), img: CONDITION_ICONS[id] }));
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
