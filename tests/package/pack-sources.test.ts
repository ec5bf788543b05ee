// The compendium sources in packs/_source pass the pack validator, and the validator catches each kind
// of mistake it is meant to catch (checked on copies of the real sources with one thing broken).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { scratchDir } from "../support/scratch-dir.ts";
import { repoRoot } from "./built-system.ts";
import {
  loadManifestPacks,
  loadPackSources,
  type PackSource,
  type ValidationContext,
  validatePackSources,
} from "./pack-sources.ts";

type Json = Record<string, unknown>;

let context: ValidationContext;

beforeAll(async () => {
  context = {
    packs: await loadPackSources(repoRoot),
    manifestPacks: await loadManifestPacks(repoRoot),
    fileExists: (relative) => existsSync(path.join(repoRoot, relative)),
  };
});

function pack(name: string): PackSource {
  const found = context.packs.find((p) => p.name === name);
  if (!found) throw new Error(`no pack ${name}`);
  return found;
}

function entry(packName: string, file: string): Json {
  const found = pack(packName).files.find((f) => f.file === file);
  if (!found) throw new Error(`no ${packName}/${file}`);
  return found.data as Json;
}

function documents(packName: string): Json[] {
  return pack(packName)
    .files.map((f) => f.data as Json)
    .filter((d) => !String(d._key).startsWith("!folders!"));
}

/** Validates a copy of the real sources after `edit` changed one thing in it. */
function errorsAfter(
  edit: (packs: PackSource[]) => void,
  manifestEdit?: (c: ValidationContext) => void,
): string[] {
  const copy: ValidationContext = { ...context, packs: structuredClone(context.packs) };
  edit(copy.packs);
  manifestEdit?.(copy);
  return validatePackSources(copy);
}

function dataOf(packs: PackSource[], packName: string, file: string): Json {
  const found = packs.find((p) => p.name === packName)?.files.find((f) => f.file === file);
  if (!found) throw new Error(`no ${packName}/${file}`);
  return found.data as Json;
}

describe("compendium sources", () => {
  it("pass the validator", () => {
    expect(validatePackSources(context)).toEqual([]);
  });

  it("hold what the issue asks for: 40 weapons, 10 armor, 20 feats, 12 NPCs and 3 pregenerated heroes", () => {
    expect(documents("rcr-weapons").length).toBeGreaterThanOrEqual(40);
    expect(documents("rcr-armor").length).toBeGreaterThanOrEqual(10);
    expect(documents("rcr-feats").length).toBeGreaterThanOrEqual(20);
    expect(documents("rcr-npcs").length).toBeGreaterThanOrEqual(12);
    expect(documents("rcr-heroes").map((d) => d.type)).toEqual(["character", "character", "character"]);
  });

  it("cover every feat key the engine understands", async () => {
    const { FEAT_KEYS } = await import("../../src/rulesets/rcr/data/item/feat-registry.ts");
    const keys = new Set(documents("rcr-feats").map((d) => (d.system as Json).key));
    expect([...keys].sort()).toEqual([...FEAT_KEYS].sort());
  });

  it("give every NPC and hero at least one equipped weapon", () => {
    for (const actor of [...documents("rcr-npcs"), ...documents("rcr-heroes")]) {
      const items = actor.items as Json[];
      const equipped = items.filter((i) => i.type === "weapon" && (i.system as Json).equipped === true);
      expect(equipped.length, String(actor.name)).toBeGreaterThan(0);
    }
  });

  it("keep the rulebook's signature numbers: lightsaber 2d8 threatening on 19, blaster pistol 3d6 at 10 m", () => {
    const saber = entry("rcr-weapons", "lightsaber.json").system as Json;
    expect(saber).toMatchObject({
      damage: { formula: "2d8", type: "energy" },
      threatRange: 19,
      lightsaber: true,
    });
    const pistol = entry("rcr-weapons", "blaster-pistol.json").system as Json;
    // rcr-combat.txt › Range Penalty names the blaster pistol's 10 m range increment.
    expect(pistol).toMatchObject({ damage: { formula: "3d6" }, rangeIncrement: 10, attackType: "ranged" });
    const grenade = entry("rcr-weapons", "fragmentation-grenade.json").system as Json;
    // rcr-combat.txt › Grenadelike Weapon Attacks: most grenades have a range increment of 4 meters.
    expect(grenade).toMatchObject({ attackType: "grenadelike", rangeIncrement: 4 });
    expect(grenade.burstRadius).toBeGreaterThan(0);
  });
});

