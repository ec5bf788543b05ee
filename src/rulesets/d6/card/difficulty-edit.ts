import { d6 } from "../../../rules/index.ts";
import type { D6AttackCard, D6CardTarget } from "./card-data.ts";

/**
 * The GM's own difficulty number for a shot (the text leaves the number within a level to him: Moderate 12,
 * 13 or 14), applied to a card before its damage is rolled: the engine resolves the stored roll again with
 * the stored full reaction, cover and called-shot dice. Pure.
 */

/** The highest number the GM may type (a Heroic difficulty with every die of cover still fits). */
export const MAX_DIFFICULTY = 999;

/** A typed difficulty number: a whole number from 0 to MAX_DIFFICULTY; null otherwise. */
export function parseDifficulty(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_DIFFICULTY ? value : null;
}

/** The target resolved again against the GM's number. */
function reresolved(target: D6CardTarget, total: number, kind: d6.AttackKind, base: number): D6CardTarget {
  const reaction = target.modifiers.find((part) => part.label === "fullReaction");
  const difficulty = d6.attackDifficulty({
    difficulty: base,
    attack: kind,
    fullReaction: reaction?.skill ? { skill: reaction.skill, total: reaction.value } : null,
    modifiers: target.modifiers.filter((part) => part !== reaction).map((part) => part.value),
  });
  const resolved = d6.resolveAttack({
    total,
    difficulty,
    protectionCover: target.protection?.rolled.total ?? 0,
  });
  return {
    ...target,
    base,
    difficulty,
    needed: resolved.difficulty,
    outcome: resolved.outcome,
    hit: resolved.hit,
    lands: resolved.outcome !== "miss",
  };
}

/** The card with attack `attackIndex` against `base`; null when its damage is rolled or it has no target. */
export function withBaseDifficulty(
  card: D6AttackCard,
  attackIndex: number,
  base: number,
): D6AttackCard | null {
  const attack = card.attacks[attackIndex];
  if (!attack || attack.damage || !attack.targets.length) return null;
  const targets = attack.targets.map((target) => reresolved(target, attack.total, card.kind, base));
  return {
    ...card,
    attacks: card.attacks.map((entry) => (entry === attack ? { ...entry, targets } : entry)),
  };
}
