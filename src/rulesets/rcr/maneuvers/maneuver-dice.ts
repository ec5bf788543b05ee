import { rollDifference } from "../../../damage/card-check.ts";
import { collectedRolls, naturalOf } from "../../../dice/collected-rolls.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import type { ManeuverDice } from "./maneuver-types.ts";

/**
 * A special attack's dice. In play they are core Rolls (so dice modules see them), collected for the card's
 * message: each d20 a `1d20` Roll, damage a DamageRoll with the attacker's roll data. When the GM's client
 * checks a player's card, the same resolver reads them back from the message in the order they were rolled.
 */

export function coreManeuverDice(rollData: Record<string, unknown>): {
  dice: ManeuverDice;
  rolls: Roll.Any[];
} {
  const { rolls, evaluate, natural } = collectedRolls();
  return {
    rolls,
    dice: {
      d20: () => natural(new Roll("1d20")),
      async damage(formula) {
        const roll = await evaluate(new DamageRoll(formula, rollData));
        return { total: roll.total ?? 0, rollIndex: rolls.length - 1 };
      },
    },
  };
}

/** The message's dice did not give what the card's resolver asked for next. */
export class ReplayError extends Error {}

/**
 * The message's rolls as the resolver asks for them again: a d20 must be a one-die d20 roll, damage a
 * DamageRoll of the formula asked (with the attacker's roll data), whose total is what its own dice make.
 */
export function replayDice(rolls: readonly unknown[], rollData: Record<string, unknown>): ManeuverDice {
  let at = 0;
  const next = (): unknown => {
    if (at >= rolls.length) throw new ReplayError("no roll left");
    return rolls[at++];
  };
  return {
    async d20() {
      const roll = next();
      const natural = roll instanceof Roll && roll.dice[0]?.faces === 20 ? naturalOf(roll) : undefined;
      if (natural === undefined || natural < 1 || natural > 20) throw new ReplayError("not a d20");
      return natural;
    },
    async damage(formula) {
      const index = at;
      const roll = next();
      if (!(roll instanceof DamageRoll)) throw new ReplayError("not a damage roll");
      const difference = rollDifference(roll, new DamageRoll(formula, rollData).formula);
      if (difference) throw new ReplayError(difference);
      return { total: roll.total ?? 0, rollIndex: index };
    },
  };
}
