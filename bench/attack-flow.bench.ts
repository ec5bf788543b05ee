import { bench, describe } from "vitest";
import { runAttack } from "../src/rulesets/rcr/attack/attack-pipeline.ts";
import { attacker, blaster, choices, scriptedDice, target } from "../tests/foundry/rolls/attack-fixtures.ts";

// Run: npx vitest bench --run --project bench bench/attack-flow.bench.ts
// Measured (Node 20, shared 2-core box): ≈5,400 full attacks/s, median ≈0.1 ms, mean ≈0.18 ms.
// One full attack of four attacks (BAB +16) against three targets, from the dialog's choices to the
// card data, through the engine path; the dice are a fixed cycle so threats, confirmations and
// concealment rolls all occur.
const naturals = [20, 14, 19, 3, 11, 17, 8, 20, 1, 12];
const concealed = target("c", { distance: 2 });
const request = {
  attacker: attacker({ bab: 16 }),
  weapon: blaster({ threatRange: 19 }),
  offHand: null,
  choices: choices({
    mode: "full",
    targets: { [concealed.tokenUuid]: { cover: "quarter", concealment: "half", intoMelee: true } },
  }),
  targets: [target("a", { distance: 12 }), target("b", { losesDexBonus: true }), concealed],
};

let cursor = 0;
function cycle(count: number): number[] {
  return Array.from({ length: count }, () => naturals[cursor++ % naturals.length] as number);
}

describe("attack flow (engine path)", () => {
  bench("full attack: 4 attacks × 3 targets → card data", async () => {
    await runAttack(
      request,
      scriptedDice(
        cycle(8),
        cycle(12).map((n) => n * 5),
      ),
    );
  });
});
