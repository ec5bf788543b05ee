// The registry's answers: which ruleset the world runs (with a fallback for a stored id no longer
// registered), which one a document belongs to (a combatant by its actor), and unregistering.
import { beforeEach, describe, expect, it } from "vitest";
import {
  activeRuleset,
  foreignRuleset,
  inActiveRuleset,
  registeredRulesets,
  registerRuleset,
  rulesetFor,
  unregisterRuleset,
} from "../../../src/rulesets/registry.ts";
import { minimal } from "../../rulesets/minimal/index.ts";
import { setWorldRuleset } from "./stand-ins.ts";

const trooper = { documentName: "Actor", type: "minimalTrooper" } as const;
const hero = { documentName: "Actor", type: "character" } as const;

beforeEach(() => {
  unregisterRuleset("minimal");
  setWorldRuleset("rcr");
});

describe("the ruleset registry", () => {
  it("runs the world setting's ruleset, and RCR when the stored id is not registered (e.g. a newer world's)", () => {
    registerRuleset(minimal);
    setWorldRuleset("minimal");
    expect(activeRuleset()).toBe(minimal);
    setWorldRuleset("d6");
    expect(activeRuleset().id).toBe("d6");
    setWorldRuleset("starfinder");
    expect(activeRuleset().id).toBe("rcr");
  });

  it("tells a document's ruleset by its type, a combatant's by its actor, and none for an unknown type", () => {
    registerRuleset(minimal);
    expect(rulesetFor(trooper)).toBe(minimal);
    expect(rulesetFor({ documentName: "Combatant", actor: trooper })).toBe(minimal);
    expect(rulesetFor({ documentName: "Combatant", actor: null })).toBeNull();
    expect(rulesetFor({ documentName: "Item", type: "spell" })).toBeNull();
    expect(inActiveRuleset(hero)).toBe(true);
    expect(inActiveRuleset(trooper)).toBe(false);
    expect(foreignRuleset(trooper)).toBe(minimal);
    // A type no ruleset owns is not another ruleset's: it is simply not the system's.
    expect(foreignRuleset({ documentName: "Actor", type: "modulePet" })).toBeNull();
  });

  it("unregistering removes the ruleset and frees its types", () => {
    registerRuleset(minimal);
    expect(registeredRulesets().map((r) => r.id)).toEqual(["rcr", "saga", "d6", "minimal"]);
    unregisterRuleset("minimal");
    expect(registeredRulesets().map((r) => r.id)).toEqual(["rcr", "saga", "d6"]);
    expect(rulesetFor(trooper)).toBeNull();
    registerRuleset(minimal);
    expect(rulesetFor(trooper)).toBe(minimal);
  });
});
