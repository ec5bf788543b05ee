// Encounter simulator throughput (issues 20 and 33 aim for ≥ 20,000 4-vs-4 fights per second on one core, in
// each ruleset), beside the cost of the engine calls every RCR attack makes: one resolveAttack + one applyDamage.
// The scaling over cores: node bench/simulate-scaling.mjs.
// Run: npx vitest bench --run --project bench bench/simulate.bench.ts
import { bench, describe } from "vitest";
import { applyDamage, type Health, resolveAttack } from "../src/rules/index.ts";
import type { D6Combatant } from "../src/simulate/d6/d6-combatant.ts";
import { d6Ruleset } from "../src/simulate/d6/d6-ruleset.ts";
import { Random, rcrRuleset, simulate } from "../src/simulate/index.ts";
import { sagaRuleset } from "../src/simulate/saga/saga-ruleset.ts";
import { duelist, trooper, versus } from "../tests/simulate/fixtures.ts";
import { sagaJedi, sagaTrooper, sagaVersus } from "../tests/simulate/saga-fixtures.ts";

const FIGHTS = 1000;
const fourVersusFour = versus(
  [trooper("T1"), trooper("T2"), trooper("T3"), trooper("T4")],
  [duelist("D1"), duelist("D2"), duelist("D3"), duelist("D4")],
);
const prepared = rcrRuleset.prepare(fourVersusFour);
// Saga: four stormtroopers (rifles, autofire) against four 1st-level Jedi (lightsabers), 6 squares apart.
const sagaPrepared = sagaRuleset.prepare(
  sagaVersus(
    [sagaTrooper("T1"), sagaTrooper("T2"), sagaTrooper("T3"), sagaTrooper("T4")],
    [sagaJedi("J1"), sagaJedi("J2"), sagaJedi("J3"), sagaJedi("J4")],
    6,
  ),
);
// D6: four stormtroopers (blaster 4D in armor) against four smugglers (blaster 5D+1, dodge 4D+1), 20 m apart.
const code = (dice: number, pips = 0) => ({ dice, pips });
const d6Fighter = (name: string, skill: ReturnType<typeof code>, armored: boolean): D6Combatant => ({
  name,
  perception: code(2),
  strength: code(3),
  reactions: { dodge: code(4) },
  armor: armored ? { physical: code(2), energy: code(1) } : null,
  move: 10,
  weapons: [
    {
      name: "Blaster",
      kind: "ranged",
      skill,
      damage: { strength: false, dice: code(5) },
      damageType: "energy",
      ranges: { short: 30, medium: 100, long: 300 },
    },
  ],
});
const d6Prepared = d6Ruleset.prepare({
  distance: 20,
  sides: [
    { name: "Troopers", combatants: [1, 2, 3, 4].map((n) => d6Fighter(`T${n}`, code(4), true)) },
    { name: "Smugglers", combatants: [1, 2, 3, 4].map((n) => d6Fighter(`S${n}`, code(5, 1), false)) },
  ],
});
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
      sink += simulate(rcrRuleset, fourVersusFour, { fights: FIGHTS, seed: 7 }).rounds.mean;
    },
    options,
  );
});
