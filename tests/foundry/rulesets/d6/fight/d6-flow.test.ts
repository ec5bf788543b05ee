// The D6 attack flow from the sheet's click to the card and its damage, over the stand-ins (the Saga fight's
// world: the GM and Ana, a scene of 1.5 m squares, chat messages that keep their author, the GM relay), in a
// WEG D6 world: Ana's stormtrooper (blaster 4D, his armor's −1D: 3D) fires his blaster rifle (30/100/300 m)
// at the GM's smuggler 15 m away (short range, Easy 8); the damage goes through the GM, who rolls the
// smuggler's Strength; a full reaction in a running combat raises the difficulty.
import { beforeEach, describe, expect, it } from "vitest";
import { readD6Card } from "../../../../../src/rulesets/d6/card/card-message.ts";
import { declareFullReaction } from "../../../../../src/rulesets/d6/combat/full-reaction.ts";
import { d6ActorStats } from "../../../../../src/rulesets/d6/data/actor-stats.ts";
import { d6Ruleset } from "../../../../../src/rulesets/d6/index.ts";
import { installStatusEffects } from "../../../../../src/rulesets/install.ts";
import { drawnAreas } from "../../../fakes/drawn-areas.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { asClient } from "../../../fakes/users-and-queries.ts";
import { FakeRoll, forcedResults } from "../../../rolls/fake-roll.ts";
import {
  ana,
  anas,
  board,
  dialog,
  gm,
  gms,
  lastCard,
  placing,
  scene,
  target,
  useSagaWorld,
} from "../../saga/fight/saga-world.ts";
import { createD6, itemNamed, settle, smuggler, stormtrooper } from "../data/d6-fixtures.ts";

useSagaWorld();
beforeEach(() => {
  installSettings({ ruleset: "d6", hideDefenseFromPlayers: true });
  installStatusEffects();
  FakeRoll.posted.length = 0;
  (game as unknown as { combat: unknown }).combat = null;
});

const shift = { mode: "single", skipDialog: true } as const;

async function duel() {
  const shooter = anas(await createD6(stormtrooper));
  const victim = gms(await createD6(smuggler));
  scene.addToken("shooter", shooter, 0, 0);
  const victimToken = scene.addToken("victim", victim, 10, 0);
  target(ana, victimToken);
  return { shooter, victim, victimToken, rifle: itemNamed(shooter, "Blaster rifle") };
}

