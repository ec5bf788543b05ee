import { collectedRolls } from "../../../dice/collected-rolls.ts";
import { AttackRoll } from "../dice/attack-roll.ts";
import type { AttackDice } from "./attack-pipeline.ts";

/** The attack pipeline's dice as core Rolls, collected for the chat message (src/dice/collected-rolls.ts). */
export function coreRollDice(targets: string[]): { dice: AttackDice; rolls: Roll.Any[] } {
  const { rolls, natural } = collectedRolls();
  const dice: AttackDice = {
    attack: ({ index, bonus, threatRange }) =>
      natural(AttackRoll.forBonus(bonus, { purpose: "attack", attackIndex: index, threatRange, targets })),
    confirm: ({ index, bonus }) =>
      natural(AttackRoll.forBonus(bonus, { purpose: "confirm", attackIndex: index, targets })),
    missChance: () => natural(new Roll("1d100")),
  };
  return { dice, rolls };
}
