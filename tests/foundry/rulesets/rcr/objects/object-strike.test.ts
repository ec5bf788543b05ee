// Striking an object from the sheet through the stand-ins. rcr-combat.txt › Strike an Object (Defense held 15,
// carried 10, inanimate 10 - 5, each + size, held and carried + the holder's Dex and class bonus; +4 in melee
// against an inanimate object; lining the shot up hits automatically in melee, +5 at range), › Damage
// Reduction / Wound Points (DR off each hit, ruined at 0), › Breaking Items (Strength against the DC, 2 lower
// at half the wound points); rcr-additional-combat-rules.txt › Ion Weapons (an electronic item takes the
// damage; on stun the wielder saves or it is dead 1d4+1 rounds, an unattended one fails).
// Soldiers: Str 14 (+2), Dex 13 (+1), BAB +1, class Defense +3, Fort +4 (base 2, Con 15); vibroblade 2d6 + 2
// at +3 (not in hand); blaster rifle (two-handed, in hand) 3d8 at +3. 2 m squares of 100 px.
import { describe, expect, it } from "vitest";
import en from "../../../../../lang/en.json" with { type: "json" };
import { startManeuver } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-flow.ts";
import { answerManeuverQuery } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-relay.ts";
import { readObjectForm } from "../../../../../src/rulesets/rcr/objects/object-form.ts";
import {
  defaultObjectChoice,
  type ObjectChoice,
} from "../../../../../src/rulesets/rcr/objects/object-types.ts";
import { soldier } from "../../../data/fixtures.ts";
import { asClient, queryLog } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import {
  ana,
  fighter,
  gm,
  lastCard,
  lastWarning,
  posted,
  squareScene,
  target,
  useManeuverWorld,
} from "../maneuvers/maneuver-world.ts";

useManeuverWorld();

/** A refusal as the user reads it (warned with the actor's name, so formatted in English here). */
const refusal = (key: string): unknown =>
  `SWRPG.Maneuver.Refused.object.${key}`
    .split(".")
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], en);

const ionPistol: Item.CreateData = {
  name: "Ion pistol",
  type: "weapon",
  system: {
    damage: { formula: "3d6", type: "ion" },
    group: "blasterPistols",
    size: "one-handed",
    attackType: "ranged",
    rangeIncrement: 10,
    stun: { available: true, active: true },
    equipped: true,
  },
};

/** The hero (with an ion pistol too) at (0, 0) and a second token east of it at (1, 0). */
async function world(otherName = "Foe", owner = ana) {
  const scene = squareScene();
  const hero = await fighter(
    scene,
    { ...soldier(), items: [...((soldier().items ?? []) as Item.CreateData[]), ionPistol] },
    { x: 0, y: 0 },
    ana,
    "Hero",
  );
  const other = await fighter(scene, soldier(), { x: 1, y: 0 }, owner, otherName);
  const weapon = (actor: Actor.Implementation, name: string) =>
    actor.items.find((item) => item.name === name)?.id ?? null;
  return { scene, hero, other, weapon };
}

const strike = (actor: Actor.Implementation, weaponId: string | null, object: Partial<ObjectChoice>) =>
  startManeuver(actor, "object", {
    skipDialog: true,
    weaponId,
    options: { weaponId, object: { ...defaultObjectChoice(), ...object } },
  });

const stored = (token: { flags: Record<string, unknown> }) =>
  (token.flags.swrpg as { object?: Record<string, unknown> } | undefined)?.object;

