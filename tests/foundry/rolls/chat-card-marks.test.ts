// The attack card shows what each target took (bug 8): rendered by the hook from the message's marks on
// each viewer's client, re-rendered after an update as Foundry does; Undo is enabled only where there is
// something this viewer may undo. The card template is the real one, over the stand-ins of Foundry's
// users, chat messages and ownership.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { applyFromCard } from "../../../src/damage/card-actions.ts";
import { attackCardButtons } from "../../../src/hooks/attack-card-buttons.ts";
import { systemQueries } from "../../../src/hooks/system-queries.ts";
import { attackCard } from "../damage/card-fixture.ts";
import { damageRollOf } from "../damage/damage-roll-fixture.ts";
import { createActor, registerSystem, soldier, systemOf } from "../data/fixtures.ts";
import { FakeCardMessage } from "../fakes/chat-messages.ts";
import { installTokens, ownedBy, placeToken } from "../fakes/tokens-and-ownership.ts";
import { FakeUser, installUsers } from "../fakes/users-and-queries.ts";
import { installTemplates } from "./card-template.ts";
import { chatElement } from "./chat-element.ts";
import { forcedResults } from "./fake-roll.ts";

const A = "Scene.s.Token.a";
const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };

beforeAll(() => {
  registerSystem();
  installTemplates();
  attackCardButtons.listen();
  Object.assign(foundry, { utils: { ...(foundry as { utils?: object }).utils, randomID: () => "id1" } });
  world.canvas = { tokens: { controlled: [] } };
  world.game.settings = { get: (_scope: string, key: string) => key === "hideDefenseFromPlayers" };
  world.ChatMessage = { getSpeaker: () => ({}) };
});

describe("the card shows what each target took (bug 8)", () => {
  const author = new FakeUser("author", "Author");
  const gm = new FakeUser("gm", "Game Master", true);
  const other = new FakeUser("other", "Other player");

  /** The author's card, rendered on `viewer`'s client; re-rendered after each update, as Foundry does. */
  async function authorCard(viewer: FakeUser) {
    installUsers([gm, author, other], viewer);
    installTokens();
    systemQueries.register();
    const target = ownedBy(await createActor(soldier()), author);
    placeToken(A, target);
    const message = new FakeCardMessage(author, {
      flags: { swrpg: { attack: attackCard() } },
      // The card's rolled damage is the message's DamageRoll at its rollIndex (2: 9).
      rolls: [null, null, await damageRollOf(9)],
    });
    const { state, element } = chatElement();
    const render = async () => {
      const before = state.html;
      Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
      await vi.waitFor(() => expect(state.html).not.toBe(before));
    };
    await render();
    return { message, state, render, target };
  }
  const undoButton = (html: string) => /<button[^>]*data-action="undoDamage"[^>]*>/.exec(html)?.[0] ?? "";

  it("before Apply: no mark, Undo disabled with its reason", async () => {
    const { state } = await authorCard(author);
    expect(state.html).not.toContain("swrpg-applied");
    expect(undoButton(state.html)).toContain("disabled");
    expect(undoButton(state.html)).toContain(
      'title="Nothing from this attack is applied that you may undo."',
    );
  });
  it("after Apply the target is marked with what it took and Undo is enabled; a second Apply changes nothing", async () => {
    const { message, state, render, target } = await authorCard(author);
    forcedResults.push(20); // the Fortitude save after the critical's wound damage succeeds
    await applyFromCard(message.asDocument, 0, "full", "targets");
    await render();
    expect(systemOf(target).wounds.value).toBe(5);
    expect(state.html).toMatch(
      /data-token-uuid="Scene\.s\.Token\.a"[\s\S]*<span class="swrpg-applied">−10 wounds<\/span>/,
    );
    expect(undoButton(state.html)).not.toContain("disabled");
    await applyFromCard(message.asDocument, 0, "full", "targets");
    expect(systemOf(target).wounds.value).toBe(5);
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe(
      "Soldier already took this attack's damage; it was not applied again (Undo it first).",
    );
  });
  it("the GM may undo the author's marks; another player who owns no marked token may not", async () => {
    const { message } = await authorCard(author);
    await message.update({
      "flags.swrpg.applied.0~Scene~s~Token~a": {
        tokenUuid: A,
        attackIndex: 0,
        name: "Soldier",
        vitality: 3,
        wounds: 2,
      },
    });
    const asGM = await authorCardView(message, gm);
    expect(asGM).toContain('<span class="swrpg-applied">−3 vitality, −2 wounds</span>');
    expect(undoButton(asGM)).not.toContain("disabled");
    const asOther = await authorCardView(message, other);
    expect(asOther).toContain("−3 vitality, −2 wounds");
    expect(undoButton(asOther)).toContain("disabled");
  });

  /** The same message rendered on another user's client. */
  async function authorCardView(message: FakeCardMessage, viewer: FakeUser): Promise<string> {
    installUsers([gm, author, other], viewer);
    const { state, element } = chatElement();
    Hooks.callAll("renderChatMessageHTML", message.asDocument, element, {} as ChatMessage.MessageData);
    await vi.waitFor(() => expect(state.html).not.toContain("stored"));
    return state.html;
  }
});
