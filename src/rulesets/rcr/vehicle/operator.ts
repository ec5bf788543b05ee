/**
 * A seated RCR character as the vehicle engine's `Operator` (shared/RULES-API-VEHICLES.md › RCR › Types),
 * read from its prepared data when the roll is made. RCR's characters carry no skill ranks yet, so the
 * Pilot check is the untrained one, the Dexterity modifier (RCR core: Pilot is a Dexterity skill, not in
 * the texts).
 */
import type { vehicles } from "../../../rules/index.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import { ActorModel } from "../data/index.ts";

export function rcrOperator(actor: Actor.Implementation | null): vehicles.Operator | null {
  const system = actor?.system;
  if (!(system instanceof ActorModel)) return null;
  const dex = system.abilities.dex.mod;
  return {
    // rcr-combat.txt › Attack Bonus: base attack bonus + Dexterity modifier for ranged attacks, and the
    // character's own condition modifiers; the vehicle's size replaces the character's (d20F › Attack Roll).
    rangedAttackBonus: system.baseAttackBonus + dex + sumParts(system.combat.attackParts.ranged),
    classDefenseBonus: system.classDefenseBonus,
    dexModifier: dex,
    pilotCheck: dex,
  };
}
