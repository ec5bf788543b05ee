import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { registration as data } from "../../src/data/index.ts";

interface TemplateJson {
  Actor: { types: string[] };
  Item: { types: string[] };
}

it("template.json declares exactly the types that have registered data models", async () => {
  const template = JSON.parse(
    await readFile(path.resolve(import.meta.dirname, "../../template.json"), "utf8"),
  ) as TemplateJson;
  data.register();
  expect(Object.keys(CONFIG.Actor.dataModels).sort()).toEqual([...template.Actor.types].sort());
  expect(Object.keys(CONFIG.Item.dataModels).sort()).toEqual([...template.Item.types].sort());
});
