/**
 * A plain d20 check from a sheet, whatever the ruleset (ability check, saving throw, an Initiative check
 * outside a fight): 1d20 + the modifier the derived data already holds, posted to chat through core `Roll`
 * so dice modules see it.
 */
export interface CheckRequest {
  /** The chat flavor line, already localized ("Dexterity check"). */
  flavor: string;
  /** The total modifier, read from derived data. */
  modifier: number;
}

/** The formula of a check: the modifier stays a roll-data term so the chat card shows it. */
export const CHECK_FORMULA = "1d20 + @modifier";

export async function rollCheck(actor: Actor.Implementation, request: CheckRequest): Promise<void> {
  const roll = new Roll(CHECK_FORMULA, { modifier: request.modifier });
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: request.flavor });
}
