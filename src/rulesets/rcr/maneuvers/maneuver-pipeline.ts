import {
  banthaRush,
  type CheckResult,
  canManeuverAgainst,
  counterDisarm,
  counterTrip,
  disarm,
  escapeGrapple,
  type GrappleSide,
  grappleAction,
  resolveAttack,
  type Situational,
  startGrapple,
  type TripSide,
  trip,
} from "../../../rules/index.ts";
import {
  MANEUVER_CARD_VERSION,
  type Maneuver,
  type ManeuverCardData,
  type ManeuverEffect,
  type ManeuverParty,
  type OpposedRound,
} from "../dice/maneuver-card-data.ts";
import type { ManeuverFighter, ManeuverOptions } from "./maneuver-fighter.ts";

/**
 * A special attack from the sheet to its card: the melee touch attack where there is one, the opposed checks
 * (rolled again on a tie of totals and modifiers, as the engine asks), the outcome and the statuses it gives.
 * rcr-combat.txt › Trip, Grapple, Bantha Rush, Disarm. The engine decides every number; dice come in.
 */

export interface ManeuverDice {
  d20(purpose: string): Promise<number>;
  damage(formula: string): Promise<number>;
}

export type ManeuverRefusal = { ok: false; refused: string };

/** A check was rolled with `d20`; ties that the engine cannot settle roll both again, at most this often. */
const MAX_REROLLS = 10;

const party = ({ actorUuid, tokenUuid, name, img }: ManeuverFighter): ManeuverParty => ({
  actorUuid,
  tokenUuid,
  name,
  img,
});

const round = (attacker: CheckResult, defender: CheckResult): OpposedRound => ({ attacker, defender });

const situational = (value: number): Situational | undefined =>
  value ? [{ label: "situational", value }] : undefined;

function tripSide(fighter: ManeuverFighter, d20: number, stable = false, extra = 0): TripSide {
  return {
    d20,
    strength: fighter.str,
    dexterity: fighter.dex,
    size: fighter.size,
    stable,
    situational: situational(extra),
  };
}

function grappleSide(fighter: ManeuverFighter, d20: number, extra = 0): GrappleSide {
  return {
    d20,
    bab: fighter.bab,
    strength: fighter.str,
    size: fighter.size,
    situational: situational(extra),
  };
}

interface Outcome {
  winner: "attacker" | "defender";
  rounds: OpposedRound[];
  result: string;
  resultData?: Record<string, number | string>;
  effects?: ManeuverEffect[];
  damage?: string | null;
  mayCounter?: boolean;
  touch?: ManeuverCardData["touch"];
}

async function touchAttack(attacker: ManeuverFighter, defender: ManeuverFighter, dice: ManeuverDice) {
  const natural = await dice.d20("touch");
  const resolved = resolveAttack({
    d20: natural,
    attackBonus: attacker.meleeBonus,
    defense: defender.touchDefense,
  });
  return {
    natural,
    bonus: attacker.meleeBonus,
    total: resolved.total,
    defense: defender.touchDefense,
    hit: resolved.hit,
  };
}

/** Rolls both d20s and runs `resolve` until it settles: a tie of totals and modifiers rolls both again. */
async function opposed<R>(
  dice: ManeuverDice,
  resolve: (attackerD20: number, defenderD20: number) => R,
  reroll: (result: R) => boolean = (result) => (result as { winner?: string }).winner === "reroll",
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i <= MAX_REROLLS; i++) {
    const result = resolve(await dice.d20("attacker"), await dice.d20("defender"));
    results.push(result);
    if (!reroll(result)) break;
  }
  return results;
}

const status = (who: ManeuverParty, id: string, active = true): ManeuverEffect => ({
  tokenUuid: who.tokenUuid,
  status: id,
  active,
});