describe("the pack generator", () => {
  it("writes exactly the committed sources from its tables (rerun it after editing scripts/packs/data)", async () => {
    const out = await scratchDir("generated");
    await promisify(execFile)(process.execPath, [path.join(repoRoot, "scripts/packs/generate.mjs"), out]);
    const generated = await loadPackSources(repoRoot, out);
    expect(generated).toEqual(context.packs);
  });
});

describe("the pack validator refuses", () => {
  it("a duplicate _id, naming both files", () => {
    const errors = errorsAfter((packs) => {
      dataOf(packs, "rcr-armor", "blast-vest.json")._id = dataOf(packs, "rcr-weapons", "knife.json")._id;
    });
    // Packs are read in name order, so the weapon is the second claimant of the id.
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^rcr-weapons\/knife\.json: _id \w+ is already used by rcr-armor\/blast-vest\.json$/,
      ),
    );
  });

  it("an _id that is not 16 letters and digits", () => {
    const errors = errorsAfter((packs) => {
      const doc = dataOf(packs, "rcr-feats", "dodge.json");
      doc._id = "dodge";
      doc._key = "!items!dodge";
    });
    expect(errors).toContainEqual(expect.stringContaining('rcr-feats/dodge.json: _id "dodge"'));
  });

  it("a missing or mismatched _key, at top level and on an embedded item", () => {
    const errors = errorsAfter((packs) => {
      delete dataOf(packs, "rcr-weapons", "club.json")._key;
      const trooper = dataOf(packs, "rcr-npcs", "stormtrooper.json");
      const rifle = (trooper.items as Json[])[0] as Json;
      rifle._key = `!items!${String(rifle._id)}`;
    });
    expect(errors).toContainEqual(expect.stringContaining("rcr-weapons/club.json: _key undefined"));
    expect(errors).toContainEqual(expect.stringContaining("stormtrooper.json › Blaster Rifle: _key"));
  });

  it("a damage formula the engine's parser rejects", () => {
    const errors = errorsAfter((packs) => {
      ((dataOf(packs, "rcr-weapons", "vibroblade.json").system as Json).damage as Json).formula = "2d6+";
    });
    expect(
      errors.some((e) => e.startsWith("rcr-weapons/vibroblade.json") && e.includes("damage.formula")),
    ).toBe(true);
  });

  it("values out of range, wounds above Constitution and vitality on an ordinary character", () => {
    const errors = errorsAfter((packs) => {
      (dataOf(packs, "rcr-weapons", "knife.json").system as Json).threatRange = 21;
      (dataOf(packs, "rcr-armor", "blast-vest.json").system as Json).armorCheckPenalty = 2;
      const thug = dataOf(packs, "rcr-npcs", "thug.json").system as Json;
      thug.wounds = { value: 15 };
      thug.vitality = { value: 5, max: 5 };
    });
    expect(errors).toContainEqual(
      expect.stringContaining("knife.json: system.threatRange = 21 is refused (aboveMaximum)"),
    );
    expect(errors).toContainEqual(
      expect.stringContaining("blast-vest.json: system.armorCheckPenalty = 2 is refused"),
    );
    expect(errors).toContainEqual(
      expect.stringContaining("thug.json: wounds 15 exceed the Constitution score 14"),
    );
    expect(errors).toContainEqual(
      expect.stringContaining("thug.json: an ordinary character has no vitality"),
    );
  });

  it("a misspelled or missing field name (Foundry would drop it silently)", () => {
    const errors = errorsAfter((packs) => {
      const system = dataOf(packs, "rcr-armor", "battle-armor.json").system as Json;
      system.damageReducton = system.damageReduction;
      delete system.damageReduction;
    });
    expect(errors).toContainEqual(
      expect.stringContaining("battle-armor.json: system.damageReducton is not a field"),
    );
    expect(errors).toContainEqual(
      expect.stringContaining("battle-armor.json: system.damageReduction is missing"),
    );
  });

  it("an image that is neither an allowed core icon nor a file of the system", () => {
    const errors = errorsAfter((packs) => {
      dataOf(packs, "rcr-weapons", "bow.json").img = "icons/weapons/bows/longbow.webp";
      dataOf(packs, "rcr-weapons", "sling.json").img = "systems/swrpg/icons/missing.svg";
      dataOf(packs, "rcr-weapons", "spear.json").img = "systems/swrpg/README.md";
    });
    expect(errors).toContainEqual(expect.stringContaining("bow.json: img icons/weapons/bows/longbow.webp"));
    expect(errors).toContainEqual(expect.stringContaining("sling.json: img systems/swrpg/icons/missing.svg"));
    expect(errors.some((e) => e.includes("spear.json"))).toBe(false);
  });

  it("two entries of one pack with the same name", () => {
    const errors = errorsAfter((packs) => {
      dataOf(packs, "rcr-weapons", "club.json").name = "Knife";
    });
    expect(errors).toContainEqual(
      'rcr-weapons/knife.json: name "Knife" is already used by rcr-weapons/club.json',
    );
  });

  it("a document type that does not belong in the pack, and a folder of another pack", () => {
    const errors = errorsAfter((packs) => {
      dataOf(packs, "rcr-armor", "blast-vest.json").type = "npc";
      dataOf(packs, "rcr-weapons", "club.json").folder = "AAAAAAAAAAAAAAAA";
    });
    expect(errors).toContainEqual(
      expect.stringContaining('blast-vest.json: type "npc" does not belong in an Item pack'),
    );
    expect(errors).toContainEqual(expect.stringContaining('club.json: folder "AAAAAAAAAAAAAAAA"'));
  });

  it("a loadout the Item document would refuse: two armors, two weapons needing the off hand", () => {
    const errors = errorsAfter((packs) => {
      const hunter = dataOf(packs, "rcr-npcs", "bounty-hunter.json");
      const items = hunter.items as Json[];
      const vest = structuredClone(dataOf(packs, "rcr-armor", "blast-vest.json"));
      vest._id = "ZZZZZZZZZZZZZZZ1";
      vest._key = `!actors.items!${String(hunter._id)}.${vest._id}`;
      (vest.system as Json).equipped = true;
      items.push(vest);
      const pistol = items.find((i) => i.name === "Heavy Blaster Pistol") as Json;
      (pistol.system as Json).hand = "off-hand";
    });
    expect(errors).toContainEqual(expect.stringContaining("bounty-hunter.json: wears more than one armor"));
    expect(
      errors.some(
        (e) => e.startsWith("rcr-npcs/bounty-hunter.json: ") && e.endsWith("no free hand to hold it"),
      ),
    ).toBe(true);
  });

  it("a feat without the target its key needs", () => {
    const errors = errorsAfter((packs) => {
      (dataOf(packs, "rcr-feats", "weapon-focus-lightsabers.json").system as Json).target = "";
    });
    expect(errors).toContainEqual(
      expect.stringContaining("weapon-focus-lightsabers.json: weaponFocus needs a target"),
    );
  });

  it("an embedded copy whose compendiumSource points nowhere", () => {
    const errors = errorsAfter((packs) => {
      const jawa = dataOf(packs, "rcr-npcs", "jawa.json");
      const rifle = (jawa.items as Json[])[0] as Json;
      (rifle._stats as Json).compendiumSource = "Compendium.swrpg.rcr-weapons.Item.AAAAAAAAAAAAAAAA";
    });
    expect(errors).toContainEqual(expect.stringContaining("jawa.json › Ion Rifle: compendiumSource"));
  });

  it("a pack folder not declared in system.json, a declared pack without sources and a lang key as label", () => {
    const errors = errorsAfter(
      (packs) => {
        packs.push({ name: "rcr-extra", files: [] });
      },
      (c) => {
        c.manifestPacks = [
          ...c.manifestPacks.map((p) => (p.name === "rcr-feats" ? { ...p, label: "SWRPG.Pack.Nope" } : p)),
          {
            name: "rcr-ghost",
            label: "RCR Ghost Weapons",
            type: "Item",
            path: "packs/rcr-ghost",
            system: "swrpg",
          },
        ];
      },
    );
    expect(errors).toContain("rcr-extra: is not declared in system.json");
    expect(errors).toContain("rcr-ghost: is declared in system.json but has no sources");
    expect(errors).toContain('rcr-feats: label "SWRPG.Pack.Nope" must be display text, not a lang key');
  });
});
