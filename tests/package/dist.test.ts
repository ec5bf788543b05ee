import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSystemInto, releaseOf, repoRoot } from "./built-system.ts";

interface Manifest {
  id: string;
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path?: string; type: string }[];
  license?: string;
  readme?: string;
  compatibility: { minimum: string; verified: string };
  grid: { distance: number; units: string };
}

async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of await filesUnder(dir)) {
    hashes[file] = createHash("sha256")
      .update(await readFile(path.join(dir, file)))
      .digest("hex");
  }
  return hashes;
}

describe("npm run build", () => {
  let dist = "";
  let manifest: Manifest;

  beforeAll(async () => {
    dist = await buildSystemInto("dist");
    manifest = JSON.parse(await readFile(path.join(dist, "system.json"), "utf8")) as Manifest;
  });

  it("writes a v13 manifest for the system id swrpg on a 2 m grid", () => {
    expect(manifest.id).toBe("swrpg");
    expect(manifest.compatibility).toMatchObject({ minimum: "13", verified: "14" });
    expect(manifest.grid).toEqual({ distance: 2, units: "m" });
  });

  it("ships every file and pack folder the manifest references", async () => {
    const referenced = [
      ...manifest.esmodules,
      ...manifest.styles,
      ...manifest.languages.map((l) => l.path),
      ...[manifest.license, manifest.readme].filter((p): p is string => Boolean(p)),
    ];
    for (const file of referenced) expect((await stat(path.join(dist, file))).isFile(), file).toBe(true);
    for (const pack of manifest.packs) {
      const folder = path.join(dist, pack.path ?? `packs/${pack.name}`);
      expect((await stat(folder)).isDirectory(), pack.name).toBe(true);
      expect(await readdir(folder), pack.name).toContain("CURRENT");
    }
  });

  it("declares exactly the packs that have sources in packs/_source", async () => {
    const sources = (await readdir(path.join(repoRoot, "packs/_source"), { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(manifest.packs.map((p) => p.name).sort()).toEqual(sources);
  });

  it("zips the whole system with system.json at the root, beside dist/, not in it", async () => {
    const zip = await readFile(path.join(releaseOf(dist), "swrpg.zip"));
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.includes(Buffer.from("system.json"))).toBe(true);
    expect(zip.includes(Buffer.from("swrpg.mjs"))).toBe(true);
    expect(zip.includes(Buffer.from("swrpg.mjs.map"))).toBe(false);
  });

  it("dist holds only what Foundry loads: no zip, no source map, no sourceMappingURL to a missing map", async () => {
    const all = await filesUnder(dist);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((file) => file.endsWith(".zip") || file.endsWith(".map"))).toEqual([]);
    for (const module of ["swrpg.mjs", "simulate-worker.mjs", "engine.mjs"]) {
      expect(await readFile(path.join(dist, module), "utf8"), module).not.toMatch(/sourceMappingURL/);
    }
    expect((await readdir(releaseOf(dist))).sort()).toEqual([
      "engine.mjs.map",
      "simulate-worker.mjs.map",
      "swrpg.mjs.map",
      "swrpg.zip",
    ]);
  });

  it("keeps the names Foundry finds classes by through minification, and only those", async () => {
    const code = await readFile(path.join(dist, "swrpg.mjs"), "utf8");
    // Rolls rebuilt from chat messages by class name; sheets registered as `swrpg.<class name>`; the
    // tracker's render hooks named after its class. terser's keep_classnames keeps their identifiers.
    for (const name of [
      "AttackRoll",
      "DamageRoll",
      "SwrpgActorSheet",
      "SwrpgItemSheet",
      "SwrpgCombatTracker",
    ]) {
      expect(code, name).toMatch(new RegExp(`class ${name} extends\\b`));
    }
    // Data models and documents are found by reference (CONFIG.*.dataModels, documentClass): mangled.
    expect(code).not.toMatch(/class (DeclaredModel|SwrpgActor|SagaActorModel)\b/);
  });

  it("is reproducible: a second build from the same sources gives the same bytes", async () => {
    const again = await buildSystemInto("again");
    expect(await hashTree(again)).toEqual(await hashTree(dist));
    expect(await hashTree(releaseOf(again))).toEqual(await hashTree(releaseOf(dist)));
  }, 180_000);
});
