// Grapple from the sheet through the stand-ins (rcr-combat.txt › Grapple): the grab is a melee touch attack,
// then opposed grapple checks (BAB + Strength + special size modifier); a win deals unarmed damage and moves
// the attacker into the target's space; inside a grapple: damage, pin, escape a pin, escape, Wriggle Free;
// joining grabs by itself; at most four Medium-size-equivalents on one target. Two 1st-level soldiers (BAB +1,
// Str 14: grapple +3, melee touch +3; Dex 13: touch Defense 11; 12 vitality) fight on 2 m squares of 100 px.
import { describe, expect, it } from "vitest";
import { startAttack } from "../../../../../src/rulesets/rcr/attack/attack-flow.ts";
import { startManeuver } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-flow.ts";
import type { GrappleMove } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-types.ts";
import { soldier, systemOf } from "../../../data/fixtures.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import {
  ana,
  fighter,
  lastCard,
  lastWarning,
  posted,
  squareScene,
  target,
  targets,
  useManeuverWorld,
} from "./maneuver-world.ts";

useManeuverWorld();

const grapple = (actor: Actor.Implementation, grappleMove: GrappleMove, more = {}) =>
  startManeuver(actor, "grapple", { skipDialog: true, options: { grappleMove, ...more } });

async function hands() {
  const scene = squareScene();
  const hero = await fighter(scene, soldier(), { x: 0, y: 0 }, ana, "Hero");
  const foe = await fighter(scene, soldier(), { x: 1, y: 0 }, ana, "Foe");
  return { scene, hero, foe };
}

/** The hero grapples the foe: grab 10 + 3 = 13 against touch Defense 11; checks 15 + 3 = 18 against 8 + 3 = 11; 1d3 = 2. */
async function grappled() {
  const world = await hands();
  target(world.foe.token);
  forcedResults.push(10, 15, 8, 2);
  await grapple(world.hero.actor, "start");
  return world;
}

