// d6ActorStats / d6WeaponStats / d6HealthUpdate: the plain records the fight half codes against, every
// number worked out by hand from d6-combat.txt (armor, wounds, damage codes) and RULES-API-D6.md.
import { beforeAll, describe, expect, it } from "vitest";
import {
  d6ActorStats,
  d6HealthUpdate,
  d6WeaponStats,
} from "../../../../../src/rulesets/d6/data/actor-stats.ts";
import {
  createActor,
  createD6,
  d6SystemOf,
  itemNamed,
  registerSystem,
  smuggler,
  stormtrooper,
  updateActor,
  updateItem,
} from "./d6-fixtures.ts";

beforeAll(registerSystem);

const code = (dice: number, pips = 0) => ({ dice, pips });

describe("d6ActorStats", () => {
  it("a stormtrooper in his armor: -1D to Dexterity and its skills (d6-combat.txt › Armor), none to Strength's", async () => {
    const stats = d6ActorStats(await createD6(stormtrooper));
    expect(stats?.attributes.dexterity).toEqual({ base: code(2), roll: code(1), trained: true });
    expect(stats?.skills.blaster).toEqual({ base: code(4), roll: code(3), trained: true });
    expect(stats?.skills.dodge.roll).toEqual(code(3));
    expect(stats?.skills.brawling).toEqual({ base: code(3), roll: code(3), trained: true });
    // An untrained skill rolls its attribute: Perception's search at 2D.
    expect(stats?.skills.search).toEqual({ base: code(2), roll: code(2), trained: false });
    expect(stats?.perception).toEqual(code(2));
  });

  it("resists with Strength plus the armor by damage type: 2D+2D physical, 2D+1D energy", async () => {
    const stats = d6ActorStats(await createD6(stormtrooper));
    expect(stats?.resistance).toEqual({ physical: code(4), energy: code(3) });
    expect(stats?.armor?.armor).toEqual({
      physical: code(2),
      energy: code(1),
      dexterityPenalty: code(-1),
      condition: "intact",
    });
  });

  it("a lightly damaged armor loses a pip: Strength 3D+2 with 2D-1 pip resists with 5D+1", async () => {
    const actor = await createD6(smuggler, (data) => {
      data.items.push({
        name: "Stormtrooper armor",
        type: "d6Armor",
        system: { physical: "2D", energy: "1D", dexterityPenalty: "-1D", condition: "lightlyDamaged" },
      });
    });
    expect(d6ActorStats(actor)?.resistance.physical).toEqual(code(5, 1));
  });

  it("health as the engine takes it, and the wound penalties on every roll (wounded -1D, stunned another -1D)", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.wounds.value": 1, "system.stun.value": 1, "system.stun.rounds": 2 });
    const stats = d6ActorStats(actor);
    expect(stats?.health).toEqual({
      wound: "wounded",
      strengthDice: 3,
      stuns: 1,
      stunRounds: 2,
      unconscious: false,
      mortallyWoundedRounds: 0,
      stabilized: false,
      treated: false,
    });
    expect(stats?.injury.penalty).toEqual(code(-2));
    expect(stats?.skills.blaster).toEqual({ base: code(5, 1), roll: code(3, 1), trained: true });
    expect(stats?.attributes.strength.roll).toEqual(code(1, 2));
    // Damage resistance is not a skill roll: the text keeps wound penalties out of it.
    expect(stats?.resistance.physical).toEqual(code(3, 2));
  });

  it("the token bars' maxima: five steps to killed, and as many stuns as Strength has dice", async () => {
    const system = d6SystemOf(await createD6(smuggler));
    expect(system.wounds.max).toBe(5);
    expect(system.stun.max).toBe(3);
  });

  it("a copy, and null for an actor of another ruleset", async () => {
    const actor = await createD6(stormtrooper);
    const stats = d6ActorStats(actor);
    if (stats) stats.skills.blaster.base.dice = 9;
    expect(d6ActorStats(actor)?.skills.blaster.base).toEqual(code(4));
    expect(d6ActorStats(await createActor({ name: "Soldier", type: "character" }))).toBeNull();
  });
});

describe("d6WeaponStats", () => {
  it("the grenade: its four blast bands, ranges and the trooper's grenade skill (untrained: Dexterity 2D less the armor's 1D)", async () => {
    const stats = d6WeaponStats(itemNamed(await createD6(stormtrooper), "Grenade"));
    expect(stats?.blast).toEqual({ radius: [2, 4, 6, 10], damage: [code(5), code(4), code(3), code(2)] });
    expect(stats?.ranges).toEqual({ short: 10, medium: 20, long: 40 });
    expect(stats?.attackKind).toBe("ranged");
    expect(stats?.attack?.skill).toEqual({ base: code(2), roll: code(1), trained: false });
    expect(stats?.attack?.damage).toEqual(code(5));
  });

  it("a vibro-ax's STR+3D+1 in the smuggler's hands (Strength 3D+2) is 7D: three pips make a die", async () => {
    const stats = d6WeaponStats(itemNamed(await createD6(smuggler), "Vibro-ax"));
    expect(stats?.damage).toEqual({ strength: true, dice: code(3, 1) });
    expect(stats?.attackKind).toBe("melee");
    expect(stats?.ranges).toBeNull();
    expect(stats?.blast).toBeNull();
    expect(stats?.attack?.damage).toEqual(code(7));
    expect(stats?.attack?.skill.base).toEqual(code(4));
  });

  it("a heavily damaged weapon: -2D damage and +10 to its difficulty (d6-combat.txt › Weapon Damage Chart)", async () => {
    const actor = await createD6(stormtrooper);
    const rifle = itemNamed(actor, "Blaster rifle");
    await updateItem(rifle, { "system.condition": "heavilyDamaged" });
    const stats = d6WeaponStats(rifle);
    expect(stats?.attack?.damage).toEqual(code(3));
    expect(stats?.attack?.effects).toMatchObject({ difficultyModifier: 10, usable: true });
    expect(stats?.stun).toEqual({ available: true, active: false });
    expect(stats?.ammo).toEqual({ value: 100, max: 100 });
  });
});

describe("d6HealthUpdate", () => {
  it("stores an engine health record back on the actor", async () => {
    const actor = await createD6(smuggler);
    await updateActor(
      actor,
      d6HealthUpdate({
        wound: "mortallyWounded",
        strengthDice: 3,
        stuns: 2,
        mortallyWoundedRounds: 1,
        unconscious: true,
      }),
    );
    expect(d6ActorStats(actor)?.health).toEqual({
      wound: "mortallyWounded",
      strengthDice: 3,
      stuns: 2,
      stunRounds: 0,
      unconscious: true,
      mortallyWoundedRounds: 1,
      stabilized: false,
      treated: false,
    });
  });
});
