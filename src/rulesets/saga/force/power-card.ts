import type { SagaAttackCard, SagaCardAttack, SagaCardPower } from "../card/card-data.ts";

/**
 * What the Saga card shows of a Force power (templates/saga/chat/attack-card.hbs): its DC ladder with the
 * rung the check reached, whether it failed, its notes. Plain values and lang keys only.
 */
export function powerCardView(power: SagaCardPower | undefined) {
  if (!power) return null;
  return {
    activated: power.activated,
    activationDc: power.ladder[0]?.dc ?? 0,
    // A power with no activation DC (Force Slam, Mind Trick) has no ladder: its damage is in the damage line.
    rungs:
      (power.ladder[0]?.dc ?? 0) > 0
        ? power.ladder.map((rung, index) => ({
            dc: rung.dc,
            damage: rung.dice > 0 ? `${rung.dice}${power.die}` : null,
            reached: index === power.rung,
          }))
        : [],
    knockProne: power.knockProne,
    missHalf: power.missHalf,
  };
}

/** A power that deals no damage and moves nobody down the track has nothing to roll or apply. */
export function powerHasNothingToApply(card: SagaAttackCard, attack: SagaCardAttack): boolean {
  return (
    card.power !== undefined &&
    attack.damageFormula === "0" &&
    !attack.targets.some((target) => (target.conditionSteps ?? 0) > 0)
  );
}
