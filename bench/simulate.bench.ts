// Encounter simulator throughput (issue 20 aims for ≥ 20,000 4-vs-4 RCR fights per second on one core),
// beside the cost of the engine calls every attack of a fight makes: one resolveAttack + one applyDamage.
// Run: npx vitest bench --run --project bench bench/simulate.bench.ts
import { bench, describe } from "vitest";
import { applyDamage, type Health, resolveAttack } from "../src/rules/index.ts";
import { Random, rcrRuleset, simulate } from "../src/simulate/index.ts";
import { duelist, trooper, versus } from "../tests/simulate/fixtures.ts";

const FIGHTS = 1000;
const fourVersusFour = versus(
  [trooper("T1"), trooper("T2"), trooper("T3"), trooper("T4")],
  [duelist("D1"), duelist("D2"), duelist("D3"), duelist("D4")],
);
const prepared = rcrRuleset.prepare(fourVersusFour);
const outcome = { winner: -1, rounds: 0, dropped: new Uint8Array(8), dead: new Uint8Array(8) };
const random = new Random(20);

const N = 1024;
const dice = new Random(3);
const attacks = Array.from({ length: N }, () => ({
  d20: dice.d20(),
  attackBonus: 5,
  defense: 15,
  threatRange: 19,
  confirmD20: dice.d20(),
}));
const target: Health = { vitality: 12, wounds: 13, woundsMax: 13, heroic: true, damageReduction: 2 };
const amounts = Array.from({ length: N }, () => dice.die(8) + dice.die(8) + dice.die(8));

let sink = 0;
const options = {
  teardown() {
    if (sink === Number.MIN_SAFE_INTEGER) console.log(sink);
  },
};

describe("encounter odds (ops/s × 1000 = fights/s, or calls/s for the engine pair)", () => {
  bench(
    "4-vs-4 RCR fight ×1000 (troopers vs duelists)",
    () => {
      for (let k = 0; k < FIGHTS; k++) {
        rcrRuleset.fight(prepared, random, outcome);
        sink += outcome.rounds;
      }
    },
    options,
  );

  bench(
    "resolveAttack + applyDamage ×1000",
    () => {
      for (let k = 0; k < FIGHTS; k++) {
        const hit = resolveAttack(attacks[k & (N - 1)]!);
        if (hit.hit)
          sink += applyDamage(target, { amount: amounts[k & (N - 1)]!, critical: hit.critical }).woundsLost;
      }
    },
    options,
  );

  bench(
    "simulate() of the same encounter, 1000 fights, prepare included",
    () => {
      sink += simulate(rcrRuleset, fourVersusFour, { fights: FIGHTS, seed: 7 }).rounds.mean;
    },
    options,
  );
});
