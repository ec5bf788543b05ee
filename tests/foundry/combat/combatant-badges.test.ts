// What the tracker shows per combatant: rcr-combat.txt › Knocked Out, Disabled, Dying, Dead, The Surprise
// Round, Special Initiative Actions.
import { describe, expect, it } from "vitest";
import { type BadgeInput, combatantBadges } from "../../../src/applications/combat/combatant-badges.ts";

const base: BadgeInput = {
  acting: "full",
  started: true,
  round: 3,
  surpriseRound: false,
  unaware: false,
  delayed: false,
  readied: false,
  lostTurnRound: null,
};

const labels = (input: Partial<BadgeInput>) =>
  combatantBadges({ ...base, ...input }).map((badge) => badge.label);

describe("combatant badges", () => {
  it("a healthy combatant in a regular round shows nothing", () => {
    expect(labels({})).toEqual([]);
  });

  it("the dead, the dying and the knocked out are marked as unable to act", () => {
    for (const acting of ["dead", "dying", "knockedOut", "unconscious"] as const) {
      const badges = combatantBadges({ ...base, acting });
      expect(badges).toEqual([{ label: `SWRPG.Combat.Status.${acting}`, kind: "cannot-act" }]);
    }
  });

  it("the Jawa ambush: the aware show their single action, the unaware are marked unaware", () => {
    expect(labels({ surpriseRound: true, round: 1 })).toEqual(["SWRPG.Combat.Status.single"]);
    expect(labels({ surpriseRound: true, round: 1, unaware: true })).toEqual(["SWRPG.Combat.Status.unaware"]);
    expect(labels({ started: false, unaware: true })).toEqual(["SWRPG.Combat.Status.unaware"]);
    expect(labels({ unaware: true })).toEqual([]);
  });

  it("a disabled character has a single action", () => {
    expect(labels({ acting: "single" })).toEqual(["SWRPG.Combat.Status.single"]);
  });

  it("Vor'en delayed, Deel readied, Sia-Lan's ready taken before her turn this round", () => {
    expect(labels({ delayed: true })).toEqual(["SWRPG.Combat.Status.delayed"]);
    expect(labels({ readied: true })).toEqual(["SWRPG.Combat.Status.readied"]);
    expect(labels({ lostTurnRound: 3 })).toEqual(["SWRPG.Combat.Status.lostTurn"]);
    expect(labels({ lostTurnRound: 2 })).toEqual([]);
  });
});
