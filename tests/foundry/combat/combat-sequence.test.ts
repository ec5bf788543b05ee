// rcr-combat.txt › Combat Sequence, Initiative Checks, Joining a Battle, Opponent Initiative, Flat-Footed,
// Awareness and Surprise (the Jawa ambush), The Surprise Round, Special Initiative Actions (Vor'en's delay,
// Deel and Sia-Lan's readied actions), Injury and Death, The Combat Round — through SwrpgCombat with fakes.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerSystem, systemOf } from "../data/fixtures.ts";
import { V14 } from "../fakes/generation.ts";
import { chat, dice, FakeCombat, settings } from "./fake-combat.ts";
import { FakeEffect, fighter, roundsEffectData } from "./fighters.ts";

const { RcrCombat: SwrpgCombat } = await import("../../../src/rulesets/rcr/combat/rcr-combat.ts");
const { INITIATIVE_FORMULA, RcrCombatantDocument: SwrpgCombatant } = await import(
  "../../../src/rulesets/rcr/combat/rcr-combatant.ts"
);
const actions = await import("../../../src/documents/combat-initiative-actions.ts");
const { roundCounter } = await import("../../../src/documents/combat-actor.ts");

type System = InstanceType<typeof SwrpgCombat>;
type Fighter = Awaited<ReturnType<typeof fighter>>;

beforeAll(() => {
  registerSystem();
  FakeCombat.combatantClass = SwrpgCombatant as unknown as typeof FakeCombat.combatantClass;
  (CONFIG.Combat as { initiative: { formula: string } }).initiative.formula = INITIATIVE_FORMULA;
});

beforeEach(() => {
  dice.length = 0;
  chat.length = 0;
  settings.groupInitiative = false;
});

/** One combat seen two ways: the system's class, and the fake's helpers. */
function newCombat() {
  const fake = new SwrpgCombat() as unknown as FakeCombat;
  return { fake, combat: fake as unknown as System };
}

function names(combat: System): string[] {
  return combat.turns.map((combatant) => combatant.name ?? "");
}

function notes(): string[] {
  return chat.flatMap((entry) => (entry.content ? [entry.content] : []));
}

describe("initiative checks", () => {
  it("1d20 + Dex modifier + Improved Initiative; ties by Dexterity, then a tie-break die, not by id", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "Zed", actor: await fighter("Zed", 14) }); // Dex +2
    fake.add({ name: "Ann", actor: await fighter("Ann", 12, { improvedInitiative: true }) }); // +1 +4
    fake.add({ name: "Bo", actor: await fighter("Bo", 16) }); // +3
    fake.add({ name: "Cy", actor: await fighter("Cy", 16) }); // +3
    // initiative d20s in order Zed, Ann, Bo, Cy, then tie-break d20s in the same order
    dice.push(12, 9, 11, 11, 1, 1, 3, 17);
    await combat.startCombat();
    expect(combat.turns.map((c) => c.initiative)).toEqual([14, 14, 14, 14]);
    // Bo and Cy have Dex 16; Cy's tie-break 17 beats Bo's 3; then Zed (Dex 14), then Ann (Dex 12).
    expect(names(combat)).toEqual(["Cy", "Bo", "Zed", "Ann"]);
  });

  it("group initiative: the stormtroopers roll once and share the result", async () => {
    settings.groupInitiative = true;
    const { fake, combat } = newCombat();
    fake.add({ name: "Officer", actor: await fighter("Officer", 10) });
    for (const name of ["TK-1", "TK-2", "TK-3"])
      fake.add({ name, actor: await fighter(name, 12), group: "troopers" });
    dice.push(15, 6);
    await combat.startCombat();
    expect(fake.initiativeRolls[0]).toHaveLength(2);
    const troopers = combat.turns.filter((c) => c.name?.startsWith("TK"));
    expect(troopers.map((c) => c.initiative)).toEqual([7, 7, 7]);
    expect(combat.turns.find((c) => c.name === "Officer")?.initiative).toBe(15);
  });
});

