// The D6 attack dialog's form: what it starts from (the measured band and its number), what a submitted
// form becomes, and what it refuses (a typed number that is not one, naming the field; the rest kept).
import { describe, expect, it } from "vitest";
import {
  d6DialogContext,
  readD6AttackForm,
} from "../../../../../src/rulesets/d6/attack/attack-dialog-form.ts";
import { defaultChoices } from "../../../../../src/rulesets/d6/attack/attack-views.ts";
import { blasterPistol, sandor, trooper, vibroAx } from "./d6-fixtures.ts";

const near = trooper(1, { distance: 8 });
const far = trooper(2, { distance: 150, fullReaction: { skill: "dodge", total: 12 } });

function input(weapon = blasterPistol(), targets = [near, far]) {
  const attacker = sandor({ actionsTaken: 1 });
  return { attacker, weapon, targets, choices: defaultChoices(attacker, weapon, targets) };
}

const getter = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;

describe("the dialog's start", () => {
  it("each row starts from the measured band and its number; one beyond long range says so", () => {
    const context = d6DialogContext(input());
    expect(context.targets.map((row) => [row.name, row.distance, row.band, row.choice.difficulty])).toEqual([
      ["Trooper 1", 8, "short", 8],
      ["Trooper 2", 150, "outOfRange", 18],
    ]);
  });
  it("actions: those already taken plus one per target", () => {
    expect(d6DialogContext(input()).choices.actions).toBe(3);
  });
  it("a full dodge is shown, and whether it answers the attack (not a melee one)", () => {
    expect(d6DialogContext(input()).targets[1]?.reaction).toMatchObject({ total: 12, covers: true });
    expect(d6DialogContext(input(vibroAx(), [far])).targets[0]?.reaction).toMatchObject({ covers: false });
  });
  it("each band's option carries its number, for the row to follow a new band", () => {
    expect(d6DialogContext(input()).bands).toEqual([
      { value: "pointBlank", difficulty: 3 },
      { value: "short", difficulty: 8 },
      { value: "medium", difficulty: 13 },
      { value: "long", difficulty: 18 },
    ]);
  });
});

describe("reading the form", () => {
  it("the chosen band, number, smoke, light, cover and protection of each row", () => {
    const { choices, refusals } = readD6AttackForm(
      getter({
        actions: "2",
        calledShot: "small",
        "band-0": "medium",
        "difficulty-0": "14",
        "smoke-0": "thickSmoke",
        "light-0": "poorLight",
        "cover-0": "half",
        "protection-0": "blastDoor",
        "band-1": "outOfRange",
        "difficulty-1": "18",
      }),
      input(),
    );
    expect(refusals).toEqual([]);
    expect(choices.actions).toBe(2);
    expect(choices.calledShot).toBe("small");
    expect(choices.targets[near.tokenUuid]).toEqual({
      band: "medium",
      difficulty: 14,
      smoke: "thickSmoke",
      light: "poorLight",
      cover: "half",
      protection: "blastDoor",
    });
    expect(choices.targets[far.tokenUuid]?.band).toBeNull();
  });
  it("a difficulty that is not a whole number is refused, naming the target; its band's number is used", () => {
    const { choices, refusals } = readD6AttackForm(
      getter({
        actions: "2",
        "band-0": "long",
        "difficulty-0": "hard",
        "band-1": "short",
        "difficulty-1": "8",
      }),
      input(),
    );
    expect(refusals).toEqual([
      { field: "SWRPG.D6.Attack.DifficultyOf", data: { name: "Trooper 1" }, value: "hard" },
    ]);
    expect(choices.targets[near.tokenUuid]).toMatchObject({ band: "long", difficulty: 18 });
    expect(choices.targets[far.tokenUuid]).toMatchObject({ band: "short", difficulty: 8 });
  });
  it("actions outside 1-20 are refused and the default kept", () => {
    for (const typed of ["0", "21", "two", ""]) {
      const { choices, refusals } = readD6AttackForm(
        getter({ actions: typed, "difficulty-0": "8", "difficulty-1": "8" }),
        input(),
      );
      expect(refusals, typed).toEqual([{ field: "SWRPG.D6.Attack.Actions", value: typed }]);
      expect(choices.actions).toBe(3);
    }
  });
  it("a tampered select falls back to the plain choice", () => {
    const { choices } = readD6AttackForm(
      getter({
        actions: "1",
        calledShot: "huge",
        "band-0": "orbit",
        "difficulty-0": "8",
        "smoke-0": "fog",
        "cover-0": "all",
        "protection-0": "wall",
        "difficulty-1": "8",
      }),
      input(),
    );
    expect(choices.calledShot).toBe("none");
    expect(choices.targets[near.tokenUuid]).toMatchObject({
      band: "short",
      smoke: "none",
      cover: "none",
      protection: "none",
    });
  });
  it("a melee weapon has no band", () => {
    const { choices } = readD6AttackForm(
      getter({ actions: "1", "band-0": "long", "difficulty-0": "12" }),
      input(vibroAx(), [near]),
    );
    expect(choices.targets[near.tokenUuid]).toMatchObject({ band: null, difficulty: 12 });
  });
});
