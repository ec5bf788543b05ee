import {
  type ArmorCategory,
  type BonusPart,
  baseSpeedForSize,
  DODGE_FEAT_BONUS,
  defenseBreakdown,
  effectiveAbility,
  type Health,
  initiativeModifier,
  SAVE_ABILITY,
  saveBonus,
  speedInArmor,
  type WoundCondition,
  woundCondition,
} from "../../../../rules/index.ts";
import { type FeatSummary, summarizeFeats } from "../item/feat-registry.ts";
import type { ActorRecord, ArmorRecord } from "./actor-record.ts";
import { ABILITY_KEYS, type AbilityKey, SAVE_KEYS, type SaveKey } from "./actor-schema.ts";
import { type CombatState, combatState } from "./condition-modifiers.ts";
import { type WeaponAttack, weaponAttack } from "./weapon-attacks.ts";

/** Everything prepareDerivedData adds to an actor's `system` (see docs/data-models.md). */
export type ActorDerivedData = {
  /** `adjustments`: what makes `effective` differ from `value` (fatigue), for the sheet to say why. */
  abilities: Record<AbilityKey, { value: number; effective: number; mod: number; adjustments: BonusPart[] }>;
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
    flatFootedBreakdown: BonusPart[];
    touchBreakdown: BonusPart[];
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
  const input = {
    classBonus: record.classDefenseBonus,
    dexModifier,
    size: record.size,
    maxDexBonus: armor?.maxDexBonus ?? null,
    dodgeParts: combat.dodgeParts,
    otherParts: combat.defenseParts,
    loseDexBonus: combat.losesDexBonus,
    helpless: combat.helpless,
  };
  const { total: value, parts: breakdown } = defenseBreakdown(input);
  const flatFooted = defenseBreakdown({ ...input, loseDexBonus: true });
  const touch = defenseBreakdown({ ...input, touch: true });
  const dodgeFeat = { label: "dodgeFeat", value: DODGE_FEAT_BONUS };
  return {
    value,
    flatFooted: flatFooted.total,
    touch: touch.total,
    // rcr-combat.txt › Dodge Feat: a dodge bonus against the one opponent designated.
    vsDodgeTarget: dodge
      ? defenseBreakdown({ ...input, dodgeParts: [...combat.dodgeParts, dodgeFeat] }).total
      : value,
    breakdown,
    flatFootedBreakdown: flatFooted.parts,
    touchBreakdown: touch.parts,
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
    // rcr-combat.txt › Fatigued: -2 to the Strength and Dexterity scores (the engine says which).
    const { effective, modifier, parts } = effectiveAbility(key, value, combat.abilityPenalty);
    abilities[key] = { value, effective, mod: modifier, adjustments: parts };
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
