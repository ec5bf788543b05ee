import {
  canTakeAttackOfOpportunity,
  type DiagonalRule,
  defaultReach,
  type Footprint,
  movementProvokes,
  threatMovement,
} from "../../../rules/index.ts";
import type { MapToken } from "./measured-target.ts";

/**
 * Who may take an attack of opportunity when a token moves from one place to another: each opponent (another
 * disposition) that threatens its area, whose area the move leaves or moves on inside (rcr-combat.txt ›
 * Attacks of Opportunity, Threatened Area), and that has not had its one attack of opportunity this round
 * (`remindedThisRound`: the threateners already named this round). The caller cannot tell a 2-meter step or
 * a disengage from a move, so the reminder is the GM's to weigh.
 */
export function opportunityTakers(input: {
  mover: MapToken;
  to: Footprint;
  scene: readonly MapToken[];
  rule: DiagonalRule;
  remindedThisRound: ReadonlySet<string>;
}): MapToken[] {
  const { mover, to } = input;
  if (mover.footprint.x === to.x && mover.footprint.y === to.y) return [];
  return input.scene.filter((other) => {
    if (other.tokenUuid === mover.tokenUuid || other.disposition === mover.disposition) return false;
    const move = threatMovement({
      path: [
        { x: mover.footprint.x, y: mover.footprint.y },
        { x: to.x, y: to.y },
      ],
      mover: { width: mover.footprint.width, height: mover.footprint.height },
      threatener: other.footprint,
      reach: defaultReach(other.size),
      rule: input.rule,
    });
    return (
      movementProvokes(move) &&
      canTakeAttackOfOpportunity({
        threatens: other.threatens,
        madeThisRound: input.remindedThisRound.has(other.tokenUuid) ? 1 : 0,
      })
    );
  });
}
