// The attack card in the chat log: each client re-renders it for its own user (the GM may hide Defense
// numbers from players) and wires its buttons to the damage code. The card template is the real one;
// the chat log element is a stand-in that keeps the rendered HTML and the buttons in it.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as cardActions from "../../../src/damage/card-actions.ts";
import { attackCardButtons } from "../../../src/hooks/attack-card-buttons.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import { readAttackCard } from "../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { activeRuleset } from "../../../src/rulesets/registry.ts";
import { attackCard } from "../damage/card-fixture.ts";
import { damageRollOf } from "../damage/damage-roll-fixture.ts";
import { createActor, registerSystem, soldier, systemOf } from "../data/fixtures.ts";
import { installTokens, ownedBy, placeToken } from "../fakes/tokens-and-ownership.ts";
import { FakeUser, installUsers, queryLog } from "../fakes/users-and-queries.ts";
import { installTemplates } from "./card-template.ts";
import { chatElement } from "./chat-element.ts";
import { FakeChatMessage } from "./fake-chat.ts";
import { forcedResults } from "./fake-roll.ts";

// The card's handlers, spied on; they keep their real behaviour unless a test replaces it.
vi.mock("../../../src/damage/card-actions.ts", async (importOriginal) => {
  const real = await importOriginal<typeof cardActions>();
  return { applyFromCard: vi.fn(real.applyFromCard), undoFromCard: vi.fn(real.undoFromCard) };
});
const applyFromCard = vi.mocked(cardActions.applyFromCard);
const undoFromCard = vi.mocked(cardActions.undoFromCard);

const A = "Scene.s.Token.a";
const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
let hideDefense = true;

beforeAll(() => {
  world.ChatMessage = FakeChatMessage;
  registerSystem();
  installTemplates();
  attackCardButtons.listen();
  Object.assign(foundry, { utils: { ...(foundry as { utils?: object }).utils, randomID: () => "req1" } });
  installTokens();
  world.canvas = { tokens: { controlled: [] } };
  world.game.settings = {
    get: (_scope: string, key: string) => key === "hideDefenseFromPlayers" && hideDefense,
  };
});

function as(role: "gm" | "player") {
  world.game.user = { id: role, isGM: role === "gm" };
  world.game.users = { activeGM: { id: "gm" }, find: () => undefined };
}

beforeEach(() => {
  hideDefense = true;
  // Back to the real handlers (the ones vi.fn wrapped) after a test replaced them.
  applyFromCard.mockReset();
  undoFromCard.mockReset();
  vi.mocked(ui.notifications!.warn).mockClear();
  delete (game as unknown as { dice3d?: unknown }).dice3d;
  as("gm");
});

/** Posts the card and lets the hook render it; resolves once the buttons are wired. */
async function rendered(card: AttackCardData = attackCard(), applied?: Record<string, unknown>) {
  // The card's rolled damage is the message's DamageRoll at its rollIndex (2: 9), as rollCardDamage stores it.
  const rolls = card.attacks[0]?.damage ? [null, null, await damageRollOf(9)] : [];
  const message = await FakeChatMessage.create({ flags: { swrpg: { attack: card } }, rolls });
  if (applied) Object.assign(message.flags.swrpg ?? {}, { applied });
  const { state, element } = chatElement();
  // The context argument is not read by the hook.
  Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
  await vi.waitFor(() => expect(state.html).not.toContain("stored"));
  const button = (action: string, attack = 0) => {
    const found = state.buttons.find(
      (b) => b.dataset.action === action && b.dataset.attack === String(attack),
    );
    if (!found) throw new Error(`no ${action} button for attack ${attack}`);
    return found;
  };
  return { message, state, button };
}

