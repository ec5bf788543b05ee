// Saga skills on an actor and the skill card (src/dice/skill-card.ts, skill-card-spend.ts): half the character
// level + ability + 5 trained + the armor check penalty of armor worn without proficiency on Initiative (which
// the combat tracker rolls); a check posted with its parts; a Force Point spent from the card adds the point
// die (1d6 below 8th heroic level) and takes one point; once per check, never below zero (Saga core, not in
// the texts).
import { describe, expect, it, vi } from "vitest";
import { readSkillCard, skillCardTotal } from "../../../../../src/dice/skill-card.ts";
import { spendForcePointOnCheck } from "../../../../../src/dice/skill-card-spend.ts";
import { rollSagaSkill } from "../../../../../src/rulesets/saga/sheets/skill-check.ts";
import { placeDocument } from "../../../fakes/tokens-and-ownership.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { createSoldier, sagaSystemOf } from "../data/saga-fixtures.ts";
import { anas, lastCard, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const warned = () => vi.mocked(ui.notifications!.warn).mock.calls.map((call) => String(call[0]));

async function soldier(points: number) {
  const actor = anas(
    await createSoldier((data) => {
      Object.assign(data.system, {
        force: { points },
        skills: { perception: { trained: true, focus: false, misc: 1 } },
      });
    }),
  );
  placeDocument(actor.uuid, actor);
  return actor;
}

describe("a Saga actor's skills", () => {
  it("the rebel soldier (3rd level, Wis 10): trained Perception with other +1 is 1 + 0 + 5 + 1 = 7", async () => {
    const system = sagaSystemOf(await soldier(0));
    expect(system.skillBonuses.perception?.total).toBe(7);
    expect(system.skillBonuses.stealth?.total).toBe(1 + 2);
  });
  it("without Armor Proficiency (light), the jumpsuit costs −2 on Initiative and Stealth, and the tracker's bonus follows", async () => {
    const actor = await createSoldier((data) => {
      data.items = data.items.filter((item) => item.name !== "Armor Proficiency (light)");
    });
    const system = sagaSystemOf(actor);
    // 1 (half level) + 2 (Dex) + 5 (trained) − 2 (armor check penalty)
    expect(system.skillBonuses.initiative?.total).toBe(6);
    expect(system.initiativeBonus.total).toBe(6);
    expect(system.skillBonuses.stealth?.total).toBe(1);
    expect(system.skillBonuses.perception?.total).toBe(1);
  });
});

describe("the skill card and a Force Point spent on it", () => {
  it("posts d20 + the modifier with its parts, then a Force Point adds 1d6 and takes a point", async () => {
    const actor = await soldier(2);
    forcedResults.push(12);
    await rollSagaSkill(actor, "perception");
    const message = lastCard().asDocument;
    const card = readSkillCard(message);
    expect(card).toMatchObject({
      skill: "SWRPG.Saga.Skill.perception",
      d20: 12,
      modifier: 7,
      pointDie: "1d6",
    });
    expect(card?.parts).toContainEqual({ labelKey: "SWRPG.Skill.Part.trained", value: 5 });
    expect(lastCard().content).toContain("Perception check");
    expect(lastCard().content).toContain("Spend a Force Point (+1d6)");

    forcedResults.push(4);
    await spendForcePointOnCheck(message);
    const spent = readSkillCard(message);
    expect(spent?.forcePoint).toEqual({ die: "1d6", value: 4 });
    expect(spent && skillCardTotal(spent)).toBe(12 + 7 + 4);
    expect(sagaSystemOf(actor).force.points).toBe(1);
    expect(lastCard().content).not.toContain("Spend a Force Point");
    expect(lastCard().content).toContain("Force Point (1d6)");
  });
  it("a second point on the same check is refused, and the points stay", async () => {
    const actor = await soldier(2);
    await rollSagaSkill(actor, "perception");
    const message = lastCard().asDocument;
    await spendForcePointOnCheck(message);
    await spendForcePointOnCheck(message);
    expect(warned()).toContain("SWRPG.Points.Refused.alreadySpent");
    expect(sagaSystemOf(actor).force.points).toBe(1);
  });
  it("with no Force Points the card offers none, and a spend is refused", async () => {
    const actor = await soldier(0);
    await rollSagaSkill(actor, "perception");
    expect(readSkillCard(lastCard().asDocument)?.pointDie).toBeNull();
    expect(lastCard().content).not.toContain("Spend a Force Point");
    await spendForcePointOnCheck(lastCard().asDocument);
    expect(warned().some((text) => text.includes("no Force Points"))).toBe(true);
    expect(sagaSystemOf(actor).force.points).toBe(0);
  });
});
