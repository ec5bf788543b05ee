import { requireInteger } from "../../rcr/vehicles/validate.ts";
import type { DogfightSide, SagaVehicleKind } from "./types.ts";

/** Saga core, not in the texts (Dogfight): the check that starts a dogfight takes -5. */
export const DOGFIGHT_START_PENALTY = -5;
/** Saga core, not in the texts (Dogfight): a lost check puts -5 on the pilot's own gunners. */
export const DOGFIGHT_GUNNER_PENALTY = -5;

export type DogfightResult = "won" | "lost" | "reroll";

const DOGFIGHTERS: readonly SagaVehicleKind[] = ["airspeeder", "starfighter"];

/** A side's die and modifier, refused with the field's name when not whole numbers. */
function checkSide(side: DogfightSide, field: string): void {
  requireInteger(side.d20, `${field}.d20`);
  requireInteger(side.modifier, `${field}.modifier`);
}

/**
 * An opposed Pilot check: the higher total wins; equal totals go to the higher modifier; equal modifiers
 * too: roll both again (the d20 tie rule Saga uses: decision 17).
 */
function opposed(
  pilot: DogfightSide,
  opponent: DogfightSide,
): { result: DogfightResult; pilotTotal: number; opponentTotal: number } {
  checkSide(pilot, "pilot");
  checkSide(opponent, "opponent");
  const pilotTotal = pilot.d20 + pilot.modifier;
  const opponentTotal = opponent.d20 + opponent.modifier;
  const margin = pilotTotal - opponentTotal || pilot.modifier - opponent.modifier;
  const result: DogfightResult = margin > 0 ? "won" : margin < 0 ? "lost" : "reroll";
  return { result, pilotTotal, opponentTotal };
}

/**
 * Starting a dogfight (Saga core, not in the texts: Dogfight): only airspeeders and starfighters on both
 * sides, against an adjacent target; the starting pilot's check takes -5, part of her modifier for the tie
 * rule. Won: engaged.
 */
export function vehicleDogfightStart(input: {
  pilot: DogfightSide;
  opponent: DogfightSide;
  pilotVehicle: SagaVehicleKind;
  opponentVehicle: SagaVehicleKind;
  adjacent?: boolean;
}):
  | { ok: true; result: DogfightResult; pilotTotal: number; opponentTotal: number; engaged: boolean }
  | { ok: false; refused: "notADogfighter" | "notAdjacent" } {
  if (!DOGFIGHTERS.includes(input.pilotVehicle) || !DOGFIGHTERS.includes(input.opponentVehicle))
    return { ok: false, refused: "notADogfighter" };
  if (input.adjacent === false) return { ok: false, refused: "notAdjacent" };
  const pilot = { d20: input.pilot.d20, modifier: input.pilot.modifier + DOGFIGHT_START_PENALTY };
  const check = opposed(pilot, input.opponent);
  return { ok: true, ...check, engaged: check.result === "won" };
}

/**
 * Attacking while engaged (a standard action): won, one vehicle-weapon attack as a swift action; lost, no
 * attack and -5 on the pilot's own gunners until her next turn; reroll, neither.
 */
export function vehicleDogfightAttack(input: { pilot: DogfightSide; opponent: DogfightSide }): {
  result: DogfightResult;
  pilotTotal: number;
  opponentTotal: number;
  mayAttack: boolean;
  gunnerPenalty: number;
} {
  const check = opposed(input.pilot, input.opponent);
  return {
    ...check,
    mayAttack: check.result === "won",
    gunnerPenalty: check.result === "lost" ? DOGFIGHT_GUNNER_PENALTY : 0,
  };
}

/** Breaking off (a move action): won, free; lost, still engaged and -5 on the gunners; reroll, still engaged. */
export function vehicleDogfightDisengage(input: { pilot: DogfightSide; opponent: DogfightSide }): {
  result: DogfightResult;
  pilotTotal: number;
  opponentTotal: number;
  engaged: boolean;
  gunnerPenalty: number;
} {
  const check = opposed(input.pilot, input.opponent);
  return {
    ...check,
    engaged: check.result !== "won",
    gunnerPenalty: check.result === "lost" ? DOGFIGHT_GUNNER_PENALTY : 0,
  };
}
