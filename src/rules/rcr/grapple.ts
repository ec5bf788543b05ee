import type { Situational } from "./compose.ts";
import { unarmedDamage } from "./damage.ts";
import {
  beats,
  type CheckResult,
  check,
  type OpposedWinner,
  opposedWin,
  sizeSteps,
} from "./opposed-check.ts";
import { grappleSizeModifier } from "./size.ts";
import type { BonusPart, Size } from "./types.ts";

/**
 * Grapple: grab, hold, then opposed grapple checks to damage, pin, break a pin or escape.
 * rcr-combat.txt › Grapple (Grapple Checks, Special Size Modifier, Starting a Grapple, Move In, Joining a
 * Grapple, If You're Grappling, Damage Your Opponent, Pin, Break Another's Pin, Escape from Grapple, If You're
 * Pinned, Wriggle Free). Opposed grapple checks that the text settles by "win" or "succeed" break ties by the
 * higher modifier (RCR core); escaping must beat every holder, so a tie holds the escaper.
 */

/** The penalty on the grapple check to damage the opponent. */
export const GRAPPLE_DAMAGE_PENALTY = -4;

/** One grappler's check: the natural d20 and what the grapple check adds. */
export interface GrappleSide {
  d20: number;
  /** Base attack bonus. */
  bab: number;
  /** Strength modifier. */
  strength: number;
  size: Size;
  situational?: Situational;
}

/** Grapple check bonus parts: base attack bonus + Strength + the special size modifier. */
export function grappleCheckParts(side: Omit<GrappleSide, "d20">): BonusPart[] {
  return [
    { label: "bab", value: side.bab },
    { label: "strength", value: side.strength },
    { label: "grappleSize", value: grappleSizeModifier(side.size) },
  ];
}

function grappleCheck(side: GrappleSide, extra: BonusPart[] = []): CheckResult {
  return check(side.d20, [...grappleCheckParts(side), ...extra], side.situational);
}

/** What `startGrapple` takes. */
export interface StartGrappleInput {
  /** The melee touch attack to grab hit. */
  grabHit: boolean;
  /** The target already grapples someone else: the grab succeeds by itself. */
  joining?: boolean;
  attacker: GrappleSide;
  defender: GrappleSide;
}

/** The outcome of starting (or joining) a grapple. */
export interface StartGrappleResult {
  /** Where it ended: the grab missed, the target is too large to hold, or the opposed check was made. */
  stage: "grab" | "tooLarge" | "opposed";
  winner: OpposedWinner;
  /** The grapple has started (or the attacker joined it): the attacker moves into the target's space. */
  started: boolean;
  /** Unarmed damage dealt on success (the attacker's size), else null. */
  damage: string | null;
  attacker: CheckResult | null;
  defender: CheckResult | null;
}

/**
 * Starting a grapple: a melee touch attack grabs (automatic when joining), then an opposed grapple check.
 * Success starts the grapple, deals unarmed damage and the attacker moves in. A target two or more size
 * categories larger can be grabbed but never held.
 */
export function startGrapple(input: StartGrappleInput): StartGrappleResult {
  const none = { started: false, damage: null, attacker: null, defender: null } as const;
  if (!input.grabHit && !input.joining) return { stage: "grab", winner: "defender", ...none };
  if (sizeSteps(input.attacker.size, input.defender.size) >= 2)
    return { stage: "tooLarge", winner: "defender", ...none };
  const attacker = grappleCheck(input.attacker);
  const defender = grappleCheck(input.defender);
  const winner = opposedWin(attacker, defender);
  const started = winner === "attacker";
  return {
    stage: "opposed",
    winner,
    started,
    damage: started ? unarmedDamage(input.attacker.size) : null,
    attacker,
    defender,
  };
}

/** What a grappler does with an opposed grapple check. */
export type GrappleAction = "damage" | "pin" | "breakPin" | "escapePin";

