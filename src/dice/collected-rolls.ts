/**
 * Dice rolled as core Rolls (so Dice So Nice and other dice modules see them), collected in the order rolled
 * for the chat message that will carry them: every ruleset's attack flow rolls through one of these.
 */

/** The first die's kept result (rerolled or dropped results are skipped). */
export function naturalOf(roll: Roll.Any): number | undefined {
  return roll.dice[0]?.results.find((result) => result.active && !result.discarded)?.result;
}

export function collectedRolls() {
  const rolls: Roll.Any[] = [];
  /** Evaluates the roll and keeps it. */
  const evaluate = async <R extends Roll.Any>(roll: R): Promise<R> => {
    await roll.evaluate();
    rolls.push(roll);
    return roll;
  };
  /** Evaluates and keeps the roll; its first die's natural result. */
  const natural = async (roll: Roll.Any): Promise<number> => {
    const result = naturalOf(await evaluate(roll));
    if (result === undefined) throw new Error("The roll has no die result");
    return result;
  };
  return { rolls, evaluate, natural };
}
