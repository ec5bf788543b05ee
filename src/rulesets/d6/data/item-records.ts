import type { d6 } from "../../../rules/index.ts";
import type { D6ArmorRecord, D6WeaponRecord } from "./actor-record.ts";
import { D6_HIT_LOCATIONS } from "./armor-schema.ts";
import type { D6ArmorModel, D6WeaponModel } from "./item-models.ts";
import { D6_WEAPON_SKILLS } from "./skills.ts";
import { storedDamageCode, storedDiceCode } from "./stored-codes.ts";
import { D6_BLAST_BANDS } from "./weapon-schema.ts";

/** The blast bands that have a radius and a damage code, nearest first; null: not an area weapon. */
function blastOf(blast: D6WeaponModel["blast"]): d6.Blast | null {
  const bands = D6_BLAST_BANDS.map((band) => blast[band]).filter(
    (band) => band.radius > 0 && band.damage !== "",
  );
  if (bands.length === 0) return null;
  return {
    radius: bands.map((band) => band.radius),
    damage: bands.map((band) => storedDiceCode(band.damage)),
  };
}

/** The weapon's bands; null when it has none (a melee weapon stores 0 in each). */
function rangesOf(range: D6WeaponModel["range"]): d6.WeaponRanges | null {
  return range.long > 0 ? { short: range.short, medium: range.medium, long: range.long } : null;
}

export function d6WeaponRecord(
  item: { id: string | null; name: string },
  system: D6WeaponModel,
): D6WeaponRecord {
  return {
    id: item.id ?? "",
    name: item.name,
    skill: system.skill,
    attackKind: D6_WEAPON_SKILLS[system.skill],
    damage: storedDamageCode(system.damage),
    damageType: system.damageType,
    difficulty: system.difficulty,
    ranges: rangesOf(system.range),
    ammo: { ...system.ammo },
    stun: { ...system.stun },
    blast: blastOf(system.blast),
    activator: system.activator,
    bodyStrength: storedDiceCode(system.bodyStrength),
    condition: system.condition,
    equipped: system.equipped,
  };
}

/** The engine's armor: its dice, the Dexterity penalty, what it covers (all: the whole body), its state. */
export function d6ArmorRecord(
  item: { id: string | null; name: string },
  system: D6ArmorModel,
): D6ArmorRecord {
  const covers = D6_HIT_LOCATIONS.filter((location) => system.covers[location]);
  return {
    id: item.id ?? "",
    name: item.name,
    armor: {
      physical: storedDiceCode(system.physical),
      energy: storedDiceCode(system.energy),
      dexterityPenalty: storedDiceCode(system.dexterityPenalty),
      condition: system.condition,
      ...(covers.length === D6_HIT_LOCATIONS.length ? {} : { covers }),
    },
    equipped: system.equipped,
  };
}
