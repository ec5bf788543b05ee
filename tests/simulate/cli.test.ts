// `npm run simulate`: the default encounter from the packs, an encounter file, and refusals that name
// the line and the field.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { type CliIO, runCli } from "../../src/rulesets/rcr/simulate/cli/run-cli.ts";
import { defaultEncounter } from "../../src/rulesets/rcr/simulate/default-encounter.ts";
import { combatantFromPackActor, type PackActor } from "../../src/rulesets/rcr/simulate/pack-combatant.ts";
import { readEncounterFile } from "../../src/simulate/encounter/encounter-file.ts";
import { scratchDir } from "../support/scratch-dir.ts";

const root = path.resolve(import.meta.dirname, "../..");
const packActor = (reference: string) =>
  JSON.parse(readFileSync(path.join(root, "packs/_source", `${reference}.json`), "utf8")) as PackActor;
const packs = (reference: string) => {
  try {
    return combatantFromPackActor(packActor(reference));
  } catch {
    return null;
  }
};
const io = (files: Record<string, string>): CliIO => ({ readText: (name) => files[name] ?? null, packs });

describe("the pack actors as combatants (through the data model's deriveActor)", () => {
  it("the stormtrooper: Atk +6 (BAB 4, Dex +1, Weapon Focus), 3d8 autofire rifle, DR 5, 12 wounds, Fort +5", () => {
    const trooper = combatantFromPackActor(packActor("rcr-npcs/stormtrooper"));
    expect(trooper).toMatchObject({
      heroic: false,
      wounds: 12,
      woundsMax: 12,
      damageReduction: 5,
      fortitude: 5,
    });
    expect(trooper.initiativeBonus).toBe(1);
    expect(trooper.defense).toMatchObject({ classBonus: 0, dexModifier: 1, maxDexBonus: 3 });
    // The grenade is left out: area attacks are not simulated.
    expect(trooper.weapons).toHaveLength(1);
    expect(trooper.weapons[0]).toMatchObject({
      name: "Blaster Rifle",
      attack: 6,
      damage: "3d8",
      fireModes: ["single", "autofire"],
    });
  });
  it("Arden Solus: heroic, 11 vitality, lightsaber +4 (BAB 1, Str +2, Weapon Focus) 2d8+2, threat 19, Init +6", () => {
    const arden = combatantFromPackActor(packActor("rcr-heroes/arden-solus-jedi-guardian-1"));
    expect(arden).toMatchObject({ heroic: true, vitality: 11, wounds: 13, initiativeBonus: 6 });
    expect(arden.weapons[0]).toMatchObject({ kind: "melee", attack: 4, damage: "2d8 + 2", threatRange: 19 });
  });
  it("the default encounter: four stormtroopers against the three heroes", () => {
    const encounter = defaultEncounter();
    expect(encounter.sides.map((side) => side.combatants.length)).toEqual([4, 3]);
    expect(encounter.sides[0]?.combatants.map((c) => c.name)).toEqual([
      "Stormtrooper 1",
      "Stormtrooper 2",
      "Stormtrooper 3",
      "Stormtrooper 4",
    ]);
  });
});

