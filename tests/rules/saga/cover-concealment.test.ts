// saga-special-combat-rules.txt › Cover, Improved Cover, Total Cover, Concealment, Total Concealment,
// Ignoring Concealment, Line of Sight, Line of Effect.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("coverBonus", () => {
  it("none 0; cover +5 Reflex; improved cover doubles it to +10 and gives +5 Stealth; total: no attack", () => {
    expect(saga.coverBonus("none")).toEqual({ reflex: 0, stealth: 0 });
    expect(saga.coverBonus("cover")).toEqual({ reflex: 5, stealth: 0 });
    expect(saga.coverBonus("improved")).toEqual({ reflex: 10, stealth: 5 });
    expect(saga.coverBonus("total")).toBeNull();
  });
});

describe("effectiveCover", () => {
  it("nothing in the way: none", () => {
    expect(saga.effectiveCover({ sources: [] })).toBe("none");
  });
  it("cover never stacks: three creatures in the way are still +5 cover", () => {
    expect(
      saga.effectiveCover({ sources: [{ degree: "cover" }, { degree: "cover" }, { degree: "cover" }] }),
    ).toBe("cover");
  });
  it("the best single source counts, whatever its place in the list", () => {
    expect(saga.effectiveCover({ sources: [{ degree: "improved" }, { degree: "cover" }] })).toBe("improved");
    expect(
      saga.effectiveCover({ sources: [{ degree: "cover" }, { degree: "total" }, { degree: "improved" }] }),
    ).toBe("total");
    expect(saga.effectiveCover({ sources: [{ degree: "none" }, { degree: "cover" }] })).toBe("cover");
  });
  it("low objects in the attacker's space or adjacent squares are shot over", () => {
    expect(saga.effectiveCover({ sources: [{ degree: "cover", lowObjectNearAttacker: true }] })).toBe("none");
    expect(
      saga.effectiveCover({
        sources: [{ degree: "improved", lowObjectNearAttacker: true }, { degree: "cover" }],
      }),
    ).toBe("cover");
  });
  it("an adjacent opponent never has cover, improved or not; total cover is kept", () => {
    expect(saga.effectiveCover({ sources: [{ degree: "improved" }], targetAdjacent: true })).toBe("none");
    expect(saga.effectiveCover({ sources: [{ degree: "total" }], targetAdjacent: true })).toBe("total");
    expect(saga.effectiveCover({ sources: [{ degree: "cover" }], targetAdjacent: false })).toBe("cover");
  });
});

describe("concealmentPenalties", () => {
  it("concealment -2 to attack and -5 to notice; total -5 and -10; none nothing", () => {
    expect(saga.concealmentPenalties("none")).toEqual({ attack: 0, perception: 0 });
    expect(saga.concealmentPenalties("concealment")).toEqual({ attack: -2, perception: -5 });
    expect(saga.concealmentPenalties("total")).toEqual({ attack: -5, perception: -10 });
  });
});

describe("effectiveConcealment", () => {
  it("fog at night with no light: still one -2 concealment, sources never add up", () => {
    expect(
      saga.effectiveConcealment([{ degree: "concealment" }, { degree: "concealment", darkness: true }]),
    ).toBe("concealment");
  });
  it("nothing: none; total anywhere: total", () => {
    expect(saga.effectiveConcealment([])).toBe("none");
    expect(saga.effectiveConcealment([{ degree: "concealment" }, { degree: "total" }])).toBe("total");
  });
  it("low-light vision ignores concealment from darkness but not total concealment", () => {
    expect(saga.effectiveConcealment([{ degree: "concealment", darkness: true }], "lowLight")).toBe("none");
    expect(saga.effectiveConcealment([{ degree: "total", darkness: true }], "lowLight")).toBe("total");
  });
  it("darkvision ignores all concealment from darkness, total included", () => {
    expect(
      saga.effectiveConcealment(
        [
          { degree: "total", darkness: true },
          { degree: "concealment", darkness: true },
        ],
        "darkvision",
      ),
    ).toBe("none");
  });
  it("fog, smoke and foliage work against darkvision and low-light vision", () => {
    expect(saga.effectiveConcealment([{ degree: "concealment" }], "darkvision")).toBe("concealment");
    expect(saga.effectiveConcealment([{ degree: "total" }], "lowLight")).toBe("total");
  });
  it("normal vision sees through no darkness", () => {
    expect(saga.effectiveConcealment([{ degree: "concealment", darkness: true }], "normal")).toBe(
      "concealment",
    );
    expect(saga.effectiveConcealment([{ degree: "total", darkness: true }])).toBe("total");
  });
});

describe("line of sight and line of effect", () => {
  it("creatures, low objects, difficult terrain and pits block nothing", () => {
    expect(
      saga.lineOfSightAndEffect({ crosses: ["creature", "lowObject", "difficultTerrain", "pit"] }),
    ).toEqual({
      lineOfSight: true,
      lineOfEffect: true,
      totalCover: false,
      totalConcealment: false,
    });
  });
  it("a wall blocks both: total cover", () => {
    expect(saga.lineOfSightAndEffect({ crosses: ["creature", "totalCover"] })).toEqual({
      lineOfSight: false,
      lineOfEffect: false,
      totalCover: true,
      totalConcealment: false,
    });
  });
  it("thick smoke blocks only sight: total concealment", () => {
    expect(saga.lineOfSightAndEffect({ crosses: ["totalConcealment"] })).toEqual({
      lineOfSight: false,
      lineOfEffect: true,
      totalCover: false,
      totalConcealment: true,
    });
  });
  it("a blinded character has line of effect but no line of sight", () => {
    expect(saga.lineOfSightAndEffect({ crosses: [], blinded: true })).toEqual({
      lineOfSight: false,
      lineOfEffect: true,
      totalCover: false,
      totalConcealment: true,
    });
  });
  it("blinded behind a wall: total cover, not total concealment", () => {
    expect(saga.lineOfSightAndEffect({ crosses: ["totalCover"], blinded: true })).toMatchObject({
      totalCover: true,
      totalConcealment: false,
    });
  });
});
