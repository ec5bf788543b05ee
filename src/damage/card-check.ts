import { formulaTotal, parseDiceFormula } from "../rules/index.ts";

/**
 * What every ruleset's check of a player's card needs (the GM's client, before it applies the card's damage:
 * see src/rulesets/rcr/damage/verify-card.ts): the documents the card names, and whether a stored roll is
 * the formula the documents give, with the total its own dice make.
 */

/** The actor at a uuid (the world's Actor class is the system's, as every document's). */
export async function actorAt(uuid: string): Promise<Actor.Implementation | null> {
  const actor: unknown = await fromUuid(uuid as `Actor.${string}`);
  return actor instanceof Actor ? (actor as Actor.Implementation) : null;
}

/** The token at a uuid. */
export async function tokenAt(uuid: string): Promise<TokenDocument.Implementation | null> {
  // fromUuid's parameter type lists the document prefixes; ours come from token documents.
  const token: unknown = await fromUuid(uuid as `Scene.${string}`);
  return token instanceof TokenDocument ? token : null;
}

/**
 * What is wrong with a stored roll: not `formula` (the formula the documents give, its roll data resolved
 * by core as the roll's own), or a total its own dice do not make (engine: `formulaTotal`); null when sound.
 */
export function rollDifference(roll: Roll.Any, formula: string): string | null {
  if (roll.formula !== formula) return `damage formula ${roll.formula}, worked out ${formula}`;
  const parsed = parseDiceFormula(roll.formula, { allowReferences: false });
  const rolled = roll.dice.map((die) =>
    die.results.filter((result) => result.active !== false).map((result) => result.result),
  );
  const total = parsed.ok ? formulaTotal(parsed.node, rolled) : null;
  return total === roll.total ? null : `damage total ${roll.total}, its dice make ${total ?? "nothing"}`;
}
