import { saga } from "../../rules/index.ts";
import { rollDamage } from "../damage-dice.ts";
import type { Random } from "../random.ts";
import { type FightOutcome, MAX_ROUNDS } from "../ruleset.ts";
import type { SagaAttackOption } from "./attack-options.ts";
import { DEAD, DOWN, type SagaFightState, UP } from "./fight-state.ts";
import { type PreparedSagaCombatant, STANCES } from "./prepare.ts";

/**
 * One Saga Edition fight, round by round: initiative (d20 + modifier, ties by the variant's rules, which a
 * core world also uses: saga.initiativeOrder), a surprise round when some are unaware (saga.surpriseRound),
 * then each combatant's turn in order until one side is left. docs/simulate.md › Saga Edition.
 */

/** Initiative: d20 + modifier (with the condition penalty), a tie-break d20; the order as combatant indices. */
function rollInitiative(state: SagaFightState, random: Random): number[] {
  const { combatants, engine } = state.encounter;
  const entries = combatants.map((c, i) => {
    const modifier = c.source.initiativeBonus + saga.conditionPenalty(state.condition[i]!, engine);
    return {
      id: String(i),
      initiative: random.d20() + modifier,
      initiativeModifier: modifier,
      dexterity: c.source.dexterity,
      tieBreak: random.d20(),
    };
  });
  return saga.initiativeOrder(entries).map(Number);
}

/**
 * A hit lands: the engine takes it (shield, DR, temporary then regular hit points, the threshold's steps).
 * 0 hit points or the bottom of the track take the target out; 0 by damage reaching its threshold kills a
 * creature or destroys a droid (saga.zeroHitPointsState, saga.bottomOfTrackState).
 */
export function applySagaHit(
  state: SagaFightState,
  self: PreparedSagaCombatant,
  weaponIndex: number,
  t: number,
  amount: number,
  critical: boolean,
): void {
  const { combatants, engine } = state.encounter;
  const target = combatants[t]!.source;
  const weapon = self.source.weapons[weaponIndex]!;
  const health = state.health;
  health.hitPoints = state.hitPoints[t]!;
  health.maxHitPoints = target.maxHitPoints;
  health.temporaryHitPoints = state.temporary[t]!;
  health.damageThreshold = target.damageThreshold;
  health.condition = state.condition[t]!;
  health.damageReduction = target.damageReduction as saga.DamageReduction[] | undefined;
  health.shieldRating = state.shield[t]!;
  // Absent: a creature (the engine's default).
  health.kind = target.kind;
  const result = saga.applyDamage(
    health,
    { amount, types: weapon.types as saga.DamageType[] | undefined, lightsaber: weapon.lightsaber, critical },
    engine,
  );
  const before = state.hitPoints[t]!;
  state.hitPoints[t] = result.hitPoints;
  state.temporary[t] = result.temporaryHitPoints;
  state.shield[t] = result.shieldRating ?? 0;
  state.condition[t] = result.condition;
  const zero = saga.zeroHitPointsState({
    hitPointsBefore: before,
    hitPointsAfter: result.hitPoints,
    dealt: result.dealt,
    damageThreshold: target.damageThreshold,
    kind: health.kind,
  });
  if (zero === "dead" || zero === "destroyed") state.status[t] = DEAD;
  else if (zero !== null || saga.bottomOfTrackState(result.condition, health.kind, engine) !== null)
    state.status[t] = Math.max(state.status[t]!, DOWN);
  if (state.status[t] !== UP) state.dropped[t] = 1;
}

/** Whether the option can be fired now (shots loaded, uses left). */
function ready(state: SagaFightState, self: PreparedSagaCombatant, option: SagaAttackOption): boolean {
  const at = state.encounter.weaponStart[self.index]! + option.weapon;
  const shots = state.shots[at]!;
  return (shots < 0 || shots >= option.shots) && state.uses[at] !== 0;
}

/**
 * The policy's pick: among the foes still up, the option and foe with the highest expected damage (ties: the
 * foe with the fewest hit points left, then the first). -1 when nothing can hurt anybody.
 */
export function pickSagaAttack(
  state: SagaFightState,
  self: PreparedSagaCombatant,
): { option: number; target: number } {
  const combatants = state.encounter.combatants;
  const n = combatants.length;
  let value = 0;
  let option = -1;
  let target = -1;
  for (let o = 0; o < self.options.length; o++) {
    if (!ready(state, self, self.options[o]!)) continue;
    for (let t = 0; t < n; t++) {
      if (combatants[t]!.side === self.side || state.status[t] !== UP) continue;
      const v = self.values[(o * n + t) * STANCES + state.stance(t)]!;
      if (v <= 0) continue;
      if (v > value || (v === value && t !== target && state.hitPoints[t]! < state.hitPoints[target]!)) {
        value = v;
        option = o;
        target = t;
      }
    }
  }
  return { option, target };
}

