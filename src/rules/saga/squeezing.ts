import { SIZES } from "../rcr/types.ts";
import { fightingSpace } from "./fighting-space.ts";
import type { SagaSize } from "./types.ts";

export type SqueezeRefusal =
  | "notLarge"
  | "unknownSpace"
  | "rigidFrame"
  | "pastOpponent"
  | "mustEndWhereItFits"
  | "tooNarrow";

/**
 * Whether a big creature can squeeze through an opening. saga-special-combat-rules.txt › Squeezing: Large
 * and bigger creatures, through an opening at least half as wide as their fighting space, ending where they
 * fit, never past an opponent; big droids and vehicles only if they can compress. Refusals are checked in
 * the order of the union.
 */
export function canSqueeze(input: {
  size: SagaSize;
  openingWidth: number;
  /** The side of the fighting space in squares: needed for gargantuan and colossal. */
  spaceSide?: number;
  frame?: "creature" | "droid" | "vehicle";
  canCompress?: boolean;
  pastOpponent?: boolean;
  endsWhereItFits?: boolean;
}): { ok: true } | { ok: false; refused: SqueezeRefusal } {
  const refuse = (refused: SqueezeRefusal) => ({ ok: false as const, refused });
  if (SIZES.indexOf(input.size) < SIZES.indexOf("large")) return refuse("notLarge");
  const side = fightingSpace(input.size)?.side ?? input.spaceSide;
  if (side === undefined) return refuse("unknownSpace");
  if ((input.frame ?? "creature") !== "creature" && !input.canCompress) return refuse("rigidFrame");
  if (input.pastOpponent) return refuse("pastOpponent");
  if (input.endsWhereItFits === false) return refuse("mustEndWhereItFits");
  if (input.openingWidth * 2 < side) return refuse("tooNarrow");
  return { ok: true };
}