describe("a shot from the sheet, Shift-clicked", () => {
  it("15 m is short range with the rifle: Easy 8; 3D (blaster 4D, armor −1D) rolls 9 and hits", async () => {
    const { shooter, rifle } = await duel();
    forcedResults.push(2, 3, 4);
    await d6Ruleset.attack.start(shooter, rifle.id, shift);
    expect(dialog.wait).not.toHaveBeenCalled();
    const card = readD6Card(lastCard().asDocument);
    const attack = card?.attacks[0];
    expect(attack?.parts).toEqual([
      { label: "skill", code: { dice: 4, pips: 0 } },
      { label: "armor", code: { dice: -1, pips: 0 } },
    ]);
    expect(attack?.total).toBe(9);
    expect(attack?.targets[0]).toMatchObject({
      name: "Smuggler",
      distance: 15,
      band: "short",
      level: "easy",
      difficulty: 8,
      outcome: "hit",
    });
    expect(attack?.damageFormula).toBe("5D");
    // One shot fired from the power pack.
    expect(
      (itemNamed(shooter, "Blaster rifle").system as unknown as { ammo: { value: number } }).ammo.value,
    ).toBe(99);
  });

  it("Roll damage, then Apply: the GM's client rolls the smuggler's Strength 3D+2 (12) against 20: wounded", async () => {
    const { shooter, victim, victimToken, rifle } = await duel();
    forcedResults.push(4, 4, 4);
    await d6Ruleset.attack.start(shooter, rifle.id, shift);
    const message = lastCard();
    forcedResults.push(6, 5, 4, 3, 2);
    await d6Ruleset.chatCard.act(message.asDocument, "rollDamage", 0);
    expect(readD6Card(message.asDocument)?.attacks[0]?.damage).toMatchObject({ total: 20, formula: "5D" });
    forcedResults.push(3, 3, 4);
    await d6Ruleset.chatCard.act(message.asDocument, "applyTargeted", 0);
    await settle();
    expect(d6ActorStats(victim)?.health.wound).toBe("wounded");
    expect(victim.statuses.has("prone")).toBe(true);
    expect(Object.values(message.flags.swrpg?.applied ?? {})).toEqual([
      {
        tokenUuid: victimToken.uuid,
        attackIndex: 0,
        name: "Smuggler",
        taken: { damage: 20, resist: 12, result: 3, wound: 1, minutes: 0 },
      },
    ]);
    // A second Apply is refused: the smuggler took this shot once.
    await d6Ruleset.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(d6ActorStats(victim)?.health.wound).toBe("wounded");
    // Undo through the GM gives it back.
    await d6Ruleset.chatCard.act(message.asDocument, "undoDamage", 0);
    await settle();
    expect(d6ActorStats(victim)?.health.wound).toBe("healthy");
    expect(victim.statuses.has("prone")).toBe(false);
  });

  it("a miss rolls no damage for the target: the card offers no damage roll", async () => {
    const { shooter, rifle } = await duel();
    forcedResults.push(1, 1, 2);
    await d6Ruleset.attack.start(shooter, rifle.id, shift);
    expect(readD6Card(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      outcome: "miss",
      lands: false,
    });
  });

  it("the dialog's choices are what is rolled: medium range at the GM's 14, in thick smoke (2D: 7)", async () => {
    const { shooter, victimToken, rifle } = await duel();
    dialog.wait.mockResolvedValueOnce({
      choices: {
        actions: 1,
        calledShot: "none",
        targets: {
          [victimToken.uuid]: {
            band: "medium",
            difficulty: 14,
            smoke: "thickSmoke",
            light: "none",
            cover: "none",
            protection: "none",
          },
        },
      },
      refusals: [],
    });
    forcedResults.push(6, 6, 6, 3, 4);
    await d6Ruleset.attack.start(shooter, rifle.id, { mode: "single", skipDialog: false });
    expect(readD6Card(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      band: "medium",
      base: 14,
      difficulty: 21,
      outcome: "miss",
    });
  });
});

describe("a full reaction in a running combat (d6-combat.txt › Full Reaction)", () => {
  it("the smuggler's full dodge (4D+1 rolls 16) raises Easy 8 to 24 for the rest of the round", async () => {
    const { shooter, victim, rifle } = await duel();
    (game as unknown as { combat: unknown }).combat = { started: true, id: "c1", round: 2 };
    forcedResults.push(4, 4, 4, 3);
    expect(await asClient(gm, () => declareFullReaction(victim, "dodge"))).toBe(true);
    expect(FakeRoll.posted.at(-1)).toMatchObject({ total: 16, flavor: "Full reaction: dodge 4D+1" });
    forcedResults.push(6, 6, 6);
    await d6Ruleset.attack.start(shooter, rifle.id, shift);
    expect(readD6Card(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      difficulty: 24,
      modifiers: [{ label: "fullReaction", value: 16, skill: "dodge" }],
      outcome: "miss",
    });
  });
  it("it must be the round's only action: after an attack it is refused", async () => {
    const { shooter, rifle } = await duel();
    (game as unknown as { combat: unknown }).combat = { started: true, id: "c1", round: 3 };
    forcedResults.push(3, 3, 3);
    await d6Ruleset.attack.start(shooter, rifle.id, shift);
    expect(await declareFullReaction(shooter, "dodge")).toBe(false);
  });
  it("it lasts the round: in the next round the difficulty is Easy 8 again", async () => {
    const { shooter, victim, rifle } = await duel();
    const combat = { started: true, id: "c1", round: 4 };
    (game as unknown as { combat: unknown }).combat = combat;
    forcedResults.push(4, 4, 4, 3);
    await asClient(gm, () => declareFullReaction(victim, "dodge"));
    combat.round = 5;
    forcedResults.push(3, 3, 3);
    await d6Ruleset.attack.start(shooter, rifle.id, shift);
    expect(readD6Card(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      difficulty: 8,
      modifiers: [],
    });
  });
  it("outside a combat there is no round to react in", async () => {
    const { victim } = await duel();
    expect(await asClient(gm, () => declareFullReaction(victim, "dodge"))).toBe(false);
  });
});

