// An attack against the defense its weapon names: Fortitude and Will are compared as Reflex is, cover adds
// only to Reflex (saga-special-combat-rules.txt › Cover) while total cover still blocks, and an area against
// Fortitude gives no Evasion (special › Area Attacks: Evasion is tied to Reflex Defense, a reading).
import { describe, expect, it } from "vitest";
import { runSagaAttack } from "../../../../../src/rulesets/saga/attack/attack-pipeline.ts";
import type { SagaAttackCard } from "../../../../../src/rulesets/saga/card/card-data.ts";
import { blasterRifle, choices, d20, fragGrenade, target, trooper } from "./fight-fixtures.ts";

async function card(...args: Parameters<typeof runSagaAttack>): Promise<SagaAttackCard> {
  const result = await runSagaAttack(...args);
  if (!result || "ok" in result) throw new Error("refused");
  return result;
}

const cover = (degree: "cover" | "total") =>
  choices({
    targets: { "Scene.s.Token.A": { cover: degree, concealment: "none", flanking: false, intoMelee: false } },
  });

describe("a single attack against Fortitude or Will", () => {
  it("against Will: compared with Will (Reflex 15 → Will 14), 14 hits exactly", async () => {
    const weapon = { ...blasterRifle, defense: "will" as const };
    const result = await card(
      { attacker: trooper, weapon, choices: choices(), targets: [target("A", 15)] },
      d20(9),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({
      defenseKind: "will",
      defense: 14,
      compared: 14,
      hit: true,
    });
  });
  it("against Fortitude (16): cover adds nothing, so 16 hits where Reflex with cover would be 20", async () => {
    const weapon = { ...blasterRifle, defense: "fortitude" as const };
    const result = await card(
      { attacker: trooper, weapon, choices: cover("cover"), targets: [target("A", 15)] },
      d20(11),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({
      defenseKind: "fortitude",
      compared: 16,
      hit: true,
    });
    const reflex = await card(
      { attacker: trooper, weapon: blasterRifle, choices: cover("cover"), targets: [target("A", 15)] },
      d20(11),
    );
    expect(reflex.attacks[0]?.targets[0]).toMatchObject({ compared: 20, hit: false });
  });
  it("total cover still blocks an attack against Fortitude: refused, not rolled against", async () => {
    const weapon = { ...blasterRifle, defense: "fortitude" as const };
    const result = await card(
      { attacker: trooper, weapon, choices: cover("total"), targets: [target("A", 15)] },
      d20(20),
    );
    expect(result.attacks[0]?.targets).toEqual([]);
    expect(result.refused).toMatchObject([{ name: "A", reason: "totalCover" }]);
  });
});

describe("an area against Fortitude", () => {
  it("each target's Fortitude is compared; cover and Evasion do not count; a miss still takes half", async () => {
    const weapon = { ...fragGrenade, defense: "fortitude" as const };
    const request = {
      attacker: trooper,
      weapon,
      choices: cover("cover"),
      // Fortitude 16 and 13: a total of 15 (natural 11 + 4) misses A and hits B.
      targets: [target("A", 15, { evasion: true }), target("B", 12, { evasion: true })],
    };
    const result = await card(request, d20(11));
    expect(
      result.attacks[0]?.targets.map(({ name, compared, cover: c, evasion, hit, lands }) => ({
        name,
        compared,
        c,
        evasion,
        hit,
        lands,
      })),
    ).toEqual([
      { name: "A", compared: 16, c: "none", evasion: false, hit: false, lands: true },
      { name: "B", compared: 13, c: "none", evasion: false, hit: true, lands: true },
    ]);
  });
});

describe("the card names the defense to every viewer", () => {
  it("with defenses hidden from players, a player still reads 'vs Will', without the number", async () => {
    const { sagaCardContext } = await import("../../../../../src/rulesets/saga/card/card-context.ts");
    const weapon = { ...blasterRifle, defense: "will" as const };
    const built = await card(
      { attacker: trooper, weapon, choices: choices(), targets: [target("A", 15)] },
      d20(9),
    );
    const player = sagaCardContext(built, "m1", { isGM: false, hideDefense: true });
    expect(player.attacks[0]?.defenseKind).toBe("will");
    expect(player.attacks[0]?.targets[0]).toMatchObject({ showDefense: false, defense: null });
    const gm = sagaCardContext(built, "m1", { isGM: true, hideDefense: true });
    expect(gm.attacks[0]?.targets[0]).toMatchObject({ showDefense: true, defense: 14 });
  });
});
