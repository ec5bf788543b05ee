// sagaActorStats / sagaWeaponStats: the plain records the fight codes against, numbers worked out by hand
// for the rebel soldier (see derived-numbers.test.ts for the formulas).
import { beforeAll, describe, expect, it } from "vitest";
import { sagaActorStats, sagaWeaponStats } from "../../../../../src/rulesets/saga/data/actor-stats.ts";
import { createActor, createSoldier, itemNamed, registerSystem } from "./saga-fixtures.ts";

beforeAll(registerSystem);

describe("sagaActorStats", () => {
  it("every number the fight needs, for the rebel soldier", async () => {
    const actor = await createSoldier((data) => {
      Object.assign(data.system, { condition: { step: 1, persistent: true }, shield: { value: 5, max: 10 } });
    });
    expect(sagaActorStats(actor)).toEqual({
      defenses: { reflex: 16, fortitude: 17, will: 12, flatFootedReflex: 14 },
      variantDefenses: null,
      mentalThreshold: null,
      damageThreshold: 18,
      health: {
        hitPoints: 38,
        maxHitPoints: 38,
        temporaryHitPoints: 0,
        damageThreshold: 18,
        condition: 1,
        damageReduction: [],
        shieldRating: 5,
        kind: "creature",
        cybernetic: false,
      },
      condition: { step: 1, trackLength: 5, penalty: -1, persistent: true },
      shield: { value: 5, max: 10 },
      damageReduction: [],
      baseAttackBonus: 3,
      abilityMods: { str: 1, dex: 2, con: 1, int: 0, wis: 0, cha: -1 },
      heroicLevel: 3,
      halfHeroicLevel: 1,
      characterLevel: 3,
      size: "medium",
      kind: "creature",
      cybernetic: false,
      flankImmunity: { blindsense: false, flexibleEyes: false, passivePerception: 0 },
      helpless: false,
      flatFooted: false,
      talents: {
        evasion: true,
        combatReflexes: false,
        pointBlankShot: true,
        preciseShot: false,
        rapidShot: false,
        burstFire: false,
        martialArts: false,
        weaponFocus: ["rifles"],
        weaponProficiency: ["rifles", "advancedMelee", "simple"],
        weaponSpecialization: [],
      },
      initiativeModifier: 7,
      speed: 6,
      reach: 1,
      fightingSpace: { side: 1, squares: 1 },
    });
  });

  it("a copy: changing the record leaves the actor alone", async () => {
    const actor = await createSoldier();
    const stats = sagaActorStats(actor);
    stats?.talents.weaponFocus.push("pistol");
    if (stats?.health.damageReduction) stats.health.damageReduction.push({ amount: 9 });
    expect(sagaActorStats(actor)?.talents.weaponFocus).toEqual(["rifles"]);
    expect(sagaActorStats(actor)?.health.damageReduction).toEqual([]);
  });

  it("null for an RCR actor", async () => {
    const rcr = await createActor({ name: "Soldier", type: "character" });
    expect(sagaActorStats(rcr)).toBeNull();
  });
});

describe("sagaWeaponStats", () => {
  it("the frag grenade: a 2-square burst, slashing, +5 for 4d6 + 1 in the soldier's hand", async () => {
    const actor = await createSoldier();
    const grenade = itemNamed(actor, "Frag grenade");
    expect(sagaWeaponStats(grenade)).toEqual({
      itemId: grenade.id,
      name: "Frag grenade",
      group: "thrown",
      // A grenade is a simple weapon, and the soldier is proficient with simple weapons.
      proficiencyGroup: "simple",
      proficient: true,
      kind: "ranged",
      weapon: { group: "thrown", autofireOnly: false },
      baseDamageFormula: "4d6",
      damageFormula: "4d6 + 1",
      damageTypes: ["slashing"],
      lightsaber: false,
      ion: false,
      stun: { available: false, active: false },
      autofire: false,
      autofireOnly: false,
      burstFire: false,
      splash: false,
      areaRadius: 2,
      accuracy: "normal",
      range: "thrown",
      // No defense stored: a weapon attacks Reflex Defense.
      defense: "reflex",
      shots: { value: 0, max: 0 },
      equipped: true,
      attackBonus: 5,
      attackParts: [
        { label: "bab", value: 3 },
        { label: "dexterity", value: 2 },
      ],
      damageBonus: 1,
    });
  });

  it("the rifle: autofire, stun setting, 50 shots, Weapon Focus in the parts", async () => {
    const actor = await createSoldier();
    const stats = sagaWeaponStats(itemNamed(actor, "Blaster rifle"));
    expect(stats).toMatchObject({
      autofire: true,
      burstFire: true,
      stun: { available: true, active: false },
      shots: { value: 50, max: 50 },
      attackBonus: 6,
    });
    expect(stats?.attackParts).toContainEqual({ label: "weaponFocus", value: 1 });
  });

  it("two damage types, ion among them; the same type twice counts once", async () => {
    const actor = await createSoldier((data) => {
      Object.assign(data.items[1]?.system ?? {}, {
        damage: { formula: "2d6", type: "slashing", secondType: "ion" },
      });
      Object.assign(data.items[0]?.system ?? {}, {
        damage: { formula: "3d8", type: "energy", secondType: "energy" },
      });
    });
    expect(sagaWeaponStats(itemNamed(actor, "Vibroblade"))).toMatchObject({
      damageTypes: ["slashing", "ion"],
      ion: true,
      kind: "melee",
    });
    expect(sagaWeaponStats(itemNamed(actor, "Blaster rifle"))?.damageTypes).toEqual(["energy"]);
  });

  it("a weapon nobody holds: its own dice, no attack bonus; null for an RCR item", async () => {
    const { SwrpgItem } = await import("../../../../../src/documents/item.ts");
    // An item outside any actor, as the item directory holds it (the stand-in builds it directly).
    const make = (data: Record<string, unknown>) => new SwrpgItem(data as Item.CreateData);
    const loose = make({
      name: "Lightsaber",
      type: "sagaWeapon",
      system: {
        group: "melee",
        lightsaber: true,
        damage: { formula: "2d8", type: "energy", secondType: "none" },
      },
    });
    expect(sagaWeaponStats(loose)).toMatchObject({
      kind: "melee",
      lightsaber: true,
      damageFormula: "2d8",
      attackBonus: null,
      attackParts: [],
      damageBonus: null,
    });
    const rcrItem = make({ name: "Knife", type: "weapon" });
    expect(sagaWeaponStats(rcrItem)).toBeNull();
  });
});
