// rcr-combat.txt › Disarm.
import { describe, expect, it } from "vitest";
import {
  counterDisarm,
  DISARM_NOT_MELEE_PENALTY,
  DISARM_STEP_BONUS,
  type DisarmInput,
  disarm,
} from "../../src/rules/index.ts";

const base: DisarmInput = {
  attacker: { d20: 10, attackBonus: 5, weaponSize: "medium" },
  defender: { d20: 10, attackBonus: 5, weaponSize: "medium" },
  item: "meleeWeapon",
};
const attempt = (over: Partial<DisarmInput> = {}) => disarm({ ...base, ...over });

describe("the attack of opportunity against the attempt", () => {
  it("any damage from it ends the attempt: no roll, no counter", () => {
    expect(attempt({ attackOfOpportunityDamage: 1, attacker: { d20: 20, attackBonus: 30 } })).toEqual({
      stage: "attackOfOpportunity",
      winner: "defender",
      disarmed: false,
      itemTo: null,
      mayCounterDisarm: false,
      attacker: null,
      defender: null,
    });
  });
  it("an attack of opportunity that deals no damage changes nothing", () => {
    expect(
      attempt({ attackOfOpportunityDamage: 0, attacker: { d20: 11, attackBonus: 5, weaponSize: "medium" } })
        .disarmed,
    ).toBe(true);
  });
});

describe("opposed attack rolls", () => {
  it("a tie fails: the attacker must beat the defender; then the defender may disarm back", () => {
    const result = attempt();
    expect(result).toMatchObject({
      stage: "opposed",
      winner: "defender",
      disarmed: false,
      itemTo: null,
      mayCounterDisarm: true,
    });
    expect(result.attacker?.total).toBe(15);
    expect(result.defender?.total).toBe(15);
  });
  it("a tie fails even when the attacker's modifier is the higher one", () => {
    const result = attempt({ attacker: { d20: 8, attackBonus: 7, weaponSize: "medium" } });
    expect(result.attacker?.total).toBe(15);
    expect(result.disarmed).toBe(false);
  });
  it("beating the defender by 1 disarms: the weapon falls at the defender's feet", () => {
    const result = attempt({ attacker: { d20: 11, attackBonus: 5, weaponSize: "medium" } });
    expect(result).toMatchObject({
      winner: "attacker",
      disarmed: true,
      itemTo: "ground",
      mayCounterDisarm: false,
    });
  });
  it("an unarmed attacker who wins now holds the weapon; one who fails has nothing to be disarmed of", () => {
    expect(attempt({ attacker: { d20: 11, attackBonus: 5 } })).toMatchObject({
      disarmed: true,
      itemTo: "attacker",
    });
    expect(attempt({ attacker: { d20: 2, attackBonus: 5 } })).toMatchObject({
      disarmed: false,
      mayCounterDisarm: false,
    });
  });
  it("the larger weapon gets +4 per size category of difference", () => {
    expect(DISARM_STEP_BONUS).toBe(4);
    const bigger = attempt({
      attacker: { d20: 10, attackBonus: 5, weaponSize: "large" },
      defender: { d20: 10, attackBonus: 5, weaponSize: "small" },
    });
    expect(bigger.attacker?.parts).toEqual([
      { label: "attack", value: 5 },
      { label: "weaponSize", value: 8 },
    ]);
    expect(bigger.defender?.parts).toEqual([{ label: "attack", value: 5 }]);
    const smaller = attempt({ attacker: { d20: 10, attackBonus: 5, weaponSize: "tiny" } });
    expect(smaller.defender?.parts).toEqual([
      { label: "attack", value: 5 },
      { label: "weaponSize", value: 8 },
    ]);
    expect(smaller.attacker?.parts).toEqual([{ label: "attack", value: 5 }]);
  });
  it("no size comparison when a side is unarmed", () => {
    const result = attempt({
      attacker: { d20: 10, attackBonus: 5 },
      defender: { d20: 10, attackBonus: 5, weaponSize: "huge" },
    });
    expect(result.defender?.total).toBe(15);
  });
  it("a defender using two hands adds +4", () => {
    const result = attempt({
      attacker: { d20: 14, attackBonus: 5, weaponSize: "medium" },
      defender: { d20: 10, attackBonus: 5, weaponSize: "medium", twoHanded: true },
    });
    expect(result.defender?.parts).toContainEqual({ label: "twoHanded", value: 4 });
    expect(result.disarmed).toBe(false);
  });
  it("an attacker's two-handed grip adds nothing", () => {
    const result = attempt({ attacker: { d20: 10, attackBonus: 5, weaponSize: "medium", twoHanded: true } });
    expect(result.attacker?.total).toBe(15);
  });
  it("not a melee weapon (a blaster, a comlink): the defender takes -4 and cannot disarm back", () => {
    expect(DISARM_NOT_MELEE_PENALTY).toBe(-4);
    const result = attempt({ item: "other", attacker: { d20: 7, attackBonus: 5, weaponSize: "medium" } });
    expect(result.defender?.parts).toContainEqual({ label: "notMelee", value: -4 });
    expect(result.defender?.total).toBe(11);
    expect(result).toMatchObject({ disarmed: true });
    expect(
      attempt({ item: "other", attacker: { d20: 5, attackBonus: 5, weaponSize: "medium" } }),
    ).toMatchObject({
      disarmed: false,
      mayCounterDisarm: false,
    });
  });
  it("situational modifiers join the parts", () => {
    const result = attempt({ defender: { d20: 10, attackBonus: 5, weaponSize: "medium", situational: 2 } });
    expect(result.defender?.total).toBe(17);
  });
});

describe("the counter-disarm", () => {
  it("the same opposed rolls, no attack of opportunity, no disarm back", () => {
    const won = counterDisarm({
      attacker: { d20: 12, attackBonus: 5, weaponSize: "medium" },
      defender: { d20: 10, attackBonus: 5, weaponSize: "medium" },
    });
    expect(won).toMatchObject({
      stage: "opposed",
      disarmed: true,
      itemTo: "ground",
      mayCounterDisarm: false,
    });
    const lost = counterDisarm({
      attacker: { d20: 10, attackBonus: 5, weaponSize: "medium" },
      defender: { d20: 10, attackBonus: 5, weaponSize: "medium", twoHanded: true },
    });
    expect(lost).toMatchObject({ disarmed: false, mayCounterDisarm: false });
    expect(lost.defender?.total).toBe(19);
  });
});
