import {
  canJoinGrapple,
  damageBonus,
  escapeGrapple,
  type GrappleSide,
  grappleAction,
  startGrapple,
  withModifier,
  wriggleFree,
} from "../../../rules/index.ts";
import { GrappleChanges } from "./grapple-state.ts";
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
 * A grapple on the card (rcr-combat.txt › Grapple): start or join one (grab, opposed grapple check, unarmed
 * damage, move in), act inside one (damage, pin, break an ally's pin, escape a pin), or leave it (escape,
 * Wriggle Free). The engine does every check; this reads the grapple state the fighters' actors store and
 * says how the card changes it.
 */

type Opposed = Extract<ManeuverStep, { type: "opposed" }>;

const refuse = (refused: string): ManeuverRefusal => ({ ok: false, refused });

function side(fighter: FighterView, d20: number, situational = 0): GrappleSide {
  return { d20, bab: fighter.bab, strength: fighter.strength, size: fighter.size, situational };
}

/** Unarmed strike damage with the Strength bonus (rcr-combat.txt › Unarmed Strike Damage, Strength Bonus). */
function unarmedFormula(fighter: FighterView, base: string): string {
  return withModifier(
    base,
    damageBonus({ kind: "melee", strModifier: fighter.strength, grip: "one-hand" }).total,
  );
}

async function damageStep(
  dice: ManeuverDice,
  attacker: FighterView,
  target: FighterView,
  base: string,
): Promise<{ step: ManeuverStep; effect: ManeuverEffect }> {
  const formula = unarmedFormula(attacker, base);
  const { total, rollIndex } = await dice.damage(formula);
  return {
    step: {
      type: "damage",
      label: "unarmedDamage",
      tokenUuid: target.tokenUuid,
      name: target.name,
      formula,
      total,
    },
    effect: { type: "damage", tokenUuid: target.tokenUuid, formula, total, rollIndex },
  };
}

function opposedStep(
  label: string,
  self: FighterView,
  selfCheck: Parameters<typeof sideCheck>[1],
  others: [FighterView, Parameters<typeof sideCheck>[1]][],
  won: boolean,
  tie: "beat" | "modifier",
  rerolls: number,
): Opposed {
  return {
    type: "opposed",
    label,
    self: sideCheck(self, selfCheck),
    others: others.map(([fighter, check]) => sideCheck(fighter, check)),
    won,
    tie,
    rerolls,
  };
}

function result(
  won: boolean,
  outcome: string,
  steps: ManeuverStep[],
  why: WhyLine[],
  effects: ManeuverEffect[],
  values: Record<string, string | number>,
): ManeuverResult {
  return {
    winner: won ? "attacker" : "defender",
    outcome: `grapple.${outcome}`,
    steps,
    why,
    effects,
    values,
  };
}

