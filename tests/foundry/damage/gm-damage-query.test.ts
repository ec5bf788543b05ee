// The GM's side of the damage relay (the `swrpg.damage` and `swrpg.woundSave` queries): Foundry does not
// tell the GM who asks, so it decides from the card alone (a claimed user id proves nothing), a forged or
// replayed request does no more than the card's own Apply, once, and Undo takes back only what this
// card's attack did.
import { describe, expect, it, vi } from "vitest";
import { applyFromCard } from "../../../src/damage/card-actions.ts";
import { settle, systemOf } from "../data/fixtures.ts";
import { asClient, queryLog } from "../fakes/users-and-queries.ts";
import { FakeRoll, forcedResults } from "../rolls/fake-roll.ts";
import { targetResult } from "./card-fixture.ts";
import {
  A,
  ana,
  B,
  bob,
  C,
  card,
  damageQuery,
  gm,
  postCard,
  scene,
  useRelayWorld,
  vitality,
} from "./relay-scene.ts";

useRelayWorld();

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
    ["malformed", { mode: "double" }],
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
  it("a card whose damage total is not the roll the message holds is refused (rollMismatch)", async () => {
    const { b } = await scene();
    const base = card();
    const edited = {
      ...base,
      attacks: [{ ...base.attacks[0]!, damage: { formula: "3d6", total: 18, rollIndex: 2 } }],
    };
    const message = postCard(ana, edited);
    const request = {
      action: "apply",
      messageId: message.id,
      attackIndex: 0,
      mode: "full",
      targets: [{ tokenUuid: B, amount: 18 }],
    };
    expect(await asClient(bob, () => damageQuery(request))).toBe("rollMismatch");
    expect(vitality(b)).toEqual([12]);
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
    const other = postCard(ana);
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
    const message = postCard(gm, { ...base, attacks: [attack] });
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
