// One worn armor; an off-hand weapon needs a free hand (rcr-combat.txt › Attacking with Two Weapons).
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ArmorModel } from "../../../src/rulesets/rcr/data/item/armor-model.ts";
import { armorToUnequip, hasFreeHand } from "../../../src/rulesets/rcr/documents/equipment.ts";
import { createActor, mediumInMediumArmor, registerSystem, soldier, systemOf } from "./fixtures.ts";

beforeAll(registerSystem);
const warn = vi.mocked(ui.notifications?.warn ?? vi.fn());
beforeEach(() => warn.mockClear());

const pistol = (id: string, hand: string, equipped = true) => ({
  id,
  type: "weapon",
  equipped,
  size: "one-handed",
  hand,
});

describe("hasFreeHand", () => {
  it("an off-hand weapon fits beside a primary-hand weapon", () => {
    expect(hasFreeHand([pistol("a", "primary")], pistol("b", "off-hand"))).toBe(true);
  });
  it("an off-hand weapon is refused while another weapon holds the off hand", () => {
    expect(hasFreeHand([pistol("a", "off-hand")], pistol("b", "off-hand"))).toBe(false);
    expect(hasFreeHand([pistol("a", "two-hands")], pistol("b", "off-hand"))).toBe(false);
    const rifle = { id: "r", type: "weapon", equipped: true, size: "two-handed", hand: "primary" };
    expect(hasFreeHand([rifle], pistol("b", "off-hand"))).toBe(false);
  });
  it("unequipped weapons and the weapon itself do not hold a hand", () => {
    expect(hasFreeHand([pistol("a", "off-hand", false)], pistol("b", "off-hand"))).toBe(true);
    expect(hasFreeHand([pistol("b", "off-hand")], pistol("b", "off-hand"))).toBe(true);
  });
});

describe("armorToUnequip", () => {
  it("lists every other equipped armor", () => {
    const items = [
      { id: "a", type: "armor", equipped: true },
      { id: "b", type: "armor", equipped: false },
      { id: "c", type: "armor", equipped: true },
      { id: "w", type: "weapon", equipped: true },
    ];
    expect(armorToUnequip(items, "b")).toEqual(["a", "c"]);
  });
});

describe("on the documents", () => {
  it("equipping a second armor unequips the first, and derived DR follows the new one", async () => {
    const actor = await createActor(mediumInMediumArmor());
    const [second] =
      (await actor.createEmbeddedDocuments("Item", [
        { name: "Padded flight suit", type: "armor", system: { damageReduction: 2, category: "light" } },
      ])) ?? [];
    await second?.update({ system: { equipped: true } });
    const equipped = actor.items.filter((item) => item.system instanceof ArmorModel && item.system.equipped);
    expect(equipped.map((item) => item.name)).toEqual(["Padded flight suit"]);
    expect(systemOf(actor).armor).toMatchObject({ damageReduction: 2, category: "light" });
    expect(systemOf(actor).speed.value).toBe(10);
  });

  it("creating an armor already equipped unequips the worn one", async () => {
    const actor = await createActor(mediumInMediumArmor());
    await actor.createEmbeddedDocuments("Item", [
      {
        name: "Heavy battle armor",
        type: "armor",
        system: { damageReduction: 7, category: "heavy", equipped: true },
      },
    ]);
    expect(systemOf(actor).armor).toMatchObject({ damageReduction: 7, category: "heavy" });
    expect(systemOf(actor).speed.value).toBe(6);
  });

  it("moving a pistol to the off hand while the rifle is held in both is refused, and its name change kept", async () => {
    const actor = await createActor(soldier());
    const [holdout] =
      (await actor.createEmbeddedDocuments("Item", [
        { name: "Hold-out blaster", type: "weapon", system: { size: "light", equipped: false } },
      ])) ?? [];
    await holdout?.update({ name: "Hold-out", system: { equipped: true, hand: "off-hand" } });
    expect(holdout?.name).toBe("Hold-out");
    expect(holdout?.system).toMatchObject({ equipped: false, hand: "primary" });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      "Hold-out blaster: Hand was not changed — the off hand is already holding a weapon; unequip it first.",
    ]);
  });
});
