// Trip from the sheet (rcr-combat.txt › Trip: a melee touch attack, then Strength against the defender's
// better of Strength and Dexterity; the loser of the check may trip back; a tripped character is prone), the
// refusals every special attack shares (hex scenes, targets, sizes), and the GM relay: a player's card that
// changes a token she does not own is written by the GM's client, after it works the card out again from the
// tokens and the message's own dice. Soldiers: Str 14 (+2), Dex 13 (+1), melee touch +3, touch Defense 11.
import { describe, expect, it } from "vitest";
import { startManeuver } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-flow.ts";
import { readManeuverForm } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-form.ts";
import { answerManeuverQuery } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-relay.ts";
import {
  defaultManeuverOptions,
  type ManeuverOptions,
} from "../../../../../src/rulesets/rcr/maneuvers/maneuver-types.ts";
import { soldier } from "../../../data/fixtures.ts";
import { FakeCardMessage } from "../../../fakes/chat-messages.ts";
import { GRID_TYPES } from "../../../fakes/scene.ts";
import { asClient, queryLog } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import {
  ana,
  bob,
  fighter,
  gm,
  lastCard,
  lastWarning,
  posted,
  squareScene,
  target,
  useManeuverWorld,
} from "./maneuver-world.ts";

useManeuverWorld();

const trip = (actor: Actor.Implementation, options: Partial<ManeuverOptions> = {}) =>
  startManeuver(actor, "trip", { skipDialog: true, options });

async function pair(foeOwner = ana) {
  const scene = squareScene();
  const hero = await fighter(scene, soldier(), { x: 0, y: 0 }, ana, "Hero");
  const foe = await fighter(scene, soldier(), { x: 1, y: 0 }, foeOwner, "Foe");
  target(foe.token);
  return { scene, hero, foe };
}

describe("trip", () => {
  it("touch 10 + 3 hits touch Defense 11; Strength 15 + 2 beats 5 + 2: the foe is prone", async () => {
    const { hero, foe } = await pair();
    forcedResults.push(10, 15, 5);
    await trip(hero.actor);
    expect(lastCard()?.outcome).toBe("trip.tripped");
    expect(lastCard()?.steps[1]).toMatchObject({ self: { total: 17 }, others: [{ total: 7 }], won: true });
    expect(foe.actor.statuses.has("prone")).toBe(true);
    expect(hero.actor.statuses.has("prone")).toBe(false);
  });
  it("the defender uses Dexterity when it is the better: a Dex 18 foe adds +4, not its Strength +2", async () => {
    const { hero, foe } = await pair();
    await foe.actor.update({ "system.abilities.dex.value": 18 } as Actor.UpdateData);
    forcedResults.push(12, 10, 10);
    await trip(hero.actor);
    expect(lastCard()?.steps[1]).toMatchObject({ others: [{ modifier: 4, total: 14 }], won: false });
  });
  it("a failed trip lets the defender trip back at once: 15 + 2 against the hero's 5 + 2, the hero is prone", async () => {
    const { hero, foe } = await pair();
    forcedResults.push(10, 5, 15, 15, 5);
    await trip(hero.actor);
    expect(lastCard()?.outcome).toBe("trip.trippedBack");
    expect(lastCard()?.steps.map((step) => step.label)).toEqual(["touch", "tripCheck", "counterTrip"]);
    expect(hero.actor.statuses.has("prone")).toBe(true);
    expect(foe.actor.statuses.has("prone")).toBe(false);
  });
  it("without the counter-trip chosen, a failed trip ends there: no more dice", async () => {
    const { hero } = await pair();
    forcedResults.push(10, 5, 15, 20, 20);
    await trip(hero.actor, { counter: false });
    expect(lastCard()?.outcome).toBe("trip.failed");
    expect(forcedResults).toEqual([20, 20]);
  });
  it("a foe two sizes larger is refused before anything is rolled; +4 stability counts for a stable defender", async () => {
    const { hero, foe } = await pair();
    await foe.actor.update({ "system.size": "huge" } as Actor.UpdateData);
    await trip(hero.actor);
    expect(lastWarning()).toBe("Too large: only an opponent at most one size category larger.");
    expect(posted).toEqual([]);
    await foe.actor.update({ "system.size": "large" } as Actor.UpdateData);
    forcedResults.push(10, 10, 10);
    await trip(hero.actor, { defenderStable: true });
    // The Large foe: Strength +2, size +4, stability +4.
    expect(lastCard()?.steps[1]).toMatchObject({ others: [{ modifier: 10 }] });
  });
});

describe("what every special attack refuses", () => {
  it("a hex scene, with the message the range code gives", async () => {
    const scene = squareScene({ type: GRID_TYPES.HEXODDR });
    const hero = await fighter(scene, soldier(), { x: 0, y: 0 }, ana, "Hero");
    await trip(hero.actor);
    expect(lastWarning()).toBe("Special attacks are measured in squares: this scene has a hex grid.");
    expect(posted).toEqual([]);
  });
  it("no target, or two: nothing is rolled", async () => {
    const { scene, hero } = await pair();
    const other = await fighter(scene, soldier(), { x: 0, y: 1 }, ana, "Other");
    target(other.token);
    await trip(hero.actor);
    expect(lastWarning()).toBe("SWRPG.Maneuver.Refused.oneTarget");
    expect(posted).toEqual([]);
  });
  it("an actor the user does not own", async () => {
    const { hero } = await pair();
    await asClient(bob, () => trip(hero.actor));
    expect(lastWarning()).toBe("SWRPG.Maneuver.Refused.noPermission");
  });
});

