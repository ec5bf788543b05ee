// Fields declared once (src/data/fields.ts) and the checks between two fields (src/data/field-limits.ts):
// the schema, the guard's table and the limits' messages all come from the same declarations.
import { describe, expect, it } from "vitest";
import { guardLimits } from "../../../src/data/field-limits.ts";
import {
  choice,
  constraintsOf,
  fieldsByPath,
  flag,
  formula,
  html,
  integer,
  nullableInteger,
  schemaOf,
  text,
} from "../../../src/data/fields.ts";

const FIELDS = {
  level: integer("Level", 1, 20, 1),
  reach: nullableInteger("Reach", 0, 10, "BySize"),
  hp: { value: integer("Hp", 0, 99, 10), max: integer("HpMax", 1, 99, 10) },
  fire: { auto: flag("Auto"), autoOnly: flag("AutoOnly") },
  shots: { value: integer("Shots", 0, 9, 0), max: integer("ShotsMax", 0, 9, 0) },
  size: choice("Size", ["small", "medium"], "medium", "Size."),
  damage: formula("Damage", "2d6"),
  target: text("Target"),
  notes: html,
} as const;

/** The options a (fake) Foundry field keeps, for the schema's fields at dotted paths. */
function optionsAt(schema: object, path: string): Record<string, unknown> {
  let node: unknown = { fields: schema };
  for (const key of path.split(".")) node = Reflect.get(Reflect.get(node as object, "fields") as object, key);
  return Reflect.get(node as object, "options") as Record<string, unknown>;
}

describe("schemaOf", () => {
  it("makes one field per declaration, nested as declared, with its range, choices and initial value", () => {
    const schema = schemaOf(FIELDS);
    expect(optionsAt(schema, "level")).toMatchObject({
      integer: true,
      min: 1,
      max: 20,
      initial: 1,
      nullable: false,
    });
    expect(optionsAt(schema, "hp.max")).toMatchObject({ min: 1, max: 99, initial: 10 });
    expect(optionsAt(schema, "size")).toMatchObject({ choices: ["small", "medium"], initial: "medium" });
    expect(optionsAt(schema, "fire.autoOnly")).toMatchObject({ initial: false });
    expect(optionsAt(schema, "notes")).toMatchObject({ blank: true, initial: "" });
  });

  it("a nullable integer starts empty (null)", () => {
    expect(optionsAt(schemaOf(FIELDS), "reach")).toMatchObject({
      nullable: true,
      initial: null,
      min: 0,
      max: 10,
    });
  });

  it("overrides a top-level initial value, false and 0 included", () => {
    const schema = schemaOf(
      { heroic: flag("Heroic", true), level: integer("Level", 0, 20, 1) },
      {
        heroic: false,
        level: 0,
      },
    );
    expect(optionsAt(schema, "heroic").initial).toBe(false);
    expect(optionsAt(schema, "level").initial).toBe(0);
  });

  it("a formula field accepts only what the dice parser accepts", () => {
    const validate = optionsAt(schemaOf(FIELDS), "damage").validate as (value: unknown) => boolean;
    expect(validate("2d6 + 1")).toBe(true);
    expect(validate("2d")).toBe(false);
  });
});

describe("constraintsOf and fieldsByPath", () => {
  it("every declaration by dotted path; the guard's table leaves out free and rich text", () => {
    expect(Object.keys(fieldsByPath(FIELDS))).toEqual([
      "level",
      "reach",
      "hp.value",
      "hp.max",
      "fire.auto",
      "fire.autoOnly",
      "shots.value",
      "shots.max",
      "size",
      "damage",
      "target",
      "notes",
    ]);
    const table = constraintsOf(FIELDS);
    expect(Object.keys(table)).not.toContain("target");
    expect(Object.keys(table)).not.toContain("notes");
    expect(table["hp.max"]).toEqual({ constraint: FIELDS.hp.max, label: "HpMax" });
    expect(table.reach?.constraint).toMatchObject({ kind: "integer", nullable: true });
  });
});

describe("guardLimits", () => {
  const fields = fieldsByPath(FIELDS);
  const source = {
    hp: { value: 5, max: 10 },
    fire: { auto: false, autoOnly: false },
    shots: { value: 0, max: 0 },
  };

  it("a value above the other field's is removed, exactly at it is kept", () => {
    const above = { hp: { value: 11 } };
    expect(guardLimits([{ path: "hp.value", max: "hp.max" }], fields, above, source)).toEqual([
      { path: "hp.value", label: "Hp", reason: "exceedsMaximum", data: { max: 10 } },
    ]);
    expect(above).toEqual({ hp: {} });
    const at = { "hp.value": 10 };
    expect(guardLimits([{ path: "hp.value", max: "hp.max" }], fields, at, source)).toEqual([]);
    expect(at).toEqual({ "hp.value": 10 });
  });

  it("the other field's new value counts when the same change sets it", () => {
    const changes = { hp: { value: 15, max: 15 } };
    expect(guardLimits([{ path: "hp.value", max: "hp.max" }], fields, changes, source)).toEqual([]);
    expect(changes.hp.value).toBe(15);
  });

  it("with zeroIsNone a maximum of 0 sets no limit", () => {
    const limit = { path: "shots.value", max: "shots.max", zeroIsNone: true };
    expect(guardLimits([limit], fields, { shots: { value: 9 } }, source)).toEqual([]);
    expect(guardLimits([limit], fields, { shots: { value: 4, max: 3 } }, source)).toEqual([
      { path: "shots.value", label: "Shots", reason: "exceedsMaximum", data: { max: 3 } },
    ]);
  });

  it("a flag that requires another is refused while the other is off, named by its declared label", () => {
    const limit = { path: "fire.autoOnly", requires: "fire.auto" };
    expect(guardLimits([limit], fields, { fire: { autoOnly: true } }, source)).toEqual([
      { path: "fire.autoOnly", label: "AutoOnly", reason: "requiresField", data: { other: "Auto" } },
    ]);
    expect(guardLimits([limit], fields, { fire: { autoOnly: true, auto: true } }, source)).toEqual([]);
    expect(guardLimits([limit], fields, { fire: { autoOnly: false } }, source)).toEqual([]);
  });
});
