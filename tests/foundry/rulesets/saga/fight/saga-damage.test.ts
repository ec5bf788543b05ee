// Saga card damage on an actor through the engine: shield rating, then damage reduction, temporary and
// regular hit points, the damage threshold's step down the condition track; stun and ion (droids,
// cybernetics); 0 hit points as a status; exact undo from the log. saga-special-combat-rules.txt › Damage
// Reduction, Shield Rating, Stunning, Ion Damage; the variant's Damage Threshold, Temporary Hit Points.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sagaDamage } from "../../../../../src/rulesets/saga/damage/saga-damage.ts";
import { hit, source, useDamageWorld } from "./damage-fixtures.ts";
import { healthOf, sagaTrooper } from "./saga-actors.ts";

useDamageWorld("log");
beforeEach(() => vi.mocked(ui.notifications!.info).mockClear());

describe("a hit through shield rating, damage reduction and hit points", () => {
  it("20 against SR 5 and DR 2: the shield takes 5 and drops to 0, DR 2 more, 13 hit points and a step (13 ≥ 12)", async () => {
    const trooper = await sagaTrooper({ shield: 5, dr: 2 });
    const applied = await sagaDamage.apply(trooper, hit(20), source);
    expect(healthOf(trooper)).toEqual({ hp: 17, temp: 0, shield: 0, condition: 1 });
    expect(applied?.taken).toEqual({ hp: 13, temp: 0, shield: 5, steps: 1 });
  });
  it("damage exactly at the threshold (12) moves one step; 11 does not", async () => {
    const atThreshold = await sagaTrooper();
    await sagaDamage.apply(atThreshold, hit(12), source);
    expect(healthOf(atThreshold)).toMatchObject({ hp: 18, condition: 1 });
    const below = await sagaTrooper();
    await sagaDamage.apply(below, hit(11), source);
    expect(healthOf(below)).toMatchObject({ hp: 19, condition: 0 });
  });
  it("temporary hit points go first: 8 against 5 temporary leaves 27 of 30", async () => {
    const trooper = await sagaTrooper({ temp: 5 });
    const applied = await sagaDamage.apply(trooper, hit(8), source);
    expect(healthOf(trooper)).toMatchObject({ hp: 27, temp: 0 });
    expect(applied?.taken).toMatchObject({ hp: 3, temp: 5 });
  });
  it("a lightsaber ignores damage reduction", async () => {
    const trooper = await sagaTrooper({ dr: 5 });
    await sagaDamage.apply(trooper, hit(10, { lightsaber: true }), source);
    expect(healthOf(trooper).hp).toBe(20);
  });
});

describe("0 hit points", () => {
  it("dropped to 0 by damage that reaches the threshold: dead", async () => {
    const trooper = await sagaTrooper({ hp: 10, max: 30 });
    await sagaDamage.apply(trooper, hit(12), source);
    expect(healthOf(trooper).hp).toBe(0);
    expect(trooper.statuses.has("dead")).toBe(true);
  });
  it("dropped to 0 by less than the threshold: unconscious, not dead", async () => {
    const trooper = await sagaTrooper({ hp: 10, max: 30 });
    await sagaDamage.apply(trooper, hit(11), source);
    expect(trooper.statuses.has("unconscious")).toBe(true);
    expect(trooper.statuses.has("dead")).toBe(false);
  });
  it("a droid dropped by its threshold is destroyed (the tracker's dead)", async () => {
    const droid = await sagaTrooper({ hp: 5, max: 30, droid: true });
    await sagaDamage.apply(droid, hit(30), source);
    expect(droid.statuses.has("dead")).toBe(true);
  });
});

