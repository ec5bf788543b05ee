// Bantha rush, disarm and overrun from the sheet through the stand-ins. rcr-combat.txt › Bantha Rush (opposed
// Strength, +2 charging, the rusher must beat; 2 m back, 1 m more per full 3 points when following, within the
// movement; a loser thrown back into an occupied space is prone), rcr-additional-combat-rules.txt › Burst of
// Speed in Action (a speeding collision: +4 to +12, only the target may attack); rcr-combat.txt › Disarm
// (opposed attack rolls, weapon sizes, two hands, non-melee items -4, the counter-disarm; an unarmed
// attacker takes the weapon) and › Overrun (charging, 4 m straight, avoid or block with a trip).
// Soldiers: Str 14 (+2), BAB +1, melee +3 with the vibroblade (one-handed: Medium-size), on 2 m squares.
import { describe, expect, it } from "vitest";
import { startManeuver } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-flow.ts";
import type {
  ManeuverKind,
  ManeuverOptions,
} from "../../../../../src/rulesets/rcr/maneuvers/maneuver-types.ts";
import { soldier } from "../../../data/fixtures.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import {
  ana,
  fighter,
  lastCard,
  lastWarning,
  posted,
  squareScene,
  target,
  useManeuverWorld,
} from "./maneuver-world.ts";

useManeuverWorld();

const act = (
  actor: Actor.Implementation,
  kind: ManeuverKind,
  options: Partial<ManeuverOptions> = {},
  weaponId?: string | null,
) => startManeuver(actor, kind, { skipDialog: true, options, weaponId: weaponId ?? null });

/** The hero at square (0, 0), the foe east of it at (1, 0): a push goes east. */
async function pair() {
  const scene = squareScene();
  const hero = await fighter(scene, soldier(), { x: 0, y: 0 }, ana, "Hero");
  const foe = await fighter(scene, soldier(), { x: 1, y: 0 }, ana, "Foe");
  target(foe.token);
  return { scene, hero, foe };
}

describe("bantha rush", () => {
  it("12 + 2 beats 10 + 2: the foe is pushed 2 m (one square) straight back; the hero stays", async () => {
    const { hero, foe } = await pair();
    forcedResults.push(12, 10);
    await act(hero.actor, "banthaRush");
    expect(lastCard()?.outcome).toBe("banthaRush.pushed");
    expect([foe.token.x, foe.token.y]).toEqual([200, 0]);
    expect([hero.token.x, hero.token.y]).toEqual([0, 0]);
    expect(lastCard()?.why.map((line) => line.key)).toEqual(["higherTotal", "provokesThreatening"]);
  });
  it("a tie fails (the rusher must beat): the hero falls back, and is prone when that space is occupied", async () => {
    const { hero, foe } = await pair();
    forcedResults.push(10, 10);
    await act(hero.actor, "banthaRush", { returnSpaceOccupied: true });
    expect(lastCard()?.outcome).toBe("banthaRush.failed");
    expect(lastCard()?.why[0]?.key).toBe("tieFails");
    expect(hero.actor.statuses.has("prone")).toBe(true);
    expect([foe.token.x]).toEqual([100]);
  });
  it("following a charge: 20 + 2 + 2 = 24 beats 3 + 2 = 5 by 19, 6 m more capped by 4 m movement left: pushed 4 m, the hero follows", async () => {
    const { hero, foe } = await pair();
    forcedResults.push(20, 3);
    await act(hero.actor, "banthaRush", { charging: true, follow: true, movementLeft: 4 });
    expect(lastCard()?.steps[0]).toMatchObject({ self: { modifier: 4, total: 24 } });
    expect(lastCard()?.outcome).toBe("banthaRush.pushedFollowed");
    expect([foe.token.x, hero.token.x]).toEqual([300, 200]);
  });
  it("a diagonal push goes diagonally; a Burst of Speed collision adds +4 and only the target may attack", async () => {
    const scene = squareScene();
    const hero = await fighter(scene, soldier(), { x: 0, y: 0 }, ana, "Hero");
    const foe = await fighter(scene, soldier(), { x: 1, y: 1 }, ana, "Foe");
    target(foe.token);
    forcedResults.push(8, 10);
    await act(hero.actor, "banthaRush", { speedFeat: "burstOfSpeed" });
    expect(lastCard()?.steps[0]).toMatchObject({ self: { total: 14 }, others: [{ total: 12 }] });
    expect(lastCard()?.why.at(-1)?.key).toBe("provokesTarget");
    expect([foe.token.x, foe.token.y]).toEqual([200, 200]);
  });
});

