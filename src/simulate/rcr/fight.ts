import {
  applyDamage,
  charge,
  initiativeOrder,
  injuryTransition,
  resolveAttack,
  turnStartDuties,
} from "../../rules/index.ts";
import { rollDamage } from "../damage-dice.ts";
import type { Random } from "../random.ts";
import { type FightOutcome, MAX_ROUNDS } from "../ruleset.ts";
import type { AttackOption } from "./attack-options.ts";
import type { FightState } from "./fight-state.ts";
import { pickAttack } from "./policy.ts";
import { type PreparedCombatant, STANCES } from "./prepare.ts";

/**
 * One RCR fight, round by round. rcr-combat.txt › Combat Sequence: surprise round when some are unaware,
 * initiative, then each combatant's turn in order, round after round, until one side is left.
 */

/** Rolls initiative: d20 + bonus, ties by Dexterity score, then a tie-break d20 (Initiative Checks). */
function rollInitiative(state: FightState, random: Random): number[] {
  const { entries, indexOf } = state.encounter.initiative;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    entry.initiative = random.d20() + state.encounter.combatants[i]!.source.initiativeBonus;
    entry.tieBreak = random.d20();
  }
  return initiativeOrder(entries).map((id) => indexOf.get(id)!);
}

/** A hit lands: damage through the engine, then the wound save (Fortitude DC 5 + wounds lost this round). */
export function applyHit(
  state: FightState,
  random: Random,
  t: number,
  amount: number,
  critical: boolean,
): void {
  const target = state.encounter.combatants[t]!.source;
  const { health, hit, wounds, woundSave } = state.scratch;
  health.vitality = state.vitality[t]!;
  health.wounds = state.wounds[t]!;
  health.woundsMax = target.woundsMax;
  health.heroic = target.heroic;
  health.damageReduction = target.damageReduction ?? 0;
  health.woundsLostThisRound = state.lostThisRound[t]!;
  hit.amount = amount;
  hit.critical = critical;
  const result = applyDamage(health, hit);
  state.vitality[t] = result.vitality;
  state.lostThisRound[t] = result.woundsLostThisRound;
  if (result.woundsLost === 0) return;
  wounds.wounds = result.wounds;
  let next = injuryTransition(state.injury[t]!, wounds);
  if (result.fortitudeDC !== null) {
    // rcr-combat.txt › Effects of Damage, Knocked Out: a failed save knocks out for 1d4 rounds.
    woundSave.fortitudeTotal = random.d20() + target.fortitude;
    woundSave.dc = result.fortitudeDC;
    woundSave.d4 = random.die(4);
    const saved = next;
    next = injuryTransition(next, woundSave);
    if (next !== saved && next.knockedOutRounds > 0) {
      // The knock-out begins on this turn's count (rcr-combat.txt › The Combat Round).
      state.knockOutPosition[t] = state.position;
      state.knockOutRound[t] = state.round;
    }
  }
  state.setInjury(t, next);
  if (next.wounds <= 0 || next.knockedOutRounds > 0) state.dropped[t] = 1;
}

/** Makes the option's attacks, highest first; when the foe falls, the rest go to the next pick. */
function attack(
  state: FightState,
  random: Random,
  self: PreparedCombatant,
  options: readonly AttackOption[],
  values: Float64Array,
  extraBonus: number,
): void {
  pickAttack(self, options, values, state);
  if (state.pickTarget < 0) return;
  const option = options[state.pickOption]!;
  let target = state.pickTarget;
  const n = state.encounter.combatants.length;
  for (const planned of option.attacks) {
    if (!state.inFight(target)) {
      pickAttack(self, options, values, state);
      if (state.pickTarget < 0) return;
      target = state.pickTarget;
    }
    const at = (planned.weapon * n + target) * STANCES + state.stance(target);
    const against = self.againstBonus[at]!;
    if (Number.isNaN(against)) continue;
    const input = state.scratch.attack;
    input.d20 = random.d20();
    input.attackBonus = planned.bonus + against + extraBonus;
    input.defense = self.againstDefense[at]! + state.chargeDefense[target]!;
    input.threatRange = self.threatRange[planned.weapon]!;
    input.confirmD20 = random.d20();
    input.canCritical =
      self.canCritical[planned.weapon]! &&
      state.encounter.combatants[target]!.source.immuneToCriticals !== true;
    const result = resolveAttack(input);
    if (!result.hit) continue;
    const amount = rollDamage(self.damage[planned.weapon]!, random) + self.againstDamage[at]!;
    applyHit(state, random, target, amount, result.critical);
  }
}

/**
 * A melee fighter not yet engaged: a move and an attack when the foe is within one move; a charge when
 * the engine allows one over the gap (rcr-combat.txt › Charge: at least 4 m, at most twice its speed, not
 * fatigued); else a double move. In the surprise round: one move action. The foe it reaches is engaged
 * too: on its turn it attacks from where it stands.
 */
