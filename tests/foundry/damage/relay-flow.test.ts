// Apply and Undo across clients, over the stand-ins of Foundry's query API, chat messages and ownership:
// the author applies to the tokens they own, the GM to the rest; the GM decides from the card alone,
// since Foundry does not tell it who asks (a claimed user id proves nothing); every token takes an
// attack's damage once until it is undone, and the card shows what each took.
import "../rolls/fake-roll.ts";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applyFromCard, undoFromCard } from "../../../src/damage/card-actions.ts";
import type { AttackCardData } from "../../../src/dice/attack-card-data.ts";
import { DamageRoll } from "../../../src/dice/damage-roll.ts";
import { systemQueries } from "../../../src/hooks/system-queries.ts";
import { createActor, registerSystem, settle, soldier, systemOf } from "../data/fixtures.ts";
import { FakeCardMessage, installMessages } from "../fakes/chat-messages.ts";
import { installTokens, ownedBy, placeDocument, placeToken } from "../fakes/tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers, queryLog } from "../fakes/users-and-queries.ts";
import { FakeRoll, forcedResults } from "../rolls/fake-roll.ts";
import { attackCard, targetResult } from "./card-fixture.ts";

const A = "Scene.s.Token.a";
const B = "Scene.s.Token.b";
const C = "Scene.s.Token.c";

const gm = new FakeUser("gm", "Game Master", true);
const ana = new FakeUser("ana", "Ana");
const bob = new FakeUser("bob", "Bob");
let damageRoll: DamageRoll;

const world = globalThis as unknown as Record<string, unknown>;

beforeAll(async () => {
  registerSystem();
  let id = 0;
  Object.assign(foundry, { utils: { randomID: () => `id${++id}` } });
  world.canvas = { tokens: { controlled: [] } };
  world.ChatMessage = { getSpeaker: () => ({}) };
  forcedResults.push(4, 5, 0);
  damageRoll = new DamageRoll("3d6", {}, {});
  await damageRoll.evaluate(); // 9
});

beforeEach(() => {
  installUsers([gm, ana, bob], ana);
  gm.active = true;
  bob.active = true;
  installTokens();
  installMessages();
  systemQueries.register();
  vi.mocked(ui.notifications!.warn).mockClear();
  vi.mocked(Hooks.onError).mockClear();
});

/** Ana's hero shoots: 9 damage, no critical, landing on A and B, missing C. */
function card(): AttackCardData {
  const base = attackCard();
  return {
    ...base,
    attacks: [
      {
        ...base.attacks[0]!,
        targets: [targetResult("a"), targetResult("b"), targetResult("c", { hit: false, lands: false })],
      },
    ],
  };
}

/** The world: Ana owns the hero (the attacker) and token A; the GM alone owns B and C. */
async function scene(author: FakeUser = ana) {
  const hero = ownedBy(await createActor(soldier()), ana);
  placeDocument("Actor.hero", hero);
  const a = ownedBy(await createActor(soldier()), ana);
  const b = ownedBy(await createActor(soldier()), gm);
  const c = ownedBy(await createActor(soldier()), gm);
  placeToken(A, a);
  placeToken(B, b);
  placeToken(C, c);
  const message = new FakeCardMessage(author, {
    flags: { swrpg: { attack: card() } },
    rolls: [null, null, damageRoll],
  });
  return { a, b, c, message, doc: message.asDocument };
}

const vitality = (...actors: Actor.Implementation[]) => actors.map((actor) => systemOf(actor).vitality.value);
const lastWarning = () => vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0];
const damageQuery = (data: object) => gm.query("swrpg.damage", data);

