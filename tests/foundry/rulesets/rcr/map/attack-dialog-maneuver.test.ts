// A special attack from the attack dialog: a melee attack's dialog offers trip, grapple, bantha rush or disarm
// instead (rcr-combat.txt › Trip, Grapple, Bantha Rush, Disarm: each replaces a melee attack); the choice hands
// over to the maneuver flow and its card. The dialogs are stand-ins; the form reader is the system's own.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readAttackForm } from "../../../../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { startAttack } from "../../../../../src/rulesets/rcr/attack/attack-flow.ts";
import { readManeuverCard } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-card.ts";
import { DEFAULT_MANEUVER_OPTIONS } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-fighter.ts";
import { createActor, registerSystem, soldier, stormtrooper } from "../../../data/fixtures.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installTokens } from "../../../fakes/tokens-and-ownership.ts";
import { blaster, choices, lightsaber } from "../../../rolls/attack-fixtures.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { FakeChatMessage } from "../../../rolls/fake-chat.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

const { promptAttack, promptManeuver } = vi.hoisted(() => ({
  promptAttack: vi.fn(),
  promptManeuver: vi.fn(),
}));
vi.mock("../../../../../src/rulesets/rcr/attack/attack-dialog.ts", () => ({
  promptAttackChoices: promptAttack,
}));
vi.mock("../../../../../src/rulesets/rcr/maneuvers/maneuver-dialog.ts", () => ({ promptManeuver }));

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const targets = new Set<{ document: unknown }>();

beforeAll(() => {
  registerSystem();
  installTemplates();
  world.ChatMessage = FakeChatMessage;
  world.game.settings = { get: (_scope: string, key: string) => (key === "rollMode" ? "publicroll" : true) };
  world.game.user = { id: "gm", isGM: true, targets, getFlag: () => undefined, setFlag: vi.fn() };
});

beforeEach(() => {
  installTokens();
  FakeChatMessage.created.length = 0;
  targets.clear();
  forcedResults.length = 0;
});

describe("the attack dialog's special attack", () => {
  const fields = (values: Record<string, string>) => (name: string) => values[name] ?? null;
  it("a melee form reads the chosen special attack; a ranged form, an unknown value or none reads nothing", () => {
    expect(readAttackForm(fields({ maneuver: "grapple" }), lightsaber(), [], []).maneuver).toBe("grapple");
    expect(readAttackForm(fields({ maneuver: "grapple" }), blaster(), [], []).maneuver).toBeUndefined();
    expect(readAttackForm(fields({ maneuver: "overrun" }), lightsaber(), [], []).maneuver).toBeUndefined();
    expect("maneuver" in readAttackForm(fields({ maneuver: "" }), lightsaber(), [], [])).toBe(false);
  });
  it("choosing a trip in the vibroblade's dialog posts a trip card instead of an attack card", async () => {
    const scene = new FakeScene();
    const actor = await createActor(soldier());
    Object.defineProperty(actor, "isOwner", { value: true });
    const trooper = await createActor(stormtrooper());
    scene.place(actor, { x: 0, y: 0 }, { disposition: 1 });
    targets.add({ document: scene.place(trooper, { x: 1, y: 0 }, { disposition: -1 }) });
    promptAttack.mockResolvedValueOnce({ ...choices(), maneuver: "trip" });
    promptManeuver.mockResolvedValueOnce(DEFAULT_MANEUVER_OPTIONS);
    forcedResults.push(10, 12, 10);
    const vibroblade = actor.items.find((item) => item.name === "Vibroblade");
    await startAttack(actor, vibroblade?.id ?? "", { mode: "single", skipDialog: false });
    expect(promptManeuver).toHaveBeenCalledWith("trip", "Stormtrooper");
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(readManeuverCard(FakeChatMessage.created[0]?.asDocument)?.result).toBe("tripped");
  });
});
