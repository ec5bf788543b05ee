import { attackAgainst, type CheckResult, type OpposedWinner, resolveAttack } from "../../../rules/index.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import type { FighterView, ManeuverDice, ManeuverStep, SideCheck, WhyLine } from "./maneuver-types.ts";

/**
 * The rolls every special attack is made of: a melee touch attack (the grab, the trip) and opposed checks
 * whose arithmetic the engine does. Full ties ("reroll": equal totals and modifiers) are rolled again, as the
 * RCR core's opposed checks say; the card counts how often.
 */

/** At most this many full ties in a row before the card reports the tie as a failure of the actor. */
export const MAX_REROLLS = 10;

export function sideCheck(fighter: FighterView, result: CheckResult): SideCheck {
  return {
    tokenUuid: fighter.tokenUuid,
    name: fighter.name,
    d20: result.d20,
    modifier: result.modifier,
    total: result.total,
    parts: result.parts,
  };
}

/**
 * A melee touch attack: the attacker's melee parts and the situational modifier against the defender's touch
 * Defense with its conditions (rcr-combat.txt › Touch Attacks; Grapple › Starting a Grapple; Trip).
 */
export async function touchAttack(
  dice: ManeuverDice,
  attacker: FighterView,
  defender: FighterView,
  situational: number,
  label: string,
): Promise<Extract<ManeuverStep, { type: "touch" }>> {
  const side = attackAgainst({
    kind: "melee",
    distance: 0,
    touch: true,
    target: {
      defense: defender.defense,
      losesDexBonus: defender.losesDexBonus,
      helpless: defender.helpless,
      conditions: defender.againstMelee,
    },
  });
  if (!side.ok) throw new Error(`a melee touch attack was refused: ${side.refused}`);
  const parts = [
    ...attacker.meleeParts,
    ...side.parts,
    ...(situational ? [{ label: "situational", value: situational }] : []),
  ].filter((part) => part.value !== 0);
  const bonus = sumParts(parts);
  const d20 = await dice.d20();
  const result = resolveAttack({ d20, attackBonus: bonus, defense: side.defense });
  return {
    type: "touch",
    label,
    attacker: {
      tokenUuid: attacker.tokenUuid,
      name: attacker.name,
      d20,
      modifier: bonus,
      total: result.total,
      parts,
    },
    defenderName: defender.name,
    defense: side.defense,
    hit: result.hit,
  };
}

/** One round of an opposed check: the engine's results for the two d20s rolled. */
export interface OpposedRound<R> {
  result: R;
  winner: OpposedWinner;
}

/**
 * Rolls an opposed check (the actor's d20, then one for each other side) until it is not a full tie; at most
 * MAX_REROLLS ties. Returns the engine's last result and how many ties were rolled again.
 */
export async function rollOpposed<R>(
  dice: ManeuverDice,
  sides: number,
  run: (d20s: number[]) => OpposedRound<R>,
): Promise<{ result: R; winner: OpposedWinner; rerolls: number }> {
  let rerolls = 0;
  for (;;) {
    const d20s: number[] = [];
    for (let i = 0; i < sides; i++) d20s.push(await dice.d20());
    const round = run(d20s);
    if (round.winner !== "reroll" || rerolls >= MAX_REROLLS)
      return { result: round.result, winner: round.winner, rerolls };
    rerolls++;
  }
}

/** Why an opposed step ended as it did: the totals, or how a tie was settled. */
export function opposedWhy(step: Extract<ManeuverStep, { type: "opposed" }>): WhyLine {
  let best: SideCheck | undefined;
  for (const other of step.others) if (!best || other.total > best.total) best = other;
  const data = {
    self: step.self.name,
    selfTotal: step.self.total,
    other: best?.name ?? "",
    otherTotal: best?.total ?? 0,
  };
  const tied = best !== undefined && best.total === step.self.total;
  if (!tied) return { key: step.won ? "higherTotal" : "lowerTotal", data };
  if (step.tie === "beat") return { key: "tieFails", data };
  return { key: step.won ? "tieHigherModifier" : "tieLowerModifier", data };
}

/** Why a touch attack hit or missed: its total against the touch Defense. */
export function touchWhy(step: Extract<ManeuverStep, { type: "touch" }>): WhyLine {
  return {
    key: step.hit ? "touchHit" : "touchMissed",
    data: {
      self: step.attacker.name,
      total: step.attacker.total,
      other: step.defenderName,
      defense: step.defense,
    },
  };
}