async function start(req: ManeuverRequest, dice: ManeuverDice): Promise<ManeuverResult | ManeuverRefusal> {
  const { attacker, defender, options } = req;
  if (!defender) return refuse("noTarget");
  if (attacker.grapple.opponents.includes(defender.tokenUuid)) return refuse("grapple.alreadyGrappling");
  const values = { attacker: attacker.name, defender: defender.name };
  // rcr-combat.txt › Joining a Grapple: the grab succeeds by itself; Multiple Grapplers: at most four.
  const joining = defender.grapple.opponents.length > 0;
  if (joining) {
    const grapplers = defender.grapple.opponents.map((uuid) => req.others[uuid]?.size ?? "medium");
    if (!canJoinGrapple({ target: defender.size, grapplers, joiner: attacker.size }))
      return refuse("grapple.full");
  }
  const steps: ManeuverStep[] = [];
  const why: WhyLine[] = [];
  if (joining) why.push({ key: "joining", data: values });
  else {
    const grab = await touchAttack(dice, attacker, defender, options.situational, "grab");
    steps.push(grab);
    why.push(touchWhy(grab));
    if (!grab.hit) return result(false, "grabMissed", steps, why, [], values);
  }
  const dry = startGrapple({ grabHit: true, attacker: side(attacker, 1), defender: side(defender, 1) });
  if (dry.stage === "tooLarge") {
    why.push({ key: "tooLargeToHold", data: values });
    return result(false, "tooLarge", steps, why, [], values);
  }
  const rolled = await rollOpposed(dice, 2, ([a = 1, b = 1]) => {
    const made = startGrapple({
      grabHit: true,
      joining,
      attacker: side(attacker, a, options.situational),
      defender: side(defender, b, options.defenderSituational),
    });
    return { result: made, winner: made.winner };
  });
  const made = rolled.result;
  if (!made.attacker || !made.defender) throw new Error("a grapple check was not made");
  const check = opposedStep(
    "grappleCheck",
    attacker,
    made.attacker,
    [[defender, made.defender]],
    made.started,
    "modifier",
    rolled.rerolls,
  );
  steps.push(check);
  why.push(opposedWhy(check));
  if (!made.started || !made.damage) return result(false, "notStarted", steps, why, [], values);
  const changes = new GrappleChanges([attacker, defender]);
  changes.join(attacker.tokenUuid, defender.tokenUuid);
  const damage = await damageStep(dice, attacker, defender, made.damage);
  steps.push(damage.step);
  // rcr-combat.txt › Move In: the attacker moves into the target's space.
  const moveIn: ManeuverEffect = {
    type: "move",
    tokenUuid: attacker.tokenUuid,
    x: defender.at.x,
    y: defender.at.y,
    meters: 0,
  };
  return result(true, "started", steps, why, [...changes.effects(), damage.effect, moveIn], values);
}

/** Damage, pin or break an ally's pin: an opposed grapple check made as an attack while grappling. */
async function act(req: ManeuverRequest, dice: ManeuverDice): Promise<ManeuverResult | ManeuverRefusal> {
  const { attacker, defender, options } = req;
  const action = options.grappleMove;
  if (action !== "damage" && action !== "pin" && action !== "breakPin") throw new Error(action);
  if (!defender) return refuse("noTarget");
  if (!attacker.grapple.opponents.includes(defender.tokenUuid)) return refuse("grapple.notGrappling");
  const ally = defender.grapple.pinning;
  if (action === "breakPin" && !ally) return refuse("grapple.noPin");
  const flags = {
    pinned: attacker.grapple.pinnedBy !== null,
    pinningAnother: attacker.grapple.pinning !== null && attacker.grapple.pinning !== defender.tokenUuid,
  };
  const dry = grappleAction({ action, self: side(attacker, 1), opponent: side(defender, 1), ...flags });
  if (!dry.ok) return refuse(`grapple.${dry.refused}`);
  const values = {
    attacker: attacker.name,
    defender: defender.name,
    ally: req.others[ally ?? ""]?.name ?? "",
  };
  const rolled = await rollOpposed(dice, 2, ([a = 1, b = 1]) => {
    const made = grappleAction({
      action,
      self: side(attacker, a, options.situational),
      opponent: side(defender, b, options.defenderSituational),
      ...flags,
    });
    return { result: made, winner: made.ok ? made.winner : "defender" };
  });
  const made = rolled.result;
  if (!made.ok) throw new Error(made.refused);
  const check = opposedStep(
    "grappleCheck",
    attacker,
    made.self,
    [[defender, made.opponent]],
    made.success,
    "modifier",
    rolled.rerolls,
  );
  const steps: ManeuverStep[] = [check];
  const why = [opposedWhy(check)];
  if (!made.success) return result(false, `${action}Failed`, steps, why, [], values);
  const changes = new GrappleChanges([attacker, defender, ...Object.values(req.others)]);
  const effects: ManeuverEffect[] = [];
  if (action === "damage" && made.damage) {
    const damage = await damageStep(dice, attacker, defender, made.damage);
    steps.push(damage.step);
    effects.push(damage.effect);
  } else if (action === "pin") changes.pin(attacker.tokenUuid, defender.tokenUuid);
  else if (ally) changes.unpin(ally);
  return result(
    true,
    action === "damage" ? "damaged" : action === "pin" ? "pinned" : "pinBroken",
    steps,
    why,
    [...changes.effects(), ...effects],
    values,
  );
}

