// The compendium NPCs and pregenerated heroes "check out": loaded from packs/_source through the real
// data models (embedded weapons, armor and feats included), their derived numbers equal the stat blocks
// we built them to (scripts/packs/data/actors.mjs). The expected values below are worked out by hand from
// those stat blocks with the RCR formulas, not read from the code:
//   Defense = 10 + class bonus + Dex modifier (capped by armor's max Dex) + size   (rcr-combat.txt › Defense)
//   flat-footed drops a positive Dex bonus; touch drops the class bonus           (rcr-combat.txt › Defense)
//   melee attack = BAB + Str + size (+1 Weapon Focus); ranged = BAB + Dex + size  (rcr-combat.txt › Attack Bonus)
//   melee damage + Str, x1.5 in two hands, ranged damage + 0                        (rcr-combat.txt › Damage)
//   speed 10 m, 8 m in medium armor; Small 6 m                                      (rcr-combat.txt › Movement in Combat)
//   initiative = Dex + 4 with Improved Initiative; wound points = Constitution; saves = base + ability
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { registration as dataRegistration } from "../../src/data/index.ts";
import { SwrpgActor } from "../../src/documents/actor.ts";
import { SwrpgItem } from "../../src/documents/item.ts";
import { ActorModel } from "../../src/rulesets/rcr/data/actor/actor-model.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");

interface ExpectedAttack {
  bonus: number;
  damage: string;
  threat: number;
}

interface Expected {
  defense: number;
  flatFooted: number;
  touch: number;
  /** Defense against the opponent chosen with the Dodge feat (only actors with Dodge). */
  vsDodge?: number;
  dr: number;
  speed: number;
  initiative: number;
  vitality: number;
  wounds: number;
  saves: [fortitude: number, reflex: number, will: number];
  attacks: Record<string, ExpectedAttack>;
}

const a = (bonus: number, damage: string, threat = 20): ExpectedAttack => ({ bonus, damage, threat });

