// rcr-combat.txt › Speed and › Movement in Combat (speed by size and armor category).
import { describe, expect, it } from "vitest";
import { baseSpeedForSize, speedInArmor } from "../../src/rules/rcr/speed.ts";

describe("base speed by size (rcr-combat.txt › Speed)", () => {
  it("Small creatures such as Ewoks move 6 m", () => {
    expect(baseSpeedForSize("small")).toBe(6);
  });
  it("Medium-size creatures such as Humans move 10 m", () => {
    expect(baseSpeedForSize("medium")).toBe(10);
  });
  it("a size the text gives no speed for defaults to 10 m", () => {
    expect(baseSpeedForSize("large")).toBe(10);
  });
});

describe("Movement in Combat table", () => {
  it.each([
    ["none", 10],
    ["light", 10],
    ["medium", 8],
    ["heavy", 6],
  ] as const)("Medium-size in %s armor → %i m", (armor, meters) => {
    expect(speedInArmor("medium", armor)).toBe(meters);
  });

  it.each([
    ["none", 6],
    ["light", 6],
    ["medium", 4],
    ["heavy", 2],
  ] as const)("Small in %s armor → %i m", (armor, meters) => {
    expect(speedInArmor("small", armor)).toBe(meters);
  });

  it("no speed (or a nonsensical negative one) stays at 0 in any armor", () => {
    expect(speedInArmor("medium", "heavy", 0)).toBe(0);
    expect(speedInArmor("medium", "heavy", -3)).toBe(0);
  });
  it("a species speed off the table loses the same 2 m in medium armor", () => {
    expect(speedInArmor("medium", "medium", 12)).toBe(10);
  });

  it("a species speed off the table loses 4 m in heavy armor but keeps at least 2 m", () => {
    expect(speedInArmor("medium", "heavy", 12)).toBe(8);
    expect(speedInArmor("large", "heavy", 4)).toBe(2);
  });

  it("a speed already below 2 m is not raised by the floor, and 0 stays 0", () => {
    expect(speedInArmor("tiny", "heavy", 1)).toBe(1);
    expect(speedInArmor("medium", "heavy", 0)).toBe(0);
  });
});
