import { localize } from "../../../config/i18n.ts";
import { saga } from "../../../rules/index.ts";
import type { SagaWeaponView } from "../attack/attack-views.ts";
import type { SagaActorStats } from "../data/actor-stats.ts";
import { SagaTalentModel } from "../data/item-models.ts";
import { sagaWeaponAttack } from "../data/weapon-attacks.ts";

/**
 * The attack a Saga character makes without an item (the sheet's "Unarmed attack"): saga-special-combat-rules.txt
 * › Unarmed Attacks, a melee attack for bludgeoning damage, Medium 1d4 and Small 1d3 plus Strength, each
 * Martial Arts feat one die step more (saga.martialArtsDamage). Everyone is proficient with their own fists
 * and unarmed attacks are simple weapons, so Weapon Focus and Weapon Specialization count when taken for
 * simple weapons (or, stored before groups, for the unarmed form) (Saga core, not in the texts).
 */

export const UNARMED_IMG = "icons/skills/melee/unarmed-punch-fist.webp";

/** How many Martial Arts feats the actor has (each sagaTalent item with the key counts once). */
export function martialArtsFeats(actor: Actor.Implementation): number {
  return actor.items.contents.filter(
    (item) => item.system instanceof SagaTalentModel && item.system.key === "martialArts",
  ).length;
}

/** The unarmed attack as the pipeline sees it, or null for a size the texts give no unarmed dice. */
export function unarmedView(
  actor: Actor.Implementation,
  stats: SagaActorStats,
  general = false,
): SagaWeaponView | null {
  const dice = saga.martialArtsDamage(stats.size, martialArtsFeats(actor));
  if (!dice) return null;
  const attack = sagaWeaponAttack(
    {
      id: "",
      name: "",
      group: "unarmed",
      damageFormula: dice,
      damageTypes: ["bludgeoning"],
      twoHanded: false,
      proficiencyGroup: "simple",
    },
    {
      baseAttackBonus: stats.baseAttackBonus,
      heroicLevel: stats.heroicLevel,
      strModifier: stats.abilityMods.str,
      dexModifier: stats.abilityMods.dex,
      conditionPenalty: stats.condition.penalty,
      weaponFocus: stats.talents.weaponFocus,
      weaponProficiency: ["simple"],
      weaponSpecialization: stats.talents.weaponSpecialization,
    },
  );
  return {
    id: null,
    name: localize("SWRPG.Saga.Unarmed.Name", "Unarmed strike"),
    img: UNARMED_IMG,
    kind: "melee",
    rules: { group: "unarmed" },
    attackBonus: attack.attack.total,
    attackParts: [...attack.attack.parts],
    damageFormula: attack.damageFormula,
    diceFormula: dice,
    damageTypes: ["bludgeoning"],
    lightsaber: false,
    stun: false,
    autofire: false,
    splash: false,
    burstRadius: 0,
    defense: general ? "general" : "reflex",
    shotsLoaded: null,
  };
}
