import { collectedRolls } from "../../../dice/collected-rolls.ts";
import { AttackRoll } from "../dice/attack-roll.ts";
import type { AttackDice } from "./attack-pipeline.ts";

/**
 * The attack pipeline's dice as core Rolls, collected for the chat message (src/dice/collected-rolls.ts): each
 * attack an AttackRoll, which rolls its own confirmation (carried inside it, shown to Dice So Nice with it).
 */
export function coreRollDice(): { dice: AttackDice; rolls: Roll.Any[] } {
  const { rolls, evaluate, natural } = collectedRolls();
  const dice: AttackDice = {
    attack: (bonus, options) => evaluate(AttackRoll.forBonus(bonus, options)),
    missChance: () => natural(new Roll("1d100")),
  };
  return { dice, rolls };
}