describe("disarm", () => {
  it("vibroblade against vibroblade, 15 + 3 beats 10 + 3: the foe's blade falls to the ground (unequipped)", async () => {
    const { hero, foe } = await pair();
    const blade = hero.actor.items.find((item) => item.name === "Vibroblade");
    const foeBlade = foe.actor.items.find((item) => item.name === "Vibroblade");
    forcedResults.push(15, 10);
    await act(hero.actor, "disarm", { defenderWeaponId: foeBlade?.id ?? null }, blade?.id);
    expect(lastCard()?.outcome).toBe("disarm.dropped");
    expect(foeBlade?.system).toMatchObject({ equipped: false });
  });
  it("the foe's blaster rifle is no melee weapon (-4) but held in two hands (+4); an unarmed hero who wins (14 + 3 against 12 + 3) takes it", async () => {
    const { hero, foe } = await pair();
    const rifle = foe.actor.items.find((item) => item.name === "Blaster rifle");
    forcedResults.push(14, 12);
    await act(hero.actor, "disarm", { defenderWeaponId: rifle?.id ?? null });
    expect(lastCard()?.steps[0]).toMatchObject({
      others: [{ parts: expect.arrayContaining([{ label: "notMelee", value: -4 }]) }],
    });
    expect(lastCard()?.outcome).toBe("disarm.taken");
    expect(foe.actor.items.find((item) => item.name === "Blaster rifle")).toBeUndefined();
    expect(hero.actor.items.filter((item) => item.name === "Blaster rifle")).toHaveLength(2);
  });
  it("any damage from the attack of opportunity spoils it before a die is rolled", async () => {
    const { hero, foe } = await pair();
    const foeBlade = foe.actor.items.find((item) => item.name === "Vibroblade");
    forcedResults.push(20, 1);
    await act(hero.actor, "disarm", { defenderWeaponId: foeBlade?.id ?? null, attackOfOpportunityDamage: 3 });
    expect(lastCard()?.outcome).toBe("disarm.spoiled");
    expect(forcedResults).toEqual([20, 1]);
  });
  it("a failed disarm lets the foe disarm back with its blade: the hero's blade falls", async () => {
    const { hero, foe } = await pair();
    const blade = hero.actor.items.find((item) => item.name === "Vibroblade");
    const foeBlade = foe.actor.items.find((item) => item.name === "Vibroblade");
    forcedResults.push(5, 15, 15, 5);
    await act(hero.actor, "disarm", { defenderWeaponId: foeBlade?.id ?? null }, blade?.id);
    expect(lastCard()?.outcome).toBe("disarm.disarmedBack");
    expect(blade?.system).toMatchObject({ equipped: false });
  });
  it("with the blaster rifle in hand the disarm is refused: a melee attack", async () => {
    const { hero, foe } = await pair();
    const rifle = hero.actor.items.find((item) => item.name === "Blaster rifle");
    const foeBlade = foe.actor.items.find((item) => item.name === "Vibroblade");
    await act(hero.actor, "disarm", { defenderWeaponId: foeBlade?.id ?? null }, rifle?.id);
    expect(lastWarning()).toBe("A disarm is a melee attack: choose a melee weapon or go unarmed.");
    expect(posted).toEqual([]);
  });
});

describe("overrun", () => {
  it("refused without a charge, and after less than 4 m in a straight line", async () => {
    const { hero } = await pair();
    await act(hero.actor, "overrun", { charging: false });
    expect(lastWarning()).toBe("An overrun is part of a charge.");
    await act(hero.actor, "overrun", { straightMeters: 2 });
    expect(lastWarning()).toBe("An overrun needs at least 4 m in a straight line into the defender's space.");
    expect(posted).toEqual([]);
  });
  it("the defender avoids: the charge goes on, nothing is rolled", async () => {
    const { hero } = await pair();
    forcedResults.push(20);
    await act(hero.actor, "overrun", { defenderChoice: "avoid" });
    expect(lastCard()?.outcome).toBe("overrun.avoided");
    expect(forcedResults).toEqual([20]);
  });
  it("the defender blocks and is tripped: prone, the charge goes on", async () => {
    const { hero, foe } = await pair();
    forcedResults.push(10, 15, 5);
    await act(hero.actor, "overrun");
    expect(lastCard()?.outcome).toBe("overrun.defenderTripped");
    expect(foe.actor.statuses.has("prone")).toBe(true);
  });
  it("the trip fails and the defender trips back: the hero is prone", async () => {
    const { hero, foe } = await pair();
    forcedResults.push(10, 5, 15, 15, 5);
    await act(hero.actor, "overrun");
    expect(lastCard()?.outcome).toBe("overrun.attackerTripped");
    expect(hero.actor.statuses.has("prone")).toBe(true);
    expect(foe.actor.statuses.has("prone")).toBe(false);
  });
  it("a missed touch attack stops the hero, who moves 2 m back; prone when that space is occupied", async () => {
    const { hero } = await pair();
    forcedResults.push(1);
    await act(hero.actor, "overrun", { returnSpaceOccupied: true });
    expect(lastCard()?.outcome).toBe("overrun.pushedBack");
    expect(lastCard()?.values.meters).toBe(2);
    expect(hero.actor.statuses.has("prone")).toBe(true);
  });
});
