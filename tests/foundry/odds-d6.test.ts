// The Odds button in a WEG D6 world: the adapter reads every code from the actor's prepared stats as an attack
// would roll it (armor's Dexterity penalty in, the current injury penalty taken back out), and the dialog gives
// win chances for D6 combatants.
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openOddsDialog } from "../../src/applications/odds/odds-dialog.ts";
import { d6OddsCombatant } from "../../src/rulesets/d6/odds/odds-combatant.ts";
import { d6Odds } from "../../src/rulesets/d6/odds/odds-parts.ts";
import { d6DefaultEncounter } from "../../src/rulesets/d6/simulate/default-encounter.ts";
import { type D6PackActor, d6CombatantFromPack } from "../../src/rulesets/d6/simulate/pack-combatant.ts";
import { d6Ruleset } from "../../src/simulate/d6/d6-ruleset.ts";
import { installSettings } from "./fakes/settings.ts";
import { actorFrom, combatOf, FakeDialog, FakeWorker, installOddsHarness } from "./odds-harness.ts";
import { createD6, smuggler, stormtrooper, updateActor } from "./rulesets/d6/data/d6-fixtures.ts";

installOddsHarness();
const code = (dice: number, pips = 0) => ({ dice, pips });

function combatantOf(actor: Actor.Implementation): Combatant.Implementation {
  return { actor, name: actor.name, token: { actor } } as unknown as Combatant.Implementation;
}

describe("D6 odds records from documents", () => {
  it("a stormtrooper: his codes as rolled in his armor (blaster and dodge 4D - 1D), the armor's dice, his weapons", async () => {
    const record = d6OddsCombatant(combatantOf(await createD6(stormtrooper)), false)!;
    expect(record).toMatchObject({
      name: "Stormtrooper",
      perception: code(2),
      strength: code(2),
      move: 10,
      wound: "healthy",
      aware: true,
      armor: { physical: code(2), energy: code(1) },
    });
    expect(record.reactions?.dodge).toEqual(code(3));
    expect(record.weapons.map((w) => [w.name, w.kind, w.skill, w.damage.dice])).toEqual([
      ["Blaster rifle", "ranged", code(3), code(5)],
      ["Grenade", "ranged", code(1), code(5)],
    ]);
    expect(record.weapons[0]!.ranges).toEqual({ short: 30, medium: 100, long: 300 });
    expect(record.weapons[1]).toMatchObject({ blast: { radius: [2, 4, 6, 10] }, uses: 1 });
    expect(() =>
      d6Ruleset.prepare({
        sides: [
          { name: "A", combatants: [record] },
          { name: "B", combatants: [record] },
        ],
      }),
    ).not.toThrow();
  });
  it("a STR weapon carries the wielder's Strength: the smuggler's vibro-ax is 3D+2 + 3D+1 = 7D", async () => {
    const record = d6OddsCombatant(combatantOf(await createD6(smuggler)), true)!;
    expect(record.weapons.map((w) => [w.name, w.kind, w.skill, w.damage])).toEqual([
      ["Vibro-ax", "melee", code(4), { strength: false, dice: code(7) }],
    ]);
    expect(record.aware).toBe(false);
  });
  it("a wounded smuggler: wounded in the record, his skill codes without the current -1D", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.wounds.value": 1 });
    const record = d6OddsCombatant(combatantOf(actor), false)!;
    expect(record.wound).toBe("wounded");
    expect(record.weapons[0]!.skill).toEqual(code(4));
    expect(record.reactions?.dodge).toEqual(code(4, 1));
  });
});

describe("the D6 compendium actors", () => {
  const repoRoot = path.resolve(import.meta.dirname, "../..");
  it("every D6 compendium actor gives the same record from its document as from its pack source", async () => {
    let count = 0;
    for (const pack of ["d6-npcs", "d6-heroes"]) {
      const dir = path.join(repoRoot, "packs/_source", pack);
      for (const file of (await readdir(dir)).filter(
        (f) => f.endsWith(".json") && !f.startsWith("_folder"),
      )) {
        const reference = `${pack}/${file.replace(/\.json$/, "")}`;
        const source = JSON.parse(await readFile(path.join(dir, file), "utf8")) as D6PackActor;
        const fromDocument = d6OddsCombatant(combatantOf(await actorFrom(reference)), false);
        expect(fromDocument, reference).toEqual(d6CombatantFromPack(source));
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(14);
  });
  it("the command's default encounter reads the stormtrooper and the three heroes from the packs", async () => {
    const packs = (reference: string) => {
      const [pack, file] = reference.split("/");
      try {
        return JSON.parse(readFileSync(path.join(repoRoot, "packs/_source", pack!, `${file}.json`), "utf8"));
      } catch {
        return null;
      }
    };
    const encounter = d6DefaultEncounter(packs);
    expect(encounter.sides[1]!.combatants.map((c) => c.name)).toEqual([
      "Dace Morrin (Rebel Soldier)",
      "Kara Venn (Smuggler)",
      "Tavo Ren (Young Jedi)",
    ]);
    const trooper = encounter.sides[0]!.combatants[0]!;
    expect(trooper.name).toBe("Stormtrooper 1");
    expect(trooper.armor).toMatchObject({ physical: code(2), energy: code(1) });
  });
});

describe("the Odds button in a D6 world", () => {
  it("friendly smugglers against hostile stormtroopers: the D6 simulator's odds in the dialog, the Wild Die on", async () => {
    // The world option as d6Options reads it (registered here: the D6 record does not list its options yet).
    const settings = installSettings({ ruleset: "d6", d6WildDie: true });
    settings.register("swrpg", "d6WildDie", { scope: "world", default: false });
    const combat = combatOf([
      { actor: await createD6(smuggler), disposition: 1, name: "Smuggler" },
      { actor: await createD6(stormtrooper), disposition: -1, name: "TK-1" },
      { actor: await createD6(stormtrooper), disposition: -1, name: "TK-2" },
    ]);
    await openOddsDialog(combat, d6Odds);
    const request = FakeWorker.requests[0]!;
    expect(request.ruleset).toBe("d6");
    expect(request.encounter.options).toEqual({ wildDie: true, hitLocation: false });
    const result = FakeDialog.last?.contents.at(-1) ?? "";
    expect(result).toMatch(/10,000 fights: \d+\.\d rounds expected/);
    expect(result).toMatch(/<td>Hostile<\/td>\s*<td class="swrpg-odds-figure">\d+\.\d %<\/td>/);
    expect(result).not.toMatch(/The simulation failed/);
    installSettings({ ruleset: "d6" });
  });
});
