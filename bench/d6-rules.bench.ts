// Throughput of a full D6 attack resolution: difficulty (range number, full reaction, cover dice) →
// hit / protection / miss → damage through protection → resistance dice with armor → applyDamage →
// armor damage → injury effects. The engine never rolls, so every roll is precomputed.
// Run: npx vitest bench --run --project bench bench/d6-rules.bench.ts
import { bench, describe } from "vitest";
import { d6 } from "../src/rules/index.ts";

type Health = d6.Health;
type Armor = d6.Armor;

// Precomputed inputs cycle through every branch (miss, hit on the protection, direct hit; no effect,
// stun, each wound level, stun weapon, killed targets; intact and damaged armor; hit location on and off).
const N = 1024;
const SKILLS = ["dodge", "meleeParry", "brawlingParry", "lightsaber"] as const;
const LEVELS = ["healthy", "wounded", "woundedTwice", "incapacitated", "mortallyWounded", "killed"] as const;
const CONDITIONS = ["intact", "lightlyDamaged", "heavilyDamaged", "severelyDamaged", "destroyed"] as const;
const LOCATIONS = ["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"] as const;

const attacks = Array.from({ length: N }, (_, i) => ({
  difficulty: 8 + (i % 8),
  attack: i % 5 === 0 ? ("melee" as const) : ("ranged" as const),
  fullReaction: i % 3 === 0 ? { skill: SKILLS[i % 4]!, total: 5 + (i % 20) } : null,
  modifiers: i % 2 === 0 ? [(i * 7) % 12] : [],
  total: 4 + ((i * 13) % 40),
  protectionCover: i % 4 === 0 ? 3 + (i % 9) : 0,
  protectionTotal: 4 + ((i * 5) % 14),
  damageTotal: 6 + ((i * 11) % 30),
  resistTotal: 5 + ((i * 7) % 20),
  stun: i % 9 === 0,
  location: LOCATIONS[i % 6]!,
}));
const targets: Health[] = Array.from({ length: N }, (_, i) => ({
  wound: LEVELS[i % 6]!,
  strengthDice: 2 + (i % 3),
  stuns: i % 3,
  stunRounds: i % 3,
}));
const armors: Armor[] = Array.from({ length: N }, (_, i) => ({
  physical: { dice: 2, pips: 0 },
  energy: { dice: 1, pips: i % 3 },
  covers: i % 2 === 0 ? ["head", "torso"] : undefined,
  condition: CONDITIONS[i % 5]!,
  dexterityPenalty: { dice: -1, pips: 0 },
}));
const weapon = { dice: 5, pips: 0 };
const strength = { dice: 3, pips: 1 };

const BATCH = 1000;
let sink = 0;
// Keeps the results observable so the calls cannot be optimized away.
const options = {
  teardown() {
    if (sink === Number.MIN_SAFE_INTEGER) console.log(sink);
  },
};

/** One attack against one target, from the difficulty to the injury effects. */
// The totals are stand-ins: each die lost through protection takes 3 off the precomputed damage roll.
function resolve(k: number): number {
  const a = attacks[k & (N - 1)]!;
  const target = targets[(k * 7) & (N - 1)]!;
  const armor = armors[(k * 3) & (N - 1)]!;
  const difficulty = d6.attackDifficulty(a);
  const shot = d6.resolveAttack({ total: a.total, difficulty, protectionCover: a.protectionCover });
  if (shot.outcome === "miss") return 0;
  let damage: d6.DiceCode | null = weapon;
  if (shot.outcome === "cover") {
    damage = d6.damageProtection({
      weaponDamage: weapon,
      damageTotal: a.damageTotal,
      bodyStrengthTotal: a.protectionTotal,
    }).targetDamage;
    if (!damage) return 1;
  }
  const hitLocation = (k & 1) === 0;
  const resist = d6.resistanceDice(
    { strength, armor, damageType: "energy", location: a.location },
    { hitLocation, severeInjuries: true },
  );
  const outcome = d6.applyDamage(
    target,
    {
      damageTotal: a.damageTotal - (weapon.dice - damage.dice) * 3,
      resistTotal: a.resistTotal + resist.dice,
      stun: a.stun,
    },
    { hitLocation, severeInjuries: true },
  );
  const condition = d6.damageArmor(armor.condition ?? "intact", outcome.result);
  const effects = d6.injuryEffects(outcome.health);
  return effects.penalty.dice + condition.length + (outcome.killed ? 1 : 0);
}

describe("D6 rules throughput (1000 calls per iteration: ops/s × 1000 = calls/s)", () => {
  bench(
    "attack → damage → injury ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) sink += resolve(k);
    },
    options,
  );

  bench(
    "applyDamage ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const a = attacks[k & (N - 1)]!;
        sink += d6.applyDamage(targets[(k * 7) & (N - 1)]!, a).difference;
      }
    },
    options,
  );

  bench(
    "parseDiceCode + formatDiceCode ×1000",
    () => {
      for (let k = 0; k < BATCH; k++) {
        const code = d6.parseDiceCode(k & 1 ? "4D+2" : "STR+1D-1".slice(4));
        sink += code ? d6.formatDiceCode(code).length : 0;
      }
    },
    options,
  );
});
