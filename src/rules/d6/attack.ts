import { type AttackKind, type ReactionSkill, reactionCovers } from "./full-reaction.ts";

/**
 * The number an attack must reach: the GM's difficulty number, plus the target's full reaction total when
 * its skill answers this kind of attack, plus every rolled or flat modifier (cover and called-shot dice as
 * rolled, +5..+10 for an unseen grenade target point, +10 for a heavily damaged weapon).
 * d6-combat.txt › Full Reaction; Called Shots; Cover Modifiers; Grenades and Thermal Detonators.
 */
export function attackDifficulty(input: {
  difficulty: number;
  attack?: AttackKind;
  fullReaction?: { skill: ReactionSkill; total: number } | null;
  modifiers?: readonly number[];
}): number {
  let difficulty = input.difficulty;
  const reaction = input.fullReaction;
  if (reaction && reactionCovers(reaction.skill, input.attack ?? "ranged")) difficulty += reaction.total;
  for (const modifier of input.modifiers ?? []) difficulty += modifier;
  return difficulty;
}

/** Where an attack roll lands: on the target, on the sturdy object he hides behind, or nowhere. */
export interface AttackResolution {
  outcome: "hit" | "cover" | "miss";
  hit: boolean;
  /** The basic difficulty plus the protecting cover's roll: what a direct hit needs. */
  difficulty: number;
}

/**
 * Resolves an attack roll. Reaching a number means equal or higher. A roll that reaches the basic difficulty
 * but not the protecting cover's added roll hits the protection instead.
 * d6-combat.txt › Cover Modifiers 2 (sturdy objects), the garbage-bins example.
 */
export function resolveAttack(input: {
  total: number;
  difficulty: number;
  protectionCover?: number;
}): AttackResolution {
  const difficulty = input.difficulty + (input.protectionCover ?? 0);
  if (input.total >= difficulty) return { outcome: "hit", hit: true, difficulty };
  const outcome = input.total >= input.difficulty ? "cover" : "miss";
  return { outcome, hit: false, difficulty };
}
