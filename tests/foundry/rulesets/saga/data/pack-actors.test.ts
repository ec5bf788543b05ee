// The Saga compendium NPCs and heroes "check out": loaded from packs/_source through the real data models
// (embedded weapons, armor and talents included), their derived numbers equal figures worked out by hand
// from their stat blocks (scripts/packs/data/saga-actors.mjs) with the Saga core formulas:
//   Reflex 10 + heroic level, or the armor bonus (Armored Defense: the higher) + Dex (capped) + class + size
//   Fortitude 10 + heroic level + Con (a droid: Str) + class + armor's bonus when proficient; Will ... + Wis
//   threshold = Fortitude + 5 per Improved Damage Threshold; attack BAB + Str/Dex + 1 Weapon Focus
//   damage dice + half heroic level (+ Str melee, x2 two-handed); Initiative half level + Dex + 5 + 5
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sagaActorStats, sagaWeaponStats } from "../../../../../src/rulesets/saga/data/actor-stats.ts";
import { createActor, registerSystem, sagaSystemOf } from "./saga-fixtures.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../../../..");

interface Expected {
  reflex: number;
  flatFooted: number;
  fortitude: number;
  will: number;
  threshold: number;
  initiative: number;
  /** Weapon name → [attack bonus, damage formula]. */
  attacks: Record<string, [number, string]>;
}

const EXPECTED: Record<string, Expected> = {
  // Nonheroic 3, Dex 12; stormtrooper armor +6/+2 (max Dex 3), proficient.
  "saga-npcs/stormtrooper.json": {
    reflex: 17,
    flatFooted: 16,
    fortitude: 12,
    will: 10,
    threshold: 12,
    initiative: 2,
    attacks: { "Blaster Rifle": [3, "3d8"], "Frag Grenade": [3, "4d6"] },
  },
  // Dex 14, Wis 12, trained in Initiative; scout armor +5/+2 (max Dex 4).
  "saga-npcs/scout-trooper.json": {
    reflex: 17,
    flatFooted: 15,
    fortitude: 12,
    will: 11,
    threshold: 12,
    initiative: 8,
    attacks: { "Blaster Pistol": [4, "3d6"] },
  },
  // Nonheroic 4, no armor, Wis 12.
  "saga-npcs/imperial-officer.json": {
    reflex: 10,
    flatFooted: 10,
    fortitude: 10,
    will: 11,
    threshold: 10,
    initiative: 2,
    attacks: { "Blaster Pistol": [3, "3d6"] },
  },
  // Str 16, Dex 9 (a penalty stays flat-footed), Con 14; vibro-ax two-handed: Str x2.
  "saga-npcs/gamorrean-guard.json": {
    reflex: 9,
    flatFooted: 9,
    fortitude: 12,
    will: 9,
    threshold: 12,
    initiative: 0,
    attacks: { "Vibro-Ax": [5, "2d10 + 6"] },
  },
  // A droid with no Constitution: Fortitude from Str 16; DR 2.
  "saga-npcs/b2-super-battle-droid.json": {
    reflex: 10,
    flatFooted: 10,
    fortitude: 13,
    will: 9,
    threshold: 13,
    initiative: 1,
    attacks: { "Heavy Blaster Pistol": [1, "3d8"] },
  },
  // Heroic 5, Dex 16, Con 14, Wis 12; class +2/+2/+0; combat jumpsuit +4/+2 with Armored Defense (level 5 wins).
  "saga-npcs/bounty-hunter.json": {
    reflex: 20,
    flatFooted: 17,
    fortitude: 21,
    will: 16,
    threshold: 21,
    initiative: 10,
    attacks: {
      "Heavy Blaster Pistol": [8, "3d8 + 2"],
      "Blaster Carbine": [7, "3d8 + 2"],
      "Frag Grenade": [7, "4d6 + 2"],
    },
  },
  // Heroic 7, Str 12, Dex 14, Con 12, Wis 14; class +1 each; Improved Damage Threshold.
  "saga-npcs/jedi-knight.json": {
    reflex: 20,
    flatFooted: 18,
    fortitude: 19,
    will: 20,
    threshold: 24,
    initiative: 10,
    attacks: { Lightsaber: [9, "2d8 + 4"] },
  },
  // Soldier 1: Str 14, Dex 14, Con 14, Wis 12; class +1/+2/+0; combat jumpsuit with Armored Defense (armor 4 wins).
  "saga-heroes/soldier-human-1st-level.json": {
    reflex: 17,
    flatFooted: 15,
    fortitude: 17,
    will: 12,
    threshold: 17,
    initiative: 7,
    attacks: {
      "Blaster Rifle": [4, "3d8"],
      "Blaster Pistol": [3, "3d6"],
      "Frag Grenade": [3, "4d6"],
      Vibroblade: [3, "2d6 + 2"],
    },
  },
  // Scoundrel 1: Dex 16, class +2/+0/+1; trained and Skill Focus in Initiative.
  "saga-heroes/scoundrel-human-1st-level.json": {
    reflex: 16,
    flatFooted: 13,
    fortitude: 12,
    will: 12,
    threshold: 12,
    initiative: 13,
    attacks: { "Heavy Blaster Pistol": [3, "3d8"], Knife: [0, "1d4"] },
  },
  // Jedi 1: Str 13, Dex 14, Con 12, Wis 14; class +1 each; Weapon Focus (melee).
  "saga-heroes/jedi-human-1st-level.json": {
    reflex: 14,
    flatFooted: 12,
    fortitude: 13,
    will: 14,
    threshold: 13,
    initiative: 7,
    attacks: { Lightsaber: [3, "2d8 + 1"] },
  },
};

