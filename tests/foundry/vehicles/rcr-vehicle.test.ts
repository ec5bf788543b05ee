// RCR vehicles in Foundry (issue 37): the `vehicle` actor's schema and guard, crew seated by UUID and read at
// roll time, a weapon fired from its station through the engine, the vehicle's Defense as a target, and a
// card's damage through DR into hit points with Undo. d20F › Attack Roll, Defense, Crew; MSRD › Damaging Vehicles.
import { beforeAll, describe, expect, it } from "vitest";
import { rcrDamage } from "../../../src/rulesets/rcr/damage/damage-application.ts";
import type { DamageSpec } from "../../../src/rulesets/rcr/damage/damage-plan.ts";
import { WeaponModel } from "../../../src/rulesets/rcr/data/item/weapon-model.ts";
import { vehicleAttackViews, vehicleWeaponBonus } from "../../../src/rulesets/rcr/vehicle/vehicle-attack.ts";
import { RcrVehicleModel } from "../../../src/rulesets/rcr/vehicle/vehicle-model.ts";
import { rcrVehicleParts } from "../../../src/rulesets/rcr/vehicle/vehicle-sheet.ts";
import { seatRefusal } from "../../../src/vehicles/crew-seats.ts";
import { damageRollOf } from "../damage/damage-roll-fixture.ts";
import { createActor, registerSystem, settle, soldier } from "../data/fixtures.ts";

let ids = 0;
beforeAll(() => {
  registerSystem();
  Object.assign(foundry, {
    utils: { ...(foundry as { utils?: object }).utils, randomID: () => `entry${++ids}` },
  });
});

const laser = {
  name: "Laser cannons",
  type: "weapon",
  system: { damage: { formula: "6d8" }, station: "gunner1" },
};

/** A Huge starfighter: hit points 120, DR 10, its laser fired from the first gunner's station. */
const fighter = (crew: Record<string, { uuid?: string; quality?: string }> = {}): Actor.CreateData =>
  ({
    name: "Fighter",
    type: "vehicle",
    system: { size: "huge", maneuver: -2, hitPoints: { value: 120, max: 120 }, damageReduction: 10, crew },
    items: [laser],
  }) as unknown as Actor.CreateData;

function modelOf(actor: Actor.Implementation): RcrVehicleModel {
  if (!(actor.system instanceof RcrVehicleModel)) throw new Error("not a vehicle");
  return actor.system;
}

const hit = async (amount: number, extra: Partial<DamageSpec> = {}): Promise<DamageSpec> => ({
  roll: await damageRollOf(amount),
  amount,
  bonus: 0,
  critical: false,
  halfDamage: false,
  vitalityOnly: false,
  ...extra,
});

describe("the RCR vehicle actor", () => {
  it("is created with its declared numbers, and a bad value is refused while the rest of the change is kept", async () => {
    const vehicle = await createActor(fighter());
    await vehicle.update({ "system.size": "planet", "system.damageReduction": 12 } as Actor.UpdateData);
    expect(modelOf(vehicle).size).toBe("huge");
    expect(modelOf(vehicle).damageReduction).toBe(12);
    expect(modelOf(vehicle).crew.pilot).toEqual({ uuid: "", quality: "none" });
  });
  it("refuses a vehicle as crew, and an actor still in a compendium", async () => {
    const vehicle = await createActor(fighter());
    expect(seatRefusal(vehicle, { type: "vehicle", documentName: "Actor", name: "Other ship" })).toBe(
      "vehicleCrew",
    );
    expect(
      seatRefusal(vehicle, { type: "character", pack: "world.heroes", documentName: "Actor", name: "Han" }),
    ).toBe("compendiumActor");
    expect(seatRefusal(vehicle, { type: "character", documentName: "Actor", name: "Han" })).toBeNull();
  });
});

