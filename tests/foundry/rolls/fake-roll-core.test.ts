// Pins the core Roll stand-in's behaviours a roll subclass leans on, as core's Roll has them
// (client/dice/roll.mjs, declared in fvtt-types src/foundry/client/dice/roll.d.mts): `dice` is a getter a
// subclass may extend, a second `evaluate` throws, and `fromData` redirects to the named class's own
// `fromData`, which builds an instance of `this` from the stored formula and options.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeRoll, forcedResults } from "./fake-roll.ts";

/** A subclass that extends `dice` and `fromData`, the way the system's roll classes do. */
class ProbeRoll extends FakeRoll {
  extra: FakeRoll | null = null;
  override get dice() {
    return [...super.dice, ...(this.extra?.dice ?? [])];
  }
  static override fromData(this: typeof ProbeRoll, data: Parameters<typeof FakeRoll.fromData>[0]) {
    // biome-ignore lint/complexity/noThisInStatic: `super` is the stand-in's fromData building `this` class.
    const roll = super.fromData(data) as ProbeRoll;
    roll.extra = new FakeRoll("1d4");
    return roll;
  }
}

beforeAll(() => {
  const config = (globalThis as unknown as { CONFIG: { Dice: { rolls: unknown[] } } }).CONFIG;
  config.Dice.rolls.push(ProbeRoll);
});

beforeEach(() => {
  forcedResults.length = 0;
});

describe("the Roll stand-in as core's Roll", () => {
  it("Roll#evaluate refuses a roll already evaluated", async () => {
    const roll = await new FakeRoll("1d20").evaluate();
    await expect(roll.evaluate()).rejects.toThrow("has already been evaluated and is now immutable");
  });
  it("Roll#dice is a getter: a subclass's dice are what readers see, its own evaluation is unchanged", async () => {
    forcedResults.push(7);
    const roll = new ProbeRoll("1d20 + 1");
    roll.extra = new FakeRoll("1d6");
    await roll.evaluate();
    expect(roll.total).toBe(8);
    expect(roll.dice.map((die) => die.faces)).toEqual([20, 6]);
    // The extra roll was not evaluated by the subclass's evaluate.
    expect(roll.extra.total).toBeUndefined();
  });
  it("Roll.fromData redirects to the stored class's fromData, which builds an instance of that class", async () => {
    forcedResults.push(5);
    const roll = await new ProbeRoll("1d20 + 2", {}, { tag: "x" }).evaluate();
    const rebuilt = FakeRoll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
    expect(rebuilt).toBeInstanceOf(ProbeRoll);
    expect((rebuilt as ProbeRoll).extra?.formula).toBe("1d4");
    expect(rebuilt.options).toEqual({ tag: "x" });
    expect(rebuilt.total).toBe(7);
  });
  it("Roll.fromData of an unknown class throws", () => {
    const data = { ...new FakeRoll("1d6").toJSON(), class: "NoSuchRoll" };
    expect(() => FakeRoll.fromData(data)).toThrow(
      "Unable to recreate NoSuchRoll instance from provided data",
    );
  });
});
