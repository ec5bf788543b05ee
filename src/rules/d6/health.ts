/** A row of the Character Damage Chart, or what a stun weapon makes of a worse row. */
export type DamageResult =
  | "noEffect"
  | "stunned"
  | "unconscious"
  | "wounded"
  | "incapacitated"
  | "mortallyWounded"
  | "killed";

/** The wound levels a character passes through, healthiest first (`WOUND_LEVELS`). */
export type WoundLevel =
  | "healthy"
  | "wounded"
  | "woundedTwice"
  | "incapacitated"
  | "mortallyWounded"
  | "killed";

/** The wound levels, healthiest first: the order `escalateWound` takes the worse of. */
export const WOUND_LEVELS: readonly WoundLevel[] = [
  "healthy",
  "wounded",
  "woundedTwice",
  "incapacitated",
  "mortallyWounded",
  "killed",
];

/** A character's injuries. d6-combat.txt › Character Damage Chart and the paragraphs after it. */
export interface Health {
  wound: WoundLevel;
  /** The number before the D of the character's Strength (3 for 3D+2). */
  strengthDice: number;
  /** Stuns still "affecting" him (each for half an hour unless he rests a minute); default 0. */
  stuns?: number;
  /** Rounds the stun's −1D still applies: 2 when stunned (this round and the next); default 0. */
  stunRounds?: number;
  /** Default false. */
  unconscious?: boolean;
  /** Round ends passed while mortally wounded; default 0. */
  mortallyWoundedRounds?: number;
  /** Mortally wounded and stabilized: no more 2D rolls. */
  stabilized?: boolean;
  /** Stabilized, then a medpac or bacta tank within the hour: he will survive. */
  treated?: boolean;
}