describe("the Jawa ambush surprise round", () => {
  async function ambush() {
    const { fake, combat } = newCombat();
    const cast: Record<string, Fighter> = {};
    for (const [name, dex, aware] of [
      ["Jawa 1", 14, true],
      ["Jawa 2", 14, true],
      ["Sia-Lan", 15, true],
      ["Deel", 13, false],
      ["Vor'en", 12, false],
    ] as const) {
      cast[name] = await fighter(name, dex);
      const combatant = fake.add({ name, actor: cast[name], initiative: aware ? null : 20 });
      if (!aware) await actions.setAware(combat, combatant.id, false);
    }
    // Jawa 1, Jawa 2, Sia-Lan initiative; then their tie-breaks
    dice.push(10, 5, 12, 1, 1, 1);
    await combat.startCombat();
    return { fake, combat, cast };
  }

  it("only the aware roll and act, each told it has a single attack or move action", async () => {
    const { combat } = await ambush();
    expect(combat.inSurpriseRound).toBe(true);
    expect(names(combat).slice(0, 3)).toEqual(["Sia-Lan", "Jawa 1", "Jawa 2"]);
    expect(combat.turns.slice(3).map((c) => c.initiative)).toEqual([null, null]);
    expect(combat.combatant?.name).toBe("Sia-Lan");
    expect(notes().some((note) => note.includes("Surprise round: Sia-Lan"))).toBe(true);
  });

  it("the unaware stay flat-footed (and surprised) through it; Sia-Lan stops being flat-footed when she acts", async () => {
    const { combat, cast } = await ambush();
    expect(cast["Sia-Lan"]?.statuses.has("flatFooted")).toBe(false);
    expect(cast["Jawa 1"]?.statuses.has("flatFooted")).toBe(true);
    expect(cast.Deel?.statuses.has("flatFooted")).toBe(true);
    expect(cast.Deel?.statuses.has("surprised")).toBe(true);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(cast["Jawa 2"]?.statuses.has("flatFooted")).toBe(false);
    expect(combat.round).toBe(1);
  });

  it("after the last aware acts, the first regular round begins and the unaware roll initiative", async () => {
    const { combat, cast } = await ambush();
    await combat.nextTurn();
    await combat.nextTurn();
    dice.push(19, 2, 1, 1); // Deel and Vor'en initiative, then tie-breaks
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.inSurpriseRound).toBe(false);
    expect(names(combat)[0]).toBe("Deel");
    expect(combat.combatant?.name).toBe("Deel");
    expect(cast.Deel?.statuses.has("surprised")).toBe(false);
    expect(cast.Deel?.statuses.has("flatFooted")).toBe(false);
    expect(cast["Vor'en"]?.statuses.has("flatFooted")).toBe(true);
  });
});

async function lineUp(cast: [string, number, number?][]) {
  const { fake, combat } = newCombat();
  const ids: Record<string, string> = {};
  for (const [name, count, dex = 12] of cast)
    ids[name] = fake.add({ name, actor: await fighter(name, dex), initiative: count }).id;
  await combat.startCombat();
  return { fake, combat, ids };
}