async function runTrip(
  a: ManeuverFighter,
  d: ManeuverFighter,
  o: ManeuverOptions,
  dice: ManeuverDice,
  counter: boolean,
) {
  // rcr-combat.txt › Trip: at most one size category larger (the counter-trip too).
  if (!canManeuverAgainst(a.size, d.size)) return { ok: false, refused: "tooLarge" } as const;
  const touch = counter ? null : await touchAttack(a, d, dice);
  if (touch && !touch.hit)
    return { winner: "defender", rounds: [], result: "touchMissed", touch } satisfies Outcome;
  const results = await opposed(
    dice,
    (ad20, dd20) => {
      const attacker = tripSide(a, ad20, false, o.situational);
      const defender = tripSide(d, dd20, o.defenderStable);
      return counter ? counterTrip({ attacker, defender }) : trip({ touchHit: true, attacker, defender });
    },
    (result) => result.ok && result.winner === "reroll",
  );
  const last = results.at(-1);
  if (!last?.ok) return { ok: false, refused: "tooLarge" } as const;
  const rounds = results.flatMap((r) =>
    r.ok && r.attacker && r.defender ? [round(r.attacker, r.defender)] : [],
  );
  return {
    winner: last.tripped ? "attacker" : "defender",
    rounds,
    result: last.tripped ? "tripped" : "tripFailed",
    effects: last.tripped ? [status(d, "prone")] : [],
    mayCounter: last.mayCounterTrip,
    touch,
  } satisfies Outcome;
}

async function runGrapple(a: ManeuverFighter, d: ManeuverFighter, o: ManeuverOptions, dice: ManeuverDice) {
  if (o.move === "grab") {
    const touch = o.joining ? null : await touchAttack(a, d, dice);
    const results = await opposed(dice, (ad20, dd20) =>
      startGrapple({
        grabHit: touch?.hit ?? true,
        joining: o.joining,
        attacker: grappleSide(a, ad20, o.situational),
        defender: grappleSide(d, dd20),
      }),
    );
    const last = results.at(-1);
    if (!last) return { ok: false, refused: "noRoll" } as const;
    if (last.stage !== "opposed")
      return {
        winner: "defender",
        rounds: [],
        result: last.stage === "grab" ? "touchMissed" : "tooLargeToHold",
        touch,
      } satisfies Outcome;
    const rounds = results.flatMap((r) => (r.attacker && r.defender ? [round(r.attacker, r.defender)] : []));
    return {
      winner: last.started ? "attacker" : "defender",
      rounds,
      result: last.started ? "grappleStarted" : "grappleFailed",
      effects: last.started ? [status(a, "grappled"), status(d, "grappled")] : [],
      damage: last.damage,
      touch,
    } satisfies Outcome;
  }
  if (o.move === "escape") {
    const escaped = escapeGrapple({
      self: grappleSide(a, await dice.d20("attacker"), o.situational),
      opponents: [grappleSide(d, await dice.d20("defender"))],
      pinned: o.pinned,
    });
    if (!escaped.ok) return { ok: false, refused: `grapple.${escaped.refused}` } as const;
    const [opponent] = escaped.opponents;
    return {
      winner: escaped.escaped ? "attacker" : "defender",
      rounds: opponent ? [round(escaped.self, opponent)] : [],
      result: escaped.escaped ? "escaped" : "escapeFailed",
      effects: escaped.escaped ? [status(a, "grappled", false)] : [],
    } satisfies Outcome;
  }
  const move = o.move;
  const results = await opposed(dice, (ad20, dd20) => {
    const result = grappleAction({
      action: move,
      self: grappleSide(a, ad20, o.situational),
      opponent: grappleSide(d, dd20),
      pinned: o.pinned,
      pinningAnother: o.pinningAnother,
    });
    return result.ok ? result : { ...result, winner: "refused" as const };
  });
  const last = results.at(-1);
  if (!last?.ok)
    return { ok: false, refused: `grapple.${last && !last.ok ? last.refused : "noRoll"}` } as const;
  const rounds = results.flatMap((r) => (r.ok ? [round(r.self, r.opponent)] : []));
  const effects: ManeuverEffect[] = [];
  if (last.success && move === "pin") effects.push(status(d, "pinned"));
  if (last.success && (move === "breakPin" || move === "escapePin"))
    effects.push(status(move === "escapePin" ? a : d, "pinned", false));
  return {
    winner: last.success ? "attacker" : "defender",
    rounds,
    result: `${move}${last.success ? "Won" : "Lost"}`,
    effects,
    damage: last.damage,
  } satisfies Outcome;
}