describe("the dialog's numbers (bad input)", () => {
  const input = { attacker: { weapons: [] }, defender: null } as unknown as Parameters<
    typeof readManeuverForm
  >[2];
  const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
  it("a situational modifier that is no whole number is refused by its field's name; the other fields are kept", () => {
    const current = defaultManeuverOptions("banthaRush");
    const read = readManeuverForm(
      form({ situational: "2.5", movementLeft: "6", follow: "on" }),
      current,
      input,
    );
    expect(read).toMatchObject({
      invalid: "SWRPG.Maneuver.Dialog.situationalField",
      kept: { situational: 0, movementLeft: 6, follow: true },
    });
  });
  it("negative damage from the attack of opportunity is refused; an empty movement left means the speed", () => {
    const current = defaultManeuverOptions("disarm");
    expect(readManeuverForm(form({ attackOfOpportunityDamage: "-3" }), current, input)).toMatchObject({
      invalid: "SWRPG.Maneuver.Dialog.attackOfOpportunityDamageField",
    });
    expect(readManeuverForm(form({ movementLeft: " " }), current, input)).toMatchObject({
      options: { movementLeft: null },
    });
  });
  it("a choice outside its list falls back: a tampered grapple move or speed feat injects nothing", () => {
    const current = defaultManeuverOptions("grapple");
    const read = readManeuverForm(form({ grappleMove: "strangle", speedFeat: "warp" }), current, input);
    expect(read).toMatchObject({ options: { grappleMove: "start", speedFeat: "none" } });
  });
});

describe("the GM relay: Ana trips a foe only the GM owns", () => {
  it("Ana's card goes to the GM, who works it out again from the tokens and the message's dice and writes it", async () => {
    const { hero, foe } = await pair(gm);
    forcedResults.push(10, 15, 5);
    await trip(hero.actor);
    expect(queryLog).toEqual([{ to: "gm", name: "swrpg.maneuver", data: { messageId: posted[0]?.id } }]);
    expect(foe.actor.statuses.has("prone")).toBe(true);
    expect(posted[0]?.flags.swrpg?.maneuver).toMatchObject({ applied: true });
  });
  it("asked again, the GM changes nothing twice (the card is marked applied)", async () => {
    const { hero, foe } = await pair(gm);
    forcedResults.push(10, 15, 5);
    await trip(hero.actor);
    await asClient(gm, () => foe.actor.toggleStatusEffect("prone", { active: false }));
    const again = await asClient(gm, () => answerManeuverQuery({ messageId: posted[0]?.id }));
    expect(again).toBeNull();
    expect(foe.actor.statuses.has("prone")).toBe(false);
  });
  it("a card edited to say the foe lost is refused: the documents and the dice say otherwise", async () => {
    const { hero, foe } = await pair(gm);
    forcedResults.push(10, 5, 15, 20, 20);
    await trip(hero.actor, { counter: false });
    const card = structuredClone(lastCard());
    if (!card) throw new Error("no card");
    card.applied = false;
    card.outcome = "trip.tripped";
    card.effects = [{ type: "status", tokenUuid: foe.token.uuid, status: "prone", active: true }];
    const forged = new FakeCardMessage(ana, {
      flags: { swrpg: { maneuver: card } },
      rolls: posted[0]?.rolls,
    });
    const answer = await asClient(gm, () => answerManeuverQuery({ messageId: forged.id }));
    expect(answer).toBe("cardMismatch");
    expect(foe.actor.statuses.has("prone")).toBe(false);
  });
  it("a card whose author does not own the attacker is refused", async () => {
    const { hero, foe } = await pair(gm);
    forcedResults.push(10, 15, 5);
    await trip(hero.actor);
    await asClient(gm, () => foe.actor.toggleStatusEffect("prone", { active: false }));
    const card = { ...lastCard(), applied: false };
    const stolen = new FakeCardMessage(bob, {
      flags: { swrpg: { maneuver: card } },
      rolls: posted[0]?.rolls,
    });
    expect(await asClient(gm, () => answerManeuverQuery({ messageId: stolen.id }))).toBe("notOwner");
    expect(foe.actor.statuses.has("prone")).toBe(false);
  });
  it("with no GM connected, nothing changes and Ana is told", async () => {
    const { hero, foe } = await pair(gm);
    gm.active = false;
    forcedResults.push(10, 15, 5);
    await trip(hero.actor);
    expect(lastWarning()).toBe("SWRPG.Maneuver.Relay.noGM");
    expect(foe.actor.statuses.has("prone")).toBe(false);
  });
});