describe("Vor'en delaying to count 13", () => {
  it("the turn passes to Deel; Vor'en acts on 13 after the boss, for the rest of the battle", async () => {
    const { combat, ids } = await lineUp([
      ["Vor'en", 22],
      ["Deel", 14],
      ["Boss", 13],
      ["Thug", 9],
    ]);
    expect(combat.combatant?.name).toBe("Vor'en");
    expect(await actions.delayCombatant(combat, ids["Vor'en"] ?? "", 13)).toBeNull();
    expect(combat.combatant?.name).toBe("Deel");
    expect(names(combat)).toEqual(["Deel", "Boss", "Vor'en", "Thug"]);
    await combat.nextTurn();
    await combat.nextTurn();
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(names(combat)).toEqual(["Deel", "Boss", "Vor'en", "Thug"]);
  });

  it("two delayers on one count with equal initiative bonuses: the higher Dexterity acts first", async () => {
    const { combat, ids } = await lineUp([
      ["Ana", 20, 14], // Dex 14: +2
      ["Bel", 18, 15], // Dex 15: +2 as well
      ["Cor", 10],
    ]);
    expect(await actions.delayCombatant(combat, ids.Ana ?? "", 12)).toBeNull();
    expect(await actions.delayCombatant(combat, ids.Bel ?? "", 12)).toBeNull();
    expect(names(combat)).toEqual(["Bel", "Ana", "Cor"]);
  });

  it("one waiting until everyone else has acted stays last when another then delays to a lower count", async () => {
    const { combat, ids } = await lineUp([
      ["Ana", 20],
      ["Bel", 15],
      ["Cor", 10],
    ]);
    expect(await actions.delayCombatant(combat, ids.Ana ?? "")).toBeNull(); // until everyone else has acted
    expect(names(combat)).toEqual(["Bel", "Cor", "Ana"]);
    expect(combat.combatant?.name).toBe("Bel");
    expect(await actions.delayCombatant(combat, ids.Bel ?? "", 5)).toBeNull();
    expect(names(combat)).toEqual(["Cor", "Bel", "Ana"]);
    expect(combat.turns.map((c) => c.initiative)).toEqual([10, 5, 5]);
    expect(combat.combatant?.name).toBe("Cor");
  });

  it("a delay must go to a lower count", async () => {
    const { combat, ids } = await lineUp([["Vor'en", 22]]);
    expect(await actions.delayCombatant(combat, ids["Vor'en"] ?? "", 22)).toBe("notLower");
  });
});

describe("Deel and Sia-Lan's readied actions", () => {
  it("both act on count 7, before the Raiders, once the lead Raider's attack triggers them", async () => {
    const { combat, ids } = await lineUp([
      ["Deel", 14],
      ["Sia-Lan", 10],
      ["Raider 1", 7],
      ["Raider 2", 7],
    ]);
    await actions.readyCombatant(combat, ids.Deel ?? "");
    await combat.nextTurn();
    await actions.readyCombatant(combat, ids["Sia-Lan"] ?? "");
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Raider 1");
    expect(await actions.takeReadiedAction(combat, ids.Deel ?? "")).toBeNull();
    expect(await actions.takeReadiedAction(combat, ids["Sia-Lan"] ?? "")).toBeNull();
    expect(combat.combatant?.name).toBe("Raider 1");
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Deel", 7],
      ["Sia-Lan", 7],
      ["Raider 1", 7],
      ["Raider 2", 7],
    ]);
    expect(await actions.takeReadiedAction(combat, ids.Deel ?? "")).toBe("notReadied");
  });

  it("an unused readied action lapses when Deel's next turn comes", async () => {
    const { combat, ids } = await lineUp([
      ["Deel", 14],
      ["Raider", 7],
    ]);
    await actions.readyCombatant(combat, ids.Deel ?? "");
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.combatants.get(ids.Deel ?? "")?.swrpg.readyRound).toBeUndefined();
    expect(notes().some((note) => note.includes("Deel's readied action lapses"))).toBe(true);
  });
});

describe("joining a battle", () => {
  it("a newcomer rolls at once and takes its place in the existing order; the turn stays put", async () => {
    const { fake, combat } = await lineUp([
      ["Deel", 14],
      ["Raider", 7],
    ]);
    await combat.nextTurn();
    dice.push(8, 1); // Dex 12 → +1: count 9; tie-break
    const rookie = await fighter("Rookie", 12);
    await fake.join({ name: "Rookie", actor: rookie });
    expect(names(combat)).toEqual(["Deel", "Rookie", "Raider"]);
    expect(combat.combatant?.name).toBe("Raider");
    expect(rookie.statuses.has("flatFooted")).toBe(true);
  });

  it("joining from the sheet's Initiative button rolls once, not on both the creator's and the GM's client", async () => {
    const { fake, combat } = await lineUp([
      ["Deel", 14],
      ["Raider", 7],
    ]);
    (game as unknown as { combat: unknown }).combat = combat;
    dice.push(8, 1, 19, 19); // the joiner's roll and tie-break; a second roll would take the 19s
    const rookie = await fighter("Rookie", 12);
    const rollsBefore = fake.initiativeRolls.length;
    await (rookie as unknown as { rollInitiative(o: object): Promise<unknown> }).rollInitiative({
      createCombatants: true,
    });
    await Promise.all(fake.entering);
    expect(fake.initiativeRolls.length - rollsBefore).toBe(1);
    expect(combat.turns.find((c) => c.name === "Rookie")?.initiative).toBe(9);
    expect(names(combat)).toEqual(["Deel", "Rookie", "Raider"]);
    (game as unknown as { combat: unknown }).combat = null;
  });
});

