// Special attacks from the sheet, with both sides' checks on one card: rcr-combat.txt › Trip (a melee touch
// attack, then Strength against the better of Strength and Dexterity; the loser may be tripped back), Grapple
// (grab with a touch attack, then opposed grapple checks: base attack + Strength + the grapple size modifier),
// Bantha Rush (Strength against Strength; beat it to push 2 m). The soldier (Str +2, Dex +1, BAB +1, unarmed
// melee +3) against stormtroopers (Str +1, Dex +1, BAB +2). The dialog is a stand-in; rules, cards, templates
// and statuses are the system's own.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SwrpgActor } from "../../../../../src/documents/actor.ts";
import { rcrChatCard } from "../../../../../src/rulesets/rcr/chat-card.ts";
import { readManeuverCard } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-card.ts";
import { DEFAULT_MANEUVER_OPTIONS } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-fighter.ts";
import { ACTOR_SHEET_ACTIONS } from "../../../../../src/rulesets/rcr/sheets/actor-sheet-actions.ts";
import { createActor, registerSystem, soldier, stormtrooper } from "../../../data/fixtures.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installTokens } from "../../../fakes/tokens-and-ownership.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { FakeChatMessage } from "../../../rolls/fake-chat.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

const { prompt } = vi.hoisted(() => ({ prompt: vi.fn() }));
vi.mock("../../../../../src/rulesets/rcr/maneuvers/maneuver-dialog.ts", () => ({ promptManeuver: prompt }));

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const targets = new Set<{ document: unknown }>();

beforeAll(() => {
  registerSystem();
  installTemplates();
  world.ChatMessage = FakeChatMessage;
  world.game.settings = { get: (_scope: string, key: string) => (key === "rollMode" ? "publicroll" : true) };
  world.game.user = { id: "gm", isGM: true, targets };
});

beforeEach(() => {
  installTokens();
  FakeChatMessage.created.length = 0;
  targets.clear();
  forcedResults.length = 0;
  prompt.mockReset();
  prompt.mockResolvedValue(DEFAULT_MANEUVER_OPTIONS);
  vi.mocked(ui.notifications!.warn).mockClear();
});

async function owned(data: Actor.CreateData): Promise<SwrpgActor> {
  const actor = await createActor(data);
  Object.defineProperty(actor, "isOwner", { value: true, configurable: true });
  return actor;
}

async function duel(defender: Actor.CreateData = stormtrooper()) {
  const scene = new FakeScene();
  const attacker = await owned(soldier());
  const target = await owned(defender);
  scene.place(attacker, { x: 0, y: 0 }, { disposition: 1 });
  const token = scene.place(target, { x: 1, y: 0 }, { disposition: -1 });
  targets.add({ document: token });
  return { attacker, target };
}

const click = (actor: SwrpgActor, maneuver: string, shiftKey = false) =>
  ACTOR_SHEET_ACTIONS.maneuver?.(
    { actor, isEditable: true },
    { shiftKey } as PointerEvent,
    { dataset: { maneuver } } as unknown as HTMLElement,
  );
const cards = () => FakeChatMessage.created.map((message) => readManeuverCard(message.asDocument));

