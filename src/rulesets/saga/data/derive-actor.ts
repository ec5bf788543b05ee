import { abilityModifier, type ComposedBonus, type Size, saga } from "../../../rules/index.ts";
import { type SagaVariant, sagaOptions } from "../variant.ts";
import type { SagaActorRecord, SagaArmorRecord } from "./actor-record.ts";
import { SAGA_ABILITY_KEYS, type SagaAbilityKey } from "./actor-schema.ts";
import { SAGA_ARMOR_TYPES, summarizeTalents, type TalentSummary } from "./talent-registry.ts";
import { type SagaWeaponAttack, sagaWeaponAttack } from "./weapon-attacks.ts";

/** Statuses that leave a creature helpless (Saga core: unconscious and disabled are helpless). */
const HELPLESS_STATUSES = ["helpless", "unconscious", "disabled", "dead"] as const;

/** Everything prepareDerivedData adds to a Saga actor's `system`. */
export type SagaActorDerived = {
  abilities: Record<SagaAbilityKey, { value: number; mod: number }>;
  characterLevel: number;
  halfHeroicLevel: number;
  /** The stored step, at most the world's track length (a step past a shorter track is its bottom). */
  conditionStep: number;
  conditionPenalty: number;
  conditionTrackLength: number;
  helpless: boolean;
  flatFooted: boolean;
  armor: {
    itemId: string | null;
    type: "none" | SagaArmorRecord["armorType"];
    proficient: boolean;
  };
  defenses: {
    reflex: ComposedBonus;
    fortitude: ComposedBonus;
    will: ComposedBonus;
    /** Reflex without the Dexterity bonus (a penalty stays). */
    flatFootedReflex: number;
  };
  /** The variant's six defenses with sagaVariantDefenses; null in core Saga. */
  variantDefenses: saga.VariantDefenses | null;
  /** Their parts and both thresholds', as the engine composed them (the sheet's breakdowns); null in core Saga. */
  variantParts: {
    defenses: saga.VariantDefenseBreakdown;
    damageThreshold: ComposedBonus;
    mentalThreshold: ComposedBonus;
  } | null;
  /** The variant's damage threshold replaces core's with sagaVariantDefenses. */
  damageThreshold: number;
  mentalThreshold: number | null;
  shieldMax: number;
  damageReductions: saga.DamageReduction[];
  health: saga.SagaHealth;
  movement: { speed: number; fightingSpace: { side: number; squares: number } | null; reach: number };
  initiativeBonus: ComposedBonus;
  talents: TalentSummary;
  attacks: Record<string, SagaWeaponAttack>;
};

/** The one armor worn: the first equipped. */
export function wornSagaArmor(armor: readonly SagaArmorRecord[]): SagaArmorRecord | null {
  return armor.find((item) => item.equipped) ?? null;
}

/** Proficient with an armor type when proficient with it or a heavier one (each needs the lighter). */
function armorProficient(armor: SagaArmorRecord | null, talents: TalentSummary): boolean {
  if (!armor) return true;
  const needed = SAGA_ARMOR_TYPES.indexOf(armor.armorType);
  return talents.armorProficiency.some(
    (type) => SAGA_ARMOR_TYPES.indexOf(type as SagaArmorRecord["armorType"]) >= needed,
  );
}

/** The natural DR (with the variant's damage types when `typed`) and the worn armor's. */
function damageReductions(
  record: SagaActorRecord,
  armor: SagaArmorRecord | null,
  typed: boolean,
): saga.DamageReduction[] {
  const { mode, type } = record.damageReductionTypes;
  const natural: saga.DamageReduction = { amount: record.damageReduction };
  if (typed && mode !== "all") natural[mode] = [type];
  return [natural, { amount: armor?.damageReduction ?? 0 }].filter((reduction) => reduction.amount > 0);
}

function movementOf(record: SagaActorRecord, armor: SagaArmorRecord | null, size: Size) {
  return {
    speed: saga.encumberedSpeed({ speed: record.speed, armor: armor?.armorType ?? "none" }).speed,
    fightingSpace: saga.fightingSpace(size),
    reach: record.reach ?? saga.reach(size) ?? saga.DEFAULT_REACH,
  };
}

/**
 * The variant's defenses and thresholds (saga-variant-character-combat.txt › Defense Scores, Damage
 * Threshold, Mental Threshold). Readings (docs/rules-api-saga.md): the "Size Modifier" of the defenses is
 * core's size modifier to Reflex, the threshold's is core's size bonus to it; the armor bonus is the worn
 * armor's Reflex bonus; the condition penalty is an additional modifier to every defense.
 */
function variantNumbers(record: SagaActorRecord, input: saga.CoreDefensesInput, penalty: number) {
  const p = penalty;
  const heroicLevel = record.heroicLevel;
  const defenseInput: saga.VariantDefensesInput = {
    ...input,
    sizeModifier: saga.reflexSizeModifier(record.size),
    combatManeuverAttackBonus: record.combatManeuverBonus,
    classBonus: record.classDefense,
    additional: { general: p, combatManeuver: p, fortitude: p, reflex: p, will: p, devastatingInjury: p },
  };
  // The stored modifier is the sum of the class, equipment, species and ability modifiers the formula lists.
  const damageThreshold = saga.damageThresholdBreakdown({
    heroicLevel,
    conModifier: input.conModifier,
    sizeModifier: saga.damageThresholdSizeBonus(record.size),
    otherModifiers: record.thresholdMisc.damage,
  });
  const mentalThreshold = saga.mentalThresholdBreakdown({
    heroicLevel,
    wisModifier: input.wisModifier,
    otherModifiers: record.thresholdMisc.mental,
  });
  return {
    variantDefenses: saga.defenses(defenseInput),
    damageThreshold: damageThreshold.total,
    mentalThreshold: mentalThreshold.total,
    parts: { defenses: saga.defenseBreakdown(defenseInput), damageThreshold, mentalThreshold },
  };
}

