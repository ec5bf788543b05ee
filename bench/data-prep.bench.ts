// Derived-data preparation for 1,000 actors with 5 items each (issue 5 aims for under 50 ms in total).
// Run: npx vitest bench --run bench/data-prep.bench.ts
// The actors are built once with the tests' Foundry fakes; each iteration re-runs what Foundry calls on a
// data refresh of every actor: each item's prepareDerivedData, then the actor's (which reads the items and
// statuses into a plain record and derives everything through the rules engine).
import "../tests/foundry/setup.ts";
import { bench, describe } from "vitest";
import { deriveActor } from "../src/rulesets/rcr/data/actor/derive-actor.ts";
import { WeaponModel } from "../src/rulesets/rcr/data/item/weapon-model.ts";
import {
  createActor,
  mediumInMediumArmor,
  registerSystem,
  smallCharacter,
  soldier,
  stormtrooper,
  systemOf,
} from "../tests/foundry/data/fixtures.ts";

// The setup file registers the built-in rulesets in a beforeAll, which benchmarks do not run.
await import("../src/rulesets/index.ts");
registerSystem();

const ACTORS = 1000;
const extraItems: Item.CreateData[] = [
  { name: "Blaster pistol", type: "weapon", system: { damage: { formula: "3d6" }, group: "blasterPistols" } },
  {
    name: "Knife",
    type: "weapon",
    system: { damage: { formula: "1d4" }, attackType: "melee", size: "light" },
  },
  { name: "Padded suit", type: "armor", system: { damageReduction: 2, category: "light", equipped: true } },
  { name: "Dodge", type: "feat", system: { key: "dodge" } },
  { name: "Point Blank Shot", type: "feat", system: { key: "pointBlankShot" } },
];
const builders = [soldier, stormtrooper, mediumInMediumArmor, smallCharacter];
const statusSets = [
  [],
  ["fatigued"],
  ["prone", "flatFooted"],
  ["fightingDefensively"],
  ["stunned", "grappled"],
];

const actors: Actor.Implementation[] = [];
for (let i = 0; i < ACTORS; i++) {
  const builder = builders[i % builders.length] ?? soldier;
  const data = { ...builder(), items: extraItems };
  actors.push(await createActor(data, statusSets[i % statusSets.length]));
}
const models = actors.map((actor) => ({
  actor: systemOf(actor),
  // Armor and feat models derive nothing; weapons derive their autofire-only flag.
  weapons: actor.items.map((item) => item.system).filter((system) => system instanceof WeaponModel),
}));
const records = models.map((model) => model.actor.toRecord());

describe("derived data, 1,000 actors × 5 items", () => {
  bench("prepareDerivedData of every item and actor", () => {
    for (const model of models) {
      for (const weapon of model.weapons) weapon.prepareDerivedData();
      model.actor.prepareDerivedData();
    }
  });

  bench("deriveActor on prebuilt records (the engine part alone)", () => {
    for (const record of records) deriveActor(record);
  });
});
