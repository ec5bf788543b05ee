// Saga skills (Saga core, not in the texts): half the character level + key ability + 5 trained + 5 Skill
// Focus + the condition penalty + the armor check penalty (armor worn without proficiency: light −2, medium
// −5, heavy −10) on Acrobatics, Climb, Endurance, Initiative, Jump, Stealth and Swim + other.
import { describe, expect, it } from "vitest";
import {
  SAGA_SKILLS,
  SAGA_TUMBLE_DC,
  sagaArmorCheckPenalty,
  sagaSkill,
  sagaSkillBonus,
  sagaTumbles,
} from "../../../src/rules/saga/skills.ts";

function get(key: string) {
  const entry = sagaSkill(key);
  if (!entry) throw new Error(`no skill ${key}`);
  return entry;
}

describe("the Saga skill list", () => {
  it("has the core skills, each once, with its key ability", () => {
    expect(SAGA_SKILLS.map((entry) => entry.key)).toEqual([
      "acrobatics",
      "climb",
      "deception",
      "endurance",
      "gatherInformation",
      "initiative",
      "jump",
      "knowledge",
      "mechanics",
      "perception",
      "persuasion",
      "pilot",
      "ride",
      "stealth",
      "survival",
      "swim",
      "treatInjury",
      "useComputer",
      "useTheForce",
    ]);
    expect(get("perception").ability).toBe("wis");
    expect(get("useTheForce").ability).toBe("cha");
    expect(get("endurance").ability).toBe("con");
    expect(get("mechanics").ability).toBe("int");
    expect(get("climb").ability).toBe("str");
    expect(get("initiative").ability).toBe("dex");
    expect(sagaSkill("tumble")).toBeUndefined();
  });
  it("the armor check penalty falls on exactly Acrobatics, Climb, Endurance, Initiative, Jump, Stealth, Swim", () => {
    expect(SAGA_SKILLS.filter((entry) => entry.armorCheck).map((entry) => entry.key)).toEqual([
      "acrobatics",
      "climb",
      "endurance",
      "initiative",
      "jump",
      "stealth",
      "swim",
    ]);
  });
});

describe("the armor check penalty", () => {
  it("without proficiency: light −2, medium −5, heavy −10; with it, or without armor, none", () => {
    expect(sagaArmorCheckPenalty("light", false)).toBe(-2);
    expect(sagaArmorCheckPenalty("medium", false)).toBe(-5);
    expect(sagaArmorCheckPenalty("heavy", false)).toBe(-10);
    expect(sagaArmorCheckPenalty("heavy", true)).toBe(0);
    expect(sagaArmorCheckPenalty("none", false)).toBe(0);
  });
});

describe("a Saga skill modifier", () => {
  it("a 5th-level scout, Wis +2, trained Perception with Skill Focus, −1 on the track: 2 + 2 + 5 + 5 − 1 = 13", () => {
    const bonus = sagaSkillBonus({
      skill: get("perception"),
      characterLevel: 5,
      abilityModifier: 2,
      trained: true,
      skillFocus: true,
      conditionPenalty: -1,
    });
    expect(bonus.total).toBe(13);
    expect(bonus.parts).toEqual([
      { label: "halfLevel", value: 2 },
      { label: "ability", value: 2 },
      { label: "trained", value: 5 },
      { label: "skillFocus", value: 5 },
      { label: "condition", value: -1 },
    ]);
  });
  it("Stealth in medium armor without proficiency: 1st level, Dex +3, trained: 0 + 3 + 5 − 5 = 3", () => {
    const bonus = sagaSkillBonus({
      skill: get("stealth"),
      characterLevel: 1,
      abilityModifier: 3,
      trained: true,
      armorCheckPenalty: sagaArmorCheckPenalty("medium", false),
    });
    expect(bonus.total).toBe(3);
    expect(bonus.parts).toContainEqual({ label: "armorCheck", value: -5 });
  });
  it("the penalty skips Perception; a positive number is no penalty; other adds", () => {
    const base = { characterLevel: 4, abilityModifier: 1 };
    expect(sagaSkillBonus({ ...base, skill: get("perception"), armorCheckPenalty: -10 }).total).toBe(3);
    expect(sagaSkillBonus({ ...base, skill: get("jump"), armorCheckPenalty: 2 }).total).toBe(3);
    expect(sagaSkillBonus({ ...base, skill: get("jump"), conditionPenalty: 2 }).total).toBe(3);
    expect(sagaSkillBonus({ ...base, skill: get("jump"), other: -4 }).parts).toContainEqual({
      label: "other",
      value: -4,
    });
  });
  it("half the character level rounds down: 7th level adds 3", () => {
    expect(sagaSkillBonus({ skill: get("pilot"), characterLevel: 7, abilityModifier: 0 }).total).toBe(3);
  });
});

describe("tumbling through threatened squares", () => {
  it("a trained 15 tumbles, 14 does not, an untrained 20 does not", () => {
    expect(SAGA_TUMBLE_DC).toBe(15);
    expect(sagaTumbles(15, true)).toBe(true);
    expect(sagaTumbles(14, true)).toBe(false);
    expect(sagaTumbles(20, false)).toBe(false);
  });
});
