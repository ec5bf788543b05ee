import { collectedRolls } from "../../../dice/collected-rolls.ts";
import { withModifier } from "../../../rules/index.ts";
import { AttackRoll } from "../dice/attack-roll.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import type { GrenadeDice } from "./grenade-throw.ts";

/** A throw's dice as core Rolls (dice modules see them), collected for the chat message in the order rolled. */
export function grenadeRollDice(damageType: string, rollData: Record<string, unknown>) {
  const { rolls, evaluate, natural } = collectedRolls();
  const dice: GrenadeDice = {
    attack: (bonus) =>
      // Thrown at a square, not at a creature: nothing it could threaten, so no confirmation (against: []).
      natural(AttackRoll.forBonus(bonus, { purpose: "attack", attackIndex: 0, targets: [], against: [] })),
    deviation: async () => ({ d3: await natural(new Roll("1d3")), d8: await natural(new Roll("1d8")) }),
    damage: async (formula) => {
      const roll = await evaluate(new DamageRoll(formula, rollData, { attackIndex: 0, damageType }));
      return { formula: roll.formula, total: roll.total ?? 0, rollIndex: rolls.length - 1 };
    },
    reflex: ({ bonus }) => natural(new Roll(withModifier("1d20", bonus))),
  };
  return { dice, rolls };
}