async function sources(pack: string): Promise<[string, Record<string, unknown>][]> {
  const dir = path.join(repoRoot, "packs/_source", pack);
  const files = (await readdir(dir)).filter((file) => file.endsWith(".json") && !file.startsWith("_folder"));
  return Promise.all(
    files.map(
      async (file): Promise<[string, Record<string, unknown>]> => [
        `${pack}/${file}`,
        JSON.parse(await readFile(path.join(dir, file), "utf8")) as Record<string, unknown>,
      ],
    ),
  );
}

let actors: [string, Record<string, unknown>][] = [];

beforeAll(async () => {
  registerSystem();
  actors = [...(await sources("saga-npcs")), ...(await sources("saga-heroes"))];
});

describe("the Saga packs", () => {
  it("hold at least 12 NPCs, from stormtroopers to a Jedi, and 3 pregenerated heroes", () => {
    const npcs = actors.filter(([file]) => file.startsWith("saga-npcs/"));
    const heroes = actors.filter(([file]) => file.startsWith("saga-heroes/"));
    expect(npcs.length).toBeGreaterThanOrEqual(12);
    expect(npcs.map(([file]) => file)).toEqual(
      expect.arrayContaining(["saga-npcs/stormtrooper.json", "saga-npcs/jedi-knight.json"]),
    );
    expect(heroes.map(([, data]) => data.type)).toEqual(["sagaCharacter", "sagaCharacter", "sagaCharacter"]);
  });

  it("hold at least 30 weapons, 8 armors and 20 feats and talents; the frag grenade bursts 2 squares", async () => {
    expect((await sources("saga-weapons")).length).toBeGreaterThanOrEqual(30);
    expect((await sources("saga-armor")).length).toBeGreaterThanOrEqual(8);
    expect((await sources("saga-talents")).length).toBeGreaterThanOrEqual(20);
    const frag = (await sources("saga-weapons")).find(([file]) => file.endsWith("/frag-grenade.json"));
    expect(frag?.[1].system).toMatchObject({ group: "thrown", burstRadius: 2, damage: { formula: "4d6" } });
  });

  it("every actor loads through the real models with at least one equipped weapon", async () => {
    expect(actors.length).toBeGreaterThanOrEqual(15);
    for (const [file, data] of actors) {
      const actor = await createActor(data as Actor.CreateData);
      const stats = sagaActorStats(actor);
      expect(stats, file).not.toBeNull();
      const weapons = actor.items.map((item) => sagaWeaponStats(item)).filter((weapon) => weapon !== null);
      expect(weapons.filter((weapon) => weapon.equipped).length, file).toBeGreaterThan(0);
      expect(stats?.health.hitPoints, file).toBe(stats?.health.maxHitPoints);
    }
  });

  it.each(Object.keys(EXPECTED))("%s matches its stat block", async (file) => {
    const data = actors.find(([name]) => name === file)?.[1];
    if (!data) throw new Error(`no ${file}`);
    const actor = await createActor(data as Actor.CreateData);
    const system = sagaSystemOf(actor);
    const expected = EXPECTED[file];
    expect({
      reflex: system.defenses.reflex.total,
      flatFooted: system.defenses.flatFootedReflex,
      fortitude: system.defenses.fortitude.total,
      will: system.defenses.will.total,
      threshold: system.damageThreshold,
      initiative: system.initiativeBonus.total,
      attacks: Object.fromEntries(
        actor.items
          .map((item) => sagaWeaponStats(item))
          .filter((weapon) => weapon !== null)
          .map((weapon) => [weapon.name, [weapon.attackBonus, weapon.damageFormula]]),
      ),
    }).toEqual(expected);
  });
});
