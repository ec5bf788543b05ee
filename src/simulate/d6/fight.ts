import { d6 } from "../../rules/index.ts";
import type { Random } from "../random.ts";
import { type FightOutcome, MAX_ROUNDS } from "../ruleset.ts";
import type { D6FightState } from "./fight-state.ts";
import { MAX_ATTACKS, PENALTIES, type PreparedD6Combatant } from "./prepare.ts";
import { rollCode } from "./roll-code.ts";

/**
 * One WEG D6 fight, round by round (docs/simulate.md › WEG D6). Each round: those who cannot attack declare a
 * full reaction (d6-combat.txt › Full Reaction); each side's highest Perception rolls initiative and the
 * higher side acts first, each side in Perception order (D6 core, not in the text); every attack is a skill
 * roll against the difficulty (d6.attackDifficulty, d6.resolveAttack), every hit a damage roll against a
 * Strength roll (d6.resistanceDice, d6.applyDamage); at the round's end the mortally wounded roll 2D
 * (d6.injuryTransition).
 */

function roll(state: D6FightState, random: Random, code: d6.DiceCode): number {
  return rollCode(code, random, state.encounter.options, state.faces, state.wild);
}

/** The injury penalty to every skill and attribute roll (d6.injuryEffects, read when the health changed). */
function injuryPenalty(state: D6FightState, i: number): d6.DiceCode {
  return state.penalty[i]!;
}

/**
 * The acting order of this round: the sides by their Perception rolls (d6.initiativeRoller rolls for a side,
 * d6.initiativeWinner picks the highest, a tie rolls again), each in Perception order (d6.perceptionOrder).
 */
export function d6InitiativeOrder(state: D6FightState, random: Random): number[] {
  const { sides } = state.encounter;
  let left = sides.map((_, s) => s);
  const order: number[] = [];
  while (left.length > 0) {
    let winner: number | null = left.length === 1 ? left[0]! : null;
    for (let attempt = 0; winner === null && attempt < 20; attempt++) {
      const rolls = left.map((side) => ({ side, total: roll(state, random, sides[side]!.perception) }));
      winner = d6.initiativeWinner(rolls);
    }
    const side = winner ?? left[0]!;
    for (const i of sides[side]!.order) order.push(i);
    left = left.filter((s) => s !== side);
  }
  return order;
}

/** Whether any foe still in the fight can be hurt by a weapon the combatant fights with. */
function hasTarget(state: D6FightState, self: PreparedD6Combatant): boolean {
  const n = state.encounter.combatants.length;
  for (let t = 0; t < n; t++) {
    if (state.encounter.combatants[t]!.side === self.side || !state.inFight(t)) continue;
    for (const w of self.weapons)
      if (self.values[(w * n + t) * PENALTIES]! > 0 && usable(state, self, w)) return true;
  }
  return false;
}

function usable(state: D6FightState, self: PreparedD6Combatant, w: number): boolean {
  return state.uses[state.encounter.weaponStart[self.index]! + w] !== 0;
}

/**
 * The round's declarations: a combatant in the fight that will neither attack nor move this round (no
 * weapon reaches a foe) makes a full reaction with the skill that answers most of its foes' attacks, rolled
 * now and added to every covered attack against it this round (d6-combat.txt › Full Reaction).
 */
export function declareReactions(state: D6FightState, random: Random): void {
  for (const self of state.encounter.combatants) {
    const i = self.index;
    state.reactionTotal[i] = -1;
    state.reactionSkill[i] = null;
    if (!state.inFight(i) || !self.reaction || !d6.canFullReact(0)) continue;
    if (state.gap[i]! > 0 || hasTarget(state, self)) continue;
    state.reactionSkill[i] = self.reaction.skill;
    state.reactionTotal[i] = roll(
      state,
      random,
      d6.addDiceCodes(self.reaction.code, injuryPenalty(state, i)),
    );
  }
}

