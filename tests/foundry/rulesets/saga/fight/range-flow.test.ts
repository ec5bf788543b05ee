// Range bands on the attack card (Saga core, not in the texts: rifles point blank to 30 squares, short -2 to
// 60...), measured from the tokens, each diagonal step counting 2 (saga-special-combat-rules.txt › Diagonal
// Movement); the stun setting reaches 6 squares (› Stunning); a hex scene is not measured.
import { describe, expect, it } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { foe, lastCardOrNull, shooter } from "./flow-fixtures.ts";
import { rifleItem } from "./saga-actors.ts";
import { ana, lastCard, scene, target, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;
const rifle = (more: Record<string, unknown> = {}) => ({
  ...rifleItem,
  system: { ...rifleItem.system, range: "rifle", ...more },
});

async function fireAt(i: number, j: number, weapon = rifle(), natural = 12) {
  const { actor, weaponId } = await shooter(weapon);
  const victim = await foe("victim", i, j);
  target(ana, victim.token);
  forcedResults.push(natural);
  await saga.attack.start(actor, weaponId, shift);
  return readSagaCard(lastCard().asDocument);
}

describe("a rifle's range bands on the card", () => {
  it("31 squares away is short range: -2 on the roll, 12 - 2 = 10 still hits Reflex 10", async () => {
    const card = await fireAt(31, 0);
    expect(card?.attacks[0]?.targets[0]).toMatchObject({
      range: { band: "short", penalty: -2, distance: 31 },
      parts: [{ label: "range", value: -2 }],
      total: 10,
      hit: true,
    });
    expect(lastCard().content).toContain("Short range (−2)");
    expect(lastCard().content).toContain("31 sq.");
  });

  it("30 squares is still point blank: no range part", async () => {
    const target = (await fireAt(30, 0))?.attacks[0]?.targets[0];
    expect(target).toMatchObject({ range: { band: "pointBlank", penalty: 0, distance: 30 }, total: 12 });
    expect(target?.parts).toEqual([]);
  });

  it("diagonal steps count 2: (16, 15) is 31 squares (short), (15, 15) is 30 (point blank)", async () => {
    expect((await fireAt(16, 15))?.attacks[0]?.targets[0]?.range).toEqual({
      band: "short",
      penalty: -2,
      distance: 31,
    });
    expect((await fireAt(15, 15))?.attacks[0]?.targets[0]?.range?.band).toBe("pointBlank");
  });

  it("61 squares is medium (-5), 151 long (-10)", async () => {
    expect((await fireAt(61, 0))?.attacks[0]?.targets[0]?.range).toMatchObject({
      band: "medium",
      penalty: -5,
    });
    expect((await fireAt(151, 0))?.attacks[0]?.targets[0]?.range).toMatchObject({
      band: "long",
      penalty: -10,
    });
  });

  it("beyond long range the target is refused, not missed", async () => {
    const card = await fireAt(301, 0);
    expect(card?.attacks[0]?.targets).toEqual([]);
    expect(card?.refused).toEqual([expect.objectContaining({ name: "victim", reason: "outOfRange" })]);
    expect(lastCard().content).toContain("victim: beyond the weapon");
  });

  it("an accurate rifle takes no penalty at short range", async () => {
    expect((await fireAt(31, 0, rifle({ accuracy: "accurate" })))?.attacks[0]?.targets[0]).toMatchObject({
      range: { band: "short", penalty: 0 },
      total: 12,
    });
  });
});

describe("the stun setting reaches 6 squares, with no range penalty", () => {
  const stunned = rifle({ stun: { available: true, active: true } });
  it("6 squares: no penalty; 7 squares: refused", async () => {
    expect((await fireAt(6, 0, stunned))?.attacks[0]?.targets[0]?.total).toBe(12);
    expect((await fireAt(7, 0, stunned))?.refused).toEqual([
      expect.objectContaining({ reason: "stunRange" }),
    ]);
  });
});

describe("a hex scene", () => {
  it("Shift-click is refused with the reason; nothing is rolled", async () => {
    Object.assign(scene.grid, { type: 2 });
    const { actor, weaponId } = await shooter(rifle());
    const victim = await foe("victim", 3, 0);
    target(ana, victim.token);
    await saga.attack.start(actor, weaponId, shift);
    expect(lastCardOrNull()).toBeNull();
    expect(ui.notifications?.warn).toHaveBeenCalledWith(
      "SWRPG.Saga.Attack.Refused.rangeHex",
      expect.anything(),
    );
  });
});
