import { SIZES } from "../rcr/types.ts";
import type { SagaSize } from "./types.ts";

/** One step of a path across the grid. */
export interface MovementStep {
  diagonal?: boolean;
  difficult?: boolean;
  lowObject?: boolean;
  /** The diagonal would pass the corner or end of a wall. */
  pastWallCorner?: boolean;
}

/**
 * What a path costs in squares, or null when it is illegal. saga-special-combat-rules.txt › Diagonal
 * Movement (a diagonal counts 2; never diagonally past a wall's corner; diagonal through low objects or
 * difficult terrain counts 4), Difficult Terrain (×2). A step that is both difficult and a low object is
 * doubled once.
 */
export function movementCost(steps: readonly MovementStep[]): number | null {
  let cost = 0;
  for (const step of steps) {
    if (step.diagonal && step.pastWallCorner) return null;
    const base = step.diagonal ? 2 : 1;
    cost += step.difficult || step.lowObject ? base * 2 : base;
  }
  return cost;
}

/**
 * Speed under armor and load. saga-special-combat-rules.txt › Encumberance and Speed: medium or heavy armor,
 * or a heavy load, cut speed to three quarters, rounded down (6 → 4, 4 → 3); heavy armor or a heavy load
 * caps running at triple speed; a heavy load forbids flying.
 */
export function encumberedSpeed(input: {
  speed: number;
  armor?: "none" | "light" | "medium" | "heavy";
  load?: "light" | "medium" | "heavy";
}): { speed: number; runMultiplierCap: number | null; canFly: boolean } {
  const heavyLoad = input.load === "heavy";
  const heavyArmor = input.armor === "heavy";
  const slowed = heavyLoad || heavyArmor || input.armor === "medium";
  return {
    speed: slowed ? Math.floor((input.speed * 3) / 4) : input.speed,
    runMultiplierCap: heavyLoad || heavyArmor ? 3 : null,
    canFly: !heavyLoad,
  };
}

/**
 * Whether a creature can move through an occupied square. saga-special-combat-rules.txt › Moving Through
 * Occupied Squares: an ally, a dead, unconscious or disabled enemy, or an enemy three or more size
 * categories larger or smaller can be passed; otherwise a creature trained in Acrobatics may tumble.
 */
export function canMoveThrough(input: {
  hostile: boolean;
  occupantState?: "active" | "dead" | "unconscious" | "disabled";
  moverSize: SagaSize;
  occupantSize: SagaSize;
  acrobaticsTrained?: boolean;
}): "pass" | "tumble" | "blocked" {
  if (!input.hostile) return "pass";
  if ((input.occupantState ?? "active") !== "active") return "pass";
  const sizeGap = Math.abs(SIZES.indexOf(input.moverSize) - SIZES.indexOf(input.occupantSize));
  if (sizeGap >= 3) return "pass";
  return input.acrobaticsTrained ? "tumble" : "blocked";
}

export type ImmobilizedActivity = "moveAction" | "leaveSpace" | "movementSkill" | "movedByOthers";

/**
 * What an immobilized creature can still do. saga-special-combat-rules.txt › Immobilized: take move actions
 * and be moved by others (Bantha Rush, Force Thrust); not leave its space or use movement skills.
 */
export function immobilizedAllows(what: ImmobilizedActivity): boolean {
  return what === "moveAction" || what === "movedByOthers";
}
