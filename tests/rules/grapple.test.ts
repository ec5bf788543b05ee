// rcr-combat.txt › Grapple (Grapple Checks, Special Size Modifier, Starting a Grapple, Joining a Grapple,
// Damage Your Opponent, Pin, Break Another's Pin, Escape, If You're Pinned, Wriggle Free, Multiple Grapplers,
// Use the Force, Other Grappling Options, Lightsaber Locks); Favorable and Unfavorable Conditions, note c.
import { describe, expect, it } from "vitest";
import {
  canJoinGrapple,
  escapeGrapple,
  GRAPPLE_DAMAGE_PENALTY,
  GRAPPLE_FORCE_PENALTY,
  GRAPPLE_MAX_WEIGHT,
  type GrappleSide,
  grappleAction,
  grappleCheckParts,
  grappleForceUse,
  grapplersWeight,
  grapplerWeight,
  grappleWeaponAttack,
  startGrapple,
  struckGrappler,
  wriggleFree,
} from "../../src/rules/index.ts";

const side = (over: Partial<GrappleSide> = {}): GrappleSide => ({
  d20: 10,
  bab: 3,
  strength: 1,
  size: "medium",
  ...over,
});

describe("Grapple Checks: BAB + Strength + special size modifier", () => {
  it("a Large grappler with BAB +3 and Str +1 adds +4 for size", () => {
    expect(grappleCheckParts({ bab: 3, strength: 1, size: "large" })).toEqual([
      { label: "bab", value: 3 },
      { label: "strength", value: 1 },
      { label: "grappleSize", value: 4 },
    ]);
  });
});

describe("Starting a Grapple", () => {
  it("a missed grab fails to start the grapple", () => {
    expect(startGrapple({ grabHit: false, attacker: side({ d20: 20 }), defender: side({ d20: 1 }) })).toEqual(
      {
        stage: "grab",
        winner: "defender",
        started: false,
        damage: null,
        attacker: null,
        defender: null,
      },
    );
  });
  it("winning the opposed check starts it and deals unarmed damage (Medium-size 1d3)", () => {
    const result = startGrapple({ grabHit: true, attacker: side({ d20: 11 }), defender: side() });
    expect(result).toMatchObject({ stage: "opposed", winner: "attacker", started: true, damage: "1d3" });
    expect(result.attacker?.total).toBe(15);
  });
  it("losing fails to start it", () => {
    expect(startGrapple({ grabHit: true, attacker: side({ d20: 9 }), defender: side() })).toMatchObject({
      winner: "defender",
      started: false,
      damage: null,
    });
  });
  it("a tie goes to the higher modifier, then both roll again", () => {
    expect(startGrapple({ grabHit: true, attacker: side({ d20: 9, bab: 4 }), defender: side() }).winner).toBe(
      "attacker",
    );
    expect(startGrapple({ grabHit: true, attacker: side(), defender: side() })).toMatchObject({
      winner: "reroll",
      started: false,
    });
  });
  it("a tie of totals with the lower modifier loses", () => {
    expect(
      startGrapple({ grabHit: true, attacker: side({ d20: 11, bab: 2 }), defender: side() }),
    ).toMatchObject({
      winner: "defender",
      started: false,
    });
  });
  it("a target two or more sizes larger can be grabbed but never held; one size larger can", () => {
    expect(
      startGrapple({
        grabHit: true,
        attacker: side({ d20: 20, bab: 20 }),
        defender: side({ d20: 1, size: "huge" }),
      }),
    ).toEqual({
      stage: "tooLarge",
      winner: "defender",
      started: false,
      damage: null,
      attacker: null,
      defender: null,
    });
    expect(
      startGrapple({ grabHit: true, attacker: side({ d20: 20 }), defender: side({ d20: 1, size: "large" }) })
        .started,
    ).toBe(true);
  });
  it("joining a grapple: the grab succeeds by itself, the opposed check remains", () => {
    expect(
      startGrapple({ grabHit: false, joining: true, attacker: side({ d20: 15 }), defender: side() }).started,
    ).toBe(true);
    expect(
      startGrapple({ grabHit: false, joining: true, attacker: side({ d20: 5 }), defender: side() }).started,
    ).toBe(false);
  });
});

