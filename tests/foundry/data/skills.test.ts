// RCR skills on an actor (src/rulesets/rcr/data/actor/derive-skills.ts over src/rules/rcr/skills.ts): ranks +
// key ability + the worn armor's check penalty (twice for Swim), −10 on a Force skill while grappled or pinned
// (rcr-combat.txt › Other Grappling Options › Use the Force); and an actor stored before skills and points
// existed keeps every number it had (the migration: new fields take their initial values, nothing is lost).
import { beforeAll, describe, expect, it } from "vitest";
import type { RcrSkillSource } from "../../../src/rulesets/rcr/data/actor/derive-skills.ts";
import { createActor, registerSystem, soldier, stormtrooper, systemOf } from "./fixtures.ts";

beforeAll(registerSystem);

describe("an RCR actor's skills", () => {
  it("the stormtrooper (Str 12, Dex 12, armor −4): Climb 2 ranks is 2 + 1 − 4 = −1, Swim untrained 1 − 8 = −7, Spot +0", async () => {
    const data = stormtrooper();
    Object.assign(data.system as object, { skills: { climb: { ranks: 2, misc: 0 } } });
    const system = systemOf(await createActor(data));
    expect(system.skillBonuses.climb?.total).toBe(-1);
    expect(system.skillBonuses.swim?.total).toBe(-7);
    expect(system.skillBonuses.spot?.total).toBe(0);
  });
  it("a trained-only skill without ranks is not usable; with one it is", async () => {
    const data = soldier();
    Object.assign(data.system as object, { skills: { tumble: { ranks: 1, misc: 2 } } });
    const system = systemOf(await createActor(data));
    expect(system.skillBonuses.tumble).toMatchObject({ total: 1 + 1 + 2, usable: true });
    expect(system.skillBonuses.astrogate?.usable).toBe(false);
  });
  it("grappled: Move Object (4 ranks, Int 10) is 4 − 10 = −6; Escape Artist is not touched", async () => {
    const data = soldier();
    Object.assign(data.system as object, {
      skills: { moveObject: { ranks: 4, misc: 0 }, escapeArtist: { ranks: 3, misc: 0 } },
    });
    const system = systemOf(await createActor(data, ["grappled"]));
    expect(system.skillBonuses.moveObject?.total).toBe(-6);
    expect(system.skillBonuses.escapeArtist?.total).toBe(3 + 1);
  });
});

describe("migration: an actor stored before skills and points", () => {
  it("keeps every number it had and reads no ranks and no points", async () => {
    const data = soldier();
    const before = structuredClone(data.system) as Record<string, unknown>;
    const actor = await createActor(data);
    const system = systemOf(actor);
    expect(actor._source.system).toMatchObject(before);
    expect(system.baseAttackBonus).toBe(1);
    expect(system.classDefenseBonus).toBe(3);
    expect(system.saves.fortitude.base).toBe(2);
    expect(system.vitality).toEqual({ value: 12, max: 12 });
    expect(system.forcePoints).toBe(0);
    expect(system.darkSidePoints).toBe(0);
    const skills: RcrSkillSource["skills"] = system.skills;
    expect(skills.tumble).toEqual({ ranks: 0, misc: 0 });
  });
  it("a refused skill value is dropped with the rest of the change kept", async () => {
    const actor = await createActor(soldier());
    await actor.update({
      "system.skills.climb.ranks": 99,
      "system.skills.spot.ranks": 3,
      "system.forcePoints": 2,
    } as Actor.UpdateData);
    const system = systemOf(actor);
    const skills: RcrSkillSource["skills"] = system.skills;
    expect(skills.climb).toEqual({ ranks: 0, misc: 0 });
    expect(skills.spot?.ranks).toBe(3);
    expect(system.forcePoints).toBe(2);
  });
});
