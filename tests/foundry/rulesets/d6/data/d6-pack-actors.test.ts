// The D6 pack actors load through the real data models without a refused code, and their numbers are the
// ones their stat blocks promise: worked out by hand with the engine's counting (three pips make a die).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { d6 } from "../../../../../src/rules/index.ts";
import { d6ActorStats } from "../../../../../src/rulesets/d6/data/actor-stats.ts";
import {
  D6_ATTRIBUTES,
  D6_SKILL_ATTRIBUTE,
  D6_SKILL_KEYS,
} from "../../../../../src/rulesets/d6/data/skills.ts";
import { repoRoot } from "../../../../browser/harness/paths.ts";
import { createActor, d6SystemOf, registerSystem } from "./d6-fixtures.ts";

beforeAll(registerSystem);
const warn = vi.mocked(ui.notifications?.warn ?? vi.fn());
beforeEach(() => warn.mockClear());

function packActors(pack: string): { file: string; data: Actor.CreateData }[] {
  const folder = path.join(repoRoot, "packs/_source", pack);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json") && !file.startsWith("_folder"))
    .map((file) => ({ file, data: JSON.parse(readFileSync(path.join(folder, file), "utf8")) }));
}

const load = async (pack: string, file: string) => {
  const found = packActors(pack).find((entry) => entry.file === file);
  if (!found) throw new Error(`no ${pack}/${file}`);
  return createActor(structuredClone(found.data));
};
const code = (dice: number, pips = 0) => ({ dice, pips });

describe("every D6 pack actor", () => {
  const all = [...packActors("d6-npcs"), ...packActors("d6-heroes")];
  it("there are at least ten NPCs and three pregenerated characters", () => {
    expect(packActors("d6-npcs").length).toBeGreaterThanOrEqual(10);
    expect(packActors("d6-heroes")).toHaveLength(3);
  });
  it.each(all.map((entry) => [entry.file, entry.data] as const))(
    "%s loads with every code as stored, healthy, armed",
    async (_file, data) => {
      const actor = await createActor(structuredClone(data));
      expect(warn).not.toHaveBeenCalled();
      const stats = d6ActorStats(actor);
      expect(stats?.health.wound).toBe("healthy");
      expect(Object.keys(d6SystemOf(actor).attacks).length).toBeGreaterThan(0);
    },
  );
});

describe("the numbers their stat blocks give", () => {
  it("the stormtrooper: blaster 4D rolls 3D in his armor; resists 4D physical, 3D energy", async () => {
    const stats = d6ActorStats(await load("d6-npcs", "stormtrooper.json"));
    expect(stats?.skills.blaster.roll).toEqual(code(3));
    expect(stats?.resistance).toEqual({ physical: code(4), energy: code(3) });
  });

  it("the pregenerated characters have 18D of attributes, as a starting character does", async () => {
    for (const { file } of packActors("d6-heroes")) {
      const stats = d6ActorStats(await load("d6-heroes", file));
      const attributes = D6_ATTRIBUTES.map((key) => stats?.attributes[key].base ?? code(0));
      expect(d6.addDiceCodes(...attributes), file).toEqual(code(18));
    }
  });

  it("Kara Venn's seven skills add 7D over their attributes, as a starting character's do", async () => {
    const stats = d6ActorStats(await load("d6-heroes", "kara-venn-smuggler.json"));
    const trained = D6_SKILL_KEYS.filter((key) => stats?.skills[key].trained);
    expect(trained).toHaveLength(7);
    const over = trained.flatMap((key) => {
      const skill = stats?.skills[key].base ?? code(0);
      const attribute = stats?.attributes[D6_SKILL_ATTRIBUTE[key]].base ?? code(0);
      return [skill, { dice: -attribute.dice, pips: -attribute.pips }];
    });
    expect(d6.addDiceCodes(...over)).toEqual(code(7));
  });

  it("Dace Morrin resists with Strength 3D+2 and blast armor's +1D: 4D+2, as the rule text's Sandor", async () => {
    const stats = d6ActorStats(await load("d6-heroes", "dace-morrin-rebel-soldier.json"));
    expect(stats?.resistance.physical).toEqual(code(4, 2));
  });
});
