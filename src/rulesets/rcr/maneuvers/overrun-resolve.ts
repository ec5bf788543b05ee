import { overrun } from "../../../rules/index.ts";
import { opposedWhy, touchAttack, touchWhy } from "./maneuver-checks.ts";
import type {
  ManeuverDice,
  ManeuverEffect,
  ManeuverRefusal,
  ManeuverRequest,
  ManeuverResult,
  ManeuverStep,
  WhyLine,
} from "./maneuver-types.ts";
import { prone, rollTrip, tripStep } from "./trip-resolve.ts";

/**
 * An overrun on the card (rcr-combat.txt › Overrun): only while charging, at most one size larger, after 4 m
 * in a straight line. The defender avoids (the charge goes on) or blocks with a trip: the touch attack and
 * the trip's checks are rolled as for a trip, and the engine's overrun says how it ends with those dice.
 */
export async function resolveOverrun(
  req: ManeuverRequest,
  dice: ManeuverDice,
): Promise<ManeuverResult | ManeuverRefusal> {
  const { attacker, defender, options } = req;
  if (!defender) return { ok: false, refused: "noTarget" };
  const base = {
    attackerSize: attacker.size,
    defenderSize: defender.size,
    charging: options.charging,
    straightMeters: options.straightMeters,
    defenderChoice: options.defenderChoice,
    returnSpaceOccupied: options.returnSpaceOccupied,
  };
  const trippers = (attackerD20: number, defenderD20: number) => ({
    attacker: {
      d20: attackerD20,
      strength: attacker.strength,
      dexterity: attacker.dexterity,
      situational: options.situational,
    },
    defender: {
      d20: defenderD20,
      strength: defender.strength,
      dexterity: defender.dexterity,
      stable: options.defenderStable,
      situational: options.defenderSituational,
    },
  });
  const dry = overrun({ ...base, block: { touchHit: false, ...trippers(1, 1) } });
  if (!dry.ok) return { ok: false, refused: `overrun.${dry.refused}` };
  const values = { attacker: attacker.name, defender: defender.name };
  const steps: ManeuverStep[] = [];
  const why: WhyLine[] = [];
  const effects: ManeuverEffect[] = [];
  if (options.defenderChoice === "avoid") {
    why.push({ key: "avoided", data: values });
    return { winner: "attacker", outcome: "overrun.avoided", steps, why, values, effects };
  }
  const touch = await touchAttack(dice, attacker, defender, options.situational, "touch");
  steps.push(touch);
  why.push(touchWhy(touch));
  let counter: { defenderD20: number; attackerD20: number } | undefined;
  let block = { touchHit: false, ...trippers(1, 1) };
  if (touch.hit) {
    const sides = {
      tripperSituational: options.situational,
      otherSituational: options.defenderSituational,
      otherStable: options.defenderStable,
    };
    const first = await rollTrip(dice, attacker, defender, sides, false);
    const check = tripStep("tripCheck", attacker, defender, first.made, first.rerolls);
    steps.push(check);
    why.push(opposedWhy(check));
    block = { touchHit: true, ...trippers(check.self.d20, check.others[0]?.d20 ?? 1) };
    if (!first.made.tripped && first.made.mayCounterTrip && options.counter) {
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
      const counterStep = tripStep("counterTrip", defender, attacker, back.made, back.rerolls);
      steps.push(counterStep);
      why.push(opposedWhy(counterStep));
      counter = { defenderD20: counterStep.self.d20, attackerD20: counterStep.others[0]?.d20 ?? 1 };
    }
  }
  const made = overrun({ ...base, block, ...(counter ? { counter } : {}) });
  if (!made.ok) throw new Error(made.refused);
  if (made.defenderProne) effects.push(prone(defender));
  if (made.attackerProne) effects.push(prone(attacker));
  if (made.outcome === "pushedBack" && made.attackerProne)
    why.push({ key: "backSpaceOccupied", data: values });
  return {
    winner: made.continueCharge ? "attacker" : "defender",
    outcome: `overrun.${made.outcome}`,
    steps,
    why,
    values: { ...values, meters: made.movesBackMeters },
    effects,
  };
}