/** By pack file: what each stat block says. */
const EXPECTED: Record<string, Expected> = {
  // Thug 4, Dex 13: Defense 10 + 0 + 1; rifle 4 + 1 + 1 (Weapon Focus); stormtrooper armor DR 5, medium (8 m).
  "rcr-npcs/stormtrooper.json": {
    defense: 11,
    flatFooted: 10,
    touch: 11,
    dr: 5,
    speed: 8,
    initiative: 1,
    vitality: 0,
    wounds: 12,
    saves: [5, 2, 1],
    attacks: { "Blaster Rifle": a(6, "3d8"), "Fragmentation Grenade": a(5, "4d6") },
  },
  // Thug 3, Dex 15, Wis 12: pistol 3 + 2 + 1 (Weapon Focus); knife 3 + 0, threat 19-20.
  "rcr-npcs/scout-trooper.json": {
    defense: 12,
    flatFooted: 10,
    touch: 12,
    dr: 4,
    speed: 10,
    initiative: 2,
    vitality: 0,
    wounds: 12,
    saves: [4, 3, 2],
    attacks: { "Hold-Out Blaster Pistol": a(6, "3d4"), Knife: a(3, "1d4", 19) },
  },
  // Diplomat 3: BAB +1, Dex 12, Wis 13.
  "rcr-npcs/imperial-officer.json": {
    defense: 11,
    flatFooted: 10,
    touch: 11,
    dr: 0,
    speed: 10,
    initiative: 1,
    vitality: 0,
    wounds: 10,
    saves: [1, 2, 4],
    attacks: { "Blaster Pistol": a(2, "3d6") },
  },
  // Thug 2, Str 14, Dex 12, Con 14: club 2 + 2, damage +2 one-handed.
  "rcr-npcs/thug.json": {
    defense: 11,
    flatFooted: 10,
    touch: 11,
    dr: 2,
    speed: 10,
    initiative: 1,
    vitality: 0,
    wounds: 14,
    saves: [5, 1, 0],
    attacks: { "Heavy Blaster Pistol": a(3, "3d8"), Club: a(4, "1d6 + 2") },
  },
  // Thug 3, Str 14: gaffi stick in two hands 3 + 2 + 1 (Weapon Focus primitive), damage +3 (1.5 x 2).
  "rcr-npcs/tusken-raider.json": {
    defense: 11,
    flatFooted: 10,
    touch: 11,
    dr: 0,
    speed: 10,
    initiative: 1,
    vitality: 0,
    wounds: 14,
    saves: [5, 2, 2],
    attacks: { Gaderffii: a(6, "1d10 + 3"), "Slugthrower Rifle": a(4, "2d8") },
  },
  // Small (+1 attack and Defense), Dex 14: Defense 10 + 2 + 1; ion rifle 0 + 2 + 1; speed 6 m.
  "rcr-npcs/jawa.json": {
    defense: 13,
    flatFooted: 11,
    touch: 13,
    dr: 0,
    speed: 6,
    initiative: 2,
    vitality: 0,
    wounds: 10,
    saves: [0, 2, 2],
    attacks: { "Ion Rifle": a(3, "3d8") },
  },
  // Str 16, Dex 9 (a Dex penalty stays when flat-footed): vibro-ax in two hands 2 + 3, damage +4 (1.5 x 3).
  "rcr-npcs/gamorrean-guard.json": {
    defense: 9,
    flatFooted: 9,
    touch: 9,
    dr: 2,
    speed: 10,
    initiative: -1,
    vitality: 0,
    wounds: 14,
    saves: [5, -1, -1],
    attacks: { "Vibro-Ax": a(5, "2d10 + 4", 19) },
  },
  "rcr-npcs/b1-battle-droid.json": {
    defense: 10,
    flatFooted: 10,
    touch: 10,
    dr: 0,
    speed: 10,
    initiative: 0,
    vitality: 0,
    wounds: 10,
    saves: [2, 0, -2],
    attacks: { "Blaster Rifle": a(1, "3d8") },
  },
  // Soldier 5, Dex 16 capped at +2 by bounty hunter armor (medium, DR 6); ranged attacks use the full Dex +3.
  "rcr-npcs/bounty-hunter.json": {
    defense: 17,
    flatFooted: 15,
    touch: 12,
    dr: 6,
    speed: 8,
    initiative: 7,
    vitality: 44,
    wounds: 14,
    saves: [6, 4, 2],
    attacks: {
      "Heavy Blaster Rifle": a(9, "3d10"),
      "Heavy Blaster Pistol": a(8, "3d8"),
      Vibroblade: a(6, "2d6 + 1", 19),
      "Thermal Detonator": a(8, "8d6"),
    },
  },
  // Scoundrel 4, Dex 17, class +4; Dodge +1 against one opponent.
  "rcr-npcs/smuggler.json": {
    defense: 17,
    flatFooted: 14,
    touch: 13,
    vsDodge: 18,
    dr: 2,
    speed: 10,
    initiative: 3,
    vitality: 22,
    wounds: 12,
    saves: [2, 7, 1],
    attacks: { "Heavy Blaster Pistol": a(7, "3d8"), Vibrodagger: a(3, "2d4", 19) },
  },
  // Jedi guardian 7, Str 14, Dex 16, class +6: lightsaber 7 + 2 + 1, damage +2 in one hand.
  "rcr-npcs/jedi-knight.json": {
    defense: 19,
    flatFooted: 16,
    touch: 13,
    vsDodge: 20,
    dr: 0,
    speed: 10,
    initiative: 7,
    vitality: 60,
    wounds: 14,
    saves: [7, 8, 4],
    attacks: { Lightsaber: a(10, "2d8 + 2", 19) },
  },
  // Str 16: double-bladed lightsaber (a two-handed weapon) 6 + 3 + 1, damage +4 (1.5 x 3) with one blade.
  "rcr-npcs/dark-side-marauder.json": {
    defense: 17,
    flatFooted: 15,
    touch: 12,
    dr: 4,
    speed: 10,
    initiative: 2,
    vitality: 52,
    wounds: 14,
    saves: [7, 7, 3],
    attacks: { "Double-Bladed Lightsaber": a(10, "2d8 + 4", 19) },
  },
  // Soldier 1, Dex 15 (+2, under the vest's cap of +4), Weapon Focus (blaster rifles).
  "rcr-heroes/dace-korrin-soldier-1.json": {
    defense: 15,
    flatFooted: 13,
    touch: 12,
    dr: 3,
    speed: 10,
    initiative: 2,
    vitality: 12,
    wounds: 14,
    saves: [4, 2, 1],
    attacks: {
      "Blaster Rifle": a(4, "3d8"),
      "Blaster Pistol": a(3, "3d6"),
      "Fragmentation Grenade": a(3, "4d6"),
    },
  },
  // Scoundrel 1, Dex 16 (+3, under the vest's cap of +5), Dodge.
  "rcr-heroes/tessa-vahl-scoundrel-1.json": {
    defense: 16,
    flatFooted: 13,
    touch: 13,
    vsDodge: 17,
    dr: 2,
    speed: 10,
    initiative: 3,
    vitality: 7,
    wounds: 12,
    saves: [1, 5, 0],
    attacks: { "Blaster Pistol": a(3, "3d6"), Vibrodagger: a(0, "2d4", 19) },
  },
  // Jedi guardian 1, Str 14, Dex 14, Con 13 (vitality 10 + 1), Improved Initiative (+4).
  "rcr-heroes/arden-solus-jedi-guardian-1.json": {
    defense: 15,
    flatFooted: 13,
    touch: 12,
    dr: 0,
    speed: 10,
    initiative: 6,
    vitality: 11,
    wounds: 13,
    saves: [3, 4, 2],
    attacks: { Lightsaber: a(4, "2d8 + 2", 19) },
  },
};

