import {
  type ArmorCategory,
  abilityModifier,
  type BonusPart,
  baseSpeedForSize,
  defense,
  type Health,
  initiativeModifier,
  SAVE_ABILITY,
  saveBonus,
  sizeModifier,
  speedInArmor,
  type WoundCondition,
  woundCondition,
} from "../../rules/index.ts";
import { type FeatSummary, summarizeFeats } from "../item/feat-registry.ts";
import type { ActorRecord, ArmorRecord } from "./actor-record.ts";
import { ABILITY_KEYS, type AbilityKey, SAVE_KEYS, type SaveKey } from "./actor-schema.ts";
import { type CombatState, combatState } from "./condition-modifiers.ts";
import { type WeaponAttack, weaponAttack } from "./weapon-attacks.ts";

/** Everything prepareDerivedData adds to an actor's `system` (see docs/data-models.md). */
export type ActorDerivedData = {
  abilities: Record<AbilityKey, { value: number; effective: number; mod: number }>;
  saves: Record<SaveKey, { base: number; total: number }>;
  vitality: { value: number; max: number };
  wounds: { value: number; max: number };
  condition: WoundCondition;
  health: Health;
  armor: {
    itemId: string | null;
    category: ArmorCategory;
    damageReduction: number;
    maxDexBonus: number | null;
    checkPenalty: number;
  };
  defense: {
    value: number;
    flatFooted: number;
    touch: number;
    vsDodgeTarget: number;
    breakdown: BonusPart[];
  };
  speed: { base: number | null; value: number };
  initiative: { bonus: number };
  feats: FeatSummary;
  combat: CombatState;
  attacks: Record<string, WeaponAttack>;
};

/** The one armor worn: the first equipped (equipping another unequips it, see documents/item.ts). */
export function wornArmor(armor: readonly ArmorRecord[]): ArmorRecord | null {
  return armor.find((item) => item.equipped) ?? null;
}

function defenseOf(
  record: ActorRecord,
  dexModifier: number,
  armor: ArmorRecord | null,
  combat: CombatState,
  dodge: boolean,
) {
  const dodgeBonuses = combat.dodgeParts.map((part) => part.value);
  const otherBonuses = combat.defenseParts.reduce((sum, part) => sum + part.value, 0);
  const input = {
    classBonus: record.classDefenseBonus,
    dexModifier,
    size: record.size,
    maxDexBonus: armor?.maxDexBonus ?? null,
    dodgeBonuses,
    otherBonuses,
    loseDexBonus: combat.losesDexBonus,
    helpless: combat.helpless,
  };
  const value = defense(input);
  // The Dex term is what the engine's total leaves after the other terms: the parts always sum to it.
  const dodgeTotal = combat.losesDexBonus || combat.helpless ? 0 : dodgeBonuses.reduce((a, b) => a + b, 0);
  const fixed = 10 + record.classDefenseBonus + sizeModifier(record.size) + dodgeTotal + otherBonuses;
  const breakdown: BonusPart[] = [
    { label: "base", value: 10 },
    { label: "class", value: record.classDefenseBonus },
    { label: "dexterity", value: value - fixed },
    { label: "size", value: sizeModifier(record.size) },
    ...(dodgeTotal ? combat.dodgeParts : []),
    ...combat.defenseParts,
  ];
  return {
    value,
    flatFooted: defense({ ...input, loseDexBonus: true }),
    touch: defense({ ...input, touch: true }),
    // rcr-combat.txt › Dodge Feat: +1 dodge bonus against the one opponent designated.
    vsDodgeTarget: dodge ? defense({ ...input, dodgeBonuses: [...dodgeBonuses, 1] }) : value,
    breakdown,
  };
}

/** Derives every computed number of an actor from its plain record, by calling the rules engine only. */
export function deriveActor(record: ActorRecord): ActorDerivedData {
  const feats = summarizeFeats(record.feats);
  const woundsMax = record.abilities.con;
  const combat = combatState(record.wounds, woundsMax, record.statuses);
  const abilities = {} as ActorDerivedData["abilities"];
  for (const key of ABILITY_KEYS) {
    const value = record.abilities[key];
    // rcr-combat.txt › Fatigued: -2 to the Strength and Dexterity scores.
    const effective = key === "str" || key === "dex" ? value + combat.abilityPenalty : value;
    abilities[key] = { value, effective, mod: abilityModifier(effective) };
  }
  const saves = {} as ActorDerivedData["saves"];
  for (const key of SAVE_KEYS) {
    const base = record.saves[key];
    saves[key] = { base, total: saveBonus(base, abilities[SAVE_ABILITY[key]].mod) };
  }
  const armor = wornArmor(record.armor);
  const category: ArmorCategory = armor?.category ?? "none";
  const vitality = record.heroic ? { ...record.vitality } : { value: 0, max: 0 };
  const health: Health = {
    vitality: vitality.value,
    wounds: record.wounds,
    woundsMax,
    heroic: record.heroic,
    damageReduction: armor?.damageReduction ?? 0,
  };
  const wielder = {
    baseAttackBonus: record.baseAttackBonus,
    strModifier: abilities.str.mod,
    dexModifier: abilities.dex.mod,
    size: record.size,
    feats,
    combat,
  };
  const attacks: Record<string, WeaponAttack> = {};
  for (const weapon of record.weapons) attacks[weapon.id] = weaponAttack(weapon, wielder);
  return {
    abilities,
    saves,
    vitality,
    wounds: { value: record.wounds, max: woundsMax },
    condition: woundCondition(record.wounds, woundsMax),
    health,
    armor: {
      itemId: armor?.id ?? null,
      category,
      damageReduction: armor?.damageReduction ?? 0,
      maxDexBonus: armor?.maxDexBonus ?? null,
      checkPenalty: armor?.armorCheckPenalty ?? 0,
    },
    defense: defenseOf(record, abilities.dex.mod, armor, combat, feats.dodge.has),
    speed: {
      base: record.speedBase,
      value: speedInArmor(record.size, category, record.speedBase ?? baseSpeedForSize(record.size)),
    },
    initiative: { bonus: initiativeModifier(abilities.dex.mod, feats.improvedInitiative.has) },
    feats,
    combat,
    attacks,
  };
}
