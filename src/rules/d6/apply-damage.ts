import { characterDamage } from "./character-damage.ts";
import { type DiceCode, wholeDice } from "./dice-code.ts";
import type { DamageResult, Health, WoundLevel } from "./health.ts";
import type { Options } from "./options.ts";
import { escalateWound, worseWound } from "./wound-escalation.ts";

/** One hit against a character. */
export interface DamageHit {
  /** The damage roll. */
  damageTotal: number;
  /** The target's Strength roll to resist, armor included (`resistanceDice`). */
  resistTotal: number;
  /** The weapon is set for stun. */
  stun?: boolean;
  /** With `options.severeInjuries`: the attacker injures instead of killing, to the GM's level. */
  severeInjury?: "wounded" | "woundedTwice" | "incapacitated";
}

/** What one hit did. */
export interface DamageOutcome {
  health: Health;
  difference: number;
  /** The chart's row for this hit (as `characterDamage`). */
  result: DamageResult;
  /** This hit added a stun. */
  stunned: boolean;
  /** Knocked out by this hit: 2D minutes (stuns, stun weapon), 10D (incapacitated), or until healed. */
  unconsciousFor: DiceCode | "untilHealed" | null;
  /** Wounded or worse. */
  fallsProne: boolean;
  /** No more actions this round: wounded or worse, or knocked out. */
  actionsLost: boolean;
  /** A kill became a severe, permanent injury. */
  severeInjury: boolean;
  killed: boolean;
}

/** Minutes knocked out, in dice: by stuns (2D) and when incapacitated (10D). */
const STUNNED_OUT_DICE = 2;
const INCAPACITATED_OUT_DICE = 10;

/**
 * Applies one hit: the chart's row, then stuns or the wound escalation, and who is knocked out for how long.
 * d6-combat.txt › Character Damage Chart and the paragraphs after it; Stun Damage; Game Option: Severe
 * Injuries. A killed target is final: nothing changes on it.
 */
export function applyDamage(target: Health, hit: DamageHit, options?: Options): DamageOutcome {
  const { difference, result } = characterDamage(hit);
  const outcome: DamageOutcome = {
    health: { ...target },
    difference,
    result,
    stunned: false,
    unconsciousFor: null,
    fallsProne: false,
    actionsLost: false,
    severeInjury: false,
    killed: target.wound === "killed",
  };
  if (outcome.killed || result === "noEffect") return outcome;
  if (result === "stunned") return stun(outcome);
  // A stun weapon's knock-out, like the stuns', does nothing more to a character already unconscious.
  if (result === "unconscious")
    return target.unconscious ? outcome : knockOut(outcome, wholeDice(STUNNED_OUT_DICE));
  return wound(outcome, escalateWound(target.wound, result), hit, options);
}

// d6-combat.txt › Character Damage Chart: a stun is −1D for this round and the next, and as many stuns
// affecting him as his Strength's dice knock him out for 2D minutes.
function stun(outcome: DamageOutcome): DamageOutcome {
  const health = outcome.health;
  const wasUnconscious = health.unconscious === true;
  health.stuns = (health.stuns ?? 0) + 1;
  health.stunRounds = 2;
  outcome.stunned = true;
  if (health.stuns >= health.strengthDice && !wasUnconscious)
    return knockOut(outcome, wholeDice(STUNNED_OUT_DICE));
  return outcome;
}

function knockOut(outcome: DamageOutcome, time: DiceCode | "untilHealed"): DamageOutcome {
  outcome.health.unconscious = true;
  outcome.unconsciousFor = time;
  outcome.actionsLost = true;
  return outcome;
}

function wound(outcome: DamageOutcome, level: WoundLevel, hit: DamageHit, options?: Options): DamageOutcome {
  const health = outcome.health;
  const before = health.wound;
  if (level === "killed" && options?.severeInjuries && hit.severeInjury) {
    level = worseWound(before, hit.severeInjury);
    outcome.severeInjury = true;
  }
  health.wound = level;
  outcome.fallsProne = true;
  outcome.actionsLost = true;
  outcome.killed = level === "killed";
  if (level === before) return outcome;
  if (level === "incapacitated") return knockOut(outcome, wholeDice(INCAPACITATED_OUT_DICE));
  if (level === "mortallyWounded") {
    health.mortallyWoundedRounds = 0;
    health.stabilized = false;
    health.treated = false;
    return knockOut(outcome, "untilHealed");
  }
  return outcome;
}