describe("trip from the sheet", () => {
  it("the touch attack hits (10 + 3 vs touch Defense 11), Strength 12 + 2 = 14 beats 10 + 1 = 11: the trooper is tripped", async () => {
    const { attacker, target } = await duel();
    forcedResults.push(10, 12, 10);
    await click(attacker, "trip");
    const card = cards()[0];
    expect(card?.touch).toEqual({ natural: 10, bonus: 3, total: 13, defense: 11, hit: true });
    expect(card?.rounds.map((r) => [r.attacker.total, r.defender.total])).toEqual([[14, 11]]);
    expect(card?.result).toBe("tripped");
    expect(card?.effects).toEqual([
      { tokenUuid: `Scene.scene1.Token.${target.id}`, status: "prone", active: true },
    ]);
    expect(prompt).toHaveBeenCalledWith("trip", "Stormtrooper");
  });
  it("Apply the result on the card makes the trooper prone, once", async () => {
    const { attacker, target } = await duel();
    forcedResults.push(10, 12, 10);
    await click(attacker, "trip");
    const message = FakeChatMessage.created[0]!.asDocument;
    await rcrChatCard.act(message, "applyManeuver", 0);
    expect(target.statuses.has("prone")).toBe(true);
    expect(readManeuverCard(message)?.applied).toBe(true);
    const html = await rcrChatCard.render(message);
    expect(html).not.toContain('data-action="applyManeuver"');
  });
  it("a missed touch attack (1 + 3) ends it with no check", async () => {
    const { attacker } = await duel();
    forcedResults.push(1);
    await click(attacker, "trip", true);
    expect(prompt).not.toHaveBeenCalled();
    expect(cards()[0]).toMatchObject({ result: "touchMissed", rounds: [], effects: [] });
  });
  it("equal totals and equal modifiers roll again (soldier against soldier: +2 each); the second round decides", async () => {
    const { attacker } = await duel({ ...soldier(), name: "Veteran" });
    forcedResults.push(15, 10, 10, 12, 5);
    await click(attacker, "trip");
    const card = cards()[0];
    expect(card?.rounds.map((r) => [r.attacker.total, r.defender.total])).toEqual([
      [12, 12],
      [14, 7],
    ]);
    expect(card?.result).toBe("tripped");
  });
  it("a failed trip offers the counter-trip; the defender's counter is a new card with the roles swapped", async () => {
    const { attacker } = await duel();
    forcedResults.push(10, 2, 15);
    await click(attacker, "trip");
    expect(cards()[0]).toMatchObject({ result: "tripFailed", mayCounter: true });
    const html = await rcrChatCard.render(FakeChatMessage.created[0]!.asDocument);
    expect(html).toContain("Counter-trip");
    // The counter-trip: no touch attack; the trooper's Strength 15 + 1 = 16 against the soldier's 3 + 2 = 5.
    forcedResults.push(15, 3);
    await rcrChatCard.act(FakeChatMessage.created[0]!.asDocument, "counterManeuver", 0);
    expect(cards()[1]).toMatchObject({
      counter: true,
      touch: null,
      attacker: { name: "Stormtrooper" },
      defender: { name: "Soldier" },
      result: "tripped",
      mayCounter: false,
    });
  });
});

describe("grapple from the sheet", () => {
  it("a grab that hits and wins the opposed check (15 + 3 against 10 + 3) starts the grapple with unarmed damage", async () => {
    const { attacker, target } = await duel();
    forcedResults.push(12, 15, 10, 2);
    await click(attacker, "grapple");
    const card = cards()[0];
    expect(card?.move).toBe("grab");
    expect(card?.rounds.map((r) => [r.attacker.total, r.defender.total])).toEqual([[18, 13]]);
    expect(card?.result).toBe("grappleStarted");
    expect(card?.damage).toEqual({ formula: "1d3", total: 2 });
    await rcrChatCard.act(FakeChatMessage.created[0]!.asDocument, "applyManeuver", 0);
    expect(attacker.statuses.has("grappled")).toBe(true);
    expect(target.statuses.has("grappled")).toBe(true);
  });
  it("a pin won holds the opponent; a pinned grappler may only escape the pin (refused, nothing posted)", async () => {
    const { attacker } = await duel();
    prompt.mockResolvedValueOnce({ ...DEFAULT_MANEUVER_OPTIONS, move: "pin" });
    forcedResults.push(14, 9);
    await click(attacker, "grapple");
    expect(cards()[0]).toMatchObject({
      result: "pinWon",
      effects: [expect.objectContaining({ status: "pinned" })],
    });
    prompt.mockResolvedValueOnce({ ...DEFAULT_MANEUVER_OPTIONS, move: "damage", pinned: true });
    forcedResults.push(14, 9);
    await click(attacker, "grapple");
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe(
      "SWRPG.Maneuver.Refused.grapple.pinned",
    );
  });
  it("an escape must beat the holder: a tie (13 against 13) fails", async () => {
    const { attacker } = await duel();
    prompt.mockResolvedValueOnce({ ...DEFAULT_MANEUVER_OPTIONS, move: "escape" });
    forcedResults.push(10, 10);
    await click(attacker, "grapple");
    expect(cards()[0]).toMatchObject({ result: "escapeFailed", winner: "defender" });
  });
});

describe("bantha rush and refusals", () => {
  it("Strength 12 + 2 beats 10 + 1: the trooper is pushed 2 m", async () => {
    const { attacker } = await duel();
    forcedResults.push(12, 10);
    await click(attacker, "banthaRush");
    expect(cards()[0]).toMatchObject({ result: "pushed", resultData: { meters: 2 } });
  });
  it("with no target, or two, the sheet says to target one token", async () => {
    const { attacker } = await duel();
    targets.clear();
    await click(attacker, "trip");
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe("SWRPG.Maneuver.Refused.oneTarget");
    expect(FakeChatMessage.created).toHaveLength(0);
  });
});