async function runBanthaRush(a: ManeuverFighter, d: ManeuverFighter, o: ManeuverOptions, dice: ManeuverDice) {
  const result = banthaRush({
    rusher: {
      d20: await dice.d20("attacker"),
      strength: a.str,
      size: a.size,
      charging: o.charging,
      speedFeat: o.speedFeat ?? undefined,
      situational: situational(o.situational),
    },
    defender: { d20: await dice.d20("defender"), strength: d.str, size: d.size, stable: o.defenderStable },
    follow: o.follow,
    movementLeft: o.movementLeft,
  });
  if (!result.ok) return { ok: false, refused: result.refused } as const;
  const won = result.winner === "rusher";
  return {
    winner: won ? "attacker" : "defender",
    rounds: [round(result.rusher, result.defender)],
    result: won ? "pushed" : "rushFailed",
    resultData: { meters: won ? result.pushedMeters : result.rusherMovesBackMeters },
    effects: result.rusherProne ? [status(a, "prone")] : [],
  } satisfies Outcome;
}

async function runDisarm(
  a: ManeuverFighter,
  d: ManeuverFighter,
  o: ManeuverOptions,
  dice: ManeuverDice,
  counter: boolean,
) {
  const side = (fighter: ManeuverFighter, d20: number, extra = 0) => ({
    d20,
    attackBonus: fighter.weapon?.attackBonus ?? fighter.meleeBonus,
    // Weapon sizes are compared as their wielders' sizes (the sheet keeps sizes relative to the wielder).
    weaponSize: fighter.weapon ? fighter.size : undefined,
    twoHanded: fighter.weapon?.twoHanded ?? false,
    situational: situational(extra),
  });
  const attacker = side(a, await dice.d20("attacker"), o.situational);
  const defender = side(d, await dice.d20("defender"));
  const result = counter
    ? counterDisarm({ attacker, defender })
    : disarm({ attacker, defender, item: d.weapon?.melee ? "meleeWeapon" : "other" });
  return {
    winner: result.winner,
    rounds: result.attacker && result.defender ? [round(result.attacker, result.defender)] : [],
    result: result.disarmed ? (result.itemTo === "attacker" ? "disarmedToHand" : "disarmed") : "disarmFailed",
    mayCounter: result.mayCounterDisarm,
  } satisfies Outcome;
}

/** Runs the maneuver; a refusal is a lang key under SWRPG.Maneuver.Refused. */
export async function runManeuver(
  input: {
    maneuver: Maneuver;
    attacker: ManeuverFighter;
    defender: ManeuverFighter;
    options: ManeuverOptions;
    counter?: boolean;
  },
  dice: ManeuverDice,
): Promise<ManeuverCardData | ManeuverRefusal> {
  const { maneuver, attacker: a, defender: d, options: o } = input;
  const counter = input.counter === true;
  let outcome: Outcome | ManeuverRefusal;
  if (maneuver === "trip") outcome = await runTrip(a, d, o, dice, counter);
  else if (maneuver === "grapple") outcome = await runGrapple(a, d, o, dice);
  else if (maneuver === "banthaRush") outcome = await runBanthaRush(a, d, o, dice);
  else if (maneuver === "disarm") outcome = await runDisarm(a, d, o, dice, counter);
  else outcome = { ok: false, refused: "notOnSheet" };
  if ("ok" in outcome) return outcome;
  const formula = outcome.damage ?? null;
  return {
    version: MANEUVER_CARD_VERSION,
    maneuver,
    move: maneuver === "grapple" ? o.move : null,
    counter,
    attacker: party(a),
    defender: party(d),
    touch: outcome.touch ?? null,
    rounds: outcome.rounds,
    winner: outcome.winner,
    result: outcome.result,
    resultData: outcome.resultData ?? {},
    effects: outcome.effects ?? [],
    applied: false,
    damage: formula ? { formula, total: await dice.damage(formula) } : null,
    mayCounter: outcome.mayCounter === true && !counter,
  };
}
