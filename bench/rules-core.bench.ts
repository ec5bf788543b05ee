// Throughput of the engine core's two hottest calls (issue 3 aims for ≥ 2 million of each per second).
// Run: npx vitest bench --run bench/rules-core.bench.ts
import { bench, describe } from "vitest";
import { applyDamage, type Health, resolveAttack } from "../src/rules/index.ts";

// Precomputed inputs cycle through every branch (miss, hit, threat, confirmed critical; vitality only,
// overflow through DR, critical to wounds, ordinary critical, pulled blow) so no single path is measured.
const N = 1024;
const attacks = Array.from({ length: N }, (_, i) => ({
  d20: (i % 20) + 1,
  attackBonus: (i * 7) % 13,
  defense: 10 + ((i * 3) % 15),
  threatRange: i % 3 === 0 ? 19 : 20,
  confirmD20: ((i * 11) % 20) + 1,
}));
const targets: Health[] = Array.from({ length: N }, (_, i) => ({
  vitality: (i * 5) % 40,
  wounds: 14 - (i % 20),
  woundsMax: 14,
  heroic: i % 4 !== 0,
  damageReduction: i % 3,
  woundsLostThisRound: i % 5,
}));
const hits = Array.from({ length: N }, (_, i) => ({
  amount: (i * 13) % 30,
  critical: i % 10 === 0,
  vitalityOnly: i % 17 === 0,
  ignoreDamageReduction: i % 23 === 0,
}));

const BATCH = 1000;
let sink = 0;
// Keeps the results observable so the calls cannot be optimized away.
const options = {
  teardown() {
    if (sink === Number.MIN_SAFE_INTEGER) console.log(sink);
  },
};

describe("rules core throughput (1000 calls per iteration: ops/s × 1000 = calls/s)", () => {
  bench(
    "resolveAttack ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const r = resolveAttack(attacks[k & (N - 1)]!);
        if (r.critical) sink++;
      }
    },
    options,
  );

  bench(
    "applyDamage ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const r = applyDamage(targets[k & (N - 1)]!, hits[(k * 7) & (N - 1)]!);
        sink += r.woundsLost;
      }
    },
    options,
  );
});
