import { applyDamage, type Health, resolveAttack } from "../../rules/index.ts";
import type { AttackOption } from "./attack-options.ts";
import type { FightState } from "./fight-state.ts";
import { type PreparedCombatant, STANCES } from "./prepare.ts";
import type { RcrCombatant } from "./rcr-combatant.ts";

/**
 * The combatant's policy (docs/simulate.md › Policy): attack the foe it can hurt most, with the option
 * that hurts that foe most; ties go to the foe with the least vitality and wounds left, then to the first.
 * "Hurt" is the expected vitality and wound points lost, worked out once per encounter with the
 * engine's own `resolveAttack` and `applyDamage`.
 */

/** Chances that one attack hits, and that it threatens, by the engine's rules over the 20 faces. */
export function hitChances(bonus: number, defense: number, threatRange: number, canCritical: boolean) {
  let hits = 0;
  let threats = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    const result = resolveAttack({ d20, attackBonus: bonus, defense, threatRange, canCritical });
    if (result.hit) hits++;
    if (result.threat) threats++;
  }
  return { hit: hits / 20, threat: threats / 20 };
}

function fresh(target: RcrCombatant): Health {
  return {
    vitality: target.heroic ? target.vitality : 0,
    wounds: target.wounds,
    woundsMax: target.woundsMax,
    heroic: target.heroic,
    damageReduction: target.damageReduction,
  };
}

/** Vitality and wounds one hit of `amount` costs the target at full health. */
function hurt(target: RcrCombatant, amount: number, critical: boolean): number {
  const result = applyDamage(fresh(target), { amount, critical });
  return result.vitalityLost + result.woundsLost;
}

/**
 * Expected hurt of one option against one target in one stance; 0 when the option cannot reach it.
 * A confirmed critical (threat, then a second hit with the same bonus) counts what `applyDamage` does
 * with it.
 */
export function expectedDamage(
  self: PreparedCombatant,
  option: AttackOption,
  target: RcrCombatant,
  t: number,
  n: number,
  stance: number,
): number {
  let total = 0;
  for (const attack of option.attacks) {
    const at = (attack.weapon * n + t) * STANCES + stance;
    const against = self.againstBonus[at]!;
    if (Number.isNaN(against)) return 0;
    const canCritical = self.canCritical[attack.weapon]! && target.immuneToCriticals !== true;
    const chance = hitChances(
      attack.bonus + against,
      self.againstDefense[at]!,
      self.threatRange[attack.weapon]!,
      canCritical,
    );
    const amount = Math.round(self.damage[attack.weapon]!.mean + self.againstDamage[at]!);
    const critical = chance.threat * chance.hit;
    total += (chance.hit - critical) * hurt(target, amount, false) + critical * hurt(target, amount, true);
  }
  return total;
}

/**
 * Picks the foe and the option (index into `options`) by the policy, into `state.pickTarget` and
 * `state.pickOption`; -1 when no foe can be hurt by any option.
 */
export function pickAttack(
  self: PreparedCombatant,
  options: readonly AttackOption[],
  values: Float64Array,
  state: FightState,
): void {
  const combatants = state.encounter.combatants;
  const n = combatants.length;
  let bestValue = 0;
  let bestTarget = -1;
  let bestOption = -1;
  for (let t = 0; t < n; t++) {
    if (combatants[t]!.side === self.side || !state.inFight(t)) continue;
    const stance = state.stance(t);
    for (let o = 0; o < options.length; o++) {
      const value = values[(o * n + t) * STANCES + stance]!;
      if (value <= 0) continue;
      const better =
        value > bestValue ||
        (value === bestValue && bestTarget !== t && state.staying(t) < state.staying(bestTarget));
      if (better) {
        bestValue = value;
        bestTarget = t;
        bestOption = o;
      }
    }
  }
  state.pickTarget = bestTarget;
  state.pickOption = bestOption;
}
