// RCR skills (RCR core, not in the texts): ranks + key ability + armor check penalty (twice for Swim) + other;
// trained-only skills need a rank; −10 on a Force skill while grappling (rcr-combat.txt › Other Grappling
// Options › Use the Force); Tumble 15 through threatened squares, 25 through an enemy's square.
import { describe, expect, it } from "vitest";
import { RCR_SKILLS, rcrSkill, rcrSkillBonus, TUMBLE_DC, tumbles } from "../../src/rules/rcr/skills.ts";

function get(key: string) {
  const entry = rcrSkill(key);
  if (!entry) throw new Error(`no skill ${key}`);
  return entry;
}

describe("the RCR skill list", () => {
  it("keys each skill to its ability: Tumble Dex, Climb Str, Treat Injury Wis, Computer Use Int, Bluff Cha, Battlemind Con", () => {
    expect(get("tumble").ability).toBe("dex");
    expect(get("climb").ability).toBe("str");
    expect(get("treatInjury").ability).toBe("wis");
    expect(get("computerUse").ability).toBe("int");
    expect(get("bluff").ability).toBe("cha");
    expect(get("battlemind").ability).toBe("con");
    expect(get("speakLanguage").ability).toBe("none");
  });
  it("the armor check penalty falls on the movement skills only, twice on Swim", () => {
    const taking = RCR_SKILLS.filter((entry) => entry.armorCheck > 0).map((entry) => entry.key);
    expect(taking.sort()).toEqual(
      [
        "balance",
        "climb",
        "escapeArtist",
        "hide",
        "jump",
        "moveSilently",
        "sleightOfHand",
        "swim",
        "tumble",
      ].sort(),
    );
    expect(get("swim").armorCheck).toBe(2);
    expect(get("tumble").armorCheck).toBe(1);
  });
  it("Tumble, Astrogate, Demolitions and the languages need training; Spot, Escape Artist do not", () => {
    expect(get("tumble").trainedOnly).toBe(true);
    expect(get("astrogate").trainedOnly).toBe(true);
    expect(get("demolitions").trainedOnly).toBe(true);
    expect(get("readWriteLanguage").trainedOnly).toBe(true);
    expect(get("spot").trainedOnly).toBe(false);
    expect(get("escapeArtist").trainedOnly).toBe(false);
  });
  it("Force skills are marked Force skills; the others are not; keys are unique", () => {
    expect(get("moveObject").force).toBe(true);
    expect(get("healSelf").force).toBe(true);
    expect(get("escapeArtist").force).toBe(false);
    expect(new Set(RCR_SKILLS.map((entry) => entry.key)).size).toBe(RCR_SKILLS.length);
    expect(rcrSkill("noSuchSkill")).toBeUndefined();
  });
});

describe("an RCR skill check's modifier", () => {
  it("a soldier with 4 ranks of Climb, Str +2, in armor of −3: 4 + 2 − 3 = 3", () => {
    const bonus = rcrSkillBonus({ skill: get("climb"), ranks: 4, abilityModifier: 2, armorCheckPenalty: -3 });
    expect(bonus.total).toBe(3);
    expect(bonus.parts).toEqual([
      { label: "ranks", value: 4 },
      { label: "ability", value: 2 },
      { label: "armorCheck", value: -3 },
    ]);
    expect(bonus.usable).toBe(true);
  });
  it("Swim takes the armor check penalty twice: 2 ranks, Str 0, armor −2: −2", () => {
    const bonus = rcrSkillBonus({ skill: get("swim"), ranks: 2, abilityModifier: 0, armorCheckPenalty: -2 });
    expect(bonus.total).toBe(-2);
    expect(bonus.parts).toContainEqual({ label: "armorCheck", value: -4 });
  });
  it("a skill without the penalty ignores the armor: Spot with 3 ranks, Wis +1, armor −6 is +4", () => {
    expect(
      rcrSkillBonus({ skill: get("spot"), ranks: 3, abilityModifier: 1, armorCheckPenalty: -6 }).total,
    ).toBe(4);
  });
  it("a positive armor number is no penalty (only 0 or less counts)", () => {
    expect(
      rcrSkillBonus({ skill: get("hide"), ranks: 0, abilityModifier: 0, armorCheckPenalty: 3 }).total,
    ).toBe(0);
  });
  it("a skill keyed to no ability adds no ability modifier", () => {
    expect(rcrSkillBonus({ skill: get("speakLanguage"), ranks: 1, abilityModifier: 4 }).total).toBe(1);
  });
  it("misc and situational modifiers add: Bluff 1 rank, Cha +3, misc +2, situational −1 = 5", () => {
    const bonus = rcrSkillBonus({
      skill: get("bluff"),
      ranks: 1,
      abilityModifier: 3,
      misc: 2,
      situational: -1,
    });
    expect(bonus.total).toBe(5);
    expect(bonus.parts.map((part) => part.label)).toEqual(["ranks", "ability", "misc", "situational"]);
  });
  it("a trained-only skill is usable from 1 rank, not at 0; an untrained-usable one at 0", () => {
    expect(rcrSkillBonus({ skill: get("tumble"), ranks: 0, abilityModifier: 3 }).usable).toBe(false);
    expect(rcrSkillBonus({ skill: get("tumble"), ranks: 1, abilityModifier: 3 }).usable).toBe(true);
    expect(rcrSkillBonus({ skill: get("escapeArtist"), ranks: 0, abilityModifier: 3 }).usable).toBe(true);
  });
  it("grappling: a Force skill takes −10 (Move Object 6 ranks, Int +1: 7 − 10 = −3); a plain skill does not", () => {
    const force = rcrSkillBonus({ skill: get("moveObject"), ranks: 6, abilityModifier: 1, grappling: true });
    expect(force.total).toBe(-3);
    expect(force.parts).toContainEqual({ label: "grappling", value: -10 });
    expect(rcrSkillBonus({ skill: get("moveObject"), ranks: 6, abilityModifier: 1 }).total).toBe(7);
    expect(
      rcrSkillBonus({ skill: get("escapeArtist"), ranks: 6, abilityModifier: 1, grappling: true }).total,
    ).toBe(7);
  });
});

describe("tumbling", () => {
  it("15 passes threatened squares, 14 does not; 25 through an enemy, 24 does not", () => {
    expect(TUMBLE_DC).toEqual({ threatened: 15, throughEnemy: 25 });
    expect(tumbles(15, "threatened", 1)).toBe(true);
    expect(tumbles(14, "threatened", 1)).toBe(false);
    expect(tumbles(25, "throughEnemy", 4)).toBe(true);
    expect(tumbles(24, "throughEnemy", 4)).toBe(false);
  });
  it("without a rank of Tumble there is no tumbling, whatever the total", () => {
    expect(tumbles(30, "threatened", 0)).toBe(false);
  });
});
