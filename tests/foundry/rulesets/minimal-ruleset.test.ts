// Adding a ruleset is a folder plus one registry line: the test-only minimal ruleset (tests/rulesets/minimal)
// registers one actor type and runs one attack through the shared chat-card shell (src/hooks/attack-card-buttons.ts).
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SwrpgActor } from "../../../src/documents/actor.ts";
import { attackCardButtons } from "../../../src/hooks/attack-card-buttons.ts";
import { registerRuleset, rulesetFor } from "../../../src/rulesets/registry.ts";
import { minimal } from "../../rulesets/minimal/index.ts";
import { TrooperModel } from "../../rulesets/minimal/trooper-model.ts";
import { registerSystem } from "../data/fixtures.ts";
import { installTokens, ownedBy, placeToken } from "../fakes/tokens-and-ownership.ts";
import { FakeUser, installUsers } from "../fakes/users-and-queries.ts";
import { StandInChatHtml, StandInMessage, settle, setWorldRuleset } from "./stand-ins.ts";

const gm = new FakeUser("gm", "Game Master", true);
const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };

beforeAll(() => {
  registerRuleset(minimal); // the one line that plugs the ruleset in
  registerSystem(); // the data barrel installs every registered ruleset's types
  attackCardButtons.listen();
  world.ChatMessage = StandInMessage;
});

beforeEach(() => {
  StandInMessage.created.length = 0;
  installTokens();
  vi.mocked(ui.notifications!.warn).mockClear();
  setWorldRuleset("minimal");
});

async function trooper(name: string): Promise<SwrpgActor> {
  const actor = await SwrpgActor.create({ name, type: "minimalTrooper" } as unknown as Actor.CreateData);
  if (!(actor instanceof SwrpgActor)) throw new Error("not created");
  return actor;
}

const healthOf = (actor: Actor.Implementation) => (actor.system as unknown as TrooperModel).health;

/** Tanner attacks Bex (targeted) and the card is posted and shown in the chat log. */
async function tannerShootsBex() {
  const tanner = await trooper("Tanner");
  const bex = await trooper("Bex");
  placeToken("Scene.s.Token.bex", ownedBy(bex, gm));
  installUsers([gm], gm);
  Object.assign(gm, { targets: new Set([{ document: { uuid: "Scene.s.Token.bex" } }]) });
  await minimal.attack.start(tanner, null, { mode: "single", skipDialog: true });
  const message = StandInMessage.created[0];
  if (!message) throw new Error("no card posted");
  const html = new StandInChatHtml(String(message.source.content));
  Hooks.callAll(
    "renderChatMessageHTML",
    message as unknown as ChatMessage.Implementation,
    html as unknown as HTMLElement,
    {} as ChatMessage.MessageData,
  );
  await settle();
  return { bex, message, html };
}

describe("a ruleset plugged in with one registry line", () => {
  it("owns its actor type: its data model is installed and its actors take its token bars", async () => {
    expect(rulesetFor({ documentName: "Actor", type: "minimalTrooper" })).toBe(minimal);
    expect(CONFIG.Actor.dataModels.minimalTrooper).toBe(TrooperModel);
    const actor = await trooper("Tanner");
    expect(actor.system).toBeInstanceOf(TrooperModel);
    expect(healthOf(actor)).toBe(10);
    expect((actor._source as { prototypeToken?: unknown }).prototypeToken).toEqual({
      bar1: { attribute: "health" },
      bar2: { attribute: null },
    });
  });

  it("runs one attack through the shared card: the shell renders its card and its Apply button takes 3 health", async () => {
    const { bex, html } = await tannerShootsBex();
    expect(html.html).toContain("Tanner hits for 3");
    expect(html.buttons.map((button) => button.dataset.action)).toEqual(["apply", "undo"]);
    html.buttons[0]?.click();
    await settle();
    expect(vi.mocked(ui.notifications!.warn)).not.toHaveBeenCalled();
    expect(healthOf(bex)).toBe(7);
    expect(
      minimal.damage.logged(bex, { messageId: StandInMessage.created[0]?.id ?? "", attackIndex: 0 }),
    ).toBe(true);
  });

  it("in a world running RCR, its card keeps the stored content and its button does nothing, saying why", async () => {
    setWorldRuleset("rcr");
    const { bex, html, message } = await tannerShootsBex();
    expect(html.html).toBe(String(message.source.content));
    expect(html.title).toBe(
      "This card was made under the Minimal ruleset; this world runs d20 Revised Core Rules (RCR), so its buttons do nothing here.",
    );
    html.buttons[0]?.click();
    await settle();
    expect(healthOf(bex)).toBe(10);
    expect(vi.mocked(ui.notifications!.warn)).toHaveBeenCalledWith(html.title);
  });

  it("refuses a second ruleset with a taken id or a taken document type", () => {
    expect(() => registerRuleset(minimal)).toThrow(/already registered/);
    const clash = {
      ...minimal,
      id: "clash",
      documentTypes: { Actor: { character: TrooperModel }, Item: {} },
    };
    expect(() => registerRuleset(clash)).toThrow(/Actor type "character" belongs to ruleset "rcr"/);
    expect(rulesetFor({ documentName: "Actor", type: "character" })?.id).toBe("rcr");
  });
});
