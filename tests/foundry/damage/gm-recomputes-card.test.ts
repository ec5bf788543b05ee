// Issue 27 bug 4, "the GM trusts the card's numbers": a player can post a card for their own actor that says
// anything. Before the GM's client applies its damage to a token the player does not own, it takes only the
// dice from the message and works the rest out again from the documents (the attacker's bonus, each target's
// Defense, hit or miss, the damage formula and the roll's total); a card that differs is refused, and the GM
// is told what differed. rcr-combat.txt › Attack Rolls, Automatic Misses and Hits, Cover, Damage Rolls.
import { describe, expect, it, vi } from "vitest";
import { applyFromCard } from "../../../src/damage/card-actions.ts";
import { verifyRcrCard } from "../../../src/rulesets/rcr/damage/verify-card.ts";
import { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { FakeCardMessage } from "../fakes/chat-messages.ts";
import { asClient } from "../fakes/users-and-queries.ts";
import { forcedResults } from "../rolls/fake-roll.ts";
import {
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

const apply = (messageId: string, tokenUuid: string, amount = 9) => ({
  action: "apply",
  messageId,
  attackIndex: 0,
  mode: "full",
  targets: [{ tokenUuid, amount }],
});
const gmWarnings = () => vi.mocked(ui.notifications!.warn).mock.calls.map((call) => String(call[0]));

describe("the GM works a player's card out again before applying its damage", () => {
  it("Ana's real card passes: B takes the 9 the documents and the dice make", async () => {
    const { b, message } = await scene();
    expect(await verifyRcrCard(message.asDocument, card(), 0, message.rolls[1] as DamageRoll)).toBeNull();
    expect(await asClient(bob, () => damageQuery(apply(message.id, B)))).toBeNull();
    expect(vitality(b)).toEqual([3]);
  });
  it("a card saying C (half cover, Defense 18) was hit with a total of 40 is refused, and the GM is told", async () => {
    const { c } = await scene();
    const forged = card();
    const attack = forged.attacks[0]!;
    attack.targets = attack.targets.map((target) =>
      target.tokenUuid === C ? { ...target, total: 40, hit: true, lands: true } : target,
    );
    const message = postCard(ana, forged);
    expect(await asClient(bob, () => damageQuery(apply(message.id, C)))).toBe("cardMismatch");
    expect(vitality(c)).toEqual([12]);
    expect(gmWarnings().at(-1)).toBe(
      "Damage from Ana's card was not applied: The card is not what the attacker, the targets and its dice make. " +
        "(Soldier: total 40, worked out 15)",
    );
  });
  it("a bonus the attacker does not have is refused, even with every total made to agree with it", async () => {
    const { b } = await scene();
    const forged = card();
    const attack = forged.attacks[0]!;
    forged.attacks[0] = {
      ...attack,
      bonus: attack.bonus + 20,
      total: attack.total + 20,
      targets: attack.targets.map((target) => ({
        ...target,
        total: target.total + 20,
        hit: true,
        lands: true,
      })),
    };
    const message = postCard(ana, forged);
    expect(await asClient(bob, () => damageQuery(apply(message.id, B)))).toBe("cardMismatch");
    expect(vitality(b)).toEqual([12]);
    expect(gmWarnings().at(-1)).toContain("(bonus 23, worked out 3)");
  });
  it("a natural roll other than the message's d20 is refused", async () => {
    const { b } = await scene();
    const forged = card();
    forged.attacks[0] = { ...forged.attacks[0]!, natural: 20, total: 23 };
    const message = postCard(ana, forged);
    expect(await asClient(bob, () => damageQuery(apply(message.id, B)))).toBe("cardMismatch");
    expect(vitality(b)).toEqual([12]);
  });
  it("a damage roll whose total is not what its dice make is refused, card and roll agreeing", async () => {
    const { b, message } = await scene();
    const roll = message.rolls[1] as DamageRoll;
    const inflated = DamageRoll.fromData({ ...roll.toJSON(), total: 30 } as unknown as Roll.Data);
    const forged = card();
    forged.attacks[0] = { ...forged.attacks[0]!, damage: { formula: "3d8", total: 30, rollIndex: 1 } };
    const posted = new FakeCardMessage(ana, {
      flags: { swrpg: { attack: forged } },
      rolls: [message.rolls[0], inflated],
    });
    expect(await asClient(bob, () => damageQuery(apply(posted.id, B, 30)))).toBe("cardMismatch");
    expect(vitality(b)).toEqual([12]);
    expect(gmWarnings().at(-1)).toContain("(damage total 30, its dice make 9)");
  });
  it("a damage formula that is not the weapon's is refused", async () => {
    const { b, message } = await scene();
    forcedResults.push(8, 8, 8, 8, 8, 8);
    const bigger = await new DamageRoll("6d8").evaluate();
    const forged = card();
    forged.attacks[0] = {
      ...forged.attacks[0]!,
      damageFormula: "6d8",
      damage: { formula: "6d8", total: 48, rollIndex: 1 },
    };
    const posted = new FakeCardMessage(ana, {
      flags: { swrpg: { attack: forged } },
      rolls: [message.rolls[0], bigger],
    });
    expect(await asClient(bob, () => damageQuery(apply(posted.id, B, 48)))).toBe("cardMismatch");
    expect(vitality(b)).toEqual([12]);
    expect(gmWarnings().at(-1)).toContain("(damageFormula 6d8, worked out 3d8)");
  });
  it("a card without the choices it was made with cannot be checked: refused, the GM may apply it by hand", async () => {
    const { b } = await scene();
    const { choices: _dropped, ...older } = card();
    const message = postCard(ana, older);
    expect(await asClient(bob, () => damageQuery(apply(message.id, B)))).toBe("cardUnverifiable");
    expect(vitality(b)).toEqual([12]);
    // The GM's own Apply is the GM's decision: it is not checked.
    await asClient(gm, () => applyFromCard(message.asDocument, 0, "full", "targets"));
    expect(vitality(b)).toEqual([3]);
  });
});
