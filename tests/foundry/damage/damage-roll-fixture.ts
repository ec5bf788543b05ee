// The card fixture's damage roll, apart from card-fixture.ts: the DamageRoll module reads the data models (for
// routeTo on an actor), which the browser tests that render the card fixture do not load.
import { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";

/** An evaluated DamageRoll of `total` (the card's damage roll: the card fixture's is 9). */
export async function damageRollOf(total: number, options: object = {}): Promise<DamageRoll> {
  const roll = new DamageRoll(String(total), {}, options);
  await roll.evaluate();
  return roll;
}