describe("an unattended object on the map: the targeted token is the object", () => {
  it("a Large wooden door (Defense 10 - 5 - 1 = 4): vibroblade 2 + 3 + 4 (immobile, melee) = 9 hits; 2d6 + 2 = 9, less DR 5: 4 of its 5 wound points", async () => {
    const { hero, other, weapon } = await world("Door");
    target(other.token);
    forcedResults.push(2, 4, 3);
    await strike(hero.actor, weapon(hero.actor, "Vibroblade"), { size: "large" });
    const card = lastCard();
    expect(card?.outcome).toBe("object.hit");
    expect(card?.steps[0]).toMatchObject({
      type: "versus",
      label: "objectAttack",
      against: 4,
      success: true,
      self: { d20: 2, total: 9 },
    });
    expect(card?.steps[0]?.type === "versus" && card.steps[0].self.parts).toContainEqual({
      label: "object",
      value: 4,
    });
    expect(card?.why.map((line) => line.key)).toEqual(["objectAttack", "objectDamage", "objectWounds"]);
    expect(card?.why[2]?.data).toEqual({ before: 5, after: 1, max: 5 });
    expect(stored(other.token)).toEqual({
      name: "Door",
      size: "large",
      damageReduction: 5,
      woundPoints: 1,
      woundPointsMax: 5,
      breakDC: 15,
      electronic: false,
    });
    expect(forcedResults).toEqual([]);
  });
  it("a natural 1 misses even Defense 4: no damage is rolled and nothing is written", async () => {
    const { hero, other, weapon } = await world("Door");
    target(other.token);
    forcedResults.push(1, 6, 6);
    await strike(hero.actor, weapon(hero.actor, "Vibroblade"), { size: "large" });
    expect(lastCard()?.outcome).toBe("object.missed");
    expect(forcedResults).toEqual([6, 6]);
    expect(stored(other.token)).toBeUndefined();
  });
  it("marked, it is struck again from what it keeps: at 1 of 5 the break DC is 15 - 2 = 13; 10 + 2 holds, 11 + 2 breaks it", async () => {
    const { hero, other, weapon } = await world("Door");
    target(other.token);
    forcedResults.push(2, 4, 3);
    await strike(hero.actor, weapon(hero.actor, "Vibroblade"), { size: "large" });
    forcedResults.push(10);
    await strike(hero.actor, null, { source: "token", action: "break" });
    expect(lastCard()?.outcome).toBe("object.notBroken");
    expect(lastCard()?.why.map((line) => line.key)).toEqual(["breakDC", "breakDCLowered"]);
    expect(lastCard()?.steps[0]).toMatchObject({ against: 13, self: { total: 12 }, success: false });
    expect(stored(other.token)?.woundPoints).toBe(1);
    forcedResults.push(11);
    await strike(hero.actor, null, { source: "token", action: "break" });
    expect(lastCard()?.outcome).toBe("object.broken");
    expect(stored(other.token)?.woundPoints).toBe(0);
  });
  it("whole, the door's break DC stays 15: 13 + 2 = 15 breaks it (the DC or more)", async () => {
    const { hero, other } = await world("Door");
    target(other.token);
    forcedResults.push(13);
    await strike(hero.actor, null, { action: "break" });
    expect(lastCard()?.outcome).toBe("object.broken");
    expect(lastCard()?.why.map((line) => line.key)).toEqual(["breakDC"]);
  });
  it("a token never struck is not a marked object yet: refused, nothing rolled", async () => {
    const { hero, other } = await world("Door");
    target(other.token);
    forcedResults.push(20);
    await strike(hero.actor, null, { source: "token" });
    expect(lastWarning()).toBe(refusal("notMarked"));
    expect(posted).toEqual([]);
  });
  it("lining up a melee blow (full-round) hits automatically: no attack roll, only the damage", async () => {
    const { hero, other, weapon } = await world("Door");
    target(other.token);
    forcedResults.push(1, 1);
    await strike(hero.actor, weapon(hero.actor, "Vibroblade"), { linedUp: true });
    expect(lastCard()?.steps.map((step) => step.type)).toEqual(["damage"]);
    expect(lastCard()?.why[0]?.key).toBe("automaticHit");
    // 1 + 1 + 2 = 4 does not pass DR 5: the door keeps all 5.
    expect(stored(other.token)?.woundPoints).toBe(5);
  });
});