describe("stun and ion", () => {
  it("stun: half (6 of 12) comes off the hit points with no SR or DR, and reaching the threshold is 2 steps", async () => {
    const trooper = await sagaTrooper({ shield: 5, dr: 5 });
    const applied = await sagaDamage.apply(trooper, hit(12, { kind: "stun", types: ["stun"] }), source);
    expect(healthOf(trooper)).toEqual({ hp: 24, temp: 0, shield: 5, condition: 2 });
    expect(applied?.taken).toEqual({ hp: 6, temp: 0, shield: 0, steps: 2 });
  });
  it("stun that drops a creature to 0 knocks it out (unconscious, never dead)", async () => {
    const trooper = await sagaTrooper({ hp: 4, max: 30 });
    await sagaDamage.apply(trooper, hit(40, { kind: "stun", types: ["stun"] }), source);
    expect(trooper.statuses.has("unconscious")).toBe(true);
    expect(trooper.statuses.has("dead")).toBe(false);
    expect(healthOf(trooper).condition).toBe(5);
  });
  it("a droid is not stunned: nothing changes and nothing is logged", async () => {
    const droid = await sagaTrooper({ droid: true });
    const applied = await sagaDamage.apply(droid, hit(20, { kind: "stun", types: ["stun"] }), source);
    expect(applied).toBeNull();
    expect(healthOf(droid).hp).toBe(30);
    expect(sagaDamage.logged(droid, source)).toBe(false);
  });
  it("ion against a droid: half off its hit points and 2 steps at its threshold (10)", async () => {
    const droid = await sagaTrooper({ droid: true });
    await sagaDamage.apply(droid, hit(12, { kind: "ion", types: ["ion"] }), source);
    expect(healthOf(droid)).toMatchObject({ hp: 24, condition: 2 });
  });
  it("ion against an ordinary creature: hit points only; with cybernetics the steps too", async () => {
    const plain = await sagaTrooper();
    await sagaDamage.apply(plain, hit(12, { kind: "ion", types: ["ion"] }), source);
    expect(healthOf(plain)).toMatchObject({ hp: 24, condition: 0 });
    const cyborg = await sagaTrooper({ cybernetic: true });
    await sagaDamage.apply(cyborg, hit(12, { kind: "ion", types: ["ion"] }), source);
    expect(healthOf(cyborg)).toMatchObject({ hp: 24, condition: 2 });
  });
});

describe("undo", () => {
  it("puts back exactly what was there: hit points, shield, condition, and the status the damage set", async () => {
    const trooper = await sagaTrooper({ hp: 10, max: 30, shield: 5, temp: 2 });
    await sagaDamage.apply(trooper, hit(25), source);
    expect(trooper.statuses.has("dead")).toBe(true);
    expect(sagaDamage.logged(trooper, source)).toBe(true);
    expect(await sagaDamage.undo(trooper, source)).toBe(true);
    expect(healthOf(trooper)).toEqual({ hp: 10, temp: 2, shield: 5, condition: 0 });
    expect(trooper.statuses.has("dead")).toBe(false);
    expect(sagaDamage.logged(trooper, source)).toBe(false);
  });
  it("a status set by hand before the damage stays", async () => {
    const trooper = await sagaTrooper({ hp: 10, max: 30 });
    await trooper.toggleStatusEffect("unconscious", { active: true });
    await sagaDamage.apply(trooper, hit(5), source);
    await sagaDamage.undo(trooper, source);
    expect(trooper.statuses.has("unconscious")).toBe(true);
  });
  it("after a later change (healing), only what this damage took comes back, capped at the maximum", async () => {
    const trooper = await sagaTrooper({ hp: 30 });
    await sagaDamage.apply(trooper, hit(14), source);
    expect(healthOf(trooper)).toMatchObject({ hp: 16, condition: 1 });
    await trooper.update({ "system.hp.value": 25 } as Actor.UpdateData);
    await sagaDamage.undo(trooper, source);
    expect(healthOf(trooper)).toMatchObject({ hp: 30, condition: 0 });
  });
  it("only the newest damage of this card's attack is undone; another card's stays", async () => {
    const trooper = await sagaTrooper({ hp: 30 });
    await sagaDamage.apply(trooper, hit(5), source);
    await sagaDamage.apply(trooper, hit(3), { messageId: "msg2", attackIndex: 0 });
    await sagaDamage.undo(trooper, source);
    expect(healthOf(trooper).hp).toBe(27);
    expect(await sagaDamage.undo(trooper, source)).toBe(false);
  });
});