describe("round bookkeeping on the GM's client", () => {
  it("wound points lost and attacks of opportunity made this round go back to 0 when a round starts", async () => {
    const { combat } = await lineUp([["Deel", 14]]);
    const deel = combat.turns[0]?.actor as Fighter;
    const stamp = { combatId: combat.id, round: 1, value: 4 };
    await deel.update({
      "flags.swrpg.woundsLostThisRound": stamp,
      "flags.swrpg.attacksOfOpportunityThisRound": 1,
    } as Actor.UpdateData);
    const flags = () => (deel as unknown as { flags: { swrpg: Record<string, unknown> } }).flags.swrpg;
    expect(roundCounter(deel, "woundsLostThisRound")).toBe(4);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(flags().woundsLostThisRound).toEqual({ combatId: combat.id, round: 2, value: 0 });
    expect(flags().attacksOfOpportunityThisRound).toBe(0);
  });

  it("a dying character rolls the DC 10 Fortitude save on its turn: a failure costs a wound point", async () => {
    const { fake, combat } = newCombat();
    const dying = await fighter("Rorworr", 12, { wounds: -3, statuses: ["dying"] });
    fake.add({ name: "Rorworr", actor: dying, initiative: 12 });
    dice.push(4); // d20 4 + Fort 3 = 7 < 10
    await combat.startCombat();
    expect(chat.find((entry) => entry.flavor?.includes("Fortitude save against dying"))?.total).toBe(7);
    expect(systemOf(dying).wounds.value).toBe(-4);
    expect(dying.statuses.has("flatFooted")).toBe(true);
  });

  it("a success stabilizes; at -10 the character dies and is defeated", async () => {
    const { fake, combat } = newCombat();
    const lucky = await fighter("Lucky", 12, { wounds: -3, statuses: ["dying"] });
    const doomed = await fighter("Doomed", 12, { wounds: -9, statuses: ["dying"] });
    fake.add({ name: "Lucky", actor: lucky, initiative: 15 });
    const last = fake.add({ name: "Doomed", actor: doomed, initiative: 5 });
    dice.push(9, 1); // Lucky: 9 + 3 = 12 ≥ 10; Doomed: 1 + 3 = 4
    await combat.startCombat();
    await combat.nextTurn();
    expect(lucky.statuses.has("stable")).toBe(true);
    expect(systemOf(lucky).wounds.value).toBe(-3);
    expect(systemOf(doomed).wounds.value).toBe(-10);
    expect(last.defeated).toBe(true);
  });

  it("a combatant hidden in the tracker has its dying save and notes whispered to the GMs", async () => {
    const { fake, combat } = newCombat();
    const seen = fake.add({
      name: "Rorworr",
      actor: await fighter("Rorworr", 12, { wounds: 0 }),
      initiative: 15,
    });
    const dying = await fighter("Lurker", 12, { wounds: -3, statuses: ["dying"] });
    const hidden = fake.add({ name: "Lurker", actor: dying, initiative: 12 });
    hidden.hidden = true;
    dice.push(4);
    await combat.startCombat();
    await combat.nextTurn();
    const save = chat.find((entry) => entry.flavor?.includes("Fortitude save against dying"));
    expect(save?.whisper).toEqual(["user-gm"]);
    const lurkerNotes = chat.filter((entry) => entry.content?.includes("Lurker"));
    expect(lurkerNotes.length).toBeGreaterThan(0);
    expect(lurkerNotes.every((entry) => entry.whisper?.includes("user-gm"))).toBe(true);
    const rorworrNotes = chat.filter((entry) => entry.content?.includes("Rorworr"));
    expect(rorworrNotes.length).toBeGreaterThan(0);
    expect(rorworrNotes.every((entry) => !entry.whisper)).toBe(true);
    expect(seen.hidden).toBe(false);
  });

  it("a disabled character is reminded that an attack action costs 1 wound point", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "Deel", actor: await fighter("Deel", 12, { wounds: 0 }), initiative: 12 });
    await combat.startCombat();
    expect(notes().some((note) => note.includes("an attack action costs 1 wound point"))).toBe(true);
  });

  it("an effect lasting 1 round from count 15 ends just before count 15 of the next round", async () => {
    const { combat } = await lineUp([
      ["Early", 18],
      ["Caster", 15],
      ["Late", 4],
    ]);
    const target = combat.turns[2]?.actor as Fighter;
    (game as unknown as { combat: unknown }).combat = combat;
    target.extras.effects.push(
      new FakeEffect("stun", {
        ...roundsEffectData({ rounds: 1, round: 1, turn: 1, combat: combat.id ?? "" }),
        flags: { swrpg: { startCount: 15 } },
      }),
    );
    await combat.nextTurn(); // round 1, count 15
    await combat.nextTurn(); // round 1, count 4
    await combat.nextTurn(); // round 2, count 18
    expect(target.extras.effects).toHaveLength(1);
    await combat.nextTurn(); // round 2, count 15
    expect(target.extras.effects).toHaveLength(0);
    (game as unknown as { combat: unknown }).combat = null;
  });
  it("v14: an effect given one of core's expiry events is core's to end, and the tracker leaves it; v13 has no such events", async () => {
    const { combat } = await lineUp([
      ["Early", 18],
      ["Caster", 15],
      ["Late", 4],
    ]);
    const target = combat.turns[2]?.actor as Fighter;
    (game as unknown as { combat: unknown }).combat = combat;
    target.extras.effects.push(
      new FakeEffect("stun", {
        ...roundsEffectData({ rounds: 1, round: 1, turn: 1, combat: combat.id ?? "", expiry: "turnStart" }),
        flags: { swrpg: { startCount: 15 } },
      }),
    );
    for (let turn = 0; turn < 4; turn++) await combat.nextTurn(); // to round 2, count 15 and past it
    // v13: every round duration is the tracker's (core ends none); v14: core's registry ends this one.
    expect(target.extras.effects).toHaveLength(V14 ? 1 : 0);
    (game as unknown as { combat: unknown }).combat = null;
  });
});