/** Why a grapple action is refused. */
export type GrappleRefusal = "pinned" | "notPinned" | "pinningAnother";

/** What `grappleAction` takes. */
export interface GrappleActionInput {
  action: GrappleAction;
  self: GrappleSide;
  /** The opponent (for "breakPin", the one pinning the ally; for "escapePin", the one pinning you). */
  opponent: GrappleSide;
  /** The acting grappler is pinned. */
  pinned?: boolean;
  /** The acting grappler holds a pin on another opponent than this one. */
  pinningAnother?: boolean;
}

/** The outcome of a grapple action. */
export type GrappleActionResult =
  | { ok: false; refused: GrappleRefusal }
  | {
      ok: true;
      winner: OpposedWinner;
      /** The action worked: damage dealt, opponent pinned for 1 round, pin broken, or pin escaped. */
      success: boolean;
      /** Unarmed damage ("damage" only, on success), else null. */
      damage: string | null;
      self: CheckResult;
      opponent: CheckResult;
    };

/**
 * One opposed grapple check made as an attack while grappling. "damage" takes -4 and deals unarmed damage;
 * "pin" holds the opponent immobile for 1 round; "breakPin" frees an ally; "escapePin" frees a pinned
 * grappler, who stays in the grapple. A pinned grappler can only try to escape the pin; a grappler holding
 * a pin can neither damage nor pin a second opponent.
 */
export function grappleAction(input: GrappleActionInput): GrappleActionResult {
  const { action } = input;
  if (input.pinned && action !== "escapePin") return { ok: false, refused: "pinned" };
  if (!input.pinned && action === "escapePin") return { ok: false, refused: "notPinned" };
  if (input.pinningAnother && (action === "damage" || action === "pin"))
    return { ok: false, refused: "pinningAnother" };
  const extra: BonusPart[] =
    action === "damage" ? [{ label: "damageOpponent", value: GRAPPLE_DAMAGE_PENALTY }] : [];
  const self = grappleCheck(input.self, extra);
  const opponent = grappleCheck(input.opponent);
  const winner = opposedWin(self, opponent);
  const success = winner === "attacker";
  return {
    ok: true,
    winner,
    success,
    damage: success && action === "damage" ? unarmedDamage(input.self.size) : null,
    self,
    opponent,
  };
}

/** The outcome of an escape: free only when the check beats every holder's. */
export type EscapeResult =
  | { ok: false; refused: "pinned" }
  | { ok: true; escaped: boolean; self: CheckResult; opponents: CheckResult[] };

function beatsAll(self: CheckResult, opponents: CheckResult[]): boolean {
  return opponents.every((opponent) => beats(self, opponent));
}

/**
 * Escape from a grapple with an opposed grapple check: the result must beat every opponent who tries to hold
 * on (leave out those who let go). A pinned grappler must escape the pin first.
 */
export function escapeGrapple(input: {
  self: GrappleSide;
  opponents: readonly GrappleSide[];
  pinned?: boolean;
}): EscapeResult {
  if (input.pinned) return { ok: false, refused: "pinned" };
  const self = grappleCheck(input.self);
  const opponents = input.opponents.map((opponent) => grappleCheck(opponent));
  return { ok: true, escaped: beatsAll(self, opponents), self, opponents };
}

/**
 * Wriggle free: an Escape Artist check (an attack action) against the grapple checks of the holders, out of
 * the grapple or, when pinned, out of the pin. With several holders it must beat each, as escaping does.
 */
export function wriggleFree(input: {
  d20: number;
  /** Escape Artist skill bonus. */
  escapeArtist: number;
  opponents: readonly GrappleSide[];
  situational?: Situational;
}): { escaped: boolean; self: CheckResult; opponents: CheckResult[] } {
  const self = check(input.d20, [{ label: "escapeArtist", value: input.escapeArtist }], input.situational);
  const opponents = input.opponents.map((opponent) => grappleCheck(opponent));
  return { escaped: beatsAll(self, opponents), self, opponents };
}
