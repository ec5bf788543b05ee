// Apply and Undo from the card, across clients: the author applies to the tokens they own and marks the
// card, the GM applies to the rest in one request and marks them; every token takes an attack's damage
// once until it is undone, and a second Apply says so and changes nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyFromCard, undoFromCard } from "../../../src/damage/card-actions.ts";
import { ANSWER_TIMEOUT_MS } from "../../../src/socket/gm-request.ts";
import { installTokens, placeToken } from "../fakes/tokens-and-ownership.ts";
import { asClient, queryLog, worldPermissions } from "../fakes/users-and-queries.ts";
import { A, B, damageQuery, gm, lastWarning, scene, useRelayWorld, vitality } from "./relay-scene.ts";

useRelayWorld();

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
      { tokenUuid: B, attackIndex: 0, name: "Soldier", taken: { vitality: 9, wounds: 0 } },
      { tokenUuid: A, attackIndex: 0, name: "Soldier", taken: { vitality: 9, wounds: 0 } },
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

describe("when the GM's answer does not come (../shared FOUNDRY-NOTES › Queries: the handler keeps running)", () => {
  afterEach(() => {
    vi.useRealTimers();
    delete worldPermissions.QUERY_USER;
  });

  it("a request the player gave up on is 'not confirmed', not 'nothing changed': the GM still applies it once, and Apply again takes only the rest", async () => {
    const { a, b, message, doc } = await scene();
    const queries = CONFIG.queries as unknown as Record<string, (data: unknown) => Promise<unknown>>;
    const answer = queries["swrpg.damage"];
    if (!answer) throw new Error("no damage query");
    // A GM client slower than the player's patience: it answers 2 s after the player stopped waiting.
    queries["swrpg.damage"] = async (data) => {
      await new Promise((resolve) => setTimeout(resolve, ANSWER_TIMEOUT_MS + 2_000));
      return answer(data);
    };
    vi.useFakeTimers();
    const click = applyFromCard(doc, 0, "full", "targets");
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    await click;
    expect(lastWarning()).toBe("SWRPG.Damage.Timeout");
    expect(game.i18n?.localize("SWRPG.Damage.Timeout")).toMatch(/not confirmed/);
    expect(game.i18n?.localize("SWRPG.Damage.Timeout")).not.toMatch(/Nothing was changed/i);
    expect(vitality(a, b)).toEqual([12, 12]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(vitality(a, b)).toEqual([12, 3]);
    expect(Object.values(message.flags.swrpg?.applied ?? {}).map((mark) => mark.tokenUuid)).toEqual([B]);
    queries["swrpg.damage"] = answer;
    vi.useRealTimers();
    await applyFromCard(doc, 0, "full", "targets");
    expect(vitality(a, b)).toEqual([3, 3]);
  });

  it("a player whose QUERY_USER permission the world withdrew is told so at once, not after a timeout, and nothing changes", async () => {
    const { a, b, doc } = await scene();
    worldPermissions.QUERY_USER = [2, 3, 4];
    await applyFromCard(doc, 0, "full", "targets");
    expect(lastWarning()).toBe("SWRPG.Damage.NoQueryPermission");
    expect(game.i18n?.has("SWRPG.Damage.NoQueryPermission")).toBe(true);
    expect(vitality(a, b)).toEqual([12, 12]);
    expect(queryLog).toEqual([]);
  });
});