describe("turns passed over are not turns (Foundry calls the turn start with skipped: true)", () => {
  it("a combatant the GM jumps past stays flat-footed and rolls its dying save at its real turn", async () => {
    const { fake, combat } = newCombat();
    const dying = await fighter("Dying", 12, { wounds: -2 });
    fake.add({ name: "First", actor: await fighter("First", 12), initiative: 18 });
    fake.add({ name: "Dying", actor: dying, initiative: 12 });
    fake.add({ name: "Last", actor: await fighter("Last", 12), initiative: 9 });
    await combat.startCombat();
    const before = notes().length;
    await fake.update({ turn: 2 }); // the GM clicks Last's turn, passing over Dying's
    expect(combat.combatant?.name).toBe("Last");
    expect(dying.statuses.has("flatFooted")).toBe(true);
    expect(chat.length).toBe(before);
    await fake.nextRound();
    dice.push(15); // the dying save at Dying's real turn: 15 + Fort 3 >= DC 10
    await fake.nextTurn();
    expect(combat.combatant?.name).toBe("Dying");
    expect(chat.some((entry) => entry.flavor?.includes("DC 10"))).toBe(true);
  });

  it("a readied action lapses at the readier's real turn after its turn was passed over", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "First", actor: await fighter("First", 12), initiative: 18 });
    const readier = fake.add({ name: "Readier", actor: await fighter("Readier", 12), initiative: 12 });
    fake.add({ name: "Last", actor: await fighter("Last", 12), initiative: 9 });
    await combat.startCombat();
    readier.apply({ flags: { swrpg: { readyRound: 1 } } });
    await fake.update({ turn: 2 });
    expect(readier.flags.swrpg?.readyRound).toBe(1);
    await fake.nextRound();
    await fake.nextTurn();
    expect(combat.combatant?.name).toBe("Readier");
    expect(readier.flags.swrpg?.readyRound).toBeUndefined();
  });
});