describe("Apply to targets, from the author's client", () => {
  it("Ana's own token changes on her client; the GM applies B in one request and marks it; the card shows both", async () => {
    const { a, b, message, doc } = await scene();
    await applyFromCard(doc, 0, "full", "targets");
    expect(vitality(a, b)).toEqual([3, 3]);
    expect(queryLog).toEqual([
      {
        to: "gm",
        name: "swrpg.damage",
        data: {
          action: "apply",
          messageId: message.id,
          attackIndex: 0,
          mode: "full",
          targets: [{ tokenUuid: B, amount: 9 }],
        },
      },
    ]);
    expect(Object.values(message.flags.swrpg?.applied ?? {})).toEqual([
      { tokenUuid: B, attackIndex: 0, name: "Soldier", vitality: 9, wounds: 0 },
      { tokenUuid: A, attackIndex: 0, name: "Soldier", vitality: 9, wounds: 0 },
    ]);
  });
  it("a second Apply is refused with a message naming the targets and changes nothing", async () => {
    const { a, b, doc } = await scene();
    await applyFromCard(doc, 0, "full", "targets");
    queryLog.length = 0;
    await applyFromCard(doc, 0, "half", "targets");
    expect(vitality(a, b)).toEqual([3, 3]);
    expect(queryLog).toEqual([]);
    expect(lastWarning()).toBe(
      "Soldier, Soldier already took this attack's damage; it was not applied again (Undo it first).",
    );
  });
  it("Apply after one target took the damage still applies to the untouched one", async () => {
    const { a, b, message, doc } = await scene();
    await asClient(gm, () =>
      damageQuery({
        action: "apply",
        messageId: message.id,
        attackIndex: 0,
        mode: "full",
        targets: [{ tokenUuid: B, amount: 9 }],
      }),
    );
    await applyFromCard(doc, 0, "full", "targets");
    expect(vitality(a, b)).toEqual([3, 3]);
    expect(Object.keys(message.flags.swrpg?.applied ?? {})).toHaveLength(2);
  });
  it("Undo restores both, removes the marks, and Apply works again", async () => {
    const { a, b, message, doc } = await scene();
    await applyFromCard(doc, 0, "full", "targets");
    await undoFromCard(doc, 0);
    expect(vitality(a, b)).toEqual([12, 12]);
    expect(message.flags.swrpg?.applied).toEqual({});
    await applyFromCard(doc, 0, "full", "targets");
    expect(vitality(a, b)).toEqual([3, 3]);
  });
  it("a deleted target stops the whole click: no target is changed", async () => {
    const { a, doc } = await scene();
    installTokens();
    placeToken(A, a);
    await applyFromCard(doc, 0, "full", "targets");
    expect(lastWarning()).toBe("SWRPG.Damage.TargetGone");
    expect(vitality(a)).toEqual([12]);
  });
  it("with a token the player does not own and no GM online, nothing changes and nobody is asked", async () => {
    const { a, b, doc } = await scene();
    gm.active = false;
    await applyFromCard(doc, 0, "full", "targets");
    expect(lastWarning()).toBe("SWRPG.Damage.NoGM");
    expect(vitality(a, b)).toEqual([12, 12]);
    expect(queryLog).toEqual([]);
  });
  it("the GM refusing stops the click before the player's own token changes", async () => {
    const { a, b, doc } = await scene();
    (CONFIG.queries as unknown as Record<string, unknown>)["swrpg.damage"] = async () => "rollMismatch";
    await applyFromCard(doc, 0, "full", "targets");
    expect(lastWarning()).toBe("SWRPG.Damage.Refused.rollMismatch");
    expect(vitality(a, b)).toEqual([12, 12]);
  });
});

describe("the GM decides from the card, not from who claims to ask (bug 7)", () => {
  it("a forged request from Bob claiming to be the author does no more than the card's own Apply: once", async () => {
    const { b, message, doc } = await scene();
    const forged = {
      action: "apply",
      userId: "ana",
      messageId: message.id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 9 }],
    };
    expect(await asClient(bob, () => damageQuery(forged))).toBeNull();
    expect(await asClient(bob, () => damageQuery(forged))).toBe("alreadyApplied");
    expect(
      await asClient(bob, () =>
        damageQuery({ ...forged, mode: "half", targets: [{ tokenUuid: B, amount: 4 }] }),
      ),
    ).toBe("amountMismatch");
    expect(vitality(b)).toEqual([3]);
    await applyFromCard(doc, 0, "full", "targets"); // the author's own Apply: B is done, A is not
    expect(vitality(b)).toEqual([3]);
  });
  it("a request replayed at once, twice in flight together, damages once", async () => {
    const { b, message } = await scene();
    const request = {
      action: "apply",
      messageId: message.id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 9 }],
    };
    const answers = await asClient(bob, () => Promise.all([damageQuery(request), damageQuery(request)]));
    expect(answers).toEqual([null, "alreadyApplied"]);
    expect(vitality(b)).toEqual([3]);
  });
  it("a card whose author does not own its attacker is refused: Bob cannot post Ana's hero's attack", async () => {
    const { b, message } = await scene(bob);
    const request = {
      action: "apply",
      messageId: message.id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 9 }],
    };
    expect(await asClient(bob, () => damageQuery(request))).toBe("authorNotOwner");
    expect(vitality(b)).toEqual([12]);
  });
  it.each<[string, Record<string, unknown>]>([
    ["amountMismatch", { targets: [{ tokenUuid: B, amount: 99 }] }],
    ["notHit", { targets: [{ tokenUuid: C, amount: 9 }] }],
    ["notTarget", { targets: [{ tokenUuid: "Scene.s.Token.z", amount: 9 }] }],
    ["noCard", { messageId: "forged" }],
    ["malformed", { targets: [] }],
  ])("refuses a forged request (%s) and changes nothing", async (refused, forgery) => {
    const { b, c, message } = await scene();
    const request = {
      action: "apply",
      messageId: message.id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 9 }],
      ...forgery,
    };
    expect(await asClient(bob, () => damageQuery(request))).toBe(refused);
    expect(vitality(b, c)).toEqual([12, 12]);
  });
  it("a request refused for one token changes none of its tokens (all or nothing)", async () => {
    const { b, c, message } = await scene();
    const targets = [
      { tokenUuid: B, amount: 9 },
      { tokenUuid: C, amount: 9 },
    ];
    expect(
      await asClient(bob, () =>
        damageQuery({ action: "apply", messageId: message.id, attackIndex: 0, mode: "full", targets }),
      ),
    ).toBe("notHit");
    expect(vitality(b, c)).toEqual([12, 12]);
  });
  it("a player's client asked as if it were the GM's refuses", async () => {
    const { b, message } = await scene();
    const request = {
      action: "apply",
      messageId: message.id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 9 }],
    };
    expect(await asClient(bob, () => ana.query("swrpg.damage", request))).toBe("notGM");
    expect(vitality(b)).toEqual([12]);
  });
  it("a failure on the GM's client is reported there and answered as a refusal, not left to time out", async () => {
    const { b, message } = await scene();
    const failure = new Error("the server refused the update");
    Object.defineProperty(b, "update", { value: () => Promise.reject(failure) });
    const request = {
      action: "apply",
      messageId: message.id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 9 }],
    };
    expect(await asClient(bob, () => damageQuery(request))).toBe("failed");
    expect(Hooks.onError).toHaveBeenCalledWith("swrpg.damageRequest", failure, {
      notify: "error",
      log: "error",
    });
  });
});

