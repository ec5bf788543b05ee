// Throughput of one vehicle exchange per ruleset (issue 36): RCR attack bonus + Defense + resolveAttack +
// applyDamage; Saga attack bonus + Reflex + resolveAttack + vehicleDamage; D6 gunnery dice + attack
// difficulty + vehicleDamage. The engines never roll, so every roll is precomputed.
// Run: npx vitest bench --run --project bench bench/vehicles-rules.bench.ts
import { bench, describe } from "vitest";
import { d6, resolveAttack, saga, vehicles } from "../src/rules/index.ts";

const N = 1024;
const BATCH = 1000;
let sink = 0;
const options = {
  teardown() {
    if (sink === Number.MIN_SAFE_INTEGER) console.log(sink);
  },
};
const rolls = Array.from({ length: N }, (_, i) => ({ d20: 1 + ((i * 7) % 20), damage: 5 + ((i * 13) % 40) }));

const rcrFighter: vehicles.Vehicle = {
  size: "huge",
  maneuver: -2,
  hitPoints: 30,
  maxHitPoints: 30,
  damageReduction: 10,
  speed: "highway",
  crew: [
    {
      role: "pilot",
      operator: { rangedAttackBonus: 6, classDefenseBonus: 3, dexModifier: 3, pilotCheck: 10, pilotRanks: 8 },
    },
    { role: "gunner", operator: null, crewQuality: "ace" },
  ],
};
const sagaFighter: saga.SagaVehicle = {
  kind: "starfighter",
  size: "huge",
  strModifier: 8,
  dexModifier: 5,
  intModifier: 3,
  armorBonus: 5,
  hitPoints: 120,
  maxHitPoints: 120,
  damageReduction: 10,
  shieldRating: 15,
  crew: [
    { role: "pilot", operator: { heroicLevel: 6, baseAttackBonus: 6, pilot: 12, trainedInPilot: true } },
  ],
};
const d6Fighter: d6.Vehicle = {
  scale: 12,
  move: 8,
  maneuverability: { dice: 3, pips: 0 },
  toughness: { dice: 4, pips: 0 },
  shields: { setting: { forward: { dice: 1, pips: 0 } } },
  crew: [{ role: "pilot", operator: { piloting: { dice: 5, pips: 1 }, gunnery: { dice: 5, pips: 2 } } }],
};

describe("vehicle engines", () => {
  bench(
    "RCR attack bonus + Defense + resolveAttack + applyDamage ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const roll = rolls[k & (N - 1)]!;
        const bonus = vehicles.attackBonus({ vehicle: rcrFighter, station: 1 });
        const defense = vehicles.defense(rcrFighter).total;
        const hit = resolveAttack({ d20: roll.d20, attackBonus: bonus.ok ? bonus.total : 0, defense });
        if (hit.hit) sink += vehicles.applyDamage(rcrFighter, { amount: roll.damage }).hitPoints;
      }
    },
    options,
  );

  bench(
    "Saga attack bonus + Reflex + resolveAttack + vehicleDamage ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const roll = rolls[k & (N - 1)]!;
        const bonus = saga.vehicleAttackBonus({ vehicle: sagaFighter, station: 0 });
        const reflex = saga.vehicleDefenses(sagaFighter).reflex;
        const hit = saga.resolveAttack({
          d20: roll.d20,
          attackBonus: bonus.ok ? bonus.total : 0,
          defense: reflex,
        });
        if (hit.hit) sink += saga.vehicleDamage(sagaFighter, { amount: roll.damage }).hitPoints;
      }
    },
    options,
  );

  bench(
    "D6 gunnery dice + attack difficulty + vehicleDamage ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const roll = rolls[k & (N - 1)]!;
        sink += d6.vehicleGunneryDice({ vehicle: d6Fighter, station: 0 })?.dice ?? 0;
        const target = d6.vehicleAttackDifficulty({
          attackerScale: 12,
          defenderScale: 12,
          dodge: { total: roll.d20 },
        });
        const outcome = d6.vehicleDamage(d6Fighter, {
          damageTotal: roll.damage,
          resistTotal: 15,
          arc: "forward",
        });
        sink += target.difficulty + outcome.difference;
      }
    },
    options,
  );
});
