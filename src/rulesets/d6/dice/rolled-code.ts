import type { D6RolledCode } from "../card/card-data.ts";
import type { D6Roll } from "./d6-roll.ts";

/** An evaluated D6Roll as a card stores it, with its index among the message's rolls. */
export function rolledCode(roll: D6Roll, rollIndex: number): D6RolledCode {
  const readout = roll.readout;
  if (!readout) throw new Error("swrpg | a D6 roll was stored before it was rolled");
  return {
    code: readout.code,
    total: readout.total,
    rollIndex,
    faces: readout.faces,
    wild: readout.wild,
    removed: readout.removed,
    complication: readout.complication,
  };
}
