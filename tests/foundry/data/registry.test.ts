// What registration puts into CONFIG: data models, status effects with localized names and core icons,
// token bars; and the feat registry the derived data reads.
import { beforeAll, describe, expect, it } from "vitest";
import { formulaErrorKey, type RefusalReason, refusalKey } from "../../../src/data/constraints.ts";
import { type FormulaErrorCode, threatRange } from "../../../src/rules/index.ts";
import { CharacterModel, NpcModel } from "../../../src/rulesets/rcr/data/actor/actor-model.ts";
import { ACTOR_CONSTRAINTS } from "../../../src/rulesets/rcr/data/actor/actor-schema.ts";
import { ARMOR_CONSTRAINTS } from "../../../src/rulesets/rcr/data/item/armor-schema.ts";
import {
  FEAT_KEYS,
  type FeatKey,
  featAppliesTo,
  featLabel,
  summarizeFeats,
} from "../../../src/rulesets/rcr/data/item/feat-registry.ts";
import { FEAT_CONSTRAINTS } from "../../../src/rulesets/rcr/data/item/feat-schema.ts";
import { WeaponModel } from "../../../src/rulesets/rcr/data/item/weapon-model.ts";
import { WEAPON_CONSTRAINTS } from "../../../src/rulesets/rcr/data/item/weapon-schema.ts";
import { actorModel, armorModel, featModel, weaponModel } from "../../../src/rulesets/rcr/data/narrow.ts";
import {
  CONDITION_IDS,
  conditionStatusEffects,
  registerStatusEffects,
} from "../../../src/rulesets/rcr/status-effects.ts";
import manifest from "../../../system.json";
import { V14 } from "../fakes/generation.ts";
import { createActor, registerSystem, settle, soldier, stormtrooper, systemOf } from "./fixtures.ts";

beforeAll(registerSystem);

