import { type FireMode, isValidDiceFormula, SIZES, type Size } from "../../rules/index.ts";
import { RCR_FEATS } from "../rcr/check-combatant.ts";
import type { RcrCombatant, RcrFeats, RcrWeapon } from "../rcr/rcr-combatant.ts";
import { join, type Reader } from "./field-reader.ts";

/** An RCR combatant written inline in an encounter file (docs/simulate.md › Encounter file › RCR). */

const FEATS = RCR_FEATS;
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

export function readRcrCombatant(r: Reader, c: Record<string, unknown>, path: string): RcrCombatant {
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
