import { isRecord } from "../data/plain-data.ts";
import { withChosenVisibility } from "./chat-visibility.ts";

/**
 * A skill check's chat card, for every d20 ruleset: 1d20 + the modifier the engine derived, its parts, and a
 * Force Point spent on it (the point's die, shown and added). Stored under `flags.swrpg.skillCheck`.
 */
export const SKILL_CARD_TEMPLATE = "systems/swrpg/templates/parts/skill-card.hbs";
export const SKILL_CARD_VERSION = 1;

export interface SkillCard {
  version: typeof SKILL_CARD_VERSION;
  actorUuid: string;
  /** Lang key of the skill's name. */
  skill: string;
  d20: number;
  modifier: number;
  /** The modifier's parts, each a lang key and a value. */
  parts: { labelKey: string; value: number }[];
  /** The die a Force Point would add (null: the actor has no Force Points to spend). */
  pointDie: string | null;
  forcePoint: { die: string; value: number } | null;
}

/** The card a stored flag holds, or null. */
export function readSkillCard(message: ChatMessage.Implementation | null | undefined): SkillCard | null {
  const flags: unknown = message?.flags;
  const own = isRecord(flags) ? flags.swrpg : null;
  const card = isRecord(own) ? own.skillCheck : null;
  if (!isRecord(card) || card.version !== SKILL_CARD_VERSION) return null;
  const { actorUuid, skill, d20, modifier, parts } = card;
  if (typeof actorUuid !== "string" || typeof skill !== "string" || !Array.isArray(parts)) return null;
  if (typeof d20 !== "number" || typeof modifier !== "number") return null;
  return card as unknown as SkillCard;
}

/** The check's total: the d20, the modifier and a spent Force Point's die. */
export function skillCardTotal(card: SkillCard): number {
  return card.d20 + card.modifier + (card.forcePoint?.value ?? 0);
}

export function renderSkillCard(card: SkillCard): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(SKILL_CARD_TEMPLATE, {
    ...card,
    total: skillCardTotal(card),
    canSpend: card.forcePoint === null && card.pointDie !== null,
  });
}

/** A composed bonus's parts as the card shows them (`SWRPG.Skill.Part.<label>`). */
export function skillCardParts(parts: readonly { label: string; value: number }[]) {
  return parts.map((part) => ({ labelKey: `SWRPG.Skill.Part.${part.label}`, value: part.value }));
}

/** What a sheet asks to roll. */
export interface SkillCheckRequest {
  skill: string;
  modifier: number;
  parts: { labelKey: string; value: number }[];
  pointDie: string | null;
  rollMode?: string;
}

/** Rolls 1d20 + the modifier and posts the skill card. */
export async function postSkillCheck(
  actor: Actor.Implementation,
  request: SkillCheckRequest,
): Promise<ChatMessage.Implementation | undefined> {
  const roll = new Roll("1d20 + @modifier", { modifier: request.modifier });
  await roll.evaluate();
  const d20 = (roll.total ?? request.modifier) - request.modifier;
  const card: SkillCard = {
    version: SKILL_CARD_VERSION,
    actorUuid: actor.uuid,
    skill: request.skill,
    d20,
    modifier: request.modifier,
    parts: request.parts,
    pointDie: request.pointDie,
    forcePoint: null,
  };
  const data = {
    speaker: ChatMessage.getSpeaker({ actor }),
    content: await renderSkillCard(card),
    rolls: [roll],
    flags: { swrpg: { skillCheck: card } },
  } as ChatMessage.CreateData;
  return ChatMessage.create(withChosenVisibility(data, request.rollMode));
}