describe("If You're Grappling", () => {
  it("damaging the opponent takes -4 on the check and deals unarmed damage", () => {
    expect(GRAPPLE_DAMAGE_PENALTY).toBe(-4);
    const result = grappleAction({
      action: "damage",
      self: side({ d20: 15, size: "large" }),
      opponent: side(),
    });
    if (!result.ok) throw new Error("refused");
    expect(result.self.parts).toContainEqual({ label: "damageOpponent", value: -4 });
    expect(result.self.total).toBe(19);
    expect(result).toMatchObject({ winner: "attacker", success: true, damage: "1d4" });
    const short = grappleAction({ action: "damage", self: side({ d20: 13 }), opponent: side() });
    expect(short).toMatchObject({ ok: true, winner: "defender", success: false, damage: null });
  });
  it("pin and break a pin: a win succeeds, no damage", () => {
    expect(grappleAction({ action: "pin", self: side({ d20: 11 }), opponent: side() })).toMatchObject({
      ok: true,
      success: true,
      damage: null,
    });
    expect(grappleAction({ action: "breakPin", self: side({ d20: 9 }), opponent: side() })).toMatchObject({
      ok: true,
      success: false,
    });
  });
  it("a tie of totals goes to the higher modifier", () => {
    expect(grappleAction({ action: "pin", self: side({ d20: 9, bab: 4 }), opponent: side() })).toMatchObject({
      ok: true,
      winner: "attacker",
      success: true,
    });
    expect(grappleAction({ action: "pin", self: side({ d20: 11, bab: 2 }), opponent: side() })).toMatchObject(
      { ok: true, winner: "defender", success: false },
    );
  });
  it("a tie of totals and modifiers: roll again", () => {
    expect(grappleAction({ action: "pin", self: side(), opponent: side() })).toMatchObject({
      ok: true,
      winner: "reroll",
      success: false,
    });
  });
  it("holding a pin, no damaging or pinning a second opponent; breaking a pin is still open", () => {
    expect(grappleAction({ action: "damage", self: side(), opponent: side(), pinningAnother: true })).toEqual(
      { ok: false, refused: "pinningAnother" },
    );
    expect(grappleAction({ action: "pin", self: side(), opponent: side(), pinningAnother: true })).toEqual({
      ok: false,
      refused: "pinningAnother",
    });
    expect(
      grappleAction({ action: "breakPin", self: side({ d20: 12 }), opponent: side(), pinningAnother: true })
        .ok,
    ).toBe(true);
  });
});

describe("If You're Pinned", () => {
  it("a pinned grappler can only try to escape the pin; winning frees it, still grappling", () => {
    expect(grappleAction({ action: "damage", self: side(), opponent: side(), pinned: true })).toEqual({
      ok: false,
      refused: "pinned",
    });
    expect(
      grappleAction({ action: "escapePin", self: side({ d20: 12 }), opponent: side(), pinned: true }),
    ).toMatchObject({ ok: true, success: true });
  });
  it("escaping a pin one does not have: refused", () => {
    expect(grappleAction({ action: "escapePin", self: side(), opponent: side() })).toEqual({
      ok: false,
      refused: "notPinned",
    });
  });
});

describe("Escape from a grapple", () => {
  it("the check must beat every holder's: a tie with one of them holds", () => {
    const holders = [side({ d20: 8 }), side({ d20: 12 })];
    expect(escapeGrapple({ self: side({ d20: 13 }), opponents: holders })).toMatchObject({
      ok: true,
      escaped: true,
    });
    const held = escapeGrapple({ self: side({ d20: 12, bab: 9 }), opponents: [side({ d20: 18 })] });
    expect(held).toMatchObject({ ok: true, escaped: false });
    expect(escapeGrapple({ self: side({ d20: 12 }), opponents: holders })).toMatchObject({ escaped: false });
  });
  it("holders who let go are left out: with nobody holding on, the escape succeeds", () => {
    expect(escapeGrapple({ self: side({ d20: 1 }), opponents: [] })).toMatchObject({
      ok: true,
      escaped: true,
      opponents: [],
    });
  });
  it("a pinned grappler must escape the pin first", () => {
    expect(escapeGrapple({ self: side(), opponents: [side()], pinned: true })).toEqual({
      ok: false,
      refused: "pinned",
    });
  });
});

describe("Wriggle Free", () => {
  it("Escape Artist against the holders' grapple checks, beating each", () => {
    const result = wriggleFree({ d20: 10, escapeArtist: 5, opponents: [side({ d20: 10 })] });
    expect(result.self.total).toBe(15);
    expect(result.self.parts).toEqual([{ label: "escapeArtist", value: 5 }]);
    expect(result.opponents[0]?.total).toBe(14);
    expect(result.escaped).toBe(true);
    expect(wriggleFree({ d20: 9, escapeArtist: 5, opponents: [side({ d20: 10 })] }).escaped).toBe(false);
    expect(
      wriggleFree({ d20: 10, escapeArtist: 5, situational: -1, opponents: [side({ d20: 10 })] }).escaped,
    ).toBe(false);
  });
});

