// A target's name on the attack card finds its token: hover or focus highlights it on the canvas, a click
// or Enter pans the canvas to it; a token this user cannot see is neither highlighted nor panned to.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bindTokenLinks } from "../../../src/hooks/chat-token-links.ts";
import type { FakeTokenDocument } from "../fakes/tokens-and-ownership.ts";
import { installTokens, placeToken } from "../fakes/tokens-and-ownership.ts";

/** client/canvas/placeables/token.d.mts: the placeable's hover state, render flags, center, visibility. */
function placeable(isVisible = true) {
  return { isVisible, hover: false, center: { x: 350, y: 450 }, renderFlags: { set: vi.fn() } };
}

function tokenOnCanvas(id: string, isVisible = true) {
  const document = placeToken(`Scene.s.Token.${id}`, { uuid: `Actor.${id}` } as Actor.Implementation);
  const object = placeable(isVisible);
  (document as FakeTokenDocument & { object: unknown }).object = object;
  return object;
}

/** A name on the card (`closest` finds the link it is in) and the message element's delegated listeners. */
function link(id: string) {
  const element = {
    dataset: { tokenUuid: `Scene.s.Token.${id}` },
    closest: (): unknown => element,
  };
  return element;
}
function messageElement() {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const html = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  bindTokenLinks(html as unknown as HTMLElement);
  const fire = (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners.get(type) ?? []) listener({ preventDefault() {}, ...event });
  };
  return { fire };
}

const animatePan = vi.fn(async () => true);
beforeEach(() => {
  installTokens();
  animatePan.mockClear();
  Object.assign(globalThis, { canvas: { ready: true, animatePan } });
});

describe("a target's name on the card", () => {
  it("hovering highlights the token and leaving takes the highlight off, refreshing its state each time", () => {
    const token = tokenOnCanvas("a");
    const { fire } = messageElement();
    fire("mouseover", { target: link("a"), relatedTarget: null });
    expect(token.hover).toBe(true);
    fire("mouseout", { target: link("a"), relatedTarget: null });
    expect(token.hover).toBe(false);
    expect(token.renderFlags.set).toHaveBeenCalledTimes(2);
    expect(token.renderFlags.set).toHaveBeenCalledWith({ refreshState: true });
  });
  it("moving within the same name leaves the highlight on", () => {
    const token = tokenOnCanvas("a");
    const name = link("a");
    const { fire } = messageElement();
    fire("mouseover", { target: name, relatedTarget: null });
    fire("mouseout", { target: name, relatedTarget: name });
    expect(token.hover).toBe(true);
  });
  it("keyboard focus highlights as hover does", () => {
    const token = tokenOnCanvas("a");
    const { fire } = messageElement();
    fire("focusin", { target: link("a"), relatedTarget: null });
    expect(token.hover).toBe(true);
    fire("focusout", { target: link("a"), relatedTarget: null });
    expect(token.hover).toBe(false);
  });
  it("a click pans the canvas to the token's center; Enter and Space do too, other keys do not", () => {
    tokenOnCanvas("a");
    const { fire } = messageElement();
    fire("click", { target: link("a") });
    expect(animatePan).toHaveBeenCalledWith({ x: 350, y: 450 });
    fire("keydown", { target: link("a"), key: "Enter" });
    fire("keydown", { target: link("a"), key: " " });
    fire("keydown", { target: link("a"), key: "a" });
    expect(animatePan).toHaveBeenCalledTimes(3);
  });
  it("a token this user cannot see is neither highlighted nor panned to", () => {
    const token = tokenOnCanvas("hidden", false);
    const { fire } = messageElement();
    fire("mouseover", { target: link("hidden"), relatedTarget: null });
    fire("click", { target: link("hidden") });
    expect(token.hover).toBe(false);
    expect(animatePan).not.toHaveBeenCalled();
  });
  it("a token on another scene than the one viewed (no placeable), or gone, does nothing", () => {
    const offScene = placeToken("Scene.s.Token.b", { uuid: "Actor.b" } as Actor.Implementation);
    (offScene as FakeTokenDocument & { object: unknown }).object = null;
    const { fire } = messageElement();
    fire("click", { target: link("b") });
    fire("click", { target: { dataset: { tokenUuid: "Scene.s.Token.gone" }, closest: () => null } });
    expect(animatePan).not.toHaveBeenCalled();
  });
  it("clicks elsewhere on the card are left alone", () => {
    tokenOnCanvas("a");
    const { fire } = messageElement();
    fire("click", { target: { closest: () => null } });
    fire("click", { target: null });
    expect(animatePan).not.toHaveBeenCalled();
  });
});
