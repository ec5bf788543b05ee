import { counterTrip, type TripMade, type TripSide, trip } from "../../../rules/index.ts";
import { opposedWhy, rollOpposed, sideCheck, touchAttack, touchWhy } from "./maneuver-checks.ts";
import type {
  FighterView,
  ManeuverDice,
  ManeuverEffect,
  ManeuverRefusal,
  ManeuverRequest,
  ManeuverResult,
  ManeuverStep,
  WhyLine,
} from "./maneuver-types.ts";

/**
 * A trip on the card (rcr-combat.txt › Trip): a melee touch attack, then Strength against the defender's
 * better of Strength and Dexterity, sizes and stability from the engine; a defender who wins may trip back at
 * once (the dialog's "counter" choice). A tripped fighter is prone (Being Tripped).
 */

type Opposed = Extract<ManeuverStep, { type: "opposed" }>;

export function tripSide(fighter: FighterView, d20: number, situational: number, stable = false): TripSide {
  return {
    d20,
    strength: fighter.strength,
    dexterity: fighter.dexterity,
    size: fighter.size,
    stable,
    situational,
  };
}

/** The opposed step of a trip that was checked. */
export function tripStep(
  label: string,
  tripper: FighterView,
  other: FighterView,
  made: TripMade,
  rerolls: number,
): Opposed {
  if (!made.attacker || !made.defender) throw new Error("a trip check was not made");
  return {
    type: "opposed",
    label,
    self: sideCheck(tripper, made.attacker),
    others: [sideCheck(other, made.defender)],
    won: made.tripped,
    tie: "modifier",
    rerolls,
  };
}

export const prone = (fighter: FighterView): ManeuverEffect => ({
  type: "status",
  tokenUuid: fighter.tokenUuid,
  status: "prone",
  active: true,
});

/** The opposed Strength checks of a trip (or counter-trip, `counter`), rolled until they are not a full tie. */
export async function rollTrip(
  dice: ManeuverDice,
  tripper: FighterView,
  other: FighterView,
  sides: { tripperSituational: number; otherSituational: number; otherStable: boolean },
  counter: boolean,
): Promise<{ made: TripMade; rerolls: number }> {
  const rolled = await rollOpposed(dice, 2, ([a = 1, b = 1]) => {
    const input = {
      attacker: tripSide(tripper, a, sides.tripperSituational),
      defender: tripSide(other, b, sides.otherSituational, sides.otherStable),
    };
    const made = counter ? counterTrip(input) : trip({ ...input, touchHit: true });
    if (!made.ok) throw new Error(made.refused);
    return { result: made, winner: made.winner };
  });
  return { made: rolled.result, rerolls: rolled.rerolls };
}

export async function resolveTrip(
  req: ManeuverRequest,
  dice: ManeuverDice,
): Promise<ManeuverResult | ManeuverRefusal> {
  const { attacker, defender, options } = req;
  if (!defender) return { ok: false, refused: "noTarget" };
  const dry = trip({
    touchHit: false,
    attacker: tripSide(attacker, 1, 0),
    defender: tripSide(defender, 1, 0),
  });
  if (!dry.ok) return { ok: false, refused: dry.refused };
  const values = { attacker: attacker.name, defender: defender.name };
  const touch = await touchAttack(dice, attacker, defender, options.situational, "touch");
  const steps: ManeuverStep[] = [touch];
  const why: WhyLine[] = [touchWhy(touch)];
  const done = (won: boolean, outcome: string, effects: ManeuverEffect[]): ManeuverResult => ({
    winner: won ? "attacker" : "defender",
    outcome: `trip.${outcome}`,
    steps,
    why,
    values,
    effects,
  });
  if (!touch.hit) return done(false, "missed", []);
  const sides = {
    tripperSituational: options.situational,
    otherSituational: options.defenderSituational,
    otherStable: options.defenderStable,
  };
  const first = await rollTrip(dice, attacker, defender, sides, false);
  const check = tripStep("tripCheck", attacker, defender, first.made, first.rerolls);
  steps.push(check);
  why.push(opposedWhy(check));
  if (first.made.tripped) return done(true, "tripped", [prone(defender)]);
  if (!first.made.mayCounterTrip || !options.counter) return done(false, "failed", []);
  // rcr-combat.txt › Making a Trip Attack: the defender reacts at once, Strength against the attacker's best.
  const back = await rollTrip(
    dice,
    defender,
    attacker,
    {
      tripperSituational: options.defenderSituational,
      otherSituational: options.situational,
      otherStable: false,
    },
    true,
  );
  const counter = tripStep("counterTrip", defender, attacker, back.made, back.rerolls);
  steps.push(counter);
  why.push(opposedWhy(counter));
  return back.made.tripped ? done(false, "trippedBack", [prone(attacker)]) : done(false, "failed", []);
}
