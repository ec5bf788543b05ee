import type { SagaCombatant } from "../../../simulate/saga/saga-combatant.ts";
import { defaultChoices } from "../attack/attack-views.ts";
import { attackerView, weaponView } from "../attack/fighter-views.ts";
import { variantPlan } from "../attack/variant-plan.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { sagaActorStats, sagaWeaponStats } from "../data/actor-stats.ts";
import { deriveSagaActor } from "../data/derive-actor.ts";
import type { SagaVariant } from "../variant.ts";
import { type SagaWeaponNumbers, sagaCombatantRecord } from "./saga-combatant-record.ts";

/**
 * A Saga tracker combatant as the simulator's record. Every number comes from the actor's prepared stats
 * and the attack flow's own views (`attackerView`, `weaponView`; with the variant's formulas its
 * `variantPlan`), as an attack would take them: nothing is computed here.
 */

/** The equipped weapons a Saga actor fights with, with the bonus and damage the attack flow would roll. */
function weapons(actor: Actor.Implementation, variant: SagaVariant): SagaWeaponNumbers[] {
  const stats = sagaActorStats(actor);
  if (!stats) return [];
  const attacker = attackerView(actor, stats);
  const armed: SagaWeaponNumbers[] = [];
  for (const item of actor.items) {
    const weapon = sagaWeaponStats(item);
    const view = weaponView(item, variant.sagaVariantDefenses);
    if (!weapon || !view || !weapon.equipped) continue;
    let attackBonus = view.attackBonus;
    let damageFormula = view.damageFormula;
    if (variant.sagaVariantFormulas) {
      const request = { attacker, weapon: view, choices: defaultChoices(view), targets: [], variant };
      const plan = variantPlan(request, view.diceFormula);
      attackBonus = plan.parts.reduce((sum, part) => sum + part.value, 0);
      damageFormula = plan.damageFormula;
    }
    armed.push({
      name: view.name,
      kind: view.kind,
      group: weapon.group,
      attackBonus,
      damageFormula,
      damageTypes: view.damageTypes,
      lightsaber: view.lightsaber,
      autofire: weapon.autofire,
      autofireOnly: weapon.autofireOnly,
      splash: weapon.splash,
      burstRadius: weapon.areaRadius,
      shots: view.shotsLoaded,
    });
  }
  return armed;
}

/** The combatant's record, or null when its actor is not a Saga actor. */
export function sagaOddsCombatant(
  combatant: Combatant.Implementation,
  unaware: boolean,
  variant: SagaVariant,
): SagaCombatant | null {
  const actor = combatant.actor;
  const stats = actor ? sagaActorStats(actor) : null;
  if (!actor || !stats) return null;
  const system = actor.system;
  if (!(system instanceof SagaActorModel)) return null;
  // The defenses standing normally: the model's own derivation without a flat-footed status of the moment
  // (the fight makes everyone flat-footed as its rules say). With the variant's defenses weapons attack
  // General Defense (attack/fighter-views.ts › weaponView).
  const record = system.toRecord();
  const standing = deriveSagaActor(
    { ...record, statuses: new Set([...record.statuses].filter((id) => id !== "flatFooted")) },
    variant,
  );
  const normal = standing.defenses.reflex.total;
  const general = variant.sagaVariantDefenses ? standing.variantDefenses?.general : undefined;
  const reflex = general ?? normal;
  const wind = system.secondWind;
  return sagaCombatantRecord(
    {
      name: combatant.name ?? actor.name,
      kind: stats.kind,
      health: stats.health,
      reflex,
      flatFootedReflex: reflex - (normal - standing.defenses.flatFootedReflex),
      initiativeModifier: stats.initiativeModifier,
      conditionPenalty: stats.condition.penalty,
      dexterity: system.abilities.dex.value,
      speed: stats.speed,
      burstFire: stats.talents.burstFire,
      evasion: stats.talents.evasion,
      secondWind: {
        heroic: stats.heroicLevel > 0,
        constitution: system.abilities.con.value,
        usesLeft: Math.max(0, wind.perDay - wind.used),
        extraSecondWind: wind.extra,
      },
      aware: !unaware,
    },
    weapons(actor, variant),
  );
}
