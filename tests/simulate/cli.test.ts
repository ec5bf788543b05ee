// `npm run simulate`: the default encounter from the packs, an encounter file, and refusals that name
// the line and the field.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { defaultEncounter } from "../../src/rulesets/rcr/simulate/default-encounter.ts";
import { combatantFromPackActor, type PackActor } from "../../src/rulesets/rcr/simulate/pack-combatant.ts";
import { CLI_RULESETS } from "../../src/rulesets/simulate-cli-entry.ts";
import { type CliIO, playInProcess, runCli } from "../../src/simulate/cli/run-cli.ts";
import { readEncounterFile } from "../../src/simulate/encounter/encounter-file.ts";
import { scratchDir } from "../support/scratch-dir.ts";

const root = path.resolve(import.meta.dirname, "../..");
const packActor = (reference: string) =>
  JSON.parse(readFileSync(path.join(root, "packs/_source", `${reference}.json`), "utf8")) as PackActor;
const packs = (reference: string): unknown => {
  try {
    return packActor(reference);
  } catch {
    return null;
  }
};
const io = (files: Record<string, string>): CliIO => ({
  readText: (name) => files[name] ?? null,
  packs,
  cores: 1,
  play: playInProcess,
});
const cli = (argv: string[], files: Record<string, string> = {}) => runCli(argv, CLI_RULESETS, io(files));

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
      CLI_RULESETS,
      packs,
    );
    expect(read.ruleset).toBe("rcr");
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

  const bad = (text: string) => cli(["bad.json"], { "bad.json": text });
  it("a wrong value: the line and the field", async () => {
    const text = `{
  "sides": [
    { "name": "A", "combatants": [{ "pack": "rcr-npcs/stormtrooper" }] },
    { "name": "B", "combatants": [
      { "name": "X", "wounds": "many", "defense": { "classBonus": 0, "dexModifier": 0 }, "baseAttackBonus": 1 }
    ] }
  ]
}`;
    const result = await bad(text);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'bad.json:5: sides[1].combatants[0].wounds expected a whole number from -9 to 200, got "many"\n',
    );
  });
  it("a bad damage formula, an unknown field, an unknown pack actor, too few sides", async () => {
    const weapon = (w: string) =>
      `{"sides":[{"name":"A","combatants":[{"pack":"rcr-npcs/stormtrooper"}]},\n{"name":"B","combatants":[{"name":"X","wounds":5,"baseAttackBonus":0,\n"defense":{"classBonus":0,"dexModifier":0},"weapons":[\n${w}]}]}]}`;
    expect(
      (await bad(weapon(`{"name":"Gun","kind":"ranged","attack":3,"damage":"3x8","rangeIncrement":10}`)))
        .stderr,
    ).toBe(
      'bad.json:4: sides[1].combatants[0].weapons[0].damage expected a dice formula such as "3d8" or "2d8+2", got "3x8"\n',
    );
    expect(
      (await bad(weapon(`{"name":"Gun","kind":"ranged","attack":3,"damage":"3d8","range":10}`))).stderr,
    ).toMatch(/^bad\.json:4: sides\[1\]\.combatants\[0\]\.weapons\[0\]\.range unknown field/);
    expect(
      (
        await bad(
          `{"sides":[{"name":"A","combatants":[{"pack":"rcr-npcs/nobody"}]},{"name":"B","combatants":[]}]}`,
        )
      ).stderr,
    ).toMatch(/^bad\.json:1: sides\[0\]\.combatants\[0\]\.pack no rcr pack actor "rcr-npcs\/nobody"/);
    expect(
      (await bad(`{\n "sides": [\n  {"name":"A","combatants":[{"pack":"rcr-npcs/stormtrooper"}]}\n ]\n}`))
        .stderr,
    ).toBe("bad.json:2: sides expected at least 2 entries\n");
  });
  it("not JSON: the line of the syntax error", async () => {
    expect((await bad(`{\n  "sides": [\n    { "name": "A", }\n  ]\n}`)).stderr).toBe(
      'bad.json:3: not valid JSON: expected """ but found "}"\n',
    );
  });
  it("a file that cannot be read", async () => {
    expect(await cli(["missing.json"])).toEqual({
      code: 1,
      stdout: "",
      stderr: "missing.json: cannot read the file.\n",
    });
  });
});

