import { sumParts } from "../../../rules/rcr/compose.ts";
import type { RcrCombatant, RcrWeapon } from "../../../simulate/rcr/rcr-combatant.ts";
import type { ActorRecord, ArmorRecord, WeaponRecord } from "../data/actor/actor-record.ts";
import { deriveActor } from "../data/actor/derive-actor.ts";
import { attackFeatFlags } from "../data/item/feat-registry.ts";
import { allowedFireModes } from "../data/item/fire-modes.ts";

/**
 * A compendium actor as stored in `packs/_source/<pack>/<name>.json` (the build's input, generated from
 * scripts/packs/data/*.mjs). Only the fields the simulator reads are typed.
 */
export interface PackActor {
  name: string;
  type: string;
  system: {
    heroic: boolean;
    abilities: Record<"str" | "dex" | "con" | "int" | "wis" | "cha", { value: number }>;
    size: ActorRecord["size"];
    level: number;
    baseAttackBonus: number;
    classDefenseBonus: number;
    saves: Record<"fortitude" | "reflex" | "will", { base: number }>;
    vitality: { value: number; max: number };
    wounds: { value: number };
    speed: { base: number | null };
  };
  items: readonly PackItem[];
}

interface PackItem {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
}

interface PackWeapon {
  damage: { formula: string };
  threatRange: number;
  group: WeaponRecord["group"];
  size: WeaponRecord["size"];
  attackType: WeaponRecord["attackType"];
  rangeIncrement: number;
  fireModes: { single: boolean; multifire: boolean; autofire: boolean; autofireOnly?: boolean };
  mounted: boolean;
  /** rcr-combat.txt › Double Weapon (absent in packs made before the flag). */
  double?: boolean;
  equipped: boolean;
  hand: WeaponRecord["hand"];
}

interface PackArmor {
  damageReduction: number;
  maxDexBonus: number | null;
  armorCheckPenalty: number;
  category: ArmorRecord["category"];
  equipped: boolean;
}

function record(actor: PackActor): { record: ActorRecord; weapons: Map<string, PackWeapon> } {
  const s = actor.system;
  const weapons = new Map<string, PackWeapon>();
  const weaponRecords: WeaponRecord[] = [];
  const armor: ArmorRecord[] = [];
  const feats: { key: string; target: string }[] = [];
  for (const item of actor.items) {
    if (item.type === "weapon") {
      const w = item.system as unknown as PackWeapon;
      weapons.set(item._id, w);
      weaponRecords.push({
        id: item._id,
        name: item.name,
        damageFormula: w.damage.formula,
        threatRange: w.threatRange,
        group: w.group,
        size: w.size,
        attackType: w.attackType,
        equipped: w.equipped,
        hand: w.hand,
      });
    } else if (item.type === "armor") {
      const a = item.system as unknown as PackArmor;
      armor.push({ id: item._id, ...a });
    } else if (item.type === "feat") {
      feats.push({ key: String(item.system.key ?? ""), target: String(item.system.target ?? "") });
    }
  }
  return {
    weapons,
    record: {
      heroic: s.heroic,
      abilities: {
        str: s.abilities.str.value,
        dex: s.abilities.dex.value,
        con: s.abilities.con.value,
        int: s.abilities.int.value,
        wis: s.abilities.wis.value,
        cha: s.abilities.cha.value,
      },
      size: s.size,
      level: s.level,
      baseAttackBonus: s.baseAttackBonus,
      classDefenseBonus: s.classDefenseBonus,
      saves: { fortitude: s.saves.fortitude.base, reflex: s.saves.reflex.base, will: s.saves.will.base },
      vitality: { ...s.vitality },
      wounds: s.wounds.value,
      speedBase: s.speed.base,
      statuses: new Set(),
      weapons: weaponRecords,
      armor,
      feats,
    },
  };
}

/**
 * The one conversion from a pack actor to a simulator combatant: the actor's plain record goes through
 * the data model's own `deriveActor` (which asks the rules engine for every number), and the combatant
 * takes its numbers from the result: Defense inputs, health, Fortitude, initiative, speed, and each
 * equipped weapon's attack bonus, damage formula and threat range. Grenadelike weapons are left out.
 */
export function combatantFromPackActor(actor: PackActor): RcrCombatant {
  const { record: plain, weapons } = record(actor);
  const derived = deriveActor(plain);
  const feats = derived.feats;
  const armed: RcrWeapon[] = [];
  for (const weapon of plain.weapons) {
    const source = weapons.get(weapon.id);
    const attack = derived.attacks[weapon.id];
    if (!source || !attack || !weapon.equipped || weapon.attackType === "grenadelike") continue;
    armed.push({
      name: weapon.name,
      kind: attack.kind,
      attack: attack.attack.total,
      damage: attack.damageFormula,
      threatRange: attack.threatRange,
      rangeIncrement: attack.kind === "ranged" ? source.rangeIncrement : undefined,
      rangeKind: weapon.attackType === "thrown" ? "thrown" : "projectile",
      fireModes: allowedFireModes(source.fireModes),
      // As the weapon data model derives it (WeaponModel.prepareDerivedData).
      autofireOnly: source.fireModes.autofire && !source.fireModes.single && !source.fireModes.multifire,
      light: weapon.size === "light",
      double: source.double === true,
      twoHanded: attack.grip === "two-hands",
      blasterRifle: weapon.group === "blasterRifles",
      tripod: source.mounted,
    });
  }
  return {
    name: actor.name,
    heroic: plain.heroic,
    vitality: derived.vitality.value,
    wounds: derived.wounds.value,
    woundsMax: derived.wounds.max,
    damageReduction: derived.armor.damageReduction,
    defense: {
      classBonus: plain.classDefenseBonus,
      dexModifier: derived.abilities.dex.mod,
      size: plain.size,
      maxDexBonus: derived.armor.maxDexBonus,
      dodgeBonuses: derived.combat.dodgeParts.map((part) => part.value),
      otherBonuses: sumParts(derived.combat.defenseParts),
    },
    baseAttackBonus: plain.baseAttackBonus,
    speed: derived.speed.value,
    initiativeBonus: derived.initiative.bonus,
    dexterity: plain.abilities.dex,
    fortitude: derived.saves.fortitude.total,
    feats: attackFeatFlags(feats),
    weapons: armed,
    immuneToCriticals: false,
    fatigued: derived.combat.abilityPenalty < 0,
  };
}
