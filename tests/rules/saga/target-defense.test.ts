// Which defense an attack is compared with, and where cover counts: saga-special-combat-rules.txt › Cover
// (cover adds to Reflex Defense); saga-variant-character-combat.txt › Defense Scores (General Defense).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("the defense an attack names", () => {
  it("the three defenses an attack may name, Reflex first (the default)", () => {
    expect(saga.TARGET_DEFENSES).toEqual(["reflex", "fortitude", "will"]);
  });
  it("core Saga: each named defense is the one compared", () => {
    expect(saga.TARGET_DEFENSES.map((named) => saga.defenseAttacked(named))).toEqual([
      "reflex",
      "fortitude",
      "will",
    ]);
    expect(saga.defenseAttacked("reflex", false)).toBe("reflex");
  });
  it("the variant's defenses: Reflex becomes General Defense; Fortitude and Will stay", () => {
    expect(saga.TARGET_DEFENSES.map((named) => saga.defenseAttacked(named, true))).toEqual([
      "general",
      "fortitude",
      "will",
    ]);
  });
  it("cover adds to Reflex and to the General Defense standing in for it, never to Fortitude or Will", () => {
    expect(saga.coverAddsTo("reflex")).toBe(true);
    expect(saga.coverAddsTo("general")).toBe(true);
    expect(saga.coverAddsTo("fortitude")).toBe(false);
    expect(saga.coverAddsTo("will")).toBe(false);
  });
});
