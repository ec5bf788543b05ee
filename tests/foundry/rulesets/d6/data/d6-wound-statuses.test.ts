// The token shows the D6 injury state: one status per wound level (killed is Foundry's dead), stunned
// while a stun affects him, unconscious while knocked out (d6-combat.txt › Character Damage Chart; Stun Damage).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d6StatusToggles } from "../../../../../src/rulesets/d6/documents/wound-statuses.ts";
import { installStatusEffects } from "../../../../../src/rulesets/install.ts";
import { setWorldRuleset } from "../../stand-ins.ts";
import { createD6, registerSystem, settle, smuggler, updateActor } from "./d6-fixtures.ts";

describe("d6StatusToggles", () => {
  it("wounded twice and stunned: those two on, a stale wounded off, prone left alone", () => {
    const toggles = d6StatusToggles(
      { wound: "woundedTwice", strengthDice: 3, stuns: 1 },
      new Set(["wounded", "prone"]),
    );
    expect(toggles).toEqual([
      { id: "stunned", active: true },
      { id: "wounded", active: false },
      { id: "woundedTwice", active: true },
    ]);
  });
  it("killed is the dead status; healthy clears every wound status", () => {
    expect(d6StatusToggles({ wound: "killed", strengthDice: 2 }, new Set())).toEqual([
      { id: "dead", active: true },
    ]);
    expect(
      d6StatusToggles({ wound: "healthy", strengthDice: 2 }, new Set(["incapacitated", "unconscious"])),
    ).toEqual([
      { id: "incapacitated", active: false },
      { id: "unconscious", active: false },
    ]);
  });
  it("nothing to change: no toggles", () => {
    expect(
      d6StatusToggles(
        { wound: "mortallyWounded", strengthDice: 2, unconscious: true },
        new Set(["mortallyWounded", "unconscious"]),
      ),
    ).toEqual([]);
  });
});

describe("in a D6 world, a wound level set on the actor shows on its token", () => {
  beforeAll(() => {
    setWorldRuleset("d6");
    registerSystem();
    // The world ruleset's statuses, as the system's init installs them (toggleStatusEffect refuses others).
    installStatusEffects();
  });
  afterAll(() => {
    setWorldRuleset("rcr");
    installStatusEffects();
  });

  it("incapacitated, then healed", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.wounds.value": 3, "system.stun.unconscious": true });
    await settle();
    expect([...actor.statuses].sort()).toEqual(["incapacitated", "unconscious"]);
    await updateActor(actor, { "system.wounds.value": 0, "system.stun.unconscious": false });
    await settle();
    expect([...actor.statuses]).toEqual([]);
  });
});
