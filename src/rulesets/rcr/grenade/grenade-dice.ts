import { withModifier } from "../../../rules/index.ts";
import { AttackRoll, naturalOf } from "../dice/attack-roll.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import type { GrenadeDice } from "./grenade-throw.ts";

/** A throw's dice as core Rolls (dice modules see them), collected for the chat message in the order rolled. */
export function grenadeRollDice(damageType: string, rollData: Record<string, unknown>) {
  const rolls: Roll.Any[] = [];
  const evaluate = async <R extends Roll.Any>(roll: R): Promise<R> => {
    await roll.evaluate();
    rolls.push(roll);
    return roll;
  };
  const natural = (roll: Roll.Any): number => {
    const result = naturalOf(roll);
    if (result === undefined) throw new Error("The roll has no die result");
    return result;
  };
  const dice: GrenadeDice = {
    attack: async (bonus) =>
      natural(await evaluate(AttackRoll.forBonus(bonus, { purpose: "attack", attackIndex: 0, targets: [] }))),
    deviation: async () => ({
      d3: natural(await evaluate(new Roll("1d3"))),
      d8: natural(await evaluate(new Roll("1d8"))),
    }),
    damage: async (formula) => {
      const roll = await evaluate(new DamageRoll(formula, rollData, { attackIndex: 0, damageType }));
      return { formula: roll.formula, total: roll.total ?? 0, rollIndex: rolls.length - 1 };
    },
    reflex: async ({ bonus }) => natural(await evaluate(new Roll(withModifier("1d20", bonus)))),
  };
  return { dice, rolls };
}
