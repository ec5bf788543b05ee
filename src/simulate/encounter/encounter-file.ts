import { type FireMode, isValidDiceFormula, SIZES, type Size } from "../../rules/index.ts";
import type { RcrCombatant, RcrFeats, RcrWeapon } from "../rcr/rcr-combatant.ts";
import type { Encounter, Side } from "../ruleset.ts";
import { EncounterFileError } from "./encounter-file-error.ts";
import { join, Reader } from "./field-reader.ts";
import { JsonSyntaxError, parseLocatedJson } from "./located-json.ts";

export { EncounterFileError };

/**
 * The encounter file of `npm run simulate -- encounter.json` (docs/simulate.md › Encounter file):
 * checked field by field, every refusal naming the line and the field.
 */

/** What a file gives the command. */
export interface EncounterFile {
  encounter: Encounter<RcrCombatant>;
  seed: number | null;
  fights: number | null;
}

/** Turns a pack reference ("rcr-npcs/stormtrooper") into a combatant, or null when there is no such actor. */
export type PackLookup = (reference: string) => RcrCombatant | null;

const FEATS: readonly (keyof RcrFeats)[] = [
  "pointBlankShot",
  "preciseShot",
  "rapidShot",
  "multishot",
  "twoWeaponFighting",
  "ambidexterity",
  "improvedTwoWeaponFighting",
  "martialArts",
];
const FIRE_MODES: readonly FireMode[] = ["single", "multifire", "autofire"];
const WEAPON_FLAGS = [
  "autofireOnly",
  "light",
  "double",
  "twoHanded",
  "blasterRifle",
  "tripod",
  "unarmed",
] as const;

const COMBATANT_FIELDS = [
  "name",
  "count",
  "aware",
  "heroic",
  "vitality",
  "wounds",
  "woundsMax",
  "damageReduction",
  "defense",
  "baseAttackBonus",
  "speed",
  "initiativeBonus",
  "dexterity",
  "fortitude",
  "feats",
  "weapons",
  "immuneToCriticals",
  "fatigued",
];

function weapon(r: Reader, value: unknown, path: string): RcrWeapon {
  const w = r.object(value, path);
  r.only(w, path, [
    "name",
    "kind",
    "attack",
    "damage",
    "threatRange",
    "rangeIncrement",
    "fireModes",
    ...WEAPON_FLAGS,
  ]);
  const kind = r.choice(w, "kind", path, ["melee", "ranged"] as const, "melee");
  if (w.kind === undefined) r.fail(join(path, "kind"), 'missing ("melee" or "ranged")');
  const damage = w.damage;
  if (typeof damage !== "string" || !isValidDiceFormula(damage, { allowReferences: false }))
    r.fail(
      join(path, "damage"),
      `expected a dice formula such as "3d8" or "2d8+2", got ${JSON.stringify(damage)}`,
    );
  const result: RcrWeapon = {
    name: r.string(w, "name", path),
    kind,
    attack: r.integer(w, "attack", path, -20, 60),
    damage,
    threatRange: r.integer(w, "threatRange", path, 2, 20, 20) ?? 20,
  };
  if (kind === "ranged") result.rangeIncrement = r.integer(w, "rangeIncrement", path, 1, 1000);
  if (w.fireModes !== undefined) {
    const modes = r.array(w.fireModes, join(path, "fireModes"), 1);
    result.fireModes = modes.map((mode, i) => {
      if (typeof mode !== "string" || !(FIRE_MODES as readonly string[]).includes(mode))
        r.fail(
          `${join(path, "fireModes")}[${i}]`,
          `expected "single", "multifire" or "autofire", got ${JSON.stringify(mode)}`,
        );
      return mode as FireMode;
    });
  }
  for (const flag of WEAPON_FLAGS) if (w[flag] !== undefined) result[flag] = r.boolean(w, flag, path, false);
  return result;
}

