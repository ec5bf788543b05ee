import { saga } from "../../rules/index.ts";
import { compileDamage, type DamageDice } from "../damage-dice.ts";
import type { SagaCombatant, SagaSimWeapon } from "./saga-combatant.ts";

/**
 * The ways a Saga combatant can attack with a standard action, each checked by the engine: a single shot or
 * blow, autofire (an area attack at -5, ten shots: saga.autofireAttack), Burst Fire with the feat (one
 * target, -5, +2 dice, five shots), a grenade's burst, a splash weapon. The policy picks the one that hurts
 * the chosen foe most. saga-special-combat-rules.txt › Area Attacks, Autofire, Burst Fire, Splash Weapons.
 */
export interface SagaAttackOption {
  weapon: number;
  kind: "melee" | "ranged";
  /** single: one target, a natural 20 (or the threat range) doubles; area: resolveAreaAttack; splash: resolveSplashAttack. */
  shape: "single" | "area" | "splash";
  /** The option's own modifier to the weapon's attack bonus (autofire's -5). */
  modifier: number;
  dice: DamageDice;
  /** Shots it takes from the weapon's count (when counted). */
  shots: number;
  label: string;
}

/** The weapon as the engine's autofire rules see it (bracing, its only use of more, is not simulated). */
function engineWeapon(weapon: SagaSimWeapon): saga.SagaWeapon {
  return { group: weapon.group };
}

function autofireOption(weapon: SagaSimWeapon, index: number, burstFire: boolean): SagaAttackOption | null {
  const fired = saga.autofireAttack({
    weapon: engineWeapon(weapon),
    // The shots loaded are checked turn by turn (fight.ts); here only the rules' penalty and dice.
    shotsLoaded: Number.MAX_SAFE_INTEGER,
    burstFire,
  });
  if (!fired.ok) return null;
  // Only Burst Fire adds dice; a formula without dice (a flat 10) still autofires, but has no die to add to.
  const formula =
    fired.extraDamageDice > 0
      ? saga.withExtraDamageDice(weapon.damage, fired.extraDamageDice)
      : weapon.damage;
  if (formula === null) return null;
  return {
    weapon: index,
    kind: weapon.kind,
    shape: burstFire ? "single" : "area",
    modifier: fired.attackPenalty,
    dice: compileDamage(formula),
    shots: fired.shots,
    label: `${weapon.name} ${burstFire ? "burst fire" : "autofire"}`,
  };
}

/** Every option the rules allow this combatant. */
export function sagaAttackOptions(combatant: SagaCombatant): SagaAttackOption[] {
  const options: SagaAttackOption[] = [];
  combatant.weapons.forEach((weapon, index) => {
    const dice = compileDamage(weapon.damage);
    const base = { weapon: index, kind: weapon.kind, modifier: 0, dice, shots: 1 };
    if (weapon.burstRadius !== undefined)
      options.push({ ...base, shape: "area", label: `${weapon.name} burst` });
    else if (weapon.splash) options.push({ ...base, shape: "splash", label: `${weapon.name} splash` });
    else if (!weapon.autofireOnly) options.push({ ...base, shape: "single", label: weapon.name });
    if (weapon.autofire || weapon.autofireOnly) {
      const auto = autofireOption(weapon, index, false);
      if (auto) options.push(auto);
      const burst = combatant.burstFire ? autofireOption(weapon, index, true) : null;
      if (burst) options.push(burst);
    }
  });
  return options;
}
