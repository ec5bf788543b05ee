import { banthaRush } from "../../../rules/index.ts";
import { opposedWhy, sideCheck } from "./maneuver-checks.ts";
import type {
  ManeuverDice,
  ManeuverEffect,
  ManeuverRefusal,
  ManeuverRequest,
  ManeuverResult,
  ManeuverStep,
  WhyLine,
} from "./maneuver-types.ts";
import { pushDirection, shifted, spacesIn } from "./push-direction.ts";
import { prone } from "./trip-resolve.ts";

/**
 * A bantha rush on the card (rcr-combat.txt › Bantha Rush; rcr-additional-combat-rules.txt › Burst of Speed
 * in Action: a speeding character's collision is a bantha rush with the feat's bonus, and only its target may
 * attack it). The engine decides the checks, the push and the follow; the defender's token moves straight
 * back, the rusher's with it when it follows, and a rusher thrown back into an occupied space falls prone.
 */
export async function resolveBanthaRush(
  req: ManeuverRequest,
  dice: ManeuverDice,
): Promise<ManeuverResult | ManeuverRefusal> {
  const { attacker, defender, options } = req;
  if (!defender) return { ok: false, refused: "noTarget" };
  const speedFeat = options.speedFeat === "none" ? undefined : options.speedFeat;
  const input = (rusherD20: number, defenderD20: number) => ({
    rusher: {
      d20: rusherD20,
      strength: attacker.strength,
      size: attacker.size,
      charging: options.charging,
      speedFeat,
      situational: options.situational,
    },
    defender: {
      d20: defenderD20,
      strength: defender.strength,
      size: defender.size,
      stable: options.defenderStable,
      situational: options.defenderSituational,
    },
    follow: options.follow,
    movementLeft: options.movementLeft ?? req.speed,
    returnSpaceOccupied: options.returnSpaceOccupied,
  });
  const dry = banthaRush(input(1, 1));
  if (!dry.ok) return { ok: false, refused: dry.refused };
  const made = banthaRush(input(await dice.d20(), await dice.d20()));
  if (!made.ok) throw new Error(made.refused);
  const won = made.winner === "rusher";
  const check: ManeuverStep = {
    type: "opposed",
    label: "strengthCheck",
    self: sideCheck(attacker, made.rusher),
    others: [sideCheck(defender, made.defender)],
    won,
    tie: "beat",
    rerolls: 0,
  };
  const values = {
    attacker: attacker.name,
    defender: defender.name,
    meters: won ? made.pushedMeters : made.rusherMovesBackMeters,
    follows: made.rusherFollowsMeters,
  };
  const why: WhyLine[] = [opposedWhy(check)];
  if (won && options.follow)
    why.push({ key: "followMargin", data: { margin: made.margin, meters: made.pushedMeters } });
  why.push({ key: made.provokesFrom === "target" ? "provokesTarget" : "provokesThreatening", data: values });
  const effects: ManeuverEffect[] = [];
  if (won) {
    const direction = pushDirection(attacker.at, defender.at, req.scene);
    const pushed = spacesIn(made.pushedMeters, req.scene);
    effects.push({
      type: "move",
      tokenUuid: defender.tokenUuid,
      ...shifted(defender.at, direction, pushed, req.scene),
      meters: made.pushedMeters,
    });
    const follows = spacesIn(made.rusherFollowsMeters, req.scene);
    // Moving with the defender, the rusher ends in the space it pushed the defender out of, next to it.
    if (follows > 0)
      effects.push({
        type: "move",
        tokenUuid: attacker.tokenUuid,
        ...shifted(defender.at, direction, follows - 1, req.scene),
        meters: made.rusherFollowsMeters,
      });
  } else if (made.rusherProne) {
    effects.push(prone(attacker));
    why.push({ key: "backSpaceOccupied", data: values });
  }
  return {
    winner: won ? "attacker" : "defender",
    outcome: won
      ? made.rusherFollowsMeters > 0
        ? "banthaRush.pushedFollowed"
        : "banthaRush.pushed"
      : "banthaRush.failed",
    steps: [check],
    why,
    values,
    effects,
  };
}