/** The fighters the attacker grapples with (those the state names and the scene still has). */
function opponentsOf(req: ManeuverRequest, uuids: readonly string[]): FighterView[] {
  return uuids.flatMap((uuid) => {
    const found = req.others[uuid] ?? (req.defender?.tokenUuid === uuid ? req.defender : undefined);
    return found ? [found] : [];
  });
}

/** Escape a pin (an opposed grapple check), escape the grapple (beat every holder), or Wriggle Free. */
async function getFree(req: ManeuverRequest, dice: ManeuverDice): Promise<ManeuverResult | ManeuverRefusal> {
  const { attacker, options } = req;
  const move = options.grappleMove;
  const state = attacker.grapple;
  if (state.opponents.length === 0) return refuse("grapple.notGrappling");
  const pinned = state.pinnedBy !== null;
  const holders = opponentsOf(
    req,
    move === "wriggleFree" && pinned ? [state.pinnedBy ?? ""] : state.opponents,
  );
  if (holders.length === 0) return refuse("grapple.noOpponent");
  const names = holders.map((holder) => holder.name).join(", ");
  const values = { attacker: attacker.name, defender: names };
  const changes = new GrappleChanges([attacker, ...holders, ...Object.values(req.others)]);
  if (move === "escapePin") {
    const pinner = opponentsOf(req, [state.pinnedBy ?? ""])[0];
    if (!pinner) return refuse("grapple.notPinned");
    const rolled = await rollOpposed(dice, 2, ([a = 1, b = 1]) => {
      const made = grappleAction({
        action: "escapePin",
        pinned: true,
        self: side(attacker, a, options.situational),
        opponent: side(pinner, b, options.defenderSituational),
      });
      return { result: made, winner: made.ok ? made.winner : "defender" };
    });
    const made = rolled.result;
    if (!made.ok) throw new Error(made.refused);
    const check = opposedStep(
      "grappleCheck",
      attacker,
      made.self,
      [[pinner, made.opponent]],
      made.success,
      "modifier",
      rolled.rerolls,
    );
    if (made.success) changes.unpin(attacker.tokenUuid);
    const outcome = made.success ? "escapedPin" : "escapePinFailed";
    return result(made.success, outcome, [check], [opposedWhy(check)], changes.effects(), {
      ...values,
      defender: pinner.name,
    });
  }
  if (move === "escape" && pinned) return refuse("grapple.pinned");
  const d20s: number[] = [];
  for (let i = 0; i <= holders.length; i++) d20s.push(await dice.d20());
  const [own = 1, ...theirs] = d20s;
  const opposing = holders.map((holder, i) => side(holder, theirs[i] ?? 1, options.defenderSituational));
  const made =
    move === "wriggleFree"
      ? wriggleFree({
          d20: own,
          escapeArtist: options.escapeArtist,
          opponents: opposing,
          situational: options.situational,
        })
      : escapeGrapple({ self: side(attacker, own, options.situational), opponents: opposing });
  if ("ok" in made && !made.ok) return refuse(`grapple.${made.refused}`);
  if (!("escaped" in made)) throw new Error("an escape was not made");
  const check = opposedStep(
    move === "wriggleFree" ? "escapeArtist" : "grappleCheck",
    attacker,
    made.self,
    holders.map((holder, i) => [holder, made.opponents[i] ?? made.self] as [FighterView, typeof made.self]),
    made.escaped,
    "beat",
    0,
  );
  if (made.escaped) {
    if (move === "wriggleFree" && pinned) changes.unpin(attacker.tokenUuid);
    else changes.leave(attacker.tokenUuid);
  }
  const outcome = made.escaped ? (pinned ? "escapedPin" : "escaped") : "held";
  return result(made.escaped, outcome, [check], [opposedWhy(check)], changes.effects(), values);
}

export function resolveGrapple(
  req: ManeuverRequest,
  dice: ManeuverDice,
): Promise<ManeuverResult | ManeuverRefusal> {
  switch (req.options.grappleMove) {
    case "start":
      return start(req, dice);
    case "damage":
    case "pin":
    case "breakPin":
      return act(req, dice);
    default:
      return getFree(req, dice);
  }
}
