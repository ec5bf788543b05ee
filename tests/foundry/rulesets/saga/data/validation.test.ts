// Saga documents refuse bad values with a message naming the field and keep the rest of the update
// (docs/data-models.md › Validation): every range boundary, the joint checks, the talent targets.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSoldier, itemNamed, registerSystem, sagaSystemOf } from "./saga-fixtures.ts";

beforeAll(registerSystem);
const warn = vi.mocked(ui.notifications?.warn ?? vi.fn());
beforeEach(() => warn.mockClear());

function warnings(): string[] {
  return warn.mock.calls.map((call) => String(call[0]));
}

// fvtt-types knows RCR's schemas only (the Saga types are registered at runtime): pass Saga changes as data.
const updateActor = (actor: Actor.Implementation, data: object) =>
  actor.update(data as unknown as Actor.UpdateData);
const updateItem = (item: Item.Implementation, data: object) =>
  item.update(data as unknown as Item.UpdateData);

function read(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], source);
}

/** [path, label, lowest accepted, highest accepted], written from the schema's documented ranges. */
const ACTOR_RANGES: [string, string, number, number][] = [
  ["abilities.str.value", "Strength", 0, 99],
  ["abilities.cha.value", "Charisma", 0, 99],
  ["heroicLevel", "Heroic level", 0, 20],
  ["nonheroicLevel", "Nonheroic level", 0, 20],
  ["classDefense.reflex", "Class bonus to Reflex", 0, 20],
  ["classDefense.will", "Class bonus to Will", 0, 20],
  ["baseAttackBonus", "Base attack bonus", 0, 40],
  ["hp.max", "Maximum hit points", 1, 9999],
  ["hp.temp", "Temporary hit points", 0, 9999],
  ["condition.step", "Condition track step", 0, 15],
  ["classDefense.general", "Class bonus to General Defense", 0, 20],
  ["classDefense.devastatingInjury", "Class bonus to Devastating Injury Defense", 0, 20],
  ["combatManeuverBonus", "Combat Maneuver Attack Bonus", -20, 40],
  ["thresholdMisc.damage", "Other damage threshold modifiers", -50, 50],
  ["thresholdMisc.mental", "Other mental threshold modifiers", -50, 50],
  ["secondWind.used", "Second winds used today", 0, 20],
  ["secondWind.perDay", "Second winds per day", 1, 20],
  ["limbs.leftArm", "Left arm", 0, 5],
  ["limbs.rightLeg", "Right leg", 0, 5],
  ["flankImmunity.passivePerception", "Passive Perception", 0, 99],
  ["shield.value", "Shield rating", 0, 100],
  ["shield.max", "Maximum shield rating", 0, 100],
  ["damageReduction", "Damage reduction", 0, 50],
  ["speed", "Speed (squares)", 0, 60],
  ["reach", "Reach (squares)", 0, 10],
  ["initiative.misc", "Other Initiative modifier", -20, 20],
];

describe("Saga actor updates", () => {
  it.each(ACTOR_RANGES)(
    "%s (%s): accepts exactly its bounds, refuses one past each",
    async (path, label, min, max) => {
      const actor = await createSoldier();
      for (const value of [min, max]) {
        await updateActor(actor, { [`system.${path}`]: value });
        expect(read(actor._source.system, path), `${path} = ${value}`).toBe(value);
      }
      expect(warnings()).toEqual([]);
      await updateActor(actor, { [`system.${path}`]: max + 1 });
      await updateActor(actor, { [`system.${path}`]: min - 1 });
      expect(read(actor._source.system, path)).toBe(max);
      expect(warnings()).toEqual([
        `Rebel soldier: ${label} was not changed — it cannot be higher than ${max}.`,
        `Rebel soldier: ${label} was not changed — it cannot be lower than ${min}.`,
      ]);
    },
  );

  it("refuses a fractional level and a size that is not a choice, and keeps the rest", async () => {
    const actor = await createSoldier();
    const form = { "system.heroicLevel": 2.5, "system.size": "gigantic", "system.baseAttackBonus": 4 };
    await updateActor(actor, form);
    const s = sagaSystemOf(actor);
    expect([s.heroicLevel, s.size, s.baseAttackBonus]).toEqual([3, "medium", 4]);
    expect(warnings()).toEqual([
      "Rebel soldier: Heroic level was not changed — it must be a whole number.",
      'Rebel soldier: Size was not changed — "gigantic" is not one of the choices.',
    ]);
  });

  it("refuses hit points above the maximum, using a maximum changed in the same update", async () => {
    const actor = await createSoldier();
    await updateActor(actor, { system: { hp: { value: 39 } } });
    expect(sagaSystemOf(actor).hp.value).toBe(38);
    expect(warnings()).toEqual([
      "Rebel soldier: Hit points was not changed — it cannot be higher than the maximum (38).",
    ]);
    await updateActor(actor, { system: { hp: { value: 38 } } });
    await updateActor(actor, { system: { hp: { value: 40, max: 40 } } });
    expect(sagaSystemOf(actor).hp).toMatchObject({ value: 40, max: 40 });
    expect(warnings()).toHaveLength(1);
  });

  it("accepts a number typed as text, a blank reach (by size) and switches", async () => {
    const actor = await createSoldier();
    const form = { "system.speed": "4", "system.reach": "", "system.droid": true };
    await updateActor(actor, form);
    const s = sagaSystemOf(actor);
    expect([s.speed, s.reach, s.droid]).toEqual([4, null, true]);
    await updateActor(actor, { "system.cybernetic": "yes" });
    expect(warnings()).toEqual([
      "Rebel soldier: Cybernetic prosthetics was not changed — it must be on or off.",
    ]);
  });
});

