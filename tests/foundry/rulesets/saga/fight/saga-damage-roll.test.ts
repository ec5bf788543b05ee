// Saga's card damage with advantage (saga-variant-character-combat.txt › Flanking: advantage on the damage
// roll): the card's checked formula is rolled twice as a pool keeping the higher total; without advantage, as
// written. The roll is a SagaDamageRoll; a card rolled when Saga's damage was a core Roll still matches its roll.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { damageMatchesRoll, rollCardDamage } from "../../../../../src/dice/card-message.ts";
import { sagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { SagaDamageRoll } from "../../../../../src/rulesets/saga/dice/saga-damage-roll.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

describe("the Saga card's damage formula", () => {
  const card = { attacks: [{ advantage: true }, { advantage: false }, {}] } as never;
  it("with advantage: the formula twice as a pool, the higher total kept", () => {
    expect(sagaCard.rolledFormula?.(card, 0, "3d8 + 2")).toBe("{3d8 + 2,3d8 + 2}kh");
  });
  it("without advantage, or on a card from before the variant (no advantage stored): as written", () => {
    expect(sagaCard.rolledFormula?.(card, 1, "3d8 + 2")).toBe("3d8 + 2");
    expect(sagaCard.rolledFormula?.(card, 2, "3d8 + 2")).toBe("3d8 + 2");
  });
  it("the damage is a SagaDamageRoll (a core Roll, rebuilt from chat messages by its class name)", () => {
    expect(sagaCard.DamageRoll).toBe(SagaDamageRoll);
    expect(SagaDamageRoll.prototype).toBeInstanceOf(Roll);
  });
});

/** A posted Saga card with one attack and its attack roll, as a message the user owns. */
function message(advantage: boolean | undefined) {
  const attack = {
    index: 0,
    bonus: 0,
    parts: [],
    natural: 15,
    total: 15,
    rollIndex: 0,
    reachesTargets: true,
    damageFormula: "3d8 + 2",
    damage: null,
    targets: [],
    ...(advantage === undefined ? {} : { advantage }),
  };
  const stored = {
    version: 1,
    attacker: { uuid: "Actor.a" },
    weapon: { name: "Rifle" },
    attacks: [attack],
    refused: [],
    damageTypes: ["energy"],
  };
  const flags = { swrpg: { sagaAttack: stored } };
  const doc = {
    isOwner: true,
    speaker: {},
    rolls: [new Roll("1d20")] as Roll.Any[],
    flags,
    async update(data: { rolls: Roll.Any[]; flags: typeof flags }) {
      doc.rolls = data.rolls;
      doc.flags = data.flags;
    },
  };
  return doc as unknown as ChatMessage.Implementation & typeof doc;
}

describe("rolling it from the card", () => {
  // ChatMessage.getSpeakerActor (client/documents/chat-message.d.mts): the speaker's actor, none here.
  beforeAll(() => vi.stubGlobal("ChatMessage", { getSpeakerActor: () => null }));
  afterAll(() => vi.unstubAllGlobals());
  it("with advantage: 3d8 + 2 twice (1+2+3 and 5+5+5: 8 and 17), 17 kept and matched", async () => {
    const posted = message(true);
    expect(sagaCard.isCard(posted.flags.swrpg.sagaAttack)).toBe(true);
    forcedResults.push(1, 2, 3, 5, 5, 5);
    expect(await rollCardDamage(sagaCard, posted, 0)).toEqual({ ok: true });
    expect(posted.flags.swrpg.sagaAttack.attacks[0]?.damage).toMatchObject({
      formula: "{3d8 + 2,3d8 + 2}kh",
      total: 17,
    });
    expect(damageMatchesRoll(sagaCard, posted, 0)).toBe(true);
  });
  it("a card stored before the variant (no advantage field): 3d8 + 2 once, matched as its roll", async () => {
    const posted = message(undefined);
    forcedResults.push(1, 2, 3);
    expect(await rollCardDamage(sagaCard, posted, 0)).toEqual({ ok: true });
    expect(posted.flags.swrpg.sagaAttack.attacks[0]?.damage).toMatchObject({ formula: "3d8 + 2", total: 8 });
    expect(damageMatchesRoll(sagaCard, posted, 0)).toBe(true);
  });
  it("damage an earlier version rolled as a plain core Roll still matches (Apply and Undo keep working)", async () => {
    const posted = message(undefined);
    forcedResults.push(4, 4, 4);
    const earlier = await new Roll("3d8 + 2").evaluate();
    posted.rolls.push(earlier);
    const attack = posted.flags.swrpg.sagaAttack.attacks[0] as Record<string, unknown>;
    attack.damage = { formula: "3d8 + 2", total: 14, rollIndex: 1 };
    expect(damageMatchesRoll(sagaCard, posted, 0)).toBe(true);
    attack.damage = { formula: "3d8 + 2", total: 15, rollIndex: 1 };
    expect(damageMatchesRoll(sagaCard, posted, 0)).toBe(false);
  });
});