/** The best weapon and foe at this many penalty dice: { weapon, target, value }; target -1 when none. */
export function pickD6Attack(state: D6FightState, self: PreparedD6Combatant, penalty: number) {
  const combatants = state.encounter.combatants;
  const n = combatants.length;
  let value = 0;
  let weapon = -1;
  let target = -1;
  for (const w of self.weapons) {
    if (!usable(state, self, w)) continue;
    for (let t = 0; t < n; t++) {
      if (combatants[t]!.side === self.side || !state.inFight(t)) continue;
      const v = self.values[(w * n + t) * PENALTIES + Math.min(penalty, PENALTIES - 1)]!;
      if (v > value) {
        value = v;
        weapon = w;
        target = t;
      }
    }
  }
  return { weapon, target, value };
}

/** A hit lands: the damage roll against the target's Strength roll (armor added, injury penalty taken). */
export function applyD6Hit(
  state: D6FightState,
  random: Random,
  self: PreparedD6Combatant,
  w: number,
  t: number,
  damage: d6.DiceCode,
): void {
  const { combatants, options } = state.encounter;
  const target = combatants[t]!.source;
  const weapon = self.source.weapons[w]!;
  const damageTotal = roll(state, random, damage);
  let location: d6.HitLocation | null = null;
  if (options.hitLocation) {
    // d6-combat.txt › Game Option: Hit Location: 1D, and a second 1D for the arm on a 4.
    const face = random.die(6);
    location = d6.hitLocation(face, face === 4 ? random.die(6) : undefined);
  }
  const resist = d6.addDiceCodes(
    d6.resistanceDice(
      { strength: target.strength, armor: target.armor ?? null, damageType: weapon.damageType, location },
      options,
    ),
    injuryPenalty(state, t),
  );
  const resistTotal = roll(state, random, resist);
  const outcome = d6.applyDamage(
    state.health[t]!,
    { damageTotal, resistTotal, stun: weapon.stun === true },
    options,
  );
  state.setHealth(t, outcome.health);
  if (outcome.actionsLost) state.actionsLost[t] = 1;
  if (!state.inFight(t)) state.dropped[t] = 1;
}

/**
 * A grenade thrown at the foe's spot: a hit lands on it; a miss strays (d6.grenadeDeviation by the range
 * band's dice) and the blast band at that distance hits it (d6.blastDamage). A foe making a full dodge that
 * beats the throw hits the deck and takes nothing (d6.dodgesGrenade). The attack's difficulty takes no
 * reaction: the throw aims at a spot. d6-combat.txt › Grenades, Grenade Deviation, Dodging Grenades.
 */
function throwGrenade(
  state: D6FightState,
  random: Random,
  self: PreparedD6Combatant,
  w: number,
  t: number,
  total: number,
): void {
  const weapon = self.source.weapons[w]!;
  const difficulty = self.difficulty[w]!;
  let meters = 0;
  if (!d6.resolveAttack({ total, difficulty }).hit) {
    const band = d6.rangeBand(state.encounter.distance, weapon.ranges!) ?? "long";
    const strayed = d6.grenadeDeviation({
      directionRoll: random.die(6),
      distanceRoll: roll(state, random, d6.grenadeDeviationDice(band)),
    });
    meters = strayed.meters;
  }
  const damage = d6.blastDamage(meters, weapon.blast);
  if (damage === null) return;
  if (
    state.reactionSkill[t] === "dodge" &&
    d6.dodgesGrenade({ throwTotal: total, dodgeTotal: state.reactionTotal[t]! })
  )
    return;
  applyD6Hit(state, random, self, w, t, damage);
}

