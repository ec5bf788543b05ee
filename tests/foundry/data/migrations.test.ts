// Older-shaped sources load into today's schema through migrateData (docs/data-models.md › Migrations).
import { beforeAll, describe, expect, it } from "vitest";
import { CharacterModel, NpcModel } from "../../../src/rulesets/rcr/data/actor/actor-model.ts";
import { ArmorModel } from "../../../src/rulesets/rcr/data/item/armor-model.ts";
import { FeatModel } from "../../../src/rulesets/rcr/data/item/feat-model.ts";
import { WeaponModel } from "../../../src/rulesets/rcr/data/item/weapon-model.ts";
import { migrateActorSource } from "../../../src/rulesets/rcr/data/migrations/actor-migrations.ts";
import { migrateWeaponSource } from "../../../src/rulesets/rcr/data/migrations/item-migrations.ts";
import { createActor, registerSystem, systemOf } from "./fixtures.ts";

beforeAll(registerSystem);

// An older source is, by definition, not of today's creation type: that is what migrateData is for.
const legacy = <T>(source: Record<string, unknown>): T => source as unknown as T;

const oldActor = {
  heroic: true,
  abilities: { str: 14, dex: 13, con: 15, int: 10, wis: 12, cha: 8 },
  bab: 1,
  defenseBonus: 3,
  saves: { fortitude: 2, reflex: 0, will: 0 },
  vitality: 12,
  wounds: 15,
  speed: 10,
};

describe("actor sources", () => {
  it("a pre-release actor (bare numbers, bab, defenseBonus) loads into today's fields", () => {
    const model = new CharacterModel(legacy(oldActor));
    expect(model._source).toMatchObject({
      abilities: { str: { value: 14 }, dex: { value: 13 }, con: { value: 15 }, cha: { value: 8 } },
      baseAttackBonus: 1,
      classDefenseBonus: 3,
      saves: { fortitude: { base: 2 }, reflex: { base: 0 }, will: { base: 0 } },
      vitality: { value: 12, max: 12 },
      wounds: { value: 15 },
      speed: { base: 10 },
    });
    expect(model._source).not.toHaveProperty("bab");
    expect(model._source).not.toHaveProperty("defenseBonus");
  });

  it("and derives the same numbers as a current actor", async () => {
    const actor = await createActor({
      name: "Veteran",
      type: "character",
      system: oldActor,
    } as Actor.CreateData);
    expect(systemOf(actor).defense.value).toBe(14);
    expect(systemOf(actor).initiative.bonus).toBe(1);
  });

  it("today's shape passes through unchanged (the migration is idempotent)", () => {
    const current = new NpcModel({ wounds: { value: 8 }, abilities: { con: { value: 9 } } })._source;
    expect(migrateActorSource(structuredClone(current))).toEqual(current);
  });
});

describe("item sources", () => {
  it("a pre-release weapon (damage string, threat, range, fireMode, twoHanded) loads", () => {
    const model = new WeaponModel(
      legacy({
        damage: "3d8",
        damageType: "energy",
        threat: 19,
        range: 30,
        fireMode: "autofireOnly",
        twoHanded: true,
      }),
    );
    expect(model._source).toMatchObject({
      damage: { formula: "3d8", type: "energy" },
      threatRange: 19,
      rangeIncrement: 30,
      fireModes: { single: false, multifire: false, autofire: true },
      size: "two-handed",
    });
    model.prepareDerivedData();
    expect(model.fireModes.autofireOnly).toBe(true);
  });

  it("a single-fire weapon keeps single fire", () => {
    expect(migrateWeaponSource({ fireMode: "multifire" })).toEqual({
      fireModes: { single: true, multifire: true, autofire: false },
    });
  });

  it("a pre-release armor (dr, maxDex -1 for no cap, checkPenalty, type) loads", () => {
    const model = new ArmorModel(legacy({ dr: 5, maxDex: -1, checkPenalty: -4, type: "medium" }));
    expect(model._source).toMatchObject({
      damageReduction: 5,
      maxDexBonus: null,
      armorCheckPenalty: -4,
      category: "medium",
    });
  });

  it("a pre-release feat (featKey, weapon) loads", () => {
    const model = new FeatModel(legacy({ featKey: "improvedCritical", weapon: "lightsabers" }));
    expect(model._source).toMatchObject({ key: "improvedCritical", target: "lightsabers" });
  });
});