/** Derives every computed number of a Saga actor from its plain record, by calling the rules engine only. */
export function deriveSagaActor(record: SagaActorRecord, variant: SagaVariant): SagaActorDerived {
  const talents = summarizeTalents(record.talents);
  const abilities = {} as SagaActorDerived["abilities"];
  for (const key of SAGA_ABILITY_KEYS) {
    const value = record.abilities[key];
    abilities[key] = { value, mod: abilityModifier(value) };
  }
  const options = sagaOptions(variant);
  const conditionTrackLength = saga.conditionTrackLength(options);
  // A stored step past the world's track counts as its bottom (never rewritten).
  const conditionStep = saga.moveConditionTrack(record.condition, 0, conditionTrackLength).condition;
  const conditionPenalty = saga.conditionPenalty(conditionStep, options);
  const helpless =
    saga.conditionHelpless(conditionStep, conditionTrackLength) ||
    HELPLESS_STATUSES.some((id) => record.statuses.has(id));
  const flatFooted = record.statuses.has("flatFooted");
  const armor = wornSagaArmor(record.armor);
  const proficient = armorProficient(armor, talents);
  const defenseInput: saga.CoreDefensesInput = {
    heroicLevel: record.heroicLevel,
    dexModifier: abilities.dex.mod,
    conModifier: record.droid ? abilities.str.mod : abilities.con.mod,
    wisModifier: abilities.wis.mod,
    size: record.size,
    classBonus: record.classDefense,
    armoredDefense: talents.armoredDefense,
    improvedArmoredDefense: talents.improvedArmoredDefense,
    helpless,
    loseDexBonus: flatFooted,
    conditionPenalty,
  };
  if (armor) {
    defenseInput.armorBonus = armor.reflexBonus;
    if (armor.maxDexBonus !== null) defenseInput.maxDexBonus = armor.maxDexBonus;
    if (proficient) defenseInput.armorFortitudeBonus = armor.fortitudeBonus;
  }
  const defenses = saga.coreDefenseBreakdown(defenseInput);
  const flatFootedReflex = saga.coreDefenses({ ...defenseInput, loseDexBonus: true }).reflex;
  // The threshold is read from Fortitude before the condition penalty (a reading: docs/rules-api-saga.md › Core character numbers).
  const fortitude = saga.coreDefenses({ ...defenseInput, conditionPenalty: 0 }).fortitude;
  const variantSet = variant.sagaVariantDefenses
    ? variantNumbers(record, defenseInput, conditionPenalty)
    : null;
  const damageThreshold =
    variantSet?.damageThreshold ??
    saga.coreDamageThreshold({
      fortitude,
      size: record.size,
      improvedDamageThreshold: talents.improvedDamageThreshold,
    });
  const shieldMax = Math.max(record.shield.max, armor?.shieldRating ?? 0);
  const reductions = damageReductions(record, armor, variant.sagaVariantDefenses);
  const health: saga.SagaHealth = {
    hitPoints: record.hp.value,
    maxHitPoints: record.hp.max,
    temporaryHitPoints: record.hp.temp,
    damageThreshold,
    condition: conditionStep,
    damageReduction: reductions,
    shieldRating: record.shield.value,
    kind: record.droid ? "droid" : "creature",
    cybernetic: record.cybernetic,
  };
  const wielder = {
    baseAttackBonus: record.baseAttackBonus,
    heroicLevel: record.heroicLevel,
    strModifier: abilities.str.mod,
    dexModifier: abilities.dex.mod,
    conditionPenalty,
    weaponFocus: talents.weaponFocus,
    weaponProficiency: talents.weaponProficiency,
    weaponSpecialization: talents.weaponSpecialization,
  };
  const attacks: Record<string, SagaWeaponAttack> = {};
  for (const weapon of record.weapons) attacks[weapon.id] = sagaWeaponAttack(weapon, wielder);
  return {
    abilities,
    characterLevel: record.heroicLevel + record.nonheroicLevel,
    halfHeroicLevel: saga.halfLevel(record.heroicLevel),
    conditionStep,
    conditionPenalty,
    conditionTrackLength,
    helpless,
    flatFooted,
    armor: { itemId: armor?.id ?? null, type: armor?.armorType ?? "none", proficient },
    defenses: { ...defenses, flatFootedReflex },
    variantDefenses: variantSet?.variantDefenses ?? null,
    variantParts: variantSet?.parts ?? null,
    mentalThreshold: variantSet?.mentalThreshold ?? null,
    damageThreshold,
    shieldMax,
    damageReductions: reductions,
    health,
    movement: movementOf(record, armor, record.size),
    initiativeBonus: saga.coreInitiative({
      characterLevel: record.heroicLevel + record.nonheroicLevel,
      dexModifier: abilities.dex.mod,
      trained: record.initiative.trained,
      skillFocus: record.initiative.skillFocus,
      conditionPenalty,
      other: record.initiative.misc,
    }),
    talents,
    attacks,
  };
}