describe("a grenade thrown from the sheet (the blast placed on the scene)", () => {
  it("thrown 19.5 m (medium, Moderate 13), the trooper's 1D of 6 misses: 7 m short, the blast moves and catches who is there", async () => {
    const thrower = anas(await createD6(stormtrooper));
    scene.addToken("thrower", thrower, 0, 0);
    const near = gms(await createD6(smuggler));
    const nearToken = scene.addToken("near", near, 9, 0);
    const far = gms(await createD6(smuggler));
    const farToken = scene.addToken("far", far, 13, 0);
    const grenadeItem = itemNamed(thrower, "Grenade");
    // Grenade is untrained: Dexterity 2D, the armor's −1D: 1D shows 6; the direction 1D a 4 (short), 2D of 7 m.
    forcedResults.push(6, 4, 3, 4);
    await placing(
      () => d6Ruleset.attack.start(thrower, grenadeItem.id, shift),
      () => board.click(1350, 50),
    );
    const card = readD6Card(lastCard().asDocument);
    expect(card?.grenade).toMatchObject({
      distance: 19.5,
      band: "medium",
      difficulty: 13,
      outcome: "miss",
      deviation: { face: 4, direction: "short" },
      fromThrower: 12.5,
    });
    const [drawn] = drawnAreas(scene);
    expect(drawn?.x).toBeCloseTo(883.3, 0);
    expect(
      card?.attacks.map((attack) => [attack.damageFormula, attack.targets.map((t) => t.tokenUuid)]),
    ).toEqual([
      ["5D", [nearToken.uuid]],
      ["2D", [farToken.uuid]],
    ]);
  });

  it("the smuggler caught at 1 m tosses it away: Dexterity 3D+1 rolls 13, Moderate: 11-20 m; placed 15 m off, it catches only the far one", async () => {
    const thrower = anas(await createD6(stormtrooper));
    scene.addToken("thrower", thrower, 0, 0);
    const near = gms(await createD6(smuggler));
    const nearToken = scene.addToken("near", near, 9, 0);
    const far = gms(await createD6(smuggler));
    const farToken = scene.addToken("far", far, 13, 0);
    forcedResults.push(6, 4, 3, 4);
    await placing(
      () => d6Ruleset.attack.start(thrower, itemNamed(thrower, "Grenade").id, shift),
      () => board.click(1350, 50),
    );
    const message = lastCard();
    const thrown = drawnAreas(scene)[0];
    (board.tokens.controlled as unknown[]).push({ document: nearToken });
    forcedResults.push(4, 4, 4);
    await asClient(gm, () =>
      placing(
        () => d6Ruleset.chatCard.act(message.asDocument, "tossAway", 0),
        () => board.click(1950, 50),
      ),
    );
    (board.tokens.controlled as unknown[]).length = 0;
    const card = readD6Card(message.asDocument);
    expect(card?.grenade?.tossed).toEqual({
      name: "Smuggler",
      total: 13,
      band: "medium",
      minMeters: 11,
      maxMeters: 20,
    });
    expect(
      card?.attacks.map((attack) => [attack.damageFormula, attack.targets.map((t) => t.tokenUuid)]),
    ).toEqual([["2D", [farToken.uuid]]]);
    expect(drawnAreas(scene)).toHaveLength(1);
    expect(drawnAreas(scene)[0]?.document).not.toBe(thrown?.document);
    expect(drawnAreas(scene)[0]?.x).toBe(1950);
  });
});