type Json = Record<string, unknown>;

async function packActors(): Promise<Map<string, Json>> {
  const out = new Map<string, Json>();
  for (const pack of ["rcr-npcs", "rcr-heroes"]) {
    const dir = path.join(repoRoot, "packs/_source", pack);
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".json")).sort()) {
      const data = JSON.parse(await readFile(path.join(dir, file), "utf8")) as Json;
      if (data.type === "npc" || data.type === "character") out.set(`${pack}/${file}`, data);
    }
  }
  return out;
}

/** The pack entry as a create call would pass it: the document, its system data and its embedded items. */
function createData(source: Json): Actor.CreateData {
  const items = (source.items as Json[]).map(({ _id, name, type, system }) => ({ _id, name, type, system }));
  const { _id, name, type, system } = source;
  return { _id, name, type, system, items } as Actor.CreateData;
}

async function load(source: Json): Promise<{ actor: SwrpgActor; system: ActorModel }> {
  const actor = await SwrpgActor.create(createData(source));
  if (!(actor instanceof SwrpgActor)) throw new Error(`${String(source.name)} was not created`);
  if (!(actor.system instanceof ActorModel)) throw new Error(`${actor.name} has no ActorModel`);
  return { actor, system: actor.system };
}

let sources = new Map<string, Json>();

function sourceOf(file: string): Json {
  const source = sources.get(file);
  if (!source) throw new Error(`${file} is not in the packs`);
  return source;
}

beforeAll(async () => {
  dataRegistration.register();
  CONFIG.Actor.documentClass = SwrpgActor;
  CONFIG.Item.documentClass = SwrpgItem;
  sources = await packActors();
});

describe("compendium actors", () => {
  it("are all listed here, and everything listed here is in the packs", () => {
    expect([...sources.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [file, expected] of Object.entries(EXPECTED)) {
    describe(file, () => {
      it("has the Defense, damage reduction, speed and initiative of its stat block", async () => {
        const { system } = await load(sourceOf(file));
        expect(system.defense.value).toBe(expected.defense);
        expect(system.defense.flatFooted).toBe(expected.flatFooted);
        expect(system.defense.touch).toBe(expected.touch);
        expect(system.defense.vsDodgeTarget).toBe(expected.vsDodge ?? expected.defense);
        expect(system.armor.damageReduction).toBe(expected.dr);
        expect(system.speed.value).toBe(expected.speed);
        expect(system.initiative.bonus).toBe(expected.initiative);
      });

      it("starts unhurt with full vitality and wound points, and the right saves", async () => {
        const { system } = await load(sourceOf(file));
        expect(system.vitality).toEqual({ value: expected.vitality, max: expected.vitality });
        expect(system.heroic).toBe(expected.vitality > 0);
        expect(system.wounds).toEqual({ value: expected.wounds, max: expected.wounds });
        expect(system.condition).toBe("unhurt");
        const { fortitude, reflex, will } = system.saves;
        expect([fortitude.total, reflex.total, will.total]).toEqual(expected.saves);
      });

      it("attacks with each weapon at the bonus, damage and threat range of its stat block", async () => {
        const { actor, system } = await load(sourceOf(file));
        const byName: Record<string, ExpectedAttack> = {};
        for (const item of actor.items) {
          if (item.type !== "weapon") continue;
          const attack = system.attacks[item.id ?? ""];
          if (!attack) throw new Error(`${item.name}: no derived attack`);
          byName[item.name] = {
            bonus: attack.attack.total,
            damage: attack.damageFormula,
            threat: attack.threatRange,
          };
        }
        expect(byName).toEqual(expected.attacks);
      });

      it("prints the same numbers in its biography's stat line", () => {
        const biography = String((sourceOf(file).system as Json).biography);
        expect(biography).toMatch(new RegExp(`Defense ${expected.defense}\\b`));
        if (expected.vitality) expect(biography).toContain(`VP ${expected.vitality},`);
        expect(biography).toContain(`WP ${expected.wounds}`);
        expect(biography).toContain(`Spd ${expected.speed} m`);
        const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);
        expect(biography).toContain(`Init ${sign(expected.initiative)}`);
        // Each attack reads "+6 ranged (3d8, ..." (iterative attacks "+10/+5 melee (...").
        for (const { bonus, damage } of Object.values(expected.attacks)) {
          const printed = `\\${sign(bonus)}(/\\+\\d+)* (melee|ranged) \\(${damage.replace(" + ", "\\+")}[ ,]`;
          expect(biography).toMatch(new RegExp(printed));
        }
      });
    });
  }
});
