// The card's marks of what each token took (flags.swrpg.applied): keys without dots, read defensively,
// added and removed per token so that the author and the GM can write them side by side; and what the
// card shows for them.
import { describe, expect, it } from "vitest";
import {
  type AppliedMark,
  addMarksUpdate,
  markKey,
  markOf,
  readMarks,
  removeMarksUpdate,
} from "../../../src/damage/applied-marks.ts";
import { attackCardContext } from "../../../src/rulesets/rcr/dice/attack-card-context.ts";
import { ForcedDeletion, V14 } from "../fakes/generation.ts";
import { attackCard } from "./card-fixture.ts";

const A = "Scene.s.Token.a";
const mark = (tokenUuid: string, vitality: number, wounds: number, attackIndex = 0): AppliedMark => ({
  tokenUuid,
  attackIndex,
  name: "Trooper",
  taken: { vitality, wounds },
});

describe("marks on the card", () => {
  it("a key holds the attack and the token, with no dot (flag keys are paths)", () => {
    expect(markKey(1, A)).toBe("1~Scene~s~Token~a");
    expect(markKey(0, A)).not.toBe(markKey(1, A));
  });
  it("a mark written before the ruleset seam (vitality and wounds at the top) reads as what it took", () => {
    const legacy = { tokenUuid: A, attackIndex: 2, name: "Trooper", vitality: 5, wounds: 3 };
    expect(readMarks({ k: legacy })).toEqual([mark(A, 5, 3, 2)]);
  });
  it("a mark whose pools are not whole numbers is not a mark", () => {
    const bad = { tokenUuid: A, attackIndex: 0, name: "Trooper", taken: { hp: 2.5 } };
    const list = { tokenUuid: A, attackIndex: 0, name: "Trooper", taken: [1] };
    expect(readMarks({ a: bad, b: list, c: { ...bad, taken: { hp: 2 } } })).toEqual([
      { tokenUuid: A, attackIndex: 0, name: "Trooper", taken: { hp: 2 } },
    ]);
  });
  it("each token's mark is added and removed under its own key; v13's -= or v14's ForcedDeletion removes it", () => {
    expect(addMarksUpdate([mark(A, 9, 0)])).toEqual({
      "flags.swrpg.applied.0~Scene~s~Token~a": mark(A, 9, 0),
    });
    const removal = removeMarksUpdate(0, [A, "Scene.s.Token.b"]);
    if (V14) {
      expect(Object.keys(removal)).toEqual([
        "flags.swrpg.applied.0~Scene~s~Token~a",
        "flags.swrpg.applied.0~Scene~s~Token~b",
      ]);
      for (const value of Object.values(removal)) expect(value).toBeInstanceOf(ForcedDeletion);
    } else
      expect(removal).toEqual({
        "flags.swrpg.applied.-=0~Scene~s~Token~a": null,
        "flags.swrpg.applied.-=0~Scene~s~Token~b": null,
      });
  });
  it("a flag of the wrong shape reads as no marks; a mark is found by attack and token", () => {
    expect(readMarks(undefined)).toEqual([]);
    expect(readMarks({ x: mark(A, 1, 0), y: { tokenUuid: A, attackIndex: "0" }, z: null })).toEqual([
      mark(A, 1, 0),
    ]);
    const marks = [mark(A, 1, 0, 1)];
    expect(markOf(marks, 1, A)).toEqual(mark(A, 1, 0, 1));
    expect(markOf(marks, 0, A)).toBeNull();
  });
});

describe("what the card shows for a mark", () => {
  const shown = (marks: AppliedMark[]) =>
    attackCardContext(attackCard(), "m1", { isGM: true, hideDefense: false }, marks).attacks[0]?.targets[0]
      ?.applied;
  it.each([
    [mark(A, 9, 0), "SWRPG.Chat.Applied.vitality"],
    [mark(A, 0, 10), "SWRPG.Chat.Applied.wounds"],
    [mark(A, 3, 2), "SWRPG.Chat.Applied.both"],
    [mark(A, 0, 0), "SWRPG.Chat.Applied.none"],
  ])("%o reads %s", (entry, key) => {
    expect(shown([entry])).toEqual({
      key,
      vitality: entry.taken.vitality,
      wounds: entry.taken.wounds,
      stopped: 0,
    });
  });
  it("a mark with what DR stopped shows it (a mark stored before DR was kept shows none)", () => {
    const armored = { ...mark(A, 0, 3), taken: { vitality: 0, wounds: 3, dr: 5 } };
    expect(shown([armored])).toEqual({
      key: "SWRPG.Chat.Applied.wounds",
      vitality: 0,
      wounds: 3,
      stopped: 5,
    });
  });
  it("a mark of another attack does not show on this one, and leaves Undo off", () => {
    const context = attackCardContext(attackCard(), "m1", { isGM: true, hideDefense: false }, [
      mark(A, 9, 0, 1),
    ]);
    expect(context.attacks[0]?.targets[0]?.applied).toBeNull();
    expect(context.attacks[0]?.canUndo).toBe(false);
  });
});

// What a landed target takes, before Apply: the engine's effective damage (rcr-combat.txt › Minimum Weapon
// Damage, Pulling a Blow) with the target's point-blank bonus, and the critical's route to wounds.
describe("what the card says a target takes before Apply", () => {
  const takes = (card = attackCard(), index = 0) =>
    attackCardContext(card, "m1", { isGM: true, hideDefense: false }, []).attacks[0]?.targets[index]?.takes;
  it("the fixture's critical on a: 9 rolled + 1 point blank = 10, to wounds", () => {
    expect(takes()).toMatchObject({ amount: 10, rolled: 9, bonus: 1, critical: true, half: false });
  });
  it("a pulled blow for half damage takes half of 10: 5", () => {
    expect(takes(attackCard({ halfDamage: true }))).toMatchObject({ amount: 5, half: true });
  });
  it("a pulled blow for vitality only is no critical to wounds", () => {
    expect(takes(attackCard({ vitalityOnly: true }))).toMatchObject({ vitalityOnly: true, critical: false });
  });
  it("nothing for a missed target, before damage is rolled, or for stun", () => {
    expect(takes(attackCard(), 1)).toBeNull();
    const card = attackCard();
    const unrolled = { ...card, attacks: card.attacks.map((attack) => ({ ...attack, damage: null })) };
    expect(takes(unrolled)).toBeNull();
    expect(takes(attackCard({ stun: true }))).toBeNull();
  });
});
