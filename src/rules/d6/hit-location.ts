import { rollIndex } from "../roll-index.ts";
/** Where a shot lands, with the optional hit location rule. */
export type HitLocation = "head" | "torso" | "leftArm" | "rightArm" | "leftLeg" | "rightLeg";

// d6-combat.txt › Game Option: Hit Location: 1 head, 2-3 torso, 4 an arm, 5 left leg, 6 right leg.
const BY_FACE: readonly (HitLocation | "arm")[] = ["head", "torso", "torso", "arm", "leftLeg", "rightLeg"];

// Faces outside 1-6 wrap around instead of failing.
function faceIndex(face: number): number {
  return rollIndex(face, 6);
}

/**
 * The body part a 1D roll hits; a 4 is an arm, and a second 1D picks it (1-3 left, 4-6 right). Null: a 4
 * with no arm roll yet.
 */
export function hitLocation(roll: number, armRoll?: number): HitLocation | null {
  const part = BY_FACE[faceIndex(roll)] as HitLocation | "arm";
  if (part !== "arm") return part;
  if (armRoll === undefined) return null;
  return faceIndex(armRoll) < 3 ? "leftArm" : "rightArm";
}
