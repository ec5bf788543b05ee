// rcr-combat.txt › Charge, Fighting Defensively, Total Defense, Aid Another, Combined Fire, Run, Disengage,
// Striking the Cover Instead of a Missed Target; rcr-additional-combat-rules.txt › Pulling a Blow.
import { describe, expect, it } from "vitest";
import {
  aidAnother,
  applyDamage,
  charge,
  combinedFireParts,
  coverStrike,
  disengage,
  pullBlow,
  restAfterRun,
  runDistance,
  runRound,
  stanceEffects,
} from "../../src/rules/index.ts";

describe("charge", () => {
  it("+2 on the single attack, -2 Defense until the next action", () => {
    expect(charge({ distance: 12, speed: 10 })).toEqual({
      ok: true,
      attackParts: [{ label: "charge", value: 2 }],
      defenseParts: [{ label: "charge", value: -2 }],
      attacks: 1,
      maxDistance: 20,
    });
  });
  it("at least 4 m and at most twice speed", () => {
    expect(charge({ distance: 4, speed: 10 }).ok).toBe(true);
    expect(charge({ distance: 3, speed: 10 })).toMatchObject({ ok: false, refused: "tooShort" });
    expect(charge({ distance: 20, speed: 10 }).ok).toBe(true);
    expect(charge({ distance: 21, speed: 10 })).toMatchObject({ ok: false, refused: "tooFar" });
  });
  it("only in a straight line, never fatigued", () => {
    expect(charge({ distance: 8, speed: 10, straightLine: false })).toEqual({
      ok: false,
      refused: "notStraight",
      maxDistance: 20,
    });
    expect(charge({ distance: 8, speed: 10, straightLine: true }).ok).toBe(true);
    expect(charge({ distance: 8, speed: 10, fatigued: true })).toMatchObject({ refused: "fatigued" });
  });
  it("an unmeasured path is taken on the player's word; fatigue still forbids the charge", () => {
    expect(charge({ speed: 10 })).toMatchObject({ ok: true, maxDistance: 20 });
    expect(charge({ speed: 10, fatigued: true })).toMatchObject({ ok: false, refused: "fatigued" });
  });
});

describe("fighting defensively and total defense", () => {
  it("fighting defensively: -4 on every attack, +2 dodge", () => {
    expect(stanceEffects("fightingDefensively")).toEqual({
      attackParts: [{ label: "fightingDefensively", value: -4 }],
      dodgeParts: [{ label: "fightingDefensively", value: 2 }],
      canAttack: true,
      action: "fullAttack",
    });
  });
  it("total defense: +4 dodge, no attack, an attack action", () => {
    expect(stanceEffects("totalDefense")).toEqual({
      attackParts: [],
      dodgeParts: [{ label: "totalDefense", value: 4 }],
      canAttack: false,
      action: "attack",
    });
  });
  it("normal: nothing", () => {
    expect(stanceEffects("normal")).toEqual({
      attackParts: [],
      dodgeParts: [],
      canAttack: true,
      action: "none",
    });
  });
});

describe("aid another: an attack roll against Defense 10 gives +2", () => {
  it("10 or more succeeds", () => {
    expect(aidAnother({ d20: 7, bonus: 3, choice: "attack" })).toEqual({
      success: true,
      total: 10,
      parts: [{ label: "aidAnother", value: 2 }],
      choice: "attack",
    });
    expect(aidAnother({ d20: 6, bonus: 3, choice: "defense" })).toMatchObject({ success: false, parts: [] });
  });
  it("aid another at exactly 10 succeeds, 9 fails, as an attack or a skill check", () => {
    expect(aidAnother({ d20: 8, bonus: 2, choice: "defense" })).toMatchObject({ success: true, total: 10 });
    expect(aidAnother({ d20: 8, bonus: 2, choice: "skill" })).toEqual({
      success: true,
      total: 10,
      parts: [{ label: "aidAnother", value: 2 }],
      choice: "skill",
    });
    expect(aidAnother({ d20: 7, bonus: 2, choice: "skill" })).toEqual({
      success: false,
      total: 9,
      parts: [],
      choice: "skill",
    });
  });
  it("natural 1 misses and natural 20 hits; a skill check has no automatic result", () => {
    expect(aidAnother({ d20: 1, bonus: 12, choice: "attack" }).success).toBe(false);
    expect(aidAnother({ d20: 20, bonus: -15, choice: "defense" }).success).toBe(true);
    expect(aidAnother({ d20: 1, bonus: 12, choice: "skill" }).success).toBe(true);
    expect(aidAnother({ d20: 20, bonus: -15, choice: "skill" }).success).toBe(false);
  });
});

describe("combined fire: +1 per contributor, at most +5", () => {
  it("counts contributors", () => {
    expect(combinedFireParts(0)).toEqual([]);
    expect(combinedFireParts(3)).toEqual([{ label: "combinedFire", value: 3 }]);
    expect(combinedFireParts(9)).toEqual([{ label: "combinedFire", value: 5 }]);
    expect(combinedFireParts(-1)).toEqual([]);
  });
});

