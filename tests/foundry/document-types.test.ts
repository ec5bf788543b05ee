// The manifest declares the system's document types (system.json › documentTypes; client/packages/system.d.mts
// › documentTypes, an AdditionalTypesField; common/abstract/type-data.d.mts shows its shape: type → options,
// with `htmlFields`). template.json is gone: v14 warns on it and v16 removes it, and v13 reads documentTypes.
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { registration as data } from "../../src/data/index.ts";

const root = path.resolve(import.meta.dirname, "../..");

interface Manifest {
  documentTypes: Record<"Actor" | "Item", Record<string, { htmlFields?: string[] }>>;
}

async function manifest(): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(root, "system.json"), "utf8")) as Manifest;
}

type ModelClass = { defineSchema(): Record<string, unknown> };

/** The top-level HTMLFields of a data model's schema: what core must treat as rich text. */
function htmlFieldsOf(model: unknown): string[] {
  const schema = (model as ModelClass).defineSchema();
  return Object.entries(schema)
    .filter(([, field]) => field instanceof foundry.data.fields.HTMLField)
    .map(([key]) => key)
    .sort();
}

it("system.json declares exactly the types that have registered data models", async () => {
  const { documentTypes } = await manifest();
  data.register();
  expect(Object.keys(CONFIG.Actor.dataModels).sort()).toEqual(Object.keys(documentTypes.Actor).sort());
  expect(Object.keys(CONFIG.Item.dataModels).sort()).toEqual(Object.keys(documentTypes.Item).sort());
});

it("each type's htmlFields are exactly its model's rich-text fields (biography, notes, description)", async () => {
  const { documentTypes } = await manifest();
  data.register();
  const models = { Actor: CONFIG.Actor.dataModels, Item: CONFIG.Item.dataModels } as Record<
    "Actor" | "Item",
    Record<string, unknown>
  >;
  let checked = 0;
  for (const kind of ["Actor", "Item"] as const)
    for (const [type, options] of Object.entries(documentTypes[kind])) {
      const fields = htmlFieldsOf(models[kind][type]);
      expect(fields.length, `${kind}.${type}`).toBeGreaterThan(0);
      expect([...(options.htmlFields ?? [])].sort(), `${kind}.${type}`).toEqual(fields);
      checked++;
    }
  expect(checked).toBe(Object.keys(documentTypes.Actor).length + Object.keys(documentTypes.Item).length);
  expect(documentTypes.Actor.character?.htmlFields).toEqual(["biography"]);
});

it("ships no template.json (v14 warns on it; documentTypes replaces it)", async () => {
  await expect(access(path.join(root, "template.json"))).rejects.toThrow(/ENOENT/);
});