describe("what a character holds or carries", () => {
  it("the foe's blaster rifle in hand (two-handed: a Large weapon, a Small object): Defense 15 + 1 + Dex 1 + class 3 = 20", async () => {
    const { hero, other, weapon } = await world();
    target(other.token);
    const rifle = weapon(other.actor, "Blaster rifle");
    forcedResults.push(16);
    await startManeuver(hero.actor, "object", {
      skipDialog: true,
      weaponId: weapon(hero.actor, "Vibroblade"),
      options: {
        weaponId: weapon(hero.actor, "Vibroblade"),
        defenderWeaponId: rifle,
        object: { ...defaultObjectChoice(), source: "weapon" },
      },
    });
    expect(lastCard()?.steps[0]).toMatchObject({ against: 20, self: { total: 19 }, success: false });
    expect(lastCard()?.outcome).toBe("object.missed");
  });
  it("17 + 3 = 20 hits it; the Large weapon row: DR 5, 10 wound points; 6 + 6 + 2 = 14 leaves 1, then 3 + 3 + 2 ruins it and it leaves the foe's hands", async () => {
    const { hero, other, weapon } = await world();
    target(other.token);
    const rifle = weapon(other.actor, "Blaster rifle");
    const blade = weapon(hero.actor, "Vibroblade");
    const hit = () =>
      startManeuver(hero.actor, "object", {
        skipDialog: true,
        weaponId: blade,
        options: {
          weaponId: blade,
          defenderWeaponId: rifle,
          object: { ...defaultObjectChoice(), source: "weapon" },
        },
      });
    forcedResults.push(17, 6, 6);
    await hit();
    expect(lastCard()?.outcome).toBe("object.hit");
    const item = other.actor.items.get(rifle ?? "");
    expect(item?.flags.swrpg?.object).toMatchObject({ woundPoints: 1, woundPointsMax: 10, breakDC: 20 });
    forcedResults.push(17, 3, 3);
    await hit();
    expect(lastCard()?.outcome).toBe("object.ruined");
    expect(item?.flags.swrpg?.object?.woundPoints).toBe(0);
    expect((item?.system as { equipped?: boolean }).equipped).toBe(false);
  });
  it("a carried item from the table needs its holder targeted", async () => {
    const { hero } = await world();
    await strike(hero.actor, null, { state: "carried", table: "computerConsole" });
    expect(lastWarning()).toBe(refusal("noHolder"));
  });
});

describe("ion weapons against electronics (rcr-additional-combat-rules.txt › Ion Weapons)", () => {
  it("on stun against the foe's rifle: the wielder's Fortitude 10 + 4 = 14 fails DC 15; dead for 1d4 + 1 = 3 + 1 = 4 rounds", async () => {
    const { hero, other, weapon } = await world();
    target(other.token);
    forcedResults.push(18, 10, 3);
    await startManeuver(hero.actor, "object", {
      skipDialog: true,
      weaponId: weapon(hero.actor, "Ion pistol"),
      options: {
        weaponId: weapon(hero.actor, "Ion pistol"),
        defenderWeaponId: weapon(other.actor, "Blaster rifle"),
        object: { ...defaultObjectChoice(), source: "weapon", electronic: true },
      },
    });
    const card = lastCard();
    expect(card?.outcome).toBe("object.disabled");
    expect(card?.values.rounds).toBe(4);
    expect(card?.steps[1]).toMatchObject({
      label: "fortitude",
      against: 15,
      self: { total: 14 },
      success: false,
    });
    expect(card?.why.map((line) => line.key)).toEqual(["objectAttack", "ionStun", "fortitude"]);
  });
  it("a Fortitude of exactly the DC (11 + 4 = 15) resists: nothing more is rolled", async () => {
    const { hero, other, weapon } = await world();
    target(other.token);
    forcedResults.push(18, 11, 3);
    await startManeuver(hero.actor, "object", {
      skipDialog: true,
      weaponId: weapon(hero.actor, "Ion pistol"),
      options: {
        weaponId: weapon(hero.actor, "Ion pistol"),
        defenderWeaponId: weapon(other.actor, "Blaster rifle"),
        object: { ...defaultObjectChoice(), source: "weapon", electronic: true },
      },
    });
    expect(lastCard()?.outcome).toBe("object.resisted");
    expect(forcedResults).toEqual([3]);
  });
  it("an unattended console off the map fails its save by itself: no Fortitude roll, 1d4 = 2: 3 rounds", async () => {
    const { hero, weapon } = await world();
    forcedResults.push(10, 2);
    await strike(hero.actor, weapon(hero.actor, "Ion pistol"), {
      table: "computerConsole",
      size: "medium",
      electronic: true,
    });
    expect(lastCard()?.outcome).toBe("object.disabled");
    expect(lastCard()?.values.rounds).toBe(3);
    expect(lastCard()?.why.map((line) => line.key)).toEqual(["objectAttack", "ionInanimate"]);
    expect(lastCard()?.defender).toBeNull();
  });
  it("ion energy against a door that is not electronic: a hit, but no damage is rolled (RCR core)", async () => {
    const { hero, other, weapon } = await world("Door");
    target(other.token);
    forcedResults.push(15, 6, 6, 6);
    await strike(hero.actor, weapon(hero.actor, "Ion pistol"), {});
    expect(lastCard()?.why.map((line) => line.key)).toEqual(["objectAttack", "ionNotElectronic"]);
    expect(forcedResults).toEqual([6, 6, 6]);
  });
});

