import { compose, type Situational } from "./compose.ts";
import { GRAPPLE_FORCE_PENALTY } from "./grapple-limits.ts";
import type { BonusPart, ComposedBonus } from "./types.ts";

/** The six abilities a skill keys off ("none": a language skill, no ability). */
export type SkillAbility = "str" | "dex" | "con" | "int" | "wis" | "cha" | "none";

/**
 * One RCR skill: its key ability, how the armor check penalty applies (0 none, 1 once, 2 twice), whether it
 * needs ranks to be used at all, and whether it is a Force skill (RCR core, not in the texts; the combat text
 * names Tumble, Escape Artist, Treat Injury and the Force skills without their rules).
 */
export interface RcrSkill {
  key: string;
  ability: SkillAbility;
  armorCheck: 0 | 1 | 2;
  trainedOnly: boolean;
  force: boolean;
}

const skill = (
  key: string,
  ability: SkillAbility,
  armorCheck: 0 | 1 | 2 = 0,
  trainedOnly = false,
  force = false,
): RcrSkill => ({ key, ability, armorCheck, trainedOnly, force });

/**
 * RCR's skill list, alphabetical, then the Force skills (RCR core, not in the texts). Craft, Knowledge and
 * Profession are one entry each here, not one per field of study. Not certain: Swim taking the armor check
 * penalty twice, and the key abilities of Force Grip and Move Object (Intelligence).
 */
export const RCR_SKILLS: readonly RcrSkill[] = [
  skill("appraise", "int"),
  skill("astrogate", "int", 0, true),
  skill("balance", "dex", 1),
  skill("bluff", "cha"),
  skill("climb", "str", 1),
  skill("computerUse", "int"),
  skill("craft", "int"),
  skill("demolitions", "int", 0, true),
  skill("diplomacy", "cha"),
  skill("disableDevice", "int", 0, true),
  skill("disguise", "cha"),
  skill("entertain", "cha"),
  skill("escapeArtist", "dex", 1),
  skill("forgery", "int"),
  skill("gamble", "wis"),
  skill("gatherInformation", "cha"),
  skill("handleAnimal", "cha", 0, true),
  skill("hide", "dex", 1),
  skill("intimidate", "cha"),
  skill("jump", "str", 1),
  skill("knowledge", "int", 0, true),
  skill("listen", "wis"),
  skill("moveSilently", "dex", 1),
  skill("pilot", "dex"),
  skill("profession", "wis", 0, true),
  skill("readWriteLanguage", "none", 0, true),
  skill("repair", "int", 0, true),
  skill("ride", "dex"),
  skill("search", "int"),
  skill("senseMotive", "wis"),
  skill("sleightOfHand", "dex", 1, true),
  skill("speakLanguage", "none", 0, true),
  skill("spot", "wis"),
  skill("survival", "wis"),
  skill("swim", "str", 2),
  skill("treatInjury", "wis"),
  skill("tumble", "dex", 1, true),
  // The Force skills (RCR core, not in the texts). Not certain: which of them are trained only (here all but
  // Battlemind, Empathy, Enhance Senses, Force Defense and Heal Self).
  skill("affectMind", "cha", 0, true, true),
  skill("battlemind", "con", 0, false, true),
  skill("empathy", "wis", 0, false, true),
  skill("enhanceAbility", "con", 0, true, true),
  skill("enhanceSenses", "wis", 0, false, true),
  skill("farseeing", "wis", 0, true, true),
  skill("fear", "wis", 0, true, true),
  skill("forceDefense", "con", 0, false, true),
  skill("forceGrip", "int", 0, true, true),
  skill("forceStealth", "con", 0, true, true),
  skill("friendship", "cha", 0, true, true),
  skill("healAnother", "wis", 0, true, true),
  skill("healSelf", "con", 0, false, true),
  skill("illusion", "cha", 0, true, true),
  skill("moveObject", "int", 0, true, true),
  skill("seeForce", "wis", 0, true, true),
  skill("telepathy", "wis", 0, true, true),
];

/** A skill of the list by key, or undefined. */
export function rcrSkill(key: string): RcrSkill | undefined {
  return RCR_SKILLS.find((entry) => entry.key === key);
}

/** What `rcrSkillBonus` takes. */
export interface RcrSkillInput {
  skill: RcrSkill;
  ranks: number;
  /** The key ability's modifier (ignored for a skill keyed to no ability). */
  abilityModifier: number;
  /** The worn armor's check penalty, 0 or less. */
  armorCheckPenalty?: number;
  /** Grappling (a Force skill takes −10). */
  grappling?: boolean;
  misc?: number;
  situational?: Situational;
}

/** A skill's modifier and whether the character may use it at all (a trained-only skill needs a rank). */
export interface RcrSkillBonus extends ComposedBonus {
  usable: boolean;
}

/**
 * An RCR skill check's modifier: ranks + the key ability's modifier + the armor check penalty where the skill
 * takes it (twice for Swim) + other (RCR core, not in the texts), and −10 on a Force skill while grappling
 * (rcr-combat.txt › Other Grappling Options › Use the Force). Parts `ranks`, `ability`, `armorCheck`, `grappling`, `misc`, situational ones.
 */
export function rcrSkillBonus(input: RcrSkillInput): RcrSkillBonus {
  const { skill: entry } = input;
  const candidates: BonusPart[] = [
    { label: "ranks", value: input.ranks },
    { label: "ability", value: entry.ability === "none" ? 0 : input.abilityModifier },
    { label: "armorCheck", value: entry.armorCheck * Math.min(0, input.armorCheckPenalty ?? 0) },
    { label: "grappling", value: entry.force && input.grappling ? GRAPPLE_FORCE_PENALTY : 0 },
    { label: "misc", value: input.misc ?? 0 },
  ];
  const parts = candidates.filter((part) => part.value !== 0);
  const bonus = compose(parts, input.situational);
  return { ...bonus, usable: !entry.trainedOnly || input.ranks > 0 };
}

/**
 * Tumbling (rcr-combat.txt › Passing Through names it, the Tumble skill gives it; RCR core, not in the
 * texts): a Tumble check of 15 moves through threatened squares at half speed without provoking attacks of
 * opportunity, 25 through an enemy's square. Not certain: the two DCs (those players know from the d20 core).
 */
export const TUMBLE_DC = { threatened: 15, throughEnemy: 25 } as const;

/** Whether a Tumble total makes the move (a trained-only skill: no ranks, no tumbling). */
export function tumbles(total: number, through: keyof typeof TUMBLE_DC, ranks: number): boolean {
  return ranks > 0 && total >= TUMBLE_DC[through];
}