describe("starting a grapple", () => {
  it("grab hits, the grapple check wins: both are grappled, the foe takes 1d3 + 2 = 4 to vitality, the hero moves into its square", async () => {
    const { hero, foe } = await grappled();
    const card = lastCard();
    expect(card?.outcome).toBe("grapple.started");
    expect(card?.winner).toBe("attacker");
    expect(card?.steps.map((step) => step.type)).toEqual(["touch", "opposed", "damage"]);
    expect(card?.steps[1]).toMatchObject({
      self: { d20: 15, modifier: 3, total: 18 },
      others: [{ d20: 8, modifier: 3, total: 11 }],
      won: true,
    });
    expect([...hero.actor.statuses]).toContain("grappled");
    expect([...foe.actor.statuses]).toContain("grappled");
    expect(hero.actor.flags.swrpg?.grapple).toEqual({
      opponents: [foe.token.uuid],
      pinnedBy: null,
      pinning: null,
    });
    expect(foe.actor.flags.swrpg?.grapple).toEqual({
      opponents: [hero.token.uuid],
      pinnedBy: null,
      pinning: null,
    });
    expect(systemOf(foe.actor).vitality.value).toBe(8);
    expect([hero.token.x, hero.token.y]).toEqual([100, 0]);
    expect(posted.at(-1)?.flags.swrpg?.maneuver).toMatchObject({ applied: true });
    expect(forcedResults).toEqual([]);
  });
  it("a missed grab (natural 1) ends it: no grapple check, no status, nobody moves", async () => {
    const { hero, foe } = await hands();
    target(foe.token);
    forcedResults.push(1, 20, 20);
    await grapple(hero.actor, "start");
    expect(lastCard()?.outcome).toBe("grapple.grabMissed");
    expect(lastCard()?.why.map((line) => line.key)).toEqual(["touchMissed"]);
    expect(forcedResults).toEqual([20, 20]);
    expect(hero.actor.statuses.has("grappled")).toBe(false);
    expect([hero.token.x, systemOf(foe.actor).vitality.value]).toEqual([0, 12]);
  });
  it("a tied check goes to the higher modifier: the Str 16 foe (+4) holds against the hero's +3 at 14 each", async () => {
    const { hero, foe } = await hands();
    await foe.actor.update({ "system.abilities.str.value": 16 } as Actor.UpdateData);
    target(foe.token);
    forcedResults.push(10, 11, 10);
    await grapple(hero.actor, "start");
    expect(lastCard()?.outcome).toBe("grapple.notStarted");
    expect(lastCard()?.why.at(-1)?.key).toBe("tieLowerModifier");
    expect(foe.actor.statuses.has("grappled")).toBe(false);
  });
  it("a target two or more sizes larger is grabbed but never held: no grapple check is rolled", async () => {
    const { hero, foe } = await hands();
    await foe.actor.update({ "system.size": "huge" } as Actor.UpdateData);
    target(foe.token);
    forcedResults.push(15, 20, 1);
    await grapple(hero.actor, "start");
    expect(lastCard()?.outcome).toBe("grapple.tooLarge");
    expect(forcedResults).toEqual([20, 1]);
    expect(hero.actor.statuses.has("grappled")).toBe(false);
  });
  it("joining a grapple grabs by itself (no touch attack); the target now grapples both", async () => {
    const { scene, hero, foe } = await grappled();
    const ally = await fighter(scene, soldier(), { x: 1, y: 1 }, ana, "Ally");
    forcedResults.push(15, 5, 1);
    await grapple(ally.actor, "start");
    expect(lastCard()?.steps.map((step) => step.type)).toEqual(["opposed", "damage"]);
    expect(lastCard()?.why[0]?.key).toBe("joining");
    expect(foe.actor.flags.swrpg?.grapple?.opponents).toEqual([hero.token.uuid, ally.token.uuid]);
  });
  it("four Medium-size equivalents at most: two Medium-size grapplers on a Small target count 4, a third is refused", async () => {
    const scene = squareScene();
    const hero = await fighter(scene, soldier(), { x: 0, y: 0 }, ana, "Hero");
    const jawa = await fighter(scene, soldier(), { x: 1, y: 0 }, ana, "Jawa");
    const one = await fighter(scene, soldier(), { x: 2, y: 0 }, ana, "One");
    const two = await fighter(scene, soldier(), { x: 1, y: 1 }, ana, "Two");
    await jawa.actor.update({
      "system.size": "small",
      "flags.swrpg.grapple": { opponents: [one.token.uuid, two.token.uuid], pinnedBy: null, pinning: null },
    } as Actor.UpdateData);
    target(jawa.token);
    forcedResults.push(20, 20, 1);
    await grapple(hero.actor, "start");
    expect(lastWarning()).toBe(
      "No room in that grapple: at most four Medium-size opponents (one size smaller counts half, larger double or more).",
    );
    expect(posted).toEqual([]);
    expect(forcedResults).toEqual([20, 20, 1]);
  });
  it("grabbing an opponent already held is refused: damage or pin instead", async () => {
    const { hero } = await grappled();
    forcedResults.push(20, 1);
    await grapple(hero.actor, "start");
    expect(lastWarning()).toBe("You already grapple this opponent: damage or pin instead.");
  });
});

