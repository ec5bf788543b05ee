import type { TargetView } from "../dice/attack-views.ts";
import { distanceBetween, targetView } from "../dice/combatant-views.ts";
import { measureAttack } from "../map/measure-attack.ts";
import type { MeasuredTarget } from "../map/measured-target.ts";

/**
 * Tokens as the attack pipeline's targets, with the distance from the attacker's token `own`: on a square
 * grid measured between the nearest squares with flanking and melee (map/measure-attack.ts), else along the
 * scene's grid. The attack flow measures the targeted tokens; the GM's check of a card measures them again.
 */
export function attackTargets(
  own: TokenDocument.Implementation | null,
  documents: readonly TokenDocument.Implementation[],
): { targets: TargetView[]; measured: Record<string, MeasuredTarget> } {
  const measured = measureAttack(own, documents);
  const targets: TargetView[] = [];
  for (const document of documents) {
    const distance = measured[document.uuid]?.distance ?? (own ? distanceBetween(own, document) : 0);
    const view = targetView(document, distance);
    if (view) targets.push(view);
  }
  return { targets, measured };
}