describe("a weapon fired from its station (d20F › Attack Roll)", () => {
  it("uses the seated gunner's own ranged bonus, read when it fires, plus the Huge size and targeting system", async () => {
    const gunner = await createActor(soldier()); // BAB +1, Dex 13 (+1): ranged +2
    const vehicle = await createActor(fighter({ gunner1: { uuid: gunner.uuid } }));
    const read = (uuid: string) => (uuid === gunner.uuid ? gunner : null);
    const weapon = vehicle.items.contents[0]?.system;
    if (!(weapon instanceof WeaponModel)) throw new Error("no weapon");
    // +2 gunner, −2 Huge, +1 a Huge ship's standard targeting system.
    expect(vehicleWeaponBonus(modelOf(vehicle), weapon, read)).toMatchObject({ ok: true, total: 1 });
    await gunner.update({ "system.baseAttackBonus": 6 } as Actor.UpdateData);
    expect(vehicleWeaponBonus(modelOf(vehicle), weapon, read)).toMatchObject({ ok: true, total: 6 });
  });
  it("an empty seat fires with its crew quality, and a seat with neither is refused", async () => {
    const ace = await createActor(fighter({ gunner1: { quality: "ace" } }));
    const views = vehicleAttackViews(ace, ace.items.contents[0]?.id ?? null, () => null);
    // Ace gunners +8, −2 Huge, +1 targeting.
    if ("refused" in views) throw new Error(views.refused);
    expect(views.attacker.attackParts.ranged.reduce((sum, part) => sum + part.value, 0)).toBe(7);
    const empty = await createActor(fighter());
    expect(vehicleAttackViews(empty, empty.items.contents[0]?.id ?? null, () => null)).toEqual({
      refused: "emptyStation",
    });
  });
  it("the sheet shows the vehicle's Defense from its seated pilot, and each weapon's bonus", async () => {
    const pilot = await createActor(soldier()); // class Defense +3, Dex +1
    const vehicle = await createActor(
      fighter({ pilot: { uuid: pilot.uuid }, gunner1: { quality: "trained" } }),
    );
    const parts = rcrVehicleParts(vehicle, modelOf(vehicle), (uuid) => (uuid === pilot.uuid ? pilot : null));
    // 10 − 2 (Huge) + 3 + 1.
    expect(parts.chips[0]?.value).toBe("12");
    // Trained gunners +2, −2 Huge, +1 targeting.
    expect(parts.weapons[0]?.bonus).toBe("+1");
    expect(parts.seats.pilot.seated?.name).toBe("Soldier");
    expect(parts.seats.copilot).toEqual({ seated: null, missing: false });
    const gone = rcrVehicleParts(vehicle, modelOf(vehicle), () => null);
    expect(gone.seats.pilot).toEqual({ seated: null, missing: true });
  });
});

describe("a card's damage on a vehicle (MSRD › Damaging Vehicles)", () => {
  const source = { messageId: "m1", attackIndex: 0 };
  it("goes through DR into hit points, is marked as hit points lost and DR stopped, and Undo restores it", async () => {
    const vehicle = await createActor(fighter());
    const applied = await rcrDamage.apply(vehicle, await hit(25), source);
    expect(applied?.taken).toEqual({ hp: 15, dr: 10 });
    expect(modelOf(vehicle).hitPoints.value).toBe(105);
    expect(rcrDamage.logged(vehicle, source)).toBe(true);
    expect(await rcrDamage.undo(vehicle, source)).toBe(true);
    expect(modelOf(vehicle).hitPoints.value).toBe(120);
    expect(rcrDamage.logged(vehicle, source)).toBe(false);
  });
  it("a critical doubles the damage before DR; a hit to 0 or below disables it, and Undo lifts that", async () => {
    const vehicle = await createActor(fighter());
    await rcrDamage.apply(vehicle, await hit(25, { critical: true }), source);
    expect(modelOf(vehicle).hitPoints.value).toBe(80);
    await rcrDamage.apply(vehicle, await hit(95), { messageId: "m2", attackIndex: 0 });
    await settle();
    expect(modelOf(vehicle).hitPoints.value).toBe(-5);
    expect(vehicle.statuses.has("disabled")).toBe(true);
    await rcrDamage.undo(vehicle, { messageId: "m2", attackIndex: 0 });
    await settle();
    expect(modelOf(vehicle).hitPoints.value).toBe(80);
    expect(vehicle.statuses.has("disabled")).toBe(false);
  });
});
