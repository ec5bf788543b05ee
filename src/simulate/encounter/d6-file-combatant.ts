import { d6 } from "../../rules/index.ts";
import type { D6Combatant, D6SimWeapon } from "../d6/d6-combatant.ts";
import type { PackSource } from "./encounter-file.ts";
import { join, type Reader } from "./field-reader.ts";

/**
 * A WEG D6 combatant written inline in an encounter file (docs/simulate.md › WEG D6): dice codes as the
 * sheet writes them ("3D+2"), read by the engine's parsers; a weapon either inline or from the D6 weapons
 * pack (`{ "pack": "d6-weapons/blaster-rifle", "skill": "4D" }`), read by `fromPack`.
 */

const FIELDS = [
  "name",
  "count",
  "aware",
  "perception",
  "strength",
  "reactions",
  "armor",
  "move",
  "wound",
  "stuns",
  "weapons",
];
const REACTIONS = ["dodge", "meleeParry", "brawlingParry", "lightsaber"] as const;
const LEVELS = d6.DIFFICULTY_LEVELS.map((row) => row.level);

/** Turns a D6 weapon item's source into a weapon with this skill; null when it is not one. */
export type D6WeaponPack = (source: unknown, skill: d6.DiceCode) => D6SimWeapon | null;

function diceCode(
  r: Reader,
  object: Record<string, unknown>,
  key: string,
  path: string,
  fallback?: d6.DiceCode,
): d6.DiceCode {
  const value = object[key];
  if (value === undefined && fallback) return fallback;
  const code = typeof value === "string" ? d6.parseDiceCode(value) : null;
  // Three pips make a die: a code writes 0 to 2 pips (or a penalty's -1, -2).
  if (!code || code.pips < -2 || code.pips > 2)
    r.fail(join(path, key), `expected a dice code such as "3D+2", got ${JSON.stringify(value)}`);
  return code;
}

function weapon(
  r: Reader,
  value: unknown,
  path: string,
  packs: PackSource,
  fromPack: D6WeaponPack,
): D6SimWeapon {
  const w = r.object(value, path);
  if (w.pack !== undefined) {
    r.only(w, path, ["pack", "skill", "name"]);
    const reference = r.string(w, "pack", path);
    const source = /^[a-z0-9-]+\/[a-z0-9-]+$/.test(reference) ? packs(reference) : null;
    const found = source ? fromPack(source, diceCode(r, w, "skill", path)) : null;
    if (!found) r.fail(join(path, "pack"), `no D6 weapon "${reference}" (e.g. "d6-weapons/blaster-rifle")`);
    return { ...found, name: r.string(w, "name", path, found.name) };
  }
  r.only(w, path, [
    "name",
    "kind",
    "skill",
    "damage",
    "damageType",
    "difficulty",
    "ranges",
    "blast",
    "uses",
    "stun",
  ]);
  if (w.kind === undefined) r.fail(join(path, "kind"), 'missing ("ranged", "melee" or "brawling")');
  const kind = r.choice(w, "kind", path, ["ranged", "melee", "brawling"] as const, "ranged");
  const damage = typeof w.damage === "string" ? d6.parseDamageCode(w.damage) : null;
  if (!damage)
    r.fail(
      join(path, "damage"),
      `expected a damage code such as "5D" or "STR+1D", got ${JSON.stringify(w.damage)}`,
    );
  const result: D6SimWeapon = {
    name: r.string(w, "name", path),
    kind,
    skill: diceCode(r, w, "skill", path),
    damage,
    damageType: r.choice(w, "damageType", path, ["energy", "physical"] as const, "energy"),
    difficulty: r.choice(w, "difficulty", path, LEVELS, "moderate"),
  };
  if (kind === "ranged" || w.ranges !== undefined) {
    const at = join(path, "ranges");
    const ranges = r.object(w.ranges ?? r.fail(at, "missing (short, medium and long, in meters)"), at);
    r.only(ranges, at, ["pointBlank", "short", "medium", "long"]);
    result.ranges = {
      short: r.integer(ranges, "short", at, 0, 100000),
      medium: r.integer(ranges, "medium", at, 0, 100000),
      long: r.integer(ranges, "long", at, 0, 100000),
    };
    const pointBlank = r.integer(ranges, "pointBlank", at, 0, 100000, null);
    if (pointBlank !== null) result.ranges.pointBlank = pointBlank;
  }
  if (w.blast !== undefined) {
    const at = join(path, "blast");
    const bands = r.array(w.blast, at, 1).map((band, i) => {
      const b = r.object(band, `${at}[${i}]`);
      r.only(b, `${at}[${i}]`, ["radius", "damage"]);
      return {
        radius: r.integer(b, "radius", `${at}[${i}]`, 0, 1000),
        damage: diceCode(r, b, "damage", `${at}[${i}]`),
      };
    });
    result.blast = { radius: bands.map((b) => b.radius), damage: bands.map((b) => b.damage) };
  }
  const uses = r.integer(w, "uses", path, 0, 100, null);
  if (uses !== null) result.uses = uses;
  if (w.stun !== undefined) result.stun = r.boolean(w, "stun", path, false);
  return result;
}

/** The inline reader, given the pack weapon conversion (src/rulesets/d6/simulate/pack-weapon.ts). */
export function d6CombatantReader(fromPack: D6WeaponPack) {
  return (r: Reader, c: Record<string, unknown>, path: string, packs: PackSource): D6Combatant => {
    r.only(c, path, FIELDS);
    const combatant: D6Combatant = {
      name: r.string(c, "name", path),
      perception: diceCode(r, c, "perception", path, { dice: 2, pips: 0 }),
      strength: diceCode(r, c, "strength", path),
      move: r.integer(c, "move", path, 0, 1000, 10) ?? 10,
      wound: r.choice(c, "wound", path, d6.WOUND_LEVELS, "healthy"),
      stuns: r.integer(c, "stuns", path, 0, 20, 0) ?? 0,
      weapons: r
        .array(c.weapons ?? [], join(path, "weapons"))
        .map((w, i) => weapon(r, w, `${join(path, "weapons")}[${i}]`, packs, fromPack)),
    };
    if (c.reactions !== undefined) {
      const at = join(path, "reactions");
      const reactions = r.object(c.reactions, at);
      r.only(reactions, at, [...REACTIONS]);
      combatant.reactions = {};
      for (const skill of REACTIONS)
        if (reactions[skill] !== undefined) combatant.reactions[skill] = diceCode(r, reactions, skill, at);
    }
    if (c.armor !== undefined) {
      const at = join(path, "armor");
      const armor = r.object(c.armor, at);
      r.only(armor, at, ["physical", "energy"]);
      combatant.armor = {
        physical: diceCode(r, armor, "physical", at),
        energy: diceCode(r, armor, "energy", at),
      };
    }
    return combatant;
  };
}