describe("running", () => {
  it("four times speed, Dex bonus lost", () => {
    expect(runDistance(10)).toBe(40);
    expect(runRound({ speed: 6, constitution: 12, roundsRun: 0 })).toEqual({
      allowed: true,
      checkDC: null,
      losesDexBonus: true,
      maxDistance: 24,
    });
  });
  it("Constitution-score rounds free, then DC 10 rising by 1 per earlier check", () => {
    expect(runRound({ speed: 10, constitution: 12, roundsRun: 11 }).checkDC).toBeNull();
    expect(runRound({ speed: 10, constitution: 12, roundsRun: 12 }).checkDC).toBe(10);
    expect(runRound({ speed: 10, constitution: 12, roundsRun: 14, checksMade: 2 }).checkDC).toBe(12);
  });
  it("rest 10 rounds after a failed check or a run longer than the Constitution score", () => {
    expect(restAfterRun({ constitution: 12, roundsRun: 5 })).toBe(0);
    expect(restAfterRun({ constitution: 12, roundsRun: 12 })).toBe(0);
    expect(restAfterRun({ constitution: 12, roundsRun: 13 })).toBe(10);
    expect(restAfterRun({ constitution: 12, roundsRun: 13, failedCheck: true })).toBe(10);
    expect(runRound({ speed: 10, constitution: 12, roundsRun: 0, restRoundsLeft: 4 }).allowed).toBe(false);
  });
  it("a fatigued character cannot run", () => {
    expect(runRound({ speed: 10, constitution: 12, roundsRun: 0, fatigued: true }).allowed).toBe(false);
  });
});

describe("disengage", () => {
  it("out of every threatened area within the first 2 m, then up to twice speed", () => {
    expect(disengage({ escapeMeters: 2, distance: 20, speed: 10 })).toEqual({ ok: true, maxDistance: 20 });
    expect(disengage({ escapeMeters: 4, distance: 6, speed: 10 })).toEqual({
      ok: false,
      refused: "cannotEscape",
      maxDistance: 20,
    });
    expect(disengage({ escapeMeters: 2, distance: 22, speed: 10 })).toEqual({
      ok: false,
      refused: "tooFar",
      maxDistance: 20,
    });
  });
});

describe("pulling a blow: -4, melee only, vitality only or half damage", () => {
  it("vitality only: nothing reaches wounds", () => {
    const pulled = pullBlow({ kind: "melee", choice: "vitalityOnly" });
    expect(pulled).toEqual({
      ok: true,
      parts: [{ label: "pullingABlow", value: -4 }],
      hit: { vitalityOnly: true },
    });
    if (!pulled.ok) return;
    const result = applyDamage(
      { vitality: 3, wounds: 12, woundsMax: 12, heroic: true },
      { amount: 10, ...pulled.hit },
    );
    expect(result.woundsLost).toBe(0);
  });
  it("half damage", () => {
    const pulled = pullBlow({ kind: "melee", choice: "halfDamage" });
    expect(pulled).toMatchObject({ ok: true, hit: { halfDamage: true } });
    if (!pulled.ok) return;
    expect(
      applyDamage({ vitality: 20, wounds: 12, woundsMax: 12, heroic: true }, { amount: 9, ...pulled.hit })
        .vitalityLost,
    ).toBe(4);
  });
  it("not with a ranged weapon", () => {
    expect(pullBlow({ kind: "ranged", choice: "halfDamage" })).toEqual({ ok: false, refused: "meleeOnly" });
  });
});

describe("striking the cover instead of a missed target", () => {
  // Target Defense 14, +4 for one-half cover: 18.
  const base = { defense: 18, defenseWithoutCover: 14 };
  it("a hit is a hit; a roll too low for the uncovered target misses everything", () => {
    expect(coverStrike({ ...base, d20: 12, total: 18 })).toBe("target");
    expect(coverStrike({ ...base, d20: 5, total: 13 })).toBe("miss");
  });
  it("between the two Defenses, the cover is struck", () => {
    expect(coverStrike({ ...base, d20: 10, total: 14 })).toBe("cover");
    expect(coverStrike({ ...base, d20: 13, total: 17 })).toBe("cover");
  });
  it("natural 1 misses and natural 20 hits the target", () => {
    expect(coverStrike({ ...base, d20: 1, total: 30 })).toBe("miss");
    expect(coverStrike({ ...base, d20: 20, total: 5 })).toBe("target");
  });
  it("a character as cover takes the hit when the roll reaches its Defense", () => {
    const coveringCharacter = { defense: 15, defenseWithoutDexAndDodge: 12 };
    expect(coverStrike({ ...base, coveringCharacter, d20: 12, total: 16 })).toBe("coveringCharacter");
  });
  it("when only its Dex or dodge bonus saved it, the covering character dodged and the target is hit", () => {
    const coveringCharacter = { defense: 17, defenseWithoutDexAndDodge: 13 };
    expect(coverStrike({ ...base, coveringCharacter, d20: 11, total: 15 })).toBe("targetAfterDodge");
  });
  it("a tie against the covering character's Defense hits it (the text's 'exceeds' read as meets)", () => {
    const coveringCharacter = { defense: 16, defenseWithoutDexAndDodge: 13 };
    expect(coverStrike({ ...base, coveringCharacter, d20: 12, total: 16 })).toBe("coveringCharacter");
    expect(coverStrike({ ...base, coveringCharacter, d20: 11, total: 15 })).toBe("targetAfterDodge");
  });
  it("a tie against its Defense without Dex and dodge: it dodged, the target is hit; one less misses", () => {
    const coveringCharacter = { defense: 17, defenseWithoutDexAndDodge: 15 };
    expect(coverStrike({ ...base, coveringCharacter, d20: 11, total: 15 })).toBe("targetAfterDodge");
    expect(coverStrike({ ...base, coveringCharacter, d20: 10, total: 14 })).toBe("miss");
  });
  it("below even that, nobody is hurt", () => {
    const coveringCharacter = { defense: 19, defenseWithoutDexAndDodge: 16 };
    expect(coverStrike({ ...base, coveringCharacter, d20: 11, total: 15 })).toBe("miss");
  });
});
