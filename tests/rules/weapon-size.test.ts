// Weapon size categories (RCR core, Weapon Size, not in the texts) as Disarm compares them and the Breaking
// Items table reads them (rcr-combat.txt › Disarm, Breaking Items).
import { describe, expect, it } from "vitest";
import { weaponBreakRow, weaponSizeCategory } from "../../src/rules/index.ts";

describe("weaponSizeCategory: light one smaller, one-handed the wielder's size, two-handed one larger", () => {
  it("a Medium-size wielder's light weapon is Small, one-handed Medium-size, two-handed Large", () => {
    expect(weaponSizeCategory("medium", "light")).toBe("small");
    expect(weaponSizeCategory("medium", "one-handed")).toBe("medium");
    expect(weaponSizeCategory("medium", "two-handed")).toBe("large");
  });
  it("a Small wielder's (a Jawa's) two-handed weapon is Medium-size, its light one Tiny", () => {
    expect(weaponSizeCategory("small", "two-handed")).toBe("medium");
    expect(weaponSizeCategory("small", "light")).toBe("tiny");
  });
  it("never below Fine nor above Colossal", () => {
    expect(weaponSizeCategory("fine", "light")).toBe("fine");
    expect(weaponSizeCategory("colossal", "two-handed")).toBe("colossal");
    expect(weaponSizeCategory("diminutive", "light")).toBe("fine");
    expect(weaponSizeCategory("gargantuan", "two-handed")).toBe("colossal");
  });
});

describe("weaponBreakRow: the table's Weapon, Small / Medium / Large rows", () => {
  it("Small, Medium-size and Large weapons read their rows", () => {
    expect(weaponBreakRow("small")).toBe("weaponSmall");
    expect(weaponBreakRow("medium")).toBe("weaponMedium");
    expect(weaponBreakRow("large")).toBe("weaponLarge");
  });
  it("smaller weapons read the Small row, larger ones the Large row", () => {
    expect(weaponBreakRow("tiny")).toBe("weaponSmall");
    expect(weaponBreakRow("fine")).toBe("weaponSmall");
    expect(weaponBreakRow("huge")).toBe("weaponLarge");
    expect(weaponBreakRow("colossal")).toBe("weaponLarge");
  });
});