/** One attack (a standard action) with the best option against the best foe. Returns the foe attacked, or -1. */
function attack(state: SagaFightState, random: Random, self: PreparedSagaCombatant): number {
  const pick = pickSagaAttack(state, self);
  if (pick.target < 0) return -1;
  const { engine, weaponStart, combatants } = state.encounter;
  const option = self.options[pick.option]!;
  const weapon = self.source.weapons[option.weapon]!;
  const at = weaponStart[self.index]! + option.weapon;
  if (state.shots[at]! >= 0) state.shots[at] = state.shots[at]! - option.shots;
  if (state.uses[at]! > 0) state.uses[at] = state.uses[at]! - 1;
  const t = pick.target;
  const target = combatants[t]!.source;
  const bonus = weapon.attack + option.modifier + saga.conditionPenalty(state.condition[self.index]!, engine);
  const reflex =
    (state.flatFooted[t] ? target.flatFootedReflex : target.reflex) +
    saga.conditionPenalty(state.condition[t]!, engine);
  const d20 = random.d20();
  if (option.shape === "single") {
    const result = saga.resolveAttack({
      d20,
      attackBonus: bonus,
      defense: reflex,
      threatRange: weapon.threatRange,
    });
    if (!result.hit) return t;
    const rolled = Math.max(0, rollDamage(option.dice, random));
    // A critical doubles the damage (Saga core, not in the texts: saga.criticalDamage).
    applySagaHit(
      state,
      self,
      option.weapon,
      t,
      result.critical ? saga.criticalDamage(rolled) : rolled,
      result.critical,
    );
    return t;
  }
  const rolled = Math.max(0, rollDamage(option.dice, random));
  const area = { id: "t", reflex, evasion: target.evasion === true };
  const damage =
    option.shape === "area"
      ? saga.resolveAreaAttack({ d20, attackBonus: bonus, damage: rolled, targets: [area] }).results[0]!
          .damage
      : saga.resolveSplashAttack({ d20, attackBonus: bonus, damage: rolled, primary: area, adjacent: [] })
          .primary.damage;
  // 0 damage (a miss below 10) changes nothing in the engine: no shield loss, no step, no hit points.
  applySagaHit(state, self, option.weapon, t, damage, false);
  return t;
}

/** The variant's second wind, a swift action, caught as soon as the rules allow it (saga.secondWind). */
function catchSecondWind(state: SagaFightState, self: PreparedSagaCombatant): void {
  const wind = self.source.secondWind;
  const i = self.index;
  if (!wind || !state.encounter.options.variantSecondWind) return;
  const result = saga.secondWind({
    hitPoints: state.hitPoints[i]!,
    maxHitPoints: self.source.maxHitPoints,
    constitution: wind.constitution,
    heroic: wind.heroic,
    extraSecondWind: wind.extraSecondWind,
    usedToday: state.windsUsed[i]!,
    usesPerDay: wind.usesLeft,
  });
  if (!result.ok) return;
  state.windsUsed[i] = state.windsUsed[i]! + 1;
  state.temporary[i] = saga.gainTemporaryHitPoints(state.temporary[i]!, result.temporaryHitPoints);
}

/**
 * One combatant's turn. Acting ends flat-footedness. A melee fighter not yet engaged moves (a move action,
 * and the standard action as a second move when the gap is longer) and attacks when it arrives; the one it
 * reaches is engaged too. In the surprise round: one action, a move or an attack.
 */
export function takeSagaTurn(state: SagaFightState, random: Random, i: number, surprise: boolean): void {
  if (state.status[i] !== UP) return;
  const self = state.encounter.combatants[i]!;
  state.flatFooted[i] = 0;
  if (!surprise) catchSecondWind(state, self);
  const speed = self.source.speed;
  const gap = state.gap[i]!;
  if (gap > 0) {
    const moves = surprise ? 1 : gap <= speed ? 1 : 2;
    state.gap[i] = Math.max(0, gap - moves * speed);
    // Arrived with an action left only after one move outside the surprise round (one move covers a gap
    // up to its speed, so nothing is left of the gap then).
    if (moves === 2 || surprise) return;
    const reached = attack(state, random, self);
    if (reached >= 0) state.gap[reached] = 0;
    return;
  }
  attack(state, random, self);
}

/** Plays one fight and writes its outcome. */
export function playSagaFight(state: SagaFightState, random: Random, out: FightOutcome): void {
  state.reset();
  const combatants = state.encounter.combatants;
  const order = rollInitiative(state, random);
  let round = 0;
  const standing = state.standing();
  if (state.encounter.surprise && standing.count > 1) {
    round = 1;
    for (const i of order) {
      if (combatants[i]!.source.aware === false) continue;
      takeSagaTurn(state, random, i, true);
      if (state.standing().count <= 1) break;
    }
  }
  while (standing.count > 1 && round < MAX_ROUNDS) {
    round++;
    for (const i of order) {
      takeSagaTurn(state, random, i, false);
      if (state.standing().count <= 1) break;
    }
  }
  out.winner = standing.count === 1 ? standing.last : -1;
  out.rounds = round;
  for (let i = 0; i < combatants.length; i++) {
    out.dropped[i] = state.dropped[i]!;
    out.dead[i] = state.status[i] === DEAD ? 1 : 0;
  }
}
