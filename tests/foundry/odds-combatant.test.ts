// The Odds button's adapter (documents → simulator records, through the attack flow's views) agrees
// with the command line's pack conversion (pack source → deriveActor) for every compendium actor.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { registration as dataRegistration } from "../../src/data/index.ts";
import { SwrpgActor } from "../../src/documents/actor.ts";
import { SwrpgItem } from "../../src/documents/item.ts";
import { oddsCombatant } from "../../src/rulesets/rcr/odds/odds-combatant.ts";
import { combatantFromPackActor, type PackActor } from "../../src/rulesets/rcr/simulate/pack-combatant.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
type Json = Record<string, unknown>;

async function packActors(): Promise<Json[]> {
  const out: Json[] = [];
  for (const pack of ["rcr-npcs", "rcr-heroes"]) {
    const dir = path.join(repoRoot, "packs/_source", pack);
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".json")).sort()) {
      const data = JSON.parse(await readFile(path.join(dir, file), "utf8")) as Json;
      if (data.type === "npc" || data.type === "character") out.push(data);
    }
  }
  return out;
}

/** A combatant of the tracker: the few fields the adapter reads (the full document cannot be built here). */
function combatantOf(actor: Actor.Implementation): Combatant.Implementation {
  const token = { actor, uuid: `Scene.s.Token.${actor.id}`, name: actor.name, texture: { src: "t.webp" } };
  return { actor, token, name: actor.name } as unknown as Combatant.Implementation;
}

let sources: Json[] = [];
beforeAll(async () => {
  dataRegistration.register();
  CONFIG.Actor.documentClass = SwrpgActor;
  CONFIG.Item.documentClass = SwrpgItem;
  sources = await packActors();
});

describe("odds records from documents", () => {
  it("every compendium actor gives the same record both ways", async () => {
    expect(sources.length).toBeGreaterThanOrEqual(14);
    for (const source of sources) {
      const items = (source.items as Json[]).map(({ _id, name, type, system }) => ({
        _id,
        name,
        type,
        system,
      }));
      const { _id, name, type, system } = source;
      const actor = await SwrpgActor.create({ _id, name, type, system, items } as Actor.CreateData);
      if (!actor) throw new Error(`${String(name)} was not created`);
      const fromDocuments = oddsCombatant(combatantOf(actor), false);
      expect(fromDocuments, String(name)).toEqual({
        ...combatantFromPackActor(source as unknown as PackActor),
        aware: true,
      });
    }
  });
  it("an unaware combatant is marked so (a surprise round follows)", async () => {
    const source = sources.find((s) => s.name === "Stormtrooper") as Json;
    const items = (source.items as Json[]).map(({ _id, name, type, system }) => ({
      _id,
      name,
      type,
      system,
    }));
    const actor = await SwrpgActor.create({
      name: "Stormtrooper",
      type: "npc",
      system: source.system,
      items,
    } as Actor.CreateData);
    if (!actor) throw new Error("not created");
    expect(oddsCombatant(combatantOf(actor), true)?.aware).toBe(false);
    expect(oddsCombatant(combatantOf(actor), true)?.weapons.map((w) => w.name)).toEqual(["Blaster Rifle"]);
  });
  it("a combatant without an actor of the system's types gives no record", () => {
    expect(
      oddsCombatant(
        { actor: null, token: null, name: "Crate" } as unknown as Combatant.Implementation,
        false,
      ),
    ).toBeNull();
  });
});
