// Encounter simulator throughput (issues 20 and 33 aim for ≥ 20,000 4-vs-4 fights per second on one core, in
// each ruleset), beside the cost of the engine calls every RCR attack makes: one resolveAttack + one applyDamage.
// The scaling over cores: node bench/simulate-scaling.mjs.
// Run: npx vitest bench --run --project bench bench/simulate.bench.ts
import { bench, describe } from "vitest";
import { applyDamage, type Health, resolveAttack } from "../src/rules/index.ts";
import { d6Ruleset } from "../src/simulate/d6/d6-ruleset.ts";
import { Random, rcrRuleset, simulate } from "../src/simulate/index.ts";
import { sagaRuleset } from "../src/simulate/saga/saga-ruleset.ts";
import { d6FourVersusFour, rcrFourVersusFour, sagaFourVersusFour } from "./simulate-encounters.ts";

const FIGHTS = 1000;
const prepared = rcrRuleset.prepare(rcrFourVersusFour);
const sagaPrepared = sagaRuleset.prepare(sagaFourVersusFour);
const d6Prepared = d6Ruleset.prepare(d6FourVersusFour);
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
    "4-vs-4 Saga fight ×1000 (troopers vs Jedi)",
    () => {
      for (let k = 0; k < FIGHTS; k++) {
        sagaRuleset.fight(sagaPrepared, random, outcome);
        sink += outcome.rounds;
      }
    },
    options,
  );

  bench(
    "4-vs-4 D6 fight ×1000 (troopers vs smugglers)",
    () => {
      for (let k = 0; k < FIGHTS; k++) {
        d6Ruleset.fight(d6Prepared, random, outcome);
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
      sink += simulate(rcrRuleset, rcrFourVersusFour, { fights: FIGHTS, seed: 7 }).rounds.mean;
    },
    options,
  );
});