describe("Undo of a relayed token", () => {
  it("a forged undo only undoes what this card's attack did: later damage from another card stays", async () => {
    const { b, message } = await scene();
    const other = new FakeCardMessage(ana, {
      flags: { swrpg: { attack: card() } },
      rolls: [null, null, damageRoll],
    });
    const apply = (id: string) => ({
      action: "apply",
      messageId: id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 9 }],
    });
    await asClient(bob, () => damageQuery(apply(message.id)));
    await asClient(bob, () => damageQuery(apply(other.id))); // 3 vitality left: 6 more go to wounds
    await settle();
    expect([systemOf(b).vitality.value, systemOf(b).wounds.value]).toEqual([0, 9]);
    expect(
      await asClient(bob, () =>
        damageQuery({ action: "undo", messageId: message.id, attackIndex: 0, tokenUuid: B }),
      ),
    ).toBeNull();
    expect([systemOf(b).vitality.value, systemOf(b).wounds.value]).toEqual([9, 9]);
    expect(
      await asClient(bob, () =>
        damageQuery({ action: "undo", messageId: message.id, attackIndex: 0, tokenUuid: B }),
      ),
    ).toBe("noEntry");
    expect(Object.keys(message.flags.swrpg?.applied ?? {})).toEqual([]);
    expect(Object.keys(other.flags.swrpg?.applied ?? {})).toHaveLength(1);
  });
});

describe("the wound save after wound damage", () => {
  /** A card whose 9 damage is a critical on A: all of it to wounds, so a Fortitude save is due. */
  async function criticalOnA() {
    const world = await scene();
    const base = card();
    const attack = { ...base.attacks[0]!, targets: [targetResult("a", { critical: true })] };
    const message = new FakeCardMessage(gm, {
      flags: { swrpg: { attack: { ...base, attacks: [attack] } } },
      rolls: [null, null, damageRoll],
    });
    return { ...world, message };
  }
  it("is rolled on the owner's client at the DC the log recorded, once, whatever a request names", async () => {
    const { a, message } = await criticalOnA();
    forcedResults.push(20); // Ana's save succeeds
    await asClient(gm, () => applyFromCard(message.asDocument, 0, "full", "targets"));
    await vi.waitFor(() => expect(a.flags.swrpg?.damageLog?.[0]?.saveRolled).toBe(true));
    const entry = a.flags.swrpg?.damageLog?.[0];
    expect(queryLog.at(-1)).toEqual({
      to: "ana",
      name: "swrpg.woundSave",
      data: { tokenUuid: A, entryId: entry?.id },
    });
    expect(FakeRoll.posted.at(-1)).toMatchObject({ formula: "1d20 + 4", total: 24 });
    const rolls = FakeRoll.posted.length;
    expect(
      await asClient(bob, () => ana.query("swrpg.woundSave", { tokenUuid: A, entryId: entry?.id, dc: 40 })),
    ).toBe(false);
    expect(
      await asClient(bob, () => ana.query("swrpg.woundSave", { tokenUuid: A, entryId: "made-up" })),
    ).toBe(false);
    expect(FakeRoll.posted).toHaveLength(rolls);
    expect(a.statuses.has("knockedOut")).toBe(false);
  });
});
