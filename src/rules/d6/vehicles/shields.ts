import { requireOneOf } from "../../rcr/vehicles/validate.ts";
import type { DiceCode } from "../dice-code.ts";
import type { ShieldArc } from "./types.ts";
import { requireDiceCode } from "./validate.ts";

export const SHIELD_ARCS: readonly ShieldArc[] = ["forward", "aft", "starboard", "port"];

const PIPS_PER_DIE = 3;
// OD6 space_travel.adoc › Shield Deployment: the difficulty by the number of arcs covered.
const DIFFICULTY_BY_AREAS = [null, 10, 15, 20, 25] as const;

function pips(code: DiceCode): number {
  return code.dice * PIPS_PER_DIE + code.pips;
}

/**
 * May the pilot split the ship's shield code so, and at what difficulty (OD6 space_travel.adoc › Shields,
 * Shield Deployment): the arcs together may use up to the whole code, three pips to a die; an arc below 0
 * is refused, so is more than the code. Difficulty by the arcs given anything: 1 → 10 … 4 → 25; none →
 * null (nothing to roll).
 */
export function vehicleShieldDeployment(
  shields: DiceCode,
  setting: Partial<Record<ShieldArc, DiceCode>>,
):
  | { ok: true; areas: number; difficulty: number | null }
  | { ok: false; refused: "negativeSetting" | "overAllocated" } {
  requireDiceCode(shields, "shields");
  const arcs = Object.entries(setting) as [ShieldArc, DiceCode][];
  for (const [arc, code] of arcs) {
    requireOneOf(arc, SHIELD_ARCS, "setting");
    requireDiceCode(code, `setting.${arc}`);
  }
  if (arcs.some(([, code]) => pips(code) < 0)) return { ok: false, refused: "negativeSetting" };
  const used = arcs.reduce((sum, [, code]) => sum + pips(code), 0);
  if (used > pips(shields)) return { ok: false, refused: "overAllocated" };
  const areas = arcs.filter(([, code]) => pips(code) > 0).length;
  return { ok: true, areas, difficulty: DIFFICULTY_BY_AREAS[areas] as number | null };
}