describe("range, substances and bad input", () => {
  it("the blaster rifle at a console measured 2 m away: no range penalty; 3d8 less DR 2 off its 5 wound points", async () => {
    const { hero, other, weapon } = await world("Console");
    target(other.token);
    forcedResults.push(3, 1, 1, 1);
    await strike(hero.actor, weapon(hero.actor, "Blaster rifle"), { table: "computerConsole" });
    const card = lastCard();
    expect(
      card?.steps[0]?.type === "versus" && card.steps[0].self.parts.map((part) => part.label),
    ).not.toContain("range");
    expect(card?.why[1]?.data).toEqual({ damage: 3, dr: 2, lost: 1 });
    expect(stored(other.token)?.woundPoints).toBe(4);
  });
  it("a typed distance beyond ten increments (30 m rifle, 301 m) is refused", async () => {
    const { hero, weapon } = await world();
    await strike(hero.actor, weapon(hero.actor, "Blaster rifle"), { distance: 301 });
    expect(lastWarning()).toBe(refusal("beyondRange"));
  });
  it("a stone wall by substance, 20 cm (DR 8, 120 wound points): breaking it needs a DC the table does not give", async () => {
    const { hero } = await world();
    await strike(hero.actor, null, {
      source: "substance",
      substance: "stone",
      thicknessCm: 20,
      action: "break",
    });
    expect(lastWarning()).toBe(refusal("noBreakDC"));
    forcedResults.push(20);
    await strike(hero.actor, null, {
      source: "substance",
      substance: "stone",
      thicknessCm: 20,
      action: "break",
      breakDC: 30,
    });
    expect(lastCard()?.steps[0]).toMatchObject({ against: 30, self: { total: 22 } });
    expect(lastCard()?.values).toMatchObject({ object: "SWRPG.Objects.Thick.stone", thickness: 20 });
  });
  it("the dialog refuses a thickness of 0 or a fractional break DC by the field's name, and keeps the rest", () => {
    const current = defaultObjectChoice();
    const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
    expect(readObjectForm(form({ objectThickness: "0", objectTable: "chain" }), current)).toMatchObject({
      invalid: "SWRPG.Objects.Dialog.objectThickness",
      choice: { thicknessCm: 5, table: "chain" },
    });
    expect(readObjectForm(form({ objectBreakDC: "12.5", objectWoundPointsLeft: "" }), current)).toMatchObject(
      {
        invalid: "SWRPG.Objects.Dialog.objectBreakDC",
        choice: { breakDC: null, woundPointsLeft: null },
      },
    );
    expect(readObjectForm(form({ objectSource: "<b>", objectSize: "planet" }), current).choice).toMatchObject(
      {
        source: "table",
        size: "medium",
      },
    );
  });
});

describe("the GM relay: Ana strikes a door only the GM owns", () => {
  it("the GM's client works the card out again from the token and the dice, then writes the door's wound points", async () => {
    const { hero, other, weapon } = await world("Door", gm);
    target(other.token);
    forcedResults.push(2, 4, 3);
    await strike(hero.actor, weapon(hero.actor, "Vibroblade"), { size: "large" });
    expect(queryLog).toEqual([{ to: "gm", name: "swrpg.maneuver", data: { messageId: posted[0]?.id } }]);
    expect(stored(other.token)?.woundPoints).toBe(1);
    const again = await asClient(gm, () => answerManeuverQuery({ messageId: posted[0]?.id }));
    expect(again).toBeNull();
    expect(stored(other.token)?.woundPoints).toBe(1);
  });
});