describe("the encounter file", () => {
  it("docs/examples/encounter.json reads: pack references, counts, an inline combatant, an unaware side", () => {
    const read = readEncounterFile(
      readFileSync(path.join(root, "docs/examples/encounter.json"), "utf8"),
      packs,
    );
    expect(read.seed).toBe(7);
    expect(read.encounter.distance).toBe(20);
    expect(read.encounter.sides[0]?.combatants.map((c) => c.name)).toEqual([
      "Stormtrooper 1",
      "Stormtrooper 2",
      "Bounty hunter",
    ]);
    expect(read.encounter.sides[1]?.combatants.every((c) => c.aware === false)).toBe(true);
    expect(read.encounter.sides[1]?.combatants).toHaveLength(3);
    expect(read.encounter.sides[1]?.combatants[2]?.name).toBe("Tessa");
  });

  const bad = (text: string) => runCli(["bad.json"], io({ "bad.json": text }));
  it("a wrong value: the line and the field", () => {
    const text = `{
  "sides": [
    { "name": "A", "combatants": [{ "pack": "rcr-npcs/stormtrooper" }] },
    { "name": "B", "combatants": [
      { "name": "X", "wounds": "many", "defense": { "classBonus": 0, "dexModifier": 0 }, "baseAttackBonus": 1 }
    ] }
  ]
}`;
    const result = bad(text);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'bad.json:5: sides[1].combatants[0].wounds expected a whole number from -9 to 200, got "many"\n',
    );
  });
  it("a bad damage formula, an unknown field, an unknown pack actor, too few sides", () => {
    const weapon = (w: string) =>
      `{"sides":[{"name":"A","combatants":[{"pack":"rcr-npcs/stormtrooper"}]},\n{"name":"B","combatants":[{"name":"X","wounds":5,"baseAttackBonus":0,\n"defense":{"classBonus":0,"dexModifier":0},"weapons":[\n${w}]}]}]}`;
    expect(
      bad(weapon(`{"name":"Gun","kind":"ranged","attack":3,"damage":"3x8","rangeIncrement":10}`)).stderr,
    ).toBe(
      'bad.json:4: sides[1].combatants[0].weapons[0].damage expected a dice formula such as "3d8" or "2d8+2", got "3x8"\n',
    );
    expect(bad(weapon(`{"name":"Gun","kind":"ranged","attack":3,"damage":"3d8","range":10}`)).stderr).toMatch(
      /^bad\.json:4: sides\[1\]\.combatants\[0\]\.weapons\[0\]\.range unknown field/,
    );
    expect(
      bad(`{"sides":[{"name":"A","combatants":[{"pack":"rcr-npcs/nobody"}]},{"name":"B","combatants":[]}]}`)
        .stderr,
    ).toMatch(/^bad\.json:1: sides\[0\]\.combatants\[0\]\.pack no pack actor "rcr-npcs\/nobody"/);
    expect(
      bad(`{\n "sides": [\n  {"name":"A","combatants":[{"pack":"rcr-npcs/stormtrooper"}]}\n ]\n}`).stderr,
    ).toBe("bad.json:2: sides expected at least 2 entries\n");
  });
  it("not JSON: the line of the syntax error", () => {
    expect(bad(`{\n  "sides": [\n    { "name": "A", }\n  ]\n}`).stderr).toBe(
      'bad.json:3: not valid JSON: expected """ but found "}"\n',
    );
  });
  it("a file that cannot be read", () => {
    expect(runCli(["missing.json"], io({}))).toEqual({
      code: 1,
      stdout: "",
      stderr: "missing.json: cannot read the file.\n",
    });
  });
});

describe("npm run simulate (the real command, bundled on the fly)", () => {
  const run = promisify(execFile);
  it("prints the default encounter's odds table and histogram", async () => {
    const { stdout } = await run("node", ["scripts/simulate.mjs", "--fights", "500"], { cwd: root });
    expect(stdout).toMatch(/^Encounter odds: Stormtroopers vs Heroes\n500 fights, seed 2026, ruleset RCR\n/);
    expect(stdout).toMatch(/^Stormtroopers +\d+\.\d %$/m);
    expect(stdout).toMatch(/^Heroes +\d+\.\d %$/m);
    expect(stdout).toMatch(/^Arden Solus \(Jedi Guardian 1\) +Heroes +\d+\.\d % +\d+\.\d %$/m);
    expect(stdout).toMatch(/^ ?2 │ █+ +\d+\.\d %$/m);
  });
  it("refuses a bad file with the line and the field, and exit code 1", async () => {
    const dir = await scratchDir("cli");
    const file = path.join(dir, "bad.json");
    writeFileSync(file, `{\n  "sides": [],\n  "fights": 0\n}\n`);
    const failure = await run("node", ["scripts/simulate.mjs", file], { cwd: root }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(`${file}:2: sides expected at least 2 entries\n`);
  });
});
