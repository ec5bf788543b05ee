// Throughput of the Saga engine's two hottest paths: one area attack against 20 targets (a grenade or an
// autofire burst into a crowd) and one hit through the whole damage pipeline (shield, DR, temporary hit
// points, hit points, threshold, condition track).
// Run: npx vitest bench --run --project bench bench/saga-rules.bench.ts
import { bench, describe } from "vitest";
import { saga } from "../src/rules/index.ts";

// Precomputed inputs cycle through every branch (below 10, natural 20 and 1, hit and miss, cover,
// improved and total cover, Evasion; shield held, shield exceeded, no shield, DR bypassed, lightsaber,
// temporary hit points, dropped to 0, variant threshold multiples) so no single path is measured.
const N = 1024;
const covers: saga.SagaCoverDegree[] = ["none", "cover", "none", "improved", "none", "total"];
const crowds = Array.from({ length: 64 }, (_, c) =>
  Array.from(
    { length: 20 },
    (_, i): saga.AreaTarget => ({
      id: `t${i}`,
      reflex: 10 + ((c * 7 + i * 3) % 16),
      cover: covers[(c + i) % covers.length]!,
      evasion: (c + i) % 7 === 0,
    }),
  ),
);
const areaRolls = Array.from({ length: N }, (_, i) => ({
  d20: (i % 20) + 1,
  attackBonus: (i * 7) % 11,
  damage: 5 + ((i * 13) % 30),
  targets: crowds[i & 63]!,
}));

const targets: saga.SagaHealth[] = Array.from({ length: N }, (_, i) => ({
  hitPoints: 5 + ((i * 11) % 60),
  maxHitPoints: 70,
  temporaryHitPoints: i % 4 === 0 ? (i * 3) % 12 : 0,
  damageThreshold: 10 + (i % 12),
  condition: i % 4,
  damageReduction: i % 3 === 0 ? [{ amount: 2 }, { amount: 5, bypassedBy: ["energy"] }] : [],
  shieldRating: i % 5 === 0 ? 5 + (i % 15) : 0,
  kind: i % 5 === 0 ? "droid" : "creature",
}));
const hits: saga.SagaHit[] = Array.from({ length: N }, (_, i) => ({
  amount: (i * 17) % 45,
  types: i % 2 === 0 ? ["energy"] : ["slashing"],
  lightsaber: i % 9 === 0,
  critical: i % 10 === 0,
}));
const optionSets: saga.SagaOptions[] = [
  {},
  { variantShieldDamage: true, variantDamageThreshold: true, variantConditionTrack: true },
];

const BATCH = 1000;
let sink = 0;
// Keeps the results observable so the calls cannot be optimized away.
const options = {
  teardown() {
    if (sink === Number.MIN_SAFE_INTEGER) console.log(sink);
  },
};

describe("saga rules throughput (1000 calls per iteration: ops/s × 1000 = calls/s)", () => {
  bench(
    "resolveAreaAttack, 20 targets ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const r = saga.resolveAreaAttack(areaRolls[k & (N - 1)]!);
        sink += r.results[19]!.damage;
      }
    },
    options,
  );

  bench(
    "applyDamage (full pipeline) ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const r = saga.applyDamage(targets[k & (N - 1)]!, hits[(k * 7) & (N - 1)]!, optionSets[k & 1]);
        sink += r.condition;
      }
    },
    options,
  );
});