describe("the command line (issue 33: what the command refuses and tells)", () => {
  const trooperFile = (extra: string) =>
    `{${extra}"sides":[{"name":"A","combatants":[{"pack":"rcr-npcs/stormtrooper"}]},{"name":"B","combatants":[{"pack":"rcr-npcs/stormtrooper"}]}]}`;
  it("an unknown option is named as unknown (not taken for a second file), with the usage", async () => {
    const result = await cli(["--fight", "5"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^unknown option --fight\.\nUsage: npm run simulate/);
    expect((await cli(["-x"])).stderr).toMatch(/^unknown option -x\./);
  });
  it("huge and odd numbers are shown as given, on the command line and in the file", async () => {
    expect((await cli(["--fights", "99999999999999999999999"])).stderr).toMatch(
      /^--fights takes a whole number from 1 to 1,000,000, got "99999999999999999999999"\./,
    );
    expect((await cli(["--seed", "1e3"])).stderr).toMatch(
      /^--seed takes a whole number from 0 to 4,294,967,295, got "1e3"\./,
    );
    expect((await cli(["--seed"])).stderr).toMatch(/got nothing\./);
    const file = trooperFile(`"fights": 100000000000000000000000000000000000000000000001,`);
    expect((await cli(["f.json"], { "f.json": file })).stderr).toBe(
      "f.json:1: fights expected a whole number from 1 to 1000000, got 100000000000000000000000000000000000000000000001\n",
    );
  });
  it("seed 0 is a seed like any other, in the file and on the command line alike", async () => {
    const fromFile = await cli(["f.json"], { "f.json": trooperFile(`"seed": 0, "fights": 300,`) });
    const fromLine = await cli(["f.json", "--seed", "0"], { "f.json": trooperFile(`"fights": 300,`) });
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toMatch(/^300 fights, seed 0, ruleset RCR$/m);
    expect(fromLine.stdout).toBe(fromFile.stdout);
  });
  it("--fights is capped as the file caps fights: 1,000,000 at most", async () => {
    expect((await cli(["--fights", "1000001"])).stderr).toMatch(
      /^--fights takes a whole number from 1 to 1,000,000, got "1000001"/,
    );
    expect((await cli(["--fights", "0"])).code).toBe(2);
  });
  it("warns when nobody on the field can hurt anybody, and still reports (every fight a draw)", async () => {
    const unarmed = `{"name":"Statue","wounds":5,"baseAttackBonus":0,"defense":{"classBonus":0,"dexModifier":0}}`;
    const file = `{"fights":3,"sides":[{"name":"A","combatants":[${unarmed}]},{"name":"B","combatants":[${unarmed}]}]}`;
    const result = await cli(["f.json"], { "f.json": file });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "warning: nobody on the field can hurt anybody: every fight will be a draw.\n",
    );
    expect(result.stdout).toMatch(/^\(draw\) +100\.0 %$/m);
  });
  it("a side that starts down: the fights end at round 0, and the report says so truly", async () => {
    const down = `{"name":"Down","wounds":0,"baseAttackBonus":0,"defense":{"classBonus":0,"dexModifier":0}}`;
    const file = `{"fights":5,"sides":[{"name":"A","combatants":[{"pack":"rcr-npcs/stormtrooper"}]},{"name":"B","combatants":[${down}]}]}`;
    const result = await cli(["f.json"], { "f.json": file });
    expect(result.stdout).toMatch(/^A +100\.0 %$/m);
    expect(result.stdout).toContain(
      "Rounds: 0.0 expected; 90 % of fights are over before round 1. 100.0 % were over before anyone acted",
    );
    expect(result.stdout).toMatch(/^0 │ █{40} 100\.0 %$/m);
  });
  it("an unknown ruleset, and a file of another ruleset than --ruleset, are refused", async () => {
    expect((await cli(["--ruleset", "d20"])).stderr).toMatch(/^unknown ruleset "d20" \(known: rcr/);
    const file = trooperFile(`"ruleset": "rcr",`);
    const other = Object.keys(CLI_RULESETS).find((id) => id !== "rcr");
    if (other)
      expect((await cli(["f.json", "--ruleset", other], { "f.json": file })).stderr).toBe(
        `f.json: the file is a rcr encounter, not ${other} (--ruleset).\n`,
      );
  });
  it("a record prepare refuses is named with the file: a pack actor's NaN would be, a file's is caught first", async () => {
    const result = await cli(["f.json"], {
      "f.json": trooperFile(`"ruleset": "rcr", "options": { "wildDie": true },`),
    });
    expect(result.stderr).toMatch(/^f\.json:1: options\.wildDie unknown field/);
  });
});

describe("Saga Edition and D6 on the command line (--ruleset, a file that names its ruleset)", () => {
  it("--ruleset saga: the stormtroopers against the three 1st-level heroes from the Saga packs", async () => {
    const result = await cli(["--ruleset", "saga", "--fights", "250"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Encounter odds: Stormtroopers vs Heroes\n250 fights, seed 2026, ruleset Saga Edition\n/,
    );
    expect(result.stdout).toMatch(/^Jedi \(Human, 1st level\) +Heroes +\d+\.\d % +\d+\.\d %$/m);
  });
  it("--ruleset d6: four stormtroopers against the three pregenerated heroes of the D6 packs", async () => {
    const result = await cli(["--ruleset", "d6", "--fights", "250"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^250 fights, seed 2026, ruleset WEG D6$/m);
    expect(result.stdout).toMatch(/^Tavo Ren \(Young Jedi\) +Heroes +\d+\.\d % +\d+\.\d %$/m);
    expect(result.stdout).toMatch(/^Stormtrooper 4 +Stormtroopers +\d+\.\d % +\d+\.\d %$/m);
  });
  it.each([
    [
      "docs/examples/saga-encounter.json",
      "saga",
      ["Stormtrooper 1", "Stormtrooper 2", "Stormtrooper 3", "Bounty hunter"],
    ],
    [
      "docs/examples/d6-encounter.json",
      "d6",
      ["Stormtrooper 1", "Stormtrooper 2", "Stormtrooper 3", "Stormtrooper 4"],
    ],
  ])(
    "%s names its ruleset and reads: options, pack references, inline combatants",
    (file, ruleset, names) => {
      const read = readEncounterFile(readFileSync(path.join(root, file), "utf8"), CLI_RULESETS, packs);
      expect(read.ruleset).toBe(ruleset);
      expect(read.encounter.options).toBeDefined();
      expect(read.encounter.sides[0]!.combatants.map((c) => c.name)).toEqual(names);
    },
  );
  it("a D6 file's bad dice code and a Saga file's option of another ruleset are refused with line and field", async () => {
    const d6 = `{"ruleset":"d6","sides":[{"name":"A","combatants":[{"name":"X","strength":"3D+4","weapons":[]}]},\n{"name":"B","combatants":[{"name":"Y","strength":"2D"}]}]}`;
    expect((await cli(["f.json"], { "f.json": d6 })).stderr).toBe(
      'f.json:1: sides[0].combatants[0].strength expected a dice code such as "3D+2", got "3D+4"\n',
    );
    const saga = `{"ruleset":"saga",\n"options":{"wildDie":true},"sides":[]}`;
    expect((await cli(["f.json"], { "f.json": saga })).stderr).toMatch(
      /^f\.json:2: options\.wildDie unknown field/,
    );
  });
  it("a D6 weapon from the weapons pack by reference, with the wielder's skill", async () => {
    const file = `{"ruleset":"d6","fights":20,"sides":[{"name":"A","combatants":[{"name":"X","strength":"2D","weapons":[{"pack":"d6-weapons/blaster-rifle","skill":"4D"}]}]},{"name":"B","combatants":[{"name":"Y","strength":"2D"}]}]}`;
    const rifle = {
      name: "Blaster Rifle",
      type: "d6Weapon",
      system: {
        skill: "blaster",
        damage: "5D",
        damageType: "energy",
        difficulty: "moderate",
        range: { short: 30, medium: 100, long: 300 },
        blast: {},
      },
    };
    const withPack: CliIO = {
      ...io({ "f.json": file }),
      packs: (ref) => (ref === "d6-weapons/blaster-rifle" ? rifle : null),
    };
    const result = await runCli(["f.json"], CLI_RULESETS, withPack);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^A +\d+\.\d %$/m);
    const missing = file.replace("d6-weapons/blaster-rifle", "d6-weapons/no-such-blaster");
    expect((await cli(["f.json"], { "f.json": missing })).stderr).toMatch(
      /weapons\[0\]\.pack no D6 weapon "d6-weapons\/no-such-blaster"/,
    );
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
  it("--ruleset d6 prints the odds on a fresh clone (no build, no D6 actor pack needed)", async () => {
    const { stdout } = await run("node", ["scripts/simulate.mjs", "--ruleset", "d6", "--fights", "500"], {
      cwd: root,
    });
    expect(stdout).toMatch(
      /^Encounter odds: Stormtroopers vs Heroes\n500 fights, seed 2026, ruleset WEG D6\n/,
    );
    expect(stdout).toMatch(/^Heroes +\d+\.\d %$/m);
  });
  it("spreads the fights over worker threads: the same seed gives the same odds on 1 and on 3 cores", async () => {
    const args = ["scripts/simulate.mjs", "--fights", "1500", "--seed", "11"];
    const [one, three] = await Promise.all([
      run("node", [...args, "--cores", "1"], { cwd: root }),
      run("node", [...args, "--cores", "3"], { cwd: root }),
    ]);
    expect(three.stdout).toBe(one.stdout);
    expect(one.stdout).toMatch(/^1,500 fights, seed 11, ruleset RCR$/m);
    // Two bundles by Vite and four threads at once: on the shared two cores under load this took over
    // the suite's 30 s; the odds it compares do not depend on the time it takes.
  }, 240_000);
});
