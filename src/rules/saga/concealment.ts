import type { SagaConcealmentDegree } from "./types.ts";

/**
 * The penalties for attacking or noticing a target with concealment. saga-special-combat-rules.txt ›
 * Concealment (-2 attack, -5 Perception), Total Concealment (-5 attacking a guessed square, -10 Perception).
 */
export function concealmentPenalties(degree: SagaConcealmentDegree): { attack: number; perception: number } {
  switch (degree) {
    case "none":
      return { attack: 0, perception: 0 };
    case "concealment":
      return { attack: -2, perception: -5 };
    case "total":
      return { attack: -5, perception: -10 };
  }
}

/** One thing that conceals the target. */
export interface ConcealmentSource {
  degree: "concealment" | "total";
  /** Concealment from darkness (not fog, smoke or foliage). */
  darkness?: boolean;
}

export type SagaVision = "normal" | "lowLight" | "darkvision";

/** Whether a kind of vision sees through a source: only darkness, never fog, smoke or foliage. */
function seesThrough(source: ConcealmentSource, vision: SagaVision | undefined): boolean {
  if (!source.darkness) return false;
  if (vision === "darkvision") return true;
  return vision === "lowLight" && source.degree === "concealment";
}

/**
 * The concealment a target has: the worst source the attacker's vision does not see through; several
 * sources never add up. saga-special-combat-rules.txt › Concealment › Ignoring Concealment: low-light vision
 * ignores concealment (not total) from darkness, darkvision all concealment from darkness. No vision given:
 * normal vision.
 */
export function effectiveConcealment(
  sources: readonly ConcealmentSource[],
  vision?: SagaVision,
): SagaConcealmentDegree {
  let worst: SagaConcealmentDegree = "none";
  for (const source of sources) {
    if (seesThrough(source, vision)) continue;
    if (source.degree === "total") return "total";
    worst = "concealment";
  }
  return worst;
}
