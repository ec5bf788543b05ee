// The packs `npm run build` writes are real LevelDB compendiums: read back with the official CLI, each
// holds every source entry (folders, documents and actors' embedded items) with its id, name and type.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { beforeAll, describe, expect, it } from "vitest";
import { scratchDir } from "../support/scratch-dir.ts";
import { buildSystemInto, repoRoot } from "./built-system.ts";
import { loadPackSources, type PackSource } from "./pack-sources.ts";

type Json = Record<string, unknown>;

/** "<id> <type> <name>" for an entry and, for an actor, each embedded item ("<actorId>.<itemId> ..."). */
function signatures(documents: Json[]): string[] {
  const out: string[] = [];
  for (const doc of documents) {
    out.push(`${String(doc._id)} ${String(doc.type)} ${String(doc.name)}`);
    for (const item of (doc.items as Json[] | undefined) ?? []) {
      out.push(`${String(doc._id)}.${String(item._id)} ${String(item.type)} ${String(item.name)}`);
    }
  }
  return out.sort();
}

async function readExtracted(dir: string): Promise<Json[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".json"));
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8")) as Json),
  );
}

describe("built compendium packs", () => {
  let sources: PackSource[] = [];
  const extracted = new Map<string, Json[]>();

  beforeAll(async () => {
    sources = await loadPackSources(repoRoot);
    const dist = await buildSystemInto("packs");
    const scratch = await scratchDir("extracted");
    for (const pack of sources) {
      const dest = path.join(scratch, pack.name);
      await extractPack(path.join(dist, "packs", pack.name), dest, { log: false });
      extracted.set(pack.name, await readExtracted(dest));
    }
  }, 120_000);

  it("were built for every source pack", () => {
    expect(sources.length).toBeGreaterThan(0);
    expect([...extracted.keys()].sort()).toEqual(sources.map((p) => p.name).sort());
  });

  it("hold every source entry and embedded item, and nothing else", () => {
    for (const pack of sources) {
      const expected = signatures(pack.files.map((f) => f.data as Json));
      expect(signatures(extracted.get(pack.name) ?? []), pack.name).toEqual(expected);
    }
  });

  it("keep the system data of each entry as written", () => {
    for (const pack of sources) {
      const built = new Map((extracted.get(pack.name) ?? []).map((doc) => [doc._id, doc]));
      for (const { file, data } of pack.files) {
        const source = data as Json;
        expect(built.get(source._id)?.system, `${pack.name}/${file}`).toEqual(source.system);
      }
    }
  });
});
