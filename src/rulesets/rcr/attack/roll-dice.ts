import { AttackRoll, naturalOf } from "../dice/attack-roll.ts";
import type { AttackDice } from "./attack-pipeline.ts";

/**
 * The attack pipeline's dice as core Rolls (so Dice So Nice and other dice modules see them): each
 * roll is evaluated and collected for the chat message, in the order rolled.
 */
export function coreRollDice(targets: string[]): { dice: AttackDice; rolls: Roll.Any[] } {
  const rolls: Roll.Any[] = [];
  const natural = async (roll: AttackRoll): Promise<number> => {
    await roll.evaluate();
    rolls.push(roll);
    const result = naturalOf(roll);
    if (result === undefined) throw new Error("The attack roll has no d20 result");
    return result;
  };
  const dice: AttackDice = {
    attack: ({ index, bonus, threatRange }) =>
      natural(AttackRoll.forBonus(bonus, { purpose: "attack", attackIndex: index, threatRange, targets })),
    confirm: ({ index, bonus }) =>
      natural(AttackRoll.forBonus(bonus, { purpose: "confirm", attackIndex: index, targets })),
    missChance: async () => {
      const roll = await new Roll("1d100").evaluate();
      rolls.push(roll);
      return roll.total;
    },
  };
  return { dice, rolls };
}
