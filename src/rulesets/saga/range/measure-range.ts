import { sceneGrid } from "../../../canvas/index.ts";
import { saga } from "../../../rules/index.ts";
import {
  NO_TARGET_CHOICE,
  type SagaAttackChoices,
  type SagaTargetChoice,
  type SagaWeaponView,
} from "../attack/attack-views.ts";
import { tokenBox } from "../attack/splash-neighbours.ts";

/**
 * The range band of each targeted token, measured from the attacker's token on a square grid: squares
 * between the nearest squares, each diagonal step counted as 2 (saga.rangeSquares), then the weapon's band
 * (saga.rangeBand). A hex scene is refused (Saga counts squares); a gridless scene, no token of the
 * attacker's, or a target on another scene is not measured: the player names the band in the dialog.
 */

export type MeasuredRange = Required<Pick<SagaTargetChoice, "range" | "distance">>;

export type RangeMeasurement = { measured: Record<string, MeasuredRange> } | { refused: "rangeHex" };

type Located = Pick<TokenDocument.Implementation, "uuid" | "parent" | "id" | "x" | "y" | "width" | "height">;

function squaresOf(token: Located, size: number) {
  const box = tokenBox(token as TokenDocument.Implementation);
  return {
    x: Math.round(box.x / size),
    y: Math.round(box.y / size),
    width: Math.max(1, Math.round(box.width)),
    height: Math.max(1, Math.round(box.height)),
  };
}

export function measureRanges(
  weapon: Pick<SagaWeaponView, "range">,
  own: Located | null,
  targets: readonly Located[],
): RangeMeasurement {
  const range = weapon.range;
  if (!range || !own) return { measured: {} };
  const grid = sceneGrid(own.parent);
  if (grid?.kind === "hex") return { refused: "rangeHex" };
  if (!grid || grid.kind !== "square") return { measured: {} };
  const from = squaresOf(own, grid.size);
  const measured: Record<string, MeasuredRange> = {};
  for (const target of targets) {
    if (target.parent !== own.parent) continue;
    const distance = saga.rangeSquares(from, squaresOf(target, grid.size));
    const band = saga.rangeBand({ category: range.category, distance, accuracy: range.accuracy });
    measured[target.uuid] = { range: band.ok ? band.band : "outOfRange", distance };
  }
  return { measured };
}

/** The choices with each measured target's band and squares (its other choices kept). */
export function withMeasuredRanges(
  choices: SagaAttackChoices,
  measured: Record<string, MeasuredRange>,
): SagaAttackChoices {
  const targets = { ...choices.targets };
  for (const [uuid, range] of Object.entries(measured))
    targets[uuid] = { ...(targets[uuid] ?? NO_TARGET_CHOICE), ...range };
  return { ...choices, targets };
}
