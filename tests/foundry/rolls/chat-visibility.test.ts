// The attack card takes the visibility the user chose, through v13's roll modes or v14's message modes
// (src/foundry-compat/message-mode.ts), picked by game.release.generation.
import { afterEach, describe, expect, it, vi } from "vitest";
import { withChosenVisibility } from "../../../src/dice/chat-visibility.ts";

const world = globalThis as unknown as { ChatMessage: unknown; game: Record<string, unknown> };
const saved = { ChatMessage: world.ChatMessage, settings: world.game.settings, release: world.game.release };
afterEach(() => {
  world.ChatMessage = saved.ChatMessage;
  world.game.settings = saved.settings;
  world.game.release = saved.release;
});

describe("withChosenVisibility", () => {
  it("v13: core.rollMode through ChatMessage.applyRollMode", () => {
    world.game.release = { generation: 13 };
    const applyRollMode = vi.fn((data: object, mode: string) => ({ ...data, mode }));
    world.ChatMessage = { applyRollMode };
    world.game.settings = {
      get: (_scope: string, key: string) => (key === "rollMode" ? "gmroll" : undefined),
    };
    expect(withChosenVisibility({ content: "card" })).toEqual({ content: "card", mode: "gmroll" });
  });
  it("v13: a mode chosen in the dialog overrides the setting", () => {
    world.game.release = { generation: 13 };
    world.ChatMessage = { applyRollMode: (data: object, mode: string) => ({ ...data, mode }) };
    world.game.settings = { get: () => "publicroll" };
    expect(withChosenVisibility({ content: "card" }, "blindroll")).toEqual({
      content: "card",
      mode: "blindroll",
    });
  });
  it("v14: core.messageMode through ChatMessage.applyMode, never applyRollMode", () => {
    world.game.release = { generation: 14 };
    const applyMode = vi.fn((data: object, mode: string) => ({ ...data, mode }));
    const applyRollMode = vi.fn();
    world.ChatMessage = { applyMode, applyRollMode };
    world.game.settings = {
      get: (_scope: string, key: string) => (key === "messageMode" ? "gm" : "publicroll"),
    };
    expect(withChosenVisibility({ content: "card" })).toEqual({ content: "card", mode: "gm" });
    expect(applyRollMode).not.toHaveBeenCalled();
  });
  it("v14: the dialog's roll mode is given as v14's message mode (gmroll → gm, selfroll → self)", () => {
    world.game.release = { generation: 14 };
    world.ChatMessage = { applyMode: (data: object, mode: string) => ({ ...data, mode }) };
    world.game.settings = { get: () => "public" };
    expect(withChosenVisibility({ content: "card" }, "gmroll")).toEqual({ content: "card", mode: "gm" });
    expect(withChosenVisibility({ content: "card" }, "selfroll")).toEqual({ content: "card", mode: "self" });
  });
});