describe("inside the grapple", () => {
  it("damage: the check takes -4 (18 - 4 = 14 beats 11) and deals unarmed damage again", async () => {
    const { hero, foe } = await grappled();
    forcedResults.push(15, 8, 3);
    await grapple(hero.actor, "damage");
    expect(lastCard()?.steps[0]).toMatchObject({ self: { modifier: -1, total: 14 }, won: true });
    expect(systemOf(foe.actor).vitality.value).toBe(3);
  });
  it("pin: the foe is pinned (status and flags); pinned, it may only try to escape the pin", async () => {
    const { hero, foe } = await grappled();
    forcedResults.push(12, 5);
    await grapple(hero.actor, "pin");
    expect(lastCard()?.outcome).toBe("grapple.pinned");
    expect(foe.actor.statuses.has("pinned")).toBe(true);
    expect(foe.actor.flags.swrpg?.grapple?.pinnedBy).toBe(hero.token.uuid);
    expect(hero.actor.flags.swrpg?.grapple?.pinning).toBe(foe.token.uuid);
    targets.clear();
    target(hero.token);
    await grapple(foe.actor, "damage");
    expect(lastWarning()).toBe("Pinned: you can only try to escape the pin.");
    await grapple(foe.actor, "escape");
    expect(lastWarning()).toBe("Pinned: you can only try to escape the pin.");
    forcedResults.push(17, 3);
    await grapple(foe.actor, "escapePin");
    expect(lastCard()?.outcome).toBe("grapple.escapedPin");
    expect(foe.actor.statuses.has("pinned")).toBe(false);
    expect(foe.actor.statuses.has("grappled")).toBe(true);
    expect(hero.actor.flags.swrpg?.grapple?.pinning).toBeNull();
  });
  it("escape must beat every holder: a tie with one of two holders keeps the escaper held", async () => {
    const { scene, hero, foe } = await grappled();
    const ally = await fighter(scene, soldier(), { x: 1, y: 1 }, ana, "Ally");
    forcedResults.push(15, 5, 1);
    await grapple(ally.actor, "start");
    // The foe 12 + 3 = 15 against the hero 2 + 3 = 5 and the ally 12 + 3 = 15: a tie does not beat.
    forcedResults.push(12, 2, 12);
    await grapple(foe.actor, "escape");
    expect(lastCard()?.outcome).toBe("grapple.held");
    expect(lastCard()?.why[0]?.key).toBe("tieFails");
    forcedResults.push(13, 2, 12);
    await grapple(foe.actor, "escape");
    expect(lastCard()?.outcome).toBe("grapple.escaped");
    for (const actor of [hero.actor, foe.actor, ally.actor])
      expect(actor.statuses.has("grappled")).toBe(false);
    expect(hero.actor.flags.swrpg?.grapple?.opponents).toEqual([]);
  });
  it("Wriggle Free uses the Escape Artist bonus against the holder's grapple check", async () => {
    const { foe, hero } = await grappled();
    forcedResults.push(9, 10);
    await grapple(foe.actor, "wriggleFree", { escapeArtist: 6 });
    expect(lastCard()?.steps[0]).toMatchObject({
      label: "escapeArtist",
      self: { total: 15 },
      others: [{ total: 13 }],
    });
    expect(lastCard()?.outcome).toBe("grapple.escaped");
    expect(hero.actor.statuses.has("grappled")).toBe(false);
  });
  it("damaging someone you do not grapple is refused", async () => {
    const { hero, foe } = await hands();
    target(foe.token);
    await grapple(hero.actor, "damage");
    expect(lastWarning()).toBe("You are not grappling that opponent.");
  });
});

describe("weapons while grappling (rcr-combat.txt › Other Grappling Options, Lightsaber Locks)", () => {
  it("a one-handed vibroblade is refused while grappling: only a light weapon; nothing is rolled", async () => {
    const { hero } = await grappled();
    const blade = hero.actor.items.find((item) => item.name === "Vibroblade");
    forcedResults.push(20);
    await startAttack(hero.actor, blade?.id ?? "", { mode: "single", skipDialog: true });
    expect(lastWarning()).toBe("SWRPG.Attack.Refused.grapple.notLight");
    expect(forcedResults).toEqual([20]);
  });
  it("pinned, not even a light weapon: the pinned foe's unarmed strike is refused", async () => {
    const { hero, foe } = await grappled();
    forcedResults.push(12, 5);
    await grapple(hero.actor, "pin");
    await startAttack(foe.actor, null, { mode: "single", skipDialog: true });
    expect(lastWarning()).toBe("SWRPG.Attack.Refused.grapple.pinned");
  });
});

describe("from the attack dialog (rcr-combat.txt › Grapple: attempting to start a grapple is a melee attack)", () => {
  it("a melee weapon's dialog offers the special attacks; a ranged one only striking an object (rcr-combat.txt › Strike an Object); a tampered value is no special attack", async () => {
    const { attackDialogContext, readAttackForm } = await import(
      "../../../../../src/rulesets/rcr/attack/attack-dialog-form.ts"
    );
    const { lightsaber, blaster, choices } = await import("../../../rolls/attack-fixtures.ts");
    const blade = lightsaber();
    expect(
      attackDialogContext({ weapon: blade, offHandWeapons: [], targets: [], choices: choices() }).specials,
    ).toEqual(["none", "grapple", "trip", "banthaRush", "disarm", "overrun", "object"]);
    expect(
      attackDialogContext({ weapon: blaster(), offHandWeapons: [], targets: [], choices: choices() })
        .specials,
    ).toEqual(["none", "object"]);
    const read = (special: string, weapon = blade) =>
      readAttackForm((name) => (name === "special" ? special : null), weapon, [], []).special;
    expect(read("trip")).toBe("trip");
    expect(read("strangle")).toBeUndefined();
    expect(read("none")).toBeUndefined();
    expect(read("trip", blaster())).toBeUndefined();
    expect(read("object", blaster())).toBe("object");
  });
});