describe("registration", () => {
  it("registers the models for every type system.json declares", () => {
    expect(CONFIG.Actor.dataModels).toMatchObject({ character: CharacterModel, npc: NpcModel });
    expect(CONFIG.Item.dataModels).toMatchObject({ weapon: WeaponModel });
    // Every type system.json's documentTypes declares has its model, and no other: each ruleset's own.
    const { Actor, Item } = manifest.documentTypes;
    expect(Object.keys(CONFIG.Actor.dataModels).sort()).toEqual(Object.keys(Actor).sort());
    expect(Object.keys(CONFIG.Item.dataModels).sort()).toEqual(Object.keys(Item).sort());
    expect(Object.keys(Item)).toEqual(expect.arrayContaining(["armor", "feat", "weapon"]));
  });

  it("offers vitality and wounds as token bars", () => {
    expect(CONFIG.Actor.trackableAttributes).toMatchObject({
      character: { bar: ["vitality", "wounds"] },
      npc: { bar: ["vitality", "wounds"] },
    });
  });

  it("lists the eighteen RCR conditions, each with a localized name and a core icon; dead is defeated", () => {
    const effects = conditionStatusEffects();
    expect(effects.map((effect) => effect.id)).toEqual([...CONDITION_IDS]);
    expect(effects).toHaveLength(18);
    for (const effect of effects) {
      expect(game.i18n?.has(effect.name), effect.name).toBe(true);
      expect(effect.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
    // v13 keeps an array; v14 a record keyed by id (tests/foundry/fakes/config.ts).
    const byId = Object.fromEntries(effects.map((effect) => [effect.id, effect]));
    expect(CONFIG.statusEffects).toEqual(V14 ? byId : effects);
    expect(CONFIG.specialStatusEffects.DEFEATED).toBe("dead");
  });

  it("registers them in the shape the running core keeps: an array (v13) or an object keyed by id (v14)", () => {
    const config = CONFIG as unknown as { statusEffects: unknown };
    const before = config.statusEffects;
    config.statusEffects = [{ id: "core-v13" }];
    registerStatusEffects();
    expect(config.statusEffects).toEqual(conditionStatusEffects());
    config.statusEffects = { "core-v14": { id: "core-v14" } };
    registerStatusEffects();
    const keyed = config.statusEffects as Record<string, { id: string }>;
    expect(Object.keys(keyed)).toEqual([...CONDITION_IDS]);
    expect(keyed.knockedOut?.id).toBe("knockedOut");
    config.statusEffects = before;
  });
});

describe("token bars follow heroic", () => {
  it("switching an NPC to heroic makes vitality its primary bar", async () => {
    const actor = await createActor(stormtrooper());
    await actor.update({ system: { heroic: true } });
    await settle();
    expect(actor._source.prototypeToken).toMatchObject({
      bar1: { attribute: "vitality" },
      bar2: { attribute: "wounds" },
    });
  });
});

describe("feats", () => {
  it("summarizes feat items by key and keeps the targets of targeted feats", () => {
    const summary = summarizeFeats([
      { key: "weaponFocus", target: " blasterPistols " },
      { key: "weaponFocus", target: "Vibroblade" },
      { key: "dodge", target: "" },
      { key: "notAFeat", target: "" },
    ]);
    expect(summary.weaponFocus).toEqual({ has: true, targets: ["blasterPistols", "Vibroblade"] });
    expect(summary.dodge).toEqual({ has: true, targets: [] });
    expect(summary.rapidShot.has).toBe(false);
  });

  it("a targeted feat applies to a weapon of its group or of its name, ignoring case", () => {
    const focus = { has: true, targets: ["blasterPistols", "vibroblade"] };
    expect(featAppliesTo(focus, { group: "blasterPistols", name: "DL-44" })).toBe(true);
    expect(featAppliesTo(focus, { group: "vibroWeapons", name: "Vibroblade" })).toBe(true);
    expect(featAppliesTo(focus, { group: "blasterRifles", name: "E-11" })).toBe(false);
  });

  async function soldierWithFeat(key: FeatKey, target = "") {
    const actor = await createActor(soldier());
    await actor.createEmbeddedDocuments("Item", [
      { name: key, type: "feat", system: { key, target } } as Item.CreateData,
    ]);
    return systemOf(actor);
  }

  it("Improved Critical doubles the threat range of its weapons only", async () => {
    const system = await soldierWithFeat("improvedCritical", "vibroWeapons");
    const ranges = Object.values(system.attacks)
      .map((attack) => attack.threatRange)
      .sort();
    expect(ranges).toEqual([threatRange(20, true), 20]);
    expect(ranges[0]).toBe(19);
  });

  it("Dodge gives +1 Defense against the designated opponent only", async () => {
    const system = await soldierWithFeat("dodge");
    expect(system.defense.value).toBe(14);
    expect(system.defense.vsDodgeTarget).toBe(15);
  });

  it("Improved Initiative adds +4 to initiative", async () => {
    expect((await soldierWithFeat("improvedInitiative")).initiative.bonus).toBe(5);
  });

  it("roll-time feats are flags roll code reads", async () => {
    expect((await soldierWithFeat("rapidShot")).feats.rapidShot.has).toBe(true);
  });
});

describe("token bars given at creation", () => {
  it("are kept (a pack entry or a duplicate brings its own)", async () => {
    const actor = await createActor({ ...soldier(), prototypeToken: { bar1: { attribute: "wounds" } } });
    expect(actor._source.prototypeToken).toMatchObject({ bar1: { attribute: "wounds" } });
  });
});

describe("narrowing helpers", () => {
  it("return the system's model for its own types and null otherwise", async () => {
    const actor = await createActor(soldier());
    expect(actorModel(actor)).toBe(actor.system);
    const rifle = actor.items.find((item) => item.name === "Blaster rifle");
    if (!rifle) throw new Error("fixture rifle missing");
    expect(weaponModel(rifle)).toBe(rifle.system);
    expect(armorModel(rifle)).toBeNull();
    expect(featModel(rifle)).toBeNull();
  });
});

describe("every message the guard can show has its lang key", () => {
  const tables = [ACTOR_CONSTRAINTS, WEAPON_CONSTRAINTS, ARMOR_CONSTRAINTS, FEAT_CONSTRAINTS];
  const reasons: RefusalReason[] = [
    "notANumber",
    "notAnInteger",
    "belowMinimum",
    "aboveMaximum",
    "notAChoice",
    "notABoolean",
    "notText",
    "badFormula",
    "exceedsMaximum",
    "noFreeHand",
  ];
  const formulaErrors: FormulaErrorCode[] = [
    "empty",
    "unexpectedCharacter",
    "unexpectedEnd",
    "unbalancedParenthesis",
    "referencesNotAllowed",
    "tooManyDice",
    "badDieFaces",
    "numberTooLarge",
  ];

  it("field labels", () => {
    const labels = tables.flatMap((table) => Object.values(table).map((field) => field.label));
    expect(labels.filter((label) => !game.i18n?.has(label))).toEqual([]);
  });

  it("refusal reasons and formula errors", () => {
    const keys = [
      ...reasons.map(refusalKey),
      ...formulaErrors.map(formulaErrorKey),
      "SWRPG.Validation.Refused",
    ];
    expect(keys.filter((key) => !game.i18n?.has(key))).toEqual([]);
  });

  it("feat names", () => {
    expect(FEAT_KEYS.map(featLabel).filter((key) => !game.i18n?.has(key))).toEqual([]);
  });
});