function inline(r: Reader, c: Record<string, unknown>, path: string): RcrCombatant {
  r.only(c, path, COMBATANT_FIELDS);
  const defensePath = join(path, "defense");
  const d = r.object(
    c.defense ?? r.fail(defensePath, "missing (classBonus, dexModifier, size...)"),
    defensePath,
  );
  r.only(d, defensePath, ["classBonus", "dexModifier", "size", "maxDexBonus", "dodgeBonus", "otherBonus"]);
  const woundsMax = r.integer(c, "woundsMax", path, 1, 200, null);
  const wounds = r.integer(c, "wounds", path, -9, 200);
  const heroic = r.boolean(c, "heroic", path, false);
  const feats: RcrFeats = {};
  if (c.feats !== undefined) {
    const list = r.array(c.feats, join(path, "feats"));
    list.forEach((feat, i) => {
      if (typeof feat !== "string" || !(FEATS as readonly string[]).includes(feat))
        r.fail(
          `${join(path, "feats")}[${i}]`,
          `unknown feat ${JSON.stringify(feat)} (known: ${FEATS.join(", ")})`,
        );
      feats[feat as keyof RcrFeats] = true;
    });
  }
  const maxDex = r.integer(d, "maxDexBonus", defensePath, 0, 20, null);
  const dodge = r.integer(d, "dodgeBonus", defensePath, 0, 20, 0) ?? 0;
  return {
    name: r.string(c, "name", path),
    heroic,
    vitality: heroic ? (r.integer(c, "vitality", path, 0, 500, 0) ?? 0) : 0,
    wounds,
    woundsMax: woundsMax ?? Math.max(1, wounds),
    damageReduction: r.integer(c, "damageReduction", path, 0, 1000, 0) ?? 0,
    defense: {
      classBonus: r.integer(d, "classBonus", defensePath, 0, 40),
      dexModifier: r.integer(d, "dexModifier", defensePath, -5, 20),
      size: r.choice<Size>(d, "size", defensePath, SIZES, "medium"),
      maxDexBonus: maxDex,
      dodgeBonuses: dodge ? [dodge] : [],
      otherBonuses: r.integer(d, "otherBonus", defensePath, -20, 40, 0) ?? 0,
    },
    baseAttackBonus: r.integer(c, "baseAttackBonus", path, 0, 40),
    speed: r.integer(c, "speed", path, 1, 100, 10) ?? 10,
    initiativeBonus: r.integer(c, "initiativeBonus", path, -10, 40, 0) ?? 0,
    dexterity: r.integer(c, "dexterity", path, 1, 60, 10) ?? 10,
    fortitude: r.integer(c, "fortitude", path, -10, 40, 0) ?? 0,
    feats,
    weapons: r
      .array(c.weapons ?? [], join(path, "weapons"))
      .map((w, i) => weapon(r, w, `${join(path, "weapons")}[${i}]`)),
    immuneToCriticals: r.boolean(c, "immuneToCriticals", path, false),
    fatigued: r.boolean(c, "fatigued", path, false),
  };
}

function combatants(
  r: Reader,
  value: unknown,
  path: string,
  packs: PackLookup,
  sideAware: boolean,
): RcrCombatant[] {
  const c = r.object(value, path);
  const count = r.integer(c, "count", path, 1, 50, 1) ?? 1;
  const aware = r.boolean(c, "aware", path, sideAware);
  let base: RcrCombatant;
  if (c.pack !== undefined) {
    r.only(c, path, ["pack", "name", "count", "aware"]);
    const reference = r.string(c, "pack", path);
    const found = packs(reference);
    if (!found)
      r.fail(
        join(path, "pack"),
        `no pack actor "${reference}" (use "<pack folder>/<file name>", e.g. "rcr-npcs/stormtrooper")`,
      );
    base = { ...found, name: r.string(c, "name", path, found.name) };
  } else {
    base = inline(r, c, path);
  }
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    name: count > 1 ? `${base.name} ${i + 1}` : base.name,
    aware,
  }));
}

/** Reads an encounter file's text; throws `EncounterFileError` naming the line and field at fault. */
export function readEncounterFile(text: string, packs: PackLookup): EncounterFile {
  let located: ReturnType<typeof parseLocatedJson>;
  try {
    located = parseLocatedJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      throw new EncounterFileError(error.line, "", `not valid JSON: ${error.message}`);
    throw error;
  }
  const r = new Reader(located.lines);
  const root = r.object(located.value, "");
  r.only(root, "", ["seed", "fights", "distance", "sides"]);
  const sides: Side<RcrCombatant>[] = r
    .array(root.sides ?? r.fail("sides", "missing (a list of at least two sides)"), "sides", 2)
    .map((value, s) => {
      const path = `sides[${s}]`;
      const side = r.object(value, path);
      r.only(side, path, ["name", "aware", "combatants"]);
      const aware = r.boolean(side, "aware", path, true);
      const list = r.array(
        side.combatants ?? r.fail(join(path, "combatants"), "missing"),
        join(path, "combatants"),
        1,
      );
      return {
        name: r.string(side, "name", path),
        combatants: list.flatMap((c, i) => combatants(r, c, `${path}.combatants[${i}]`, packs, aware)),
      };
    });
  return {
    encounter: { sides, distance: r.integer(root, "distance", "", 0, 1000, null) ?? undefined },
    seed: r.integer(root, "seed", "", 0, 4294967295, null),
    fights: r.integer(root, "fights", "", 1, 1_000_000, null),
  };
}
