import { saga } from "../../../rules/index.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { type SagaActorStats, sagaActorStats, sagaWeaponStats } from "../data/actor-stats.ts";
import type { SagaAttackerView, SagaTargetView, SagaWeaponView } from "./attack-views.ts";

/**
 * The only place Saga documents become the attack pipeline's plain views: every number is read from the
 * prepared stats (src/rulesets/saga/data/actor-stats.ts), statuses from the actor.
 */

export function attackerView(actor: Actor.Implementation, stats: SagaActorStats): SagaAttackerView {
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    prone: actor.statuses.has("prone"),
    preciseShot: stats.talents.preciseShot,
    burstFire: stats.talents.burstFire,
    bab: stats.baseAttackBonus,
    str: stats.abilityMods.str,
    dex: stats.abilityMods.dex,
    heroicLevel: stats.heroicLevel,
    combatManeuverBonus: actor.system instanceof SagaActorModel ? actor.system.combatManeuverBonus : 0,
  };
}

/**
 * The weapon as its wielder fires it, or null for an item that is not a Saga weapon of a Saga actor. It attacks
 * the defense it names; with the variant's defenses one that names Reflex attacks General Defense
 * (saga-variant-character-combat.txt › Defense Scores).
 */
export function weaponView(item: Item.Implementation, general = false): SagaWeaponView | null {
  const stats = sagaWeaponStats(item);
  if (!stats || stats.attackBonus === null) return null;
  return {
    id: item.id,
    name: item.name,
    img: item.img ?? "",
    kind: stats.kind,
    rules: stats.weapon,
    attackBonus: stats.attackBonus,
    attackParts: stats.attackParts,
    proficiencyGroup: stats.proficiencyGroup,
    damageFormula: stats.damageFormula,
    diceFormula: stats.baseDamageFormula,
    damageTypes: stats.stun.active ? ["stun"] : stats.damageTypes,
    lightsaber: stats.lightsaber,
    stun: stats.stun.active,
    autofire: stats.autofire || stats.autofireOnly,
    splash: stats.splash,
    burstRadius: stats.areaRadius ?? 0,
    defense: saga.defenseAttacked(stats.defense, general),
    shotsLoaded: stats.shots.max > 0 ? stats.shots.value : null,
    range:
      stats.kind === "ranged" && saga.isRangeCategory(stats.range)
        ? { category: stats.range, accuracy: stats.accuracy }
        : undefined,
  };
}

/** A targeted token as the pipeline sees it (null: no Saga actor behind it). */
export function targetView(token: TokenDocument.Implementation): SagaTargetView | null {
  const actor = token.actor;
  const stats = actor ? sagaActorStats(actor) : null;
  if (!actor || !stats) return null;
  return {
    tokenUuid: token.uuid,
    actorUuid: actor.uuid,
    name: token.name ?? actor.name,
    img: actor.img ?? "",
    defenses: {
      reflex: stats.defenses.reflex,
      fortitude: stats.defenses.fortitude,
      will: stats.defenses.will,
      // null only in core Saga, where no weapon attacks General Defense
      general: stats.variantDefenses?.general ?? stats.defenses.reflex,
      // the variant's; core Saga has none, and offers no combat maneuver (../maneuver/)
      combatManeuver: stats.variantDefenses?.combatManeuver ?? stats.defenses.reflex,
    },
    damageThreshold: stats.damageThreshold,
    ...(stats.variantDefenses ? { injuryDefense: stats.variantDefenses.devastatingInjury } : {}),
    evasion: stats.talents.evasion,
    prone: actor.statuses.has("prone"),
    helpless: stats.helpless,
    flankImmunity: stats.flankImmunity,
    ...(token.hidden ? { hidden: true } : {}),
  };
}