function close(state: FightState, random: Random, self: PreparedCombatant, singleAction: boolean): void {
  const i = self.index;
  const speed = self.source.speed;
  const gap = state.gap[i]!;
  if (singleAction) {
    state.gap[i] = Math.max(0, gap - speed);
    return;
  }
  if (gap <= speed) {
    state.gap[i] = 0;
    attack(state, random, self, self.single, self.singleValue, 0);
  } else if (self.charge && gap <= 2 * speed && charge({ ...self.chargeInput, distance: gap }).ok) {
    state.gap[i] = 0;
    state.chargeDefense[i] = self.charge.defense;
    attack(state, random, self, self.single, self.singleValue, self.charge.attack);
  } else {
    state.gap[i] = Math.max(0, gap - 2 * speed);
    return;
  }
  if (state.pickTarget >= 0) state.gap[state.pickTarget] = 0;
}

/** One combatant's turn. rcr-combat.txt › Combat Sequence; the tracker's turn-start duties. */
export function takeTurn(
  state: FightState,
  random: Random,
  i: number,
  round: number,
  surprise: boolean,
): void {
  const self = state.encounter.combatants[i]!;
  const injury = state.injury[i]!;
  // Out of the fight and not dying unstably (dead, stable, disabled): nothing to do or roll this turn.
  if (state.wounds[i]! <= 0 && (injury.condition !== "dying" || injury.stable)) return;
  const input = state.scratch.turn;
  input.id = state.encounter.initiative.entries[i]!.id;
  input.condition = injury.condition;
  input.knockedOut = injury.knockedOutRounds > 0;
  input.stable = injury.stable;
  input.conscious = injury.conscious;
  input.round = round;
  input.surpriseRound = surprise;
  input.firstTurn = state.flatFooted[i] === 1;
  const duties = turnStartDuties(input);
  state.chargeDefense[i] = 0;
  if (duties.dyingSave) {
    const save = state.scratch.dyingSave;
    save.fortitudeTotal = random.d20() + self.source.fortitude;
    state.setInjury(i, injuryTransition(injury, save));
    return;
  }
  if (duties.clearFlatFooted) state.flatFooted[i] = 0;
  // Policy: a disabled (or stable, conscious) combatant withdraws instead of paying a wound to attack.
  if (duties.acting !== "full") return;
  if (state.gap[i]! > 0) close(state, random, self, duties.singleAction);
  else if (duties.singleAction) attack(state, random, self, self.single, self.singleValue, 0);
  else attack(state, random, self, self.full, self.fullValue, 0);
}

/** After the fight, every dying combatant keeps rolling its dying save until stable or dead. */
function settleDying(state: FightState, random: Random): void {
  const combatants = state.encounter.combatants;
  for (let i = 0; i < combatants.length; i++) {
    let injury = state.injury[i]!;
    if (injury.condition !== "dying" || injury.stable) continue;
    const save = state.scratch.dyingSave;
    while (injury.condition === "dying" && !injury.stable) {
      save.fortitudeTotal = random.d20() + combatants[i]!.source.fortitude;
      injury = injuryTransition(injury, save);
    }
    state.setInjury(i, injury);
  }
}

/** Plays one fight and writes its outcome. */
export function playFight(state: FightState, random: Random, out: FightOutcome): void {
  state.reset();
  const combatants = state.encounter.combatants;
  const order = rollInitiative(state, random);
  let round = 0;
  const standing = state.standing();
  if (state.encounter.surprise && standing.count > 1) {
    // rcr-combat.txt › The Surprise Round: only the aware act, one attack or move action each.
    round = 1;
    for (let p = 0; p < order.length; p++) {
      const i = order[p]!;
      beginTurn(state, round, p);
      if (combatants[i]!.source.aware === false) continue;
      takeTurn(state, random, i, round, true);
      state.standing();
      if (standing.count <= 1) break;
    }
    endRound(state);
  }
  while (standing.count > 1 && round < MAX_ROUNDS) {
    round++;
    for (let p = 0; p < order.length; p++) {
      const i = order[p]!;
      beginTurn(state, round, p);
      takeTurn(state, random, i, round, false);
      state.standing();
      if (standing.count <= 1) break;
    }
    endRound(state);
  }
  settleDying(state, random);
  out.winner = standing.count === 1 ? standing.last : -1;
  out.rounds = round;
  for (let i = 0; i < combatants.length; i++) {
    out.dropped[i] = state.dropped[i]!;
    out.dead[i] = state.injury[i]!.condition === "dead" ? 1 : 0;
  }
}

/**
 * The turn at this position of the order begins: every knock-out that began on this count in an earlier
 * round counts down a round first (the engine's `roundEnd`), so it ends just before the count on which it
 * began (rcr-combat.txt › The Combat Round: effects lasting rounds end just before that initiative count).
 */
export function beginTurn(state: FightState, round: number, position: number): void {
  state.round = round;
  state.position = position;
  for (let i = 0; i < state.injury.length; i++) {
    if (state.knockedOut[i]! === 0 || state.knockOutPosition[i] !== position) continue;
    if (state.knockOutRound[i]! >= round) continue;
    state.knockOutRound[i] = round;
    state.setInjury(i, injuryTransition(state.injury[i]!, state.scratch.roundEnd));
  }
}

/** The round ends: "wounds lost this round" start again from 0 (rcr-combat.txt › Effects of Damage). */
export function endRound(state: FightState): void {
  state.lostThisRound.fill(0);
}
