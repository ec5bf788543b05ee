// The combat tracker leaves a combatant of another ruleset alone (its initiative, statuses and turns are
// not the world ruleset's to run) and says why. Through SwrpgCombat over the combat stand-ins.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerRuleset } from "../../../src/rulesets/registry.ts";
import { minimal } from "../../rulesets/minimal/index.ts";
import { chat, dice, FakeCombat } from "../combat/fake-combat.ts";
import { fighter } from "../combat/fighters.ts";
import { registerSystem } from "../data/fixtures.ts";
import { setWorldRuleset } from "./stand-ins.ts";

const { RcrCombat: SwrpgCombat } = await import("../../../src/rulesets/rcr/combat/rcr-combat.ts");
const { INITIATIVE_FORMULA, RcrCombatantDocument: SwrpgCombatant } = await import(
  "../../../src/rulesets/rcr/combat/rcr-combatant.ts"
);
const { SwrpgActor } = await import("../../../src/documents/actor.ts");
const en = (await import("../../../lang/en.json")).default;

type System = InstanceType<typeof SwrpgCombat>;

beforeAll(() => {
  registerRuleset(minimal);
  registerSystem();
  FakeCombat.combatantClass = SwrpgCombatant as unknown as typeof FakeCombat.combatantClass;
  (CONFIG.Combat as { initiative: { formula: string } }).initiative.formula = INITIATIVE_FORMULA;
});

beforeEach(() => {
  dice.length = 0;
  chat.length = 0;
  setWorldRuleset("rcr");
});

async function trooper(name: string) {
  const actor = await SwrpgActor.create({ name, type: "minimalTrooper" } as unknown as Actor.CreateData);
  if (!actor) throw new Error("not created");
  return actor as unknown as Actor.Implementation & { toggleLog: { id: string }[] };
}

describe("a combatant of another ruleset in the world ruleset's combat", () => {
  it("is not rolled for, not made flat-footed, and the rest of the fight runs as before", async () => {
    const fake = new SwrpgCombat() as unknown as FakeCombat;
    const combat = fake as unknown as System;
    const zed = await fighter("Zed", 14);
    const bex = await trooper("Bex");
    fake.add({ name: "Zed", actor: zed });
    fake.add({ name: "Bex", actor: bex });
    dice.push(12, 5); // Zed's initiative d20, then his tie-break die
    await combat.startCombat();
    const byName = Object.fromEntries(combat.combatants.contents.map((c) => [c.name, c]));
    expect(byName.Zed?.initiative).toBe(14);
    expect(byName.Bex?.initiative ?? null).toBeNull();
    expect(bex.toggleLog).toEqual([]);
    // Zed is made flat-footed as the fight starts (and stops being so as his first turn starts).
    const zedToggles = (zed as unknown as { toggleLog: { id: string; active: boolean }[] }).toggleLog;
    expect(zedToggles[0]).toEqual({ id: "flatFooted", active: true });
  });

  it("tells the tracker why: its ruleset, and no combat numbers of the world ruleset's kind", async () => {
    const fake = new SwrpgCombat() as unknown as FakeCombat;
    const combat = fake as unknown as System;
    fake.add({ name: "Zed", actor: await fighter("Zed", 14) });
    fake.add({ name: "Bex", actor: await trooper("Bex") });
    const [zed, bex] = combat.combatants.contents;
    expect(zed?.otherRuleset).toBeNull();
    expect(zed?.combatView?.dexterity).toBe(14);
    expect(bex?.otherRuleset).toBe(minimal);
    expect(bex?.combatView).toBeNull();
    expect(en.SWRPG.Ruleset.NotAutomatedHint).toMatch(/does not roll its initiative or run its turns/);
  });

  it("in a world running its ruleset, the RCR fighter is the one left alone", async () => {
    setWorldRuleset("minimal");
    const fake = new SwrpgCombat() as unknown as FakeCombat;
    const combat = fake as unknown as System;
    fake.add({ name: "Zed", actor: await fighter("Zed", 14) });
    const [zed] = combat.combatants.contents;
    expect(zed?.otherRuleset?.id).toBe("rcr");
    expect(zed?.combatView).toBeNull();
  });
});

describe("the tracker's row of a combatant of another ruleset", () => {
  it("carries one badge naming its ruleset, with why on hover, instead of the world ruleset's badges", async () => {
    const { decorateTracker } = await import("../../../src/applications/combat/combat-tracker.ts");
    // DOM stand-ins: Document#createElement, Element#append/querySelector/classList, dataset (lib.dom.d.ts).
    type Node = {
      className: string;
      textContent: string;
      title: string;
      children: Node[];
      append(c: Node): void;
    };
    const element = (): Node => ({
      className: "",
      textContent: "",
      title: "",
      children: [],
      append(child: Node) {
        this.children.push(child);
      },
    });
    Object.assign(globalThis, { document: { createElement: element } });
    const name = element();
    const classes = new Set<string>(["swrpg-cannot-act"]);
    const row = {
      dataset: { combatantId: "" },
      classList: {
        toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)),
        remove: (c: string) => classes.delete(c),
      },
      querySelector: (selector: string) => (selector === ".token-name" ? name : null),
    };
    const fake = new SwrpgCombat() as unknown as FakeCombat;
    const combat = fake as unknown as System;
    fake.add({ name: "Bex", actor: await trooper("Bex") });
    row.dataset.combatantId = combat.combatants.contents[0]?.id ?? "";
    const root = { querySelectorAll: () => [row] } as unknown as HTMLElement;
    decorateTracker(root, combat);
    expect([...classes]).toEqual(["swrpg-other-ruleset"]);
    const badge = name.children[0]?.children[0];
    expect(badge?.className).toBe("swrpg-combat-badge swrpg-combat-badge--ruleset");
    expect(badge?.textContent).toBe("Minimal: not automated here");
    expect(badge?.title).toMatch(
      /^This combatant belongs to the Minimal ruleset; this world runs d20 Revised Core Rules/,
    );
  });
});