describe("who sees the Defense numbers", () => {
  it("the GM sees them", async () => {
    const { state } = await rendered();
    expect(state.html).toContain("vs Defense 15");
  });
  it("a player does not receive them at all while the setting hides them", async () => {
    as("player");
    const { state } = await rendered();
    expect(state.html).not.toContain("swrpg-target-defense");
    expect(state.html).not.toMatch(/Defense/);
    expect(state.html).toContain("Critical hit");
  });
  it("a player sees them when the setting is off", async () => {
    as("player");
    hideDefense = false;
    const { state } = await rendered();
    expect(state.html).toContain("vs Defense 15");
  });
});

describe("the buttons call their handler with the message and the attack", () => {
  beforeEach(() => {
    applyFromCard.mockImplementation(async () => {});
    undoFromCard.mockImplementation(async () => {});
  });
  it.each([
    ["applyTargeted", "full", "targets"],
    ["applyHalf", "half", "targets"],
    ["applyVitality", "vitalityOnly", "targets"],
    ["applySelected", "full", "selected"],
  ] as const)("%s applies %s damage to the %s", async (action, mode, which) => {
    const { message, button } = await rendered();
    button(action).click();
    await vi.waitFor(() => expect(applyFromCard).toHaveBeenCalledTimes(1));
    expect(applyFromCard).toHaveBeenCalledWith(message, 0, mode, which);
    expect(undoFromCard).not.toHaveBeenCalled();
  });
  it("Undo undoes the attack's damage (enabled once a target took it)", async () => {
    const mark = { tokenUuid: A, attackIndex: 0, name: "a", vitality: 9, wounds: 0 };
    const { message, button } = await rendered(attackCard(), { "0~Scene~s~Token~a": mark });
    button("undoDamage").click();
    await vi.waitFor(() => expect(undoFromCard).toHaveBeenCalledWith(message, 0));
    expect(applyFromCard).not.toHaveBeenCalled();
  });
  it("a button is disabled while its click runs, then enabled again", async () => {
    let finish = () => {};
    applyFromCard.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { button } = await rendered();
    const apply = button("applyTargeted");
    apply.click();
    expect(apply.disabled).toBe(true);
    finish();
    await vi.waitFor(() => expect(apply.disabled).toBe(false));
  });
  it("a click whose handler fails is reported through Foundry's error handler and the button comes back", async () => {
    const failure = new Error("the server refused the update");
    applyFromCard.mockRejectedValue(failure);
    const { button } = await rendered();
    const apply = button("applyTargeted");
    apply.click();
    await vi.waitFor(() => expect(apply.disabled).toBe(false));
    expect(Hooks.onError).toHaveBeenCalledWith("swrpg.attackCardButton", failure, {
      notify: "error",
      log: "error",
    });
  });
  it("Roll damage rolls the weapon's damage onto the card (the second attack's button, index 1)", async () => {
    const card = attackCard();
    const first = { ...card.attacks[0]!, damage: null };
    const { message, button } = await rendered({ ...card, attacks: [first, { ...first, index: 1 }] });
    forcedResults.push(2, 3, 4);
    button("rollDamage", 1).click();
    await vi.waitFor(() => expect(message.updates).toHaveLength(1));
    const stored = readAttackCard(message.asDocument);
    expect(stored?.attacks[0]?.damage).toBeNull();
    expect(stored?.attacks[1]?.damage).toEqual({
      formula: "3d6",
      total: 9,
      rollIndex: 0,
      dice: [{ faces: 6, results: [2, 3, 4] }],
    });
    expect(message.rolls[0]).toBeInstanceOf(DamageRoll);
    expect(applyFromCard).not.toHaveBeenCalled();
  });
  it("Roll damage by a player who may not change the message warns and rolls nothing", async () => {
    as("player");
    const card = attackCard();
    const { message, button } = await rendered({ ...card, attacks: [{ ...card.attacks[0]!, damage: null }] });
    message.isOwner = false;
    button("rollDamage").click();
    await vi.waitFor(() => expect(ui.notifications?.warn).toHaveBeenCalled());
    expect(vi.mocked(ui.notifications!.warn).mock.calls[0]).toEqual([
      "SWRPG.Damage.Refused.noPermission",
      { localize: true },
    ]);
    expect(message.updates).toHaveLength(0);
  });
});

