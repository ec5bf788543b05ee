import { d6 } from "../../../rules/index.ts";
import type { D6SimWeapon } from "../../../simulate/d6/d6-combatant.ts";

/** A D6 weapon item's source as stored in packs/_source/d6-weapons (only the fields read here). */
interface PackWeaponSource {
  name: string;
  type: string;
  system: {
    skill: string;
    damage: string;
    damageType: d6.DamageType;
    difficulty: d6.DifficultyLevel;
    range: { short: number; medium: number; long: number };
    blast: Record<string, { radius: number; damage: string }>;
    stun?: { active?: boolean };
  };
}

/** The skills whose attacks are melee or brawling (the rest are ranged), as the D6 data model reads them. */
const MELEE_SKILLS: Readonly<Record<string, "melee" | "brawling">> = {
  meleeCombat: "melee",
  lightsaber: "melee",
  brawling: "brawling",
};

/**
 * A D6 weapon item as the simulator's weapon, with the wielder's skill code: its damage code and type, its
 * melee difficulty, its range bands and blast bands read by the engine's parsers; null when the source is not
 * a D6 weapon or a code does not read. A grenade (blast bands) is thrown once.
 */
export function d6WeaponFromPack(source: unknown, skill: d6.DiceCode): D6SimWeapon | null {
  const item = source as PackWeaponSource | null;
  if (!item || item.type !== "d6Weapon") return null;
  const s = item.system;
  const damage = d6.parseDamageCode(s.damage);
  if (!damage) return null;
  const kind = MELEE_SKILLS[s.skill] ?? "ranged";
  const weapon: D6SimWeapon = {
    name: item.name,
    kind,
    skill,
    damage,
    damageType: s.damageType,
    difficulty: s.difficulty,
  };
  if (kind === "ranged" && s.range.long > 0) weapon.ranges = { ...s.range };
  const bands = Object.keys(s.blast)
    .sort()
    .map((key) => s.blast[key]!)
    .filter((band) => band.radius > 0 && band.damage !== "");
  const codes = bands.map((band) => d6.parseDiceCode(band.damage));
  if (bands.length > 0 && codes.every((code) => code !== null)) {
    weapon.blast = { radius: bands.map((band) => band.radius), damage: codes as d6.DiceCode[] };
    weapon.uses = 1;
  }
  if (s.stun?.active) weapon.stun = true;
  return weapon;
}
