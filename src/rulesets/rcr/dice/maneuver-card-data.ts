import type { BonusPart } from "../../../rules/index.ts";

/**
 * What a maneuver card stores in `flags.swrpg.maneuver`: both sides' opposed rolls on one card, and the
 * statuses the result gives (applied from the card by an owner or the GM). Plain JSON.
 */

export const MANEUVER_CARD_VERSION = 1;

export const MANEUVERS = ["trip", "grapple", "banthaRush", "disarm", "overrun"] as const;
export type Maneuver = (typeof MANEUVERS)[number];

/** What a grappler does: start (grab), the grapple actions, or escape. */
export const GRAPPLE_MOVES = ["grab", "damage", "pin", "breakPin", "escapePin", "escape"] as const;
export type GrappleMove = (typeof GRAPPLE_MOVES)[number];

/** One side of the card. */
export interface ManeuverParty {
  actorUuid: string;
  tokenUuid: string;
  name: string;
  img: string;
}

/** One opposed check, as rolled (`CheckResult` of the engine). */
export interface ManeuverCheck {
  d20: number;
  modifier: number;
  total: number;
  parts: BonusPart[];
}

/** One round of the opposed check (a tie of totals and modifiers rolls another). */
export interface OpposedRound {
  attacker: ManeuverCheck;
  defender: ManeuverCheck;
}

/** A status the result gives or takes away: applied from the card. */
export interface ManeuverEffect {
  tokenUuid: string;
  status: string;
  active: boolean;
}

export interface ManeuverCardData {
  version: typeof MANEUVER_CARD_VERSION;
  maneuver: Maneuver;
  /** The grapple move (grapple only). */
  move: GrappleMove | null;
  /** A counter-trip or counter-disarm: the roles are already swapped. */
  counter: boolean;
  attacker: ManeuverParty;
  defender: ManeuverParty;
  /** The melee touch attack (trip, grab), when one was made. */
  touch: { natural: number; bonus: number; total: number; defense: number; hit: boolean } | null;
  rounds: OpposedRound[];
  winner: "attacker" | "defender";
  /** Lang key under SWRPG.Maneuver.Result, and its values. */
  result: string;
  resultData: Record<string, number | string>;
  effects: ManeuverEffect[];
  /** The card's effects were applied. */
  applied: boolean;
  /** Unarmed damage a grapple dealt (rolled), to apply from the card. */
  damage: { formula: string; total: number } | null;
  /** The defender may answer at once: a counter-trip or counter-disarm, from the card. */
  mayCounter: boolean;
}
