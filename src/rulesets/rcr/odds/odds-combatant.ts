import type { RcrCombatant, RcrWeapon } from "../../../simulate/index.ts";
import type { ActorModel } from "../data/actor/actor-model.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { actorModel, attackerView, targetView, weaponView } from "../dice/combatant-views.ts";

/**
 * The one place where a combatant of the tracker becomes a simulator record. Every number comes from
 * the actor's prepared data, read through the attack flow's own views (`attackerView`, `weaponView`,
 * `targetView`) and the derived attacks (`system.attacks`): nothing is computed here.
 */

/** Equipped weapons, as the attack flow sees them; grenadelike weapons are left out (area attacks). */
function weapons(actor: Actor.Implementation, system: ActorModel): RcrWeapon[] {
  const armed: RcrWeapon[] = [];
  for (const item of actor.items) {
    const model = item.system;
    if (!(model instanceof WeaponModel) || !model.equipped || model.attackType === "grenadelike") continue;
    const view = weaponView(item, system);
    const derived = item.id ? system.attacks[item.id] : undefined;
    if (!view || !derived) continue;
    armed.push({
      name: view.name,
      kind: view.kind,
      attack: derived.attack.total,
      damage: derived.damageFormula,
      threatRange: view.threatRange,
      rangeIncrement: view.kind === "ranged" ? view.rangeIncrement : undefined,
      rangeKind: view.rangeKind,
      fireModes: view.fireModes,
      autofireOnly: view.autofireOnly,
      light: view.light,
      double: view.double,
      twoHanded: view.grip === "two-hands",
      blasterRifle: view.blasterRifle,
      tripod: view.tripod,
    });
  }
  return armed;
}

/** The combatant's record for the simulator, or null when its actor is not one of the system's. */
export function oddsCombatant(combatant: Combatant.Implementation, unaware: boolean): RcrCombatant | null {
  const actor = combatant.actor;
  const system = actorModel(actor);
  const token = combatant.token;
  if (!actor || !system || !token) return null;
  const attacker = attackerView(actor, system);
  const target = targetView(token, 0);
  if (!target) return null;
  const health = system.health;
  return {
    name: combatant.name ?? actor.name,
    heroic: health.heroic,
    vitality: health.vitality,
    wounds: health.wounds,
    woundsMax: health.woundsMax,
    damageReduction: health.damageReduction ?? 0,
    defense: target.defense,
    baseAttackBonus: attacker.bab,
    speed: attacker.speed,
    initiativeBonus: system.initiative.bonus,
    dexterity: system.abilities.dex.value,
    fortitude: system.saves.fortitude.total,
    feats: attacker.feats,
    weapons: weapons(actor, system),
    aware: !unaware,
    immuneToCriticals: target.immuneToCriticals,
    fatigued: attacker.fatigued,
  };
}