describe("Multiple Grapplers", () => {
  it("one size smaller counts ½, the same size 1, one larger 2, two or more larger 4", () => {
    expect(grapplerWeight("small", "medium")).toBe(0.5);
    expect(grapplerWeight("medium", "medium")).toBe(1);
    expect(grapplerWeight("large", "medium")).toBe(2);
    expect(grapplerWeight("huge", "medium")).toBe(4);
    expect(grapplerWeight("colossal", "medium")).toBe(4);
  });
  it("two or more sizes smaller count ¼ (an extension of the text)", () => {
    expect(grapplerWeight("tiny", "medium")).toBe(0.25);
    expect(grapplerWeight("fine", "medium")).toBe(0.25);
  });
  it("the text's example on a Human: eight Jawas, four Humans, two wampas, one rancor, or four Jawas and a wampa", () => {
    expect(GRAPPLE_MAX_WEIGHT).toBe(4);
    const jawas = (n: number) => Array.from({ length: n }, () => "small" as const);
    expect(canJoinGrapple({ target: "medium", grapplers: jawas(7), joiner: "small" })).toBe(true);
    expect(canJoinGrapple({ target: "medium", grapplers: jawas(8), joiner: "small" })).toBe(false);
    expect(
      canJoinGrapple({ target: "medium", grapplers: ["medium", "medium", "medium"], joiner: "medium" }),
    ).toBe(true);
    expect(
      canJoinGrapple({
        target: "medium",
        grapplers: ["medium", "medium", "medium", "medium"],
        joiner: "small",
      }),
    ).toBe(false);
    expect(canJoinGrapple({ target: "medium", grapplers: ["large"], joiner: "large" })).toBe(true);
    expect(canJoinGrapple({ target: "medium", grapplers: [], joiner: "huge" })).toBe(true);
    expect(canJoinGrapple({ target: "medium", grapplers: ["huge"], joiner: "tiny" })).toBe(false);
    expect(canJoinGrapple({ target: "medium", grapplers: jawas(4), joiner: "large" })).toBe(true);
    expect(grapplersWeight("medium", [...jawas(4), "large"])).toBe(4);
  });
});

describe("Other Grappling Options: light weapons only", () => {
  it("a light weapon: yes", () => {
    expect(grappleWeaponAttack({ weapon: "light" })).toEqual({ ok: true });
  });
  it("a lightsaber (not light for a Medium-size wielder) or a two-handed weapon: refused", () => {
    expect(grappleWeaponAttack({ weapon: "oneHanded" })).toEqual({ ok: false, refused: "notLight" });
    expect(grappleWeaponAttack({ weapon: "twoHanded" })).toEqual({ ok: false, refused: "notLight" });
  });
  it("not while pinned or pinning, never two weapons", () => {
    expect(grappleWeaponAttack({ weapon: "light", pinned: true })).toEqual({ ok: false, refused: "pinned" });
    expect(grappleWeaponAttack({ weapon: "light", pinning: true })).toEqual({
      ok: false,
      refused: "pinning",
    });
    expect(grappleWeaponAttack({ weapon: "light", twoWeapons: true })).toEqual({
      ok: false,
      refused: "twoWeapons",
    });
  });
});

describe("Use the Force while grappling", () => {
  it("-10 on the Force skill check; a full-round use is refused", () => {
    expect(GRAPPLE_FORCE_PENALTY).toBe(-10);
    expect(grappleForceUse({ fullRound: false })).toEqual({
      ok: true,
      checkParts: [{ label: "grappling", value: -10 }],
    });
    expect(grappleForceUse({ fullRound: true })).toEqual({ ok: false, refused: "fullRound" });
  });
});

describe("a ranged attack into a grapple strikes a grappler at random", () => {
  it("a die with one face per grappler, 1-based, wrapped", () => {
    expect(struckGrappler(1, 3)).toBe(0);
    expect(struckGrappler(3, 3)).toBe(2);
    expect(struckGrappler(4, 3)).toBe(0);
    expect(struckGrappler(0, 3)).toBe(2);
    expect(struckGrappler(2.7, 2)).toBe(1);
    expect(() => struckGrappler(1, 0)).toThrow("no grappler to strike");
    expect(struckGrappler(1, 1)).toBe(0);
  });
});
