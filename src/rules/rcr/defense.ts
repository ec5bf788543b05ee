import { sumParts } from "./compose.ts";
import { sizeModifier } from "./size.ts";
import type { BonusPart, ComposedBonus, Size } from "./types.ts";

/** What `defense` takes (shared/RULES-API.md › Defense). */
export interface DefenseInput {
  classBonus: number;
  dexModifier: number;
  size: Size;
  /** From armor; null/undefined = no cap. Caps a bonus only, never a penalty. */
  maxDexBonus?: number | null;
  /** Stack with each other (including the Dodge feat's +1); lost with the Dex bonus. */
  dodgeBonuses?: number[];
  /** Cover and any other bonus or penalty. */
  otherBonuses?: number;
  /** Flat-footed, running, climbing, stunned...: no positive Dex, no dodge (a Dex penalty stays). */
  loseDexBonus?: boolean;
  /** Touch attack: no class bonus. */
  touch?: boolean;
  /** Helpless: Dexterity treated as 0, modifier -5; no dodge bonuses. */
  helpless?: boolean;
}

/** `DefenseInput` with its dodge and other bonuses labelled, for a breakdown a sheet can show. */
export interface DefenseBreakdownInput extends Omit<DefenseInput, "dodgeBonuses" | "otherBonuses"> {
  /** Dodge bonuses (stack; lost with the Dex bonus). */
  dodgeParts?: readonly BonusPart[];
  /** Cover and any other bonus or penalty. */
  otherParts?: readonly BonusPart[];
}

/**
 * 10 + class bonus + Dex modifier + size modifier (+ dodge and other bonuses), as labelled parts:
 * "base", "class", "dexterity", "size", then the dodge parts (when the Dex bonus is kept) and the others.
 * rcr-combat.txt › Defense: Class Bonus, Dexterity Modifier, Size Modifier, Dodge Bonuses, Touch Attacks;
 * rcr-combat.txt › Helpless Defenders › Regular Attack (Dex modifier -5).
 */
export function defenseBreakdown(input: DefenseBreakdownInput): ComposedBonus {
  let dex = input.helpless ? -5 : input.dexModifier;
  const cap = input.maxDexBonus;
  if (cap !== null && cap !== undefined && dex > cap) dex = cap > 0 ? cap : 0;
  const noDex = input.loseDexBonus || input.helpless;
  if (noDex && dex > 0) dex = 0;
  const parts: BonusPart[] = [
    { label: "base", value: 10 },
    { label: "class", value: input.touch ? 0 : input.classBonus },
    { label: "dexterity", value: dex },
    { label: "size", value: sizeModifier(input.size) },
  ];
  if (!noDex && input.dodgeParts) parts.push(...input.dodgeParts);
  if (input.otherParts) parts.push(...input.otherParts);
  return { total: sumParts(parts), parts };
}

/** Defense as one number (shared/RULES-API.md › Defense); see `defenseBreakdown` for the parts. */
export function defense(input: DefenseInput): number {
  const dodgeParts = input.dodgeBonuses?.map((value) => ({ label: "dodge", value }));
  const otherParts = input.otherBonuses ? [{ label: "other", value: input.otherBonuses }] : undefined;
  return defenseBreakdown({ ...input, dodgeParts, otherParts }).total;
}

/** The Dodge feat's dodge bonus against the one designated opponent. rcr-combat.txt › Dodge Feat. */
export const DODGE_FEAT_BONUS = 1;

/**
 * The Dodge feat: +1 dodge bonus against the one opponent designated, none against anyone else.
 * rcr-combat.txt › Dodge Feat. Add the result to `dodgeBonuses`.
 */
export function dodgeFeatBonus(designatedOpponent: string | null | undefined, attacker: string): number {
  return designatedOpponent != null && designatedOpponent === attacker ? DODGE_FEAT_BONUS : 0;
}

/**
 * Situations the text names in which a defender loses the Dexterity (and dodge) bonus to Defense:
 * rcr-combat.txt › Combat Sequence and Flat-Footed (flatFooted), Unaware Combatants (unaware),
 * Dexterity Modifier (hanging from a cliff face), Favorable and Unfavorable Conditions notes b and c
 * (stunned, cowering, offBalance, climbing, running, grappling against an attacker outside the grapple,
 * pinned, attackerConcealed), Helpless Defenders (helpless).
 */
export const DEX_LOSS_SITUATIONS = [
  "flatFooted",
  "unaware",
  "hanging",
  "stunned",
  "cowering",
  "offBalance",
  "climbing",
  "running",
  "grappling",
  "pinned",
  "attackerConcealed",
  "helpless",
] as const;

export type DexLossSituation = (typeof DEX_LOSS_SITUATIONS)[number];

const DEX_LOSS = new Set<string>(DEX_LOSS_SITUATIONS);

/** True when any of the given situation keys (e.g. status ids) denies the Dex bonus; unknown keys are ignored. */
export function losesDexBonus(situations: Iterable<string>): boolean {
  for (const situation of situations) if (DEX_LOSS.has(situation)) return true;
  return false;
}

/**
 * Attack bonus against a helpless defender: melee +4, ranged nothing.
 * rcr-combat.txt › Helpless Defenders › Regular Attack.
 */
export function helplessAttackBonus(kind: "melee" | "ranged"): number {
  return kind === "melee" ? 4 : 0;
}
