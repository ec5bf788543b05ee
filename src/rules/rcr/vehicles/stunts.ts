import { requireFinite, requireInteger } from "./validate.ts";

/** A stunt and what its DC depends on. */
export type Stunt =
  | { stunt: "dash" | "hardBrake" | "hardTurn" }
  | { stunt: "bootlegTurn"; degrees: 45 | 90 | 135 | 180 }
  | {
      stunt: "avoidHazard";
      hazard: "caltrops" | "oilSlick" | "smallObject" | "mediumObject" | "largeObject" | "structure";
    }
  | { stunt: "sideswipe"; sizeSteps: number; speedSteps: number };

/** MSRD › Stunts, Losing Control: the DC most stunts and control checks use. */
export const STUNT_DC = 15;

const HAZARD_DC = { caltrops: 15, oilSlick: 15, smallObject: 5, mediumObject: 10, largeObject: 15 } as const;

/**
 * The DC of a stunt (MSRD › Stunts): dash, hard brake, hard turn 15; bootleg turn 5 per 45 degrees; avoid
 * hazard by the hazard (a structure cannot be avoided: null); sideswipe 15, -5 for each size category the
 * target is larger (+5 each smaller), -2 for each speed category between the two.
 */
export function stuntDC(stunt: Stunt): number | null {
  switch (stunt.stunt) {
    case "bootlegTurn":
      if (![45, 90, 135, 180].includes(stunt.degrees))
        throw new RangeError("degrees must be 45, 90, 135 or 180");
      return (stunt.degrees / 45) * 5;
    case "avoidHazard":
      return stunt.hazard === "structure" ? null : HAZARD_DC[stunt.hazard];
    case "sideswipe":
      requireInteger(stunt.sizeSteps, "sizeSteps");
      requireInteger(stunt.speedSteps, "speedSteps");
      return STUNT_DC - 5 * stunt.sizeSteps - 2 * Math.abs(stunt.speedSteps);
    default:
      return STUNT_DC;
  }
}

/**
 * Keeping control after a collision or a failed stunt (MSRD › Losing Control): meeting the DC (default 15)
 * keeps control; failing spins; failing by 10 or more rolls.
 */
export function controlCheck(input: { total: number; dc?: number }): "inControl" | "spin" | "roll" {
  const dc = input.dc ?? STUNT_DC;
  requireFinite(input.total, "total");
  requireFinite(dc, "dc");
  if (input.total >= dc) return "inControl";
  return input.total <= dc - 10 ? "roll" : "spin";
}