describe("Saga weapon updates", () => {
  it("refuses a bad damage formula, and a burst radius outside 1-20 (null: no area)", async () => {
    const actor = await createSoldier();
    const grenade = itemNamed(actor, "Frag grenade");
    await updateItem(grenade, { "system.damage.formula": "4d6 +" });
    await updateItem(grenade, { "system.burstRadius": 21 });
    await updateItem(grenade, { "system.burstRadius": 0 });
    expect(grenade.system).toMatchObject({ damage: { formula: "4d6" }, burstRadius: 2 });
    await updateItem(grenade, { "system.burstRadius": 20 });
    await updateItem(grenade, { "system.burstRadius": null });
    expect(grenade.system).toMatchObject({ burstRadius: null });
    expect(warnings()).toEqual([
      "Frag grenade: Damage dice was not changed — the dice formula is not valid at character 6: the formula ends too early.",
      "Frag grenade: Burst radius (squares) was not changed — it cannot be higher than 20.",
      "Frag grenade: Burst radius (squares) was not changed — it cannot be lower than 1.",
    ]);
  });

  it("autofire-only needs autofire (on in the same update is fine); set to stun needs a stun setting", async () => {
    const actor = await createSoldier();
    const blade = itemNamed(actor, "Vibroblade");
    await updateItem(blade, { system: { fire: { autofireOnly: true }, stun: { active: true } } });
    expect(blade.system).toMatchObject({ fire: { autofireOnly: false }, stun: { active: false } });
    expect(warnings()).toEqual([
      "Vibroblade: Autofire only was not changed — it needs Autofire switched on first.",
      "Vibroblade: Set to stun was not changed — it needs Stun setting switched on first.",
    ]);
    await updateItem(blade, { system: { fire: { autofire: true, autofireOnly: true } } });
    expect(blade.system).toMatchObject({ fire: { autofire: true, autofireOnly: true } });
    const rifle = itemNamed(actor, "Blaster rifle");
    await updateItem(rifle, { system: { stun: { active: true } } });
    expect(rifle.system).toMatchObject({ stun: { available: true, active: true } });
    expect(warnings()).toHaveLength(2);
  });

  it("shots loaded up to the magazine, exactly; a weapon that counts no shots takes any number", async () => {
    const actor = await createSoldier();
    const rifle = itemNamed(actor, "Blaster rifle");
    await updateItem(rifle, { system: { shots: { value: 50 } } });
    await updateItem(rifle, { system: { shots: { value: 51 } } });
    expect(rifle.system).toMatchObject({ shots: { value: 50 } });
    expect(warnings()).toEqual([
      "Blaster rifle: Shots loaded was not changed — it cannot be higher than the maximum (50).",
    ]);
    const blade = itemNamed(actor, "Vibroblade");
    await updateItem(blade, { system: { shots: { value: 3 } } });
    expect(blade.system).toMatchObject({ shots: { value: 3, max: 0 } });
  });

  it("refuses a group, damage type or accuracy that is not a choice", async () => {
    const actor = await createSoldier();
    const rifle = itemNamed(actor, "Blaster rifle");
    const form = { "system.group": "bowcaster", "system.damage.type": "fire", "system.accuracy": "sharp" };
    await updateItem(rifle, form);
    expect(rifle.system).toMatchObject({ group: "rifle", damage: { type: "energy" }, accuracy: "normal" });
    expect(warnings()).toHaveLength(3);
    expect(warnings()[0]).toBe(
      'Blaster rifle: Weapon type was not changed — "bowcaster" is not one of the choices.',
    );
  });
});

describe("Saga armor and talent updates", () => {
  it("armor: Reflex bonus 0-20, max Dex blank for no cap", async () => {
    const actor = await createSoldier();
    const armor = itemNamed(actor, "Combat jumpsuit");
    await updateItem(armor, { "system.reflexBonus": 21, "system.maxDexBonus": "" });
    expect(armor.system).toMatchObject({ reflexBonus: 4, maxDexBonus: null });
    expect(warnings()).toEqual([
      "Combat jumpsuit: Armor bonus to Reflex was not changed — it cannot be higher than 20.",
    ]);
  });

  it("a targeted talent takes only its targets; an untargeted one any text; a key must be a choice", async () => {
    const actor = await createSoldier();
    const focus = itemNamed(actor, "Weapon Focus (rifles)");
    await updateItem(focus, { system: { target: "light" } });
    expect(focus.system).toMatchObject({ target: "rifles" });
    await updateItem(focus, { system: { key: "armorProficiency", target: "light" } });
    expect(focus.system).toMatchObject({ key: "armorProficiency", target: "light" });
    const evasion = itemNamed(actor, "Evasion");
    await updateItem(evasion, { system: { target: "anything", key: "dodge" } });
    expect(evasion.system).toMatchObject({ key: "evasion", target: "anything" });
    expect(warnings()).toEqual([
      'Weapon Focus (rifles): Taken for was not changed — "light" is not one of the choices.',
      'Evasion: Rule was not changed — "dodge" is not one of the choices.',
    ]);
  });
});
