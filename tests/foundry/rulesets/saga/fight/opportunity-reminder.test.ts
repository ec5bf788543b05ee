// The attack-of-opportunity reminder in a running combat: a Saga token leaves a square its enemy's pistol
// threatens and the GM is whispered who may strike (saga-special-combat-rules.txt › Attacks of Opportunity).

import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installOpportunityReminder } from "../../../../../src/rulesets/saga/combat/opportunity-reminder.ts";
import { registerSystem } from "../../../data/fixtures.ts";
import { installEscapeHTML } from "../../../fakes/escape-html.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { installTokens } from "../../../fakes/tokens-and-ownership.ts";
import { sagaTrooper } from "./saga-actors.ts";

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const create = vi.fn(async (_data: { content: string; whisper: string[] }) => null);

beforeAll(() => {
  registerSystem();
  installOpportunityReminder();
  world.ChatMessage = { create };
  // foundry.utils.getProperty (common/utils/helpers.d.mts): the value at a dotted path, or undefined.
  const getProperty = (object: unknown, path: string) =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object);
  Object.assign(foundry, { utils: { ...(foundry as { utils?: object }).utils, getProperty } });
  installEscapeHTML();
});
beforeEach(() => {
  installTokens();
  create.mockClear();
  world.game.user = { id: "gm", isGM: true, isActiveGM: true };
  world.game.users = [
    { id: "gm", isGM: true },
    { id: "ana", isGM: false },
  ];
  world.game.combat = { started: true };
  installSettings({ ruleset: "saga" });
});

const pistol = {
  name: "Blaster pistol",
  type: "sagaWeapon",
  system: { group: "pistol", damage: { formula: "3d6", type: "energy" }, equipped: true },
};

/** The mover steps from (6,5) to `to` next to a guard at (5,5); the hooks run as core runs them. */
async function step(
  to: { i: number; j: number },
  guardItems = [pistol],
  names = { guard: "Guard", mover: "Rebel" },
) {
  const scene = new FakeScene();
  const guard = scene.addToken("guard", await sagaTrooper({ name: names.guard, items: guardItems }), 5, 5);
  guard.disposition = -1;
  const mover = scene.addToken("mover", await sagaTrooper({ name: names.mover }), 6, 5);
  mover.disposition = 1;
  const changes = { x: to.i * 100, y: to.j * 100 };
  const options: Record<string, unknown> = {};
  // The hooks as the stand-in's Hooks runs them (the token is a stand-in, not core's TokenDocument).
  const hooks = Hooks as unknown as {
    call(...args: unknown[]): boolean;
    callAll(...args: unknown[]): boolean;
  };
  hooks.call("preUpdateToken", mover, changes, options, "ana");
  mover.moveTo(changes.x, changes.y);
  hooks.callAll("updateToken", mover, changes, options, "ana");
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("the GM is reminded when a move provokes", () => {
  it("stepping away from the guard's pistol: a whisper to the GM names the guard", async () => {
    await step({ i: 8, j: 5 });
    expect(create).toHaveBeenCalledTimes(1);
    const message = create.mock.calls[0]?.[0];
    expect(message?.whisper).toEqual(["gm"]);
    expect(message?.content).toContain("Rebel provokes: Guard may make an attack of opportunity.");
  });
  it("names are shown as text: markup in a token's name arrives escaped in the whisper", async () => {
    await step({ i: 8, j: 5 }, [pistol], { guard: "<b>Guard</b>", mover: "Rebel & <img src=x>" });
    const content = create.mock.calls[0]?.[0]?.content ?? "";
    expect(content).toContain("Rebel &amp; &lt;img src=x&gt; provokes: &lt;b&gt;Guard&lt;/b&gt; may make");
    expect(content).not.toContain("<img");
    expect(content).not.toContain("<b>");
  });
  it("a guard holding only a rifle threatens nobody: no reminder", async () => {
    await step({ i: 8, j: 5 }, [{ ...pistol, name: "Rifle", system: { ...pistol.system, group: "rifle" } }]);
    expect(create).not.toHaveBeenCalled();
  });
  it("outside a combat, no reminder", async () => {
    world.game.combat = null;
    await step({ i: 8, j: 5 });
    expect(create).not.toHaveBeenCalled();
  });
});