/** One attack with `actions` actions declared this round (d6.multipleActionPenalty). */
function attack(
  state: D6FightState,
  random: Random,
  self: PreparedD6Combatant,
  actions: number,
  penalty: number,
): number {
  const pick = pickD6Attack(state, self, penalty);
  if (pick.target < 0) return -1;
  const { weapon: w, target: t } = pick;
  const weapon = self.source.weapons[w]!;
  const at = state.encounter.weaponStart[self.index]! + w;
  if (state.uses[at]! > 0) state.uses[at] = state.uses[at]! - 1;
  const code = d6.addDiceCodes(
    weapon.skill,
    d6.multipleActionPenalty(actions),
    injuryPenalty(state, self.index),
  );
  const total = roll(state, random, code);
  if (weapon.blast) {
    throwGrenade(state, random, self, w, t, total);
    return t;
  }
  const skill = state.reactionSkill[t];
  const difficulty = d6.attackDifficulty({
    difficulty: self.difficulty[w]!,
    attack: weapon.kind,
    fullReaction:
      skill === null ? null : { skill: skill as d6.ReactionSkill, total: state.reactionTotal[t]! },
  });
  if (d6.resolveAttack({ total, difficulty }).hit) applyD6Hit(state, random, self, w, t, self.damage[w]!);
  return t;
}

/**
 * How many attacks to declare this round, with `before` actions already spent (a move): the count with the
 * highest expected severity in all, each at the penalty of every action of the round.
 */
export function attacksToMake(state: D6FightState, self: PreparedD6Combatant, before: number): number {
  let best = 0;
  let bestValue = 0;
  for (let k = 1; k <= MAX_ATTACKS; k++) {
    const value = k * pickD6Attack(state, self, before + k - 1).value;
    if (value > bestValue) {
      bestValue = value;
      best = k;
    }
  }
  return best;
}

/**
 * One combatant's turn: nothing when out of the fight, after losing its actions this round or after a full
 * reaction. A melee fighter not yet engaged moves (an action: up to two moves a round) and, when it arrives
 * with its first move, attacks; the one it reaches is engaged too. The others attack as often as pays.
 */
export function takeD6Turn(state: D6FightState, random: Random, i: number): void {
  const self = state.encounter.combatants[i]!;
  if (!state.inFight(i) || state.actionsLost[i] || state.reactionTotal[i]! >= 0) return;
  let moves = 0;
  const gap = state.gap[i]!;
  if (gap > 0) {
    const move = self.source.move;
    moves = gap <= move ? 1 : 2;
    state.gap[i] = Math.max(0, gap - moves * move);
    if (state.gap[i]! > 0 || moves === 2) return;
  }
  const attacks = attacksToMake(state, self, moves);
  for (let k = 0; k < attacks; k++) {
    if (state.actionsLost[i] || !state.inFight(i)) return;
    const target = attack(state, random, self, moves + attacks, moves + attacks - 1);
    if (target < 0) return;
    if (moves > 0) state.gap[target] = 0;
  }
}

/** The round ends: stun penalties count down, the mortally wounded roll 2D (d6.injuryTransition). */
export function endD6Round(state: D6FightState, random: Random): void {
  for (let i = 0; i < state.health.length; i++) {
    const health = state.health[i]!;
    state.actionsLost[i] = 0;
    const due = d6.injuryEffects(health).mortallyWoundedRoll;
    const next = d6.injuryTransition(health, {
      type: "roundEnd",
      ...(due ? { mortallyWoundedRoll: random.die(6) + random.die(6) } : {}),
    });
    state.setHealth(i, next);
  }
}

/** Plays one fight and writes its outcome. */
export function playD6Fight(state: D6FightState, random: Random, out: FightOutcome): void {
  state.reset();
  const combatants = state.encounter.combatants;
  const standing = state.standing();
  let round = 0;
  while (standing.count > 1 && round < MAX_ROUNDS) {
    round++;
    // D6 core (not in the text): the unaware do nothing in the first round.
    const surprise = round === 1 && state.encounter.surprise;
    declareReactions(state, random);
    for (const i of d6InitiativeOrder(state, random)) {
      if (surprise && combatants[i]!.source.aware === false) continue;
      takeD6Turn(state, random, i);
      if (state.standing().count <= 1) break;
    }
    endD6Round(state, random);
    state.standing();
  }
  out.winner = standing.count === 1 ? standing.last : -1;
  out.rounds = round;
  for (let i = 0; i < combatants.length; i++) {
    out.dropped[i] = state.dropped[i]!;
    out.dead[i] = state.health[i]!.wound === "killed" ? 1 : 0;
  }
}
