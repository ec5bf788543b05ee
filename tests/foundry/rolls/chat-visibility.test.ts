// The attack card takes the visibility the user chose, through v13's roll modes or v14's message modes.
import { afterEach, describe, expect, it, vi } from "vitest";
import { withChosenVisibility } from "../../../src/dice/chat-visibility.ts";

const world = globalThis as unknown as { ChatMessage: unknown; game: Record<string, unknown> };
const saved = { ChatMessage: world.ChatMessage, settings: world.game.settings };
afterEach(() => {
  world.ChatMessage = saved.ChatMessage;
  world.game.settings = saved.settings;
});

describe("withChosenVisibility", () => {
  it("v13: core.rollMode through ChatMessage.applyRollMode", () => {
    const applyRollMode = vi.fn((data: object, mode: string) => ({ ...data, mode }));
    world.ChatMessage = { applyRollMode };
    world.game.settings = {
      get: (_scope: string, key: string) => (key === "rollMode" ? "gmroll" : undefined),
    };
    expect(withChosenVisibility({ content: "card" })).toEqual({ content: "card", mode: "gmroll" });
  });
  it("v14: core.messageMode through ChatMessage.applyMode", () => {
    const applyMode = vi.fn((data: object, mode: string) => ({ ...data, mode }));
    const applyRollMode = vi.fn();
    world.ChatMessage = { applyMode, applyRollMode };
    world.game.settings = {
      settings: new Map([["core.messageMode", {}]]),
      get: (_scope: string, key: string) => (key === "messageMode" ? "gm" : "publicroll"),
    };
    expect(withChosenVisibility({ content: "card" })).toEqual({ content: "card", mode: "gm" });
    expect(applyRollMode).not.toHaveBeenCalled();
  });
});