describe("a player applying damage to a token they do not own", () => {
  it("asks the active GM through the query API instead of changing the token, and shows the GM's refusal", async () => {
    const gm = new FakeUser("gm", "Game Master", true);
    const player = new FakeUser("player", "Player");
    installUsers([gm, player], player);
    installTokens();
    const stranger = ownedBy(await createActor(soldier()), gm);
    placeToken(A, stranger);
    CONFIG.queries["swrpg.damage"] = async () => "rollMismatch";
    const { message, button } = await rendered();
    button("applyTargeted").click();
    await vi.waitFor(() => expect(ui.notifications?.warn).toHaveBeenCalled());
    expect(queryLog).toEqual([
      {
        to: "gm",
        name: "swrpg.damage",
        data: {
          action: "apply",
          messageId: message.id,
          attackIndex: 0,
          mode: "full",
          targets: [{ tokenUuid: A, amount: 10 }],
        },
      },
    ]);
    expect(systemOf(stranger).wounds.value).toBe(15);
    expect(vi.mocked(ui.notifications!.warn).mock.calls[0]?.[0]).toBe("SWRPG.Damage.Refused.rollMismatch");
  });
});

// Foundry calls the hook and puts the element into the log at once (Hooks.callAll does not wait for a
// listener's promise, client/helpers/hooks.mjs); the viewer's card arrives when its template has rendered.
describe("decorating the element the hook gives, in the moment before the viewer's card arrives", () => {
  /** Renders of the card that finish when the test says, in any order. */
  function heldRenders() {
    const chatCard = activeRuleset().chatCard;
    if (activeRuleset().id !== "rcr") throw new Error("the world's ruleset is not RCR");
    const pending: ((html: string) => void)[] = [];
    const spy = vi.spyOn(chatCard, "render").mockImplementation(
      () =>
        new Promise<string>((resolve) => {
          pending.push(resolve);
        }),
    );
    return { pending, restore: () => spy.mockRestore() };
  }
  const card = (label: string) =>
    `<div class="swrpg-attack-card">${label}<button data-action="applyTargeted" data-attack="0"></button></div>`;

  it("a click on the stored card's button is not lost while the viewer's card is still rendering", async () => {
    applyFromCard.mockImplementation(async () => {});
    const renders = heldRenders();
    const message = await FakeChatMessage.create({ flags: { swrpg: { attack: attackCard() } } });
    const { state, element } = chatElement(card("stored"));
    Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
    state.buttons[0]?.click();
    await vi.waitFor(() => expect(applyFromCard).toHaveBeenCalledWith(message, 0, "full", "targets"));
    renders.restore();
  });

  it("a render that finishes after a newer one of the same element does not replace it", async () => {
    const renders = heldRenders();
    const message = await FakeChatMessage.create({ flags: { swrpg: { attack: attackCard() } } });
    const { state, element } = chatElement(card("stored"));
    Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
    Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
    expect(renders.pending).toHaveLength(2);
    renders.pending[1]?.(card("newer"));
    await vi.waitFor(() => expect(state.html).toContain("newer"));
    renders.pending[0]?.(card("older"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.html).toContain("newer");
    renders.restore();
  });

  it("each button of the viewer's card acts once per click, however often the element was decorated", async () => {
    applyFromCard.mockImplementation(async () => {});
    const renders = heldRenders();
    const message = await FakeChatMessage.create({ flags: { swrpg: { attack: attackCard() } } });
    const { state, element } = chatElement(card("stored"));
    Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
    Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
    renders.pending[0]?.(card("first"));
    renders.pending[1]?.(card("second"));
    await vi.waitFor(() => expect(state.html).toContain("second"));
    state.buttons[0]?.click();
    await vi.waitFor(() => expect(applyFromCard).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applyFromCard).toHaveBeenCalledTimes(1);
    renders.restore();
  });
});
