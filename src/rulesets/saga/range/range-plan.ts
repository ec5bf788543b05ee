import { saga } from "../../../rules/index.ts";
import type { SagaTargetChoice, SagaWeaponView } from "../attack/attack-views.ts";
import type { SagaCardPart, SagaCardTarget } from "../card/card-data.ts";

/**
 * What range does to one target of a ranged attack: the band's penalty (saga.rangePenalty, by the weapon's
 * accuracy) as a roll part, or why the target cannot be attacked. A weapon set to stun reaches 6 squares
 * with no range penalty (saga-special-combat-rules.txt › Stunning; saga.stunRangePenalty): farther, or a
 * band past point blank where nothing was measured, is refused. Null for a weapon without range bands.
 */
export type RangePlan =
  | { parts: SagaCardPart[]; range: NonNullable<SagaCardTarget["range"]> }
  | { refused: "outOfRange" | "stunRange" };

export function rangePlan(
  weapon: Pick<SagaWeaponView, "range" | "stun">,
  choice: Pick<SagaTargetChoice, "range" | "distance">,
): RangePlan | null {
  if (!weapon.range) return null;
  const band = choice.range ?? "pointBlank";
  if (band === "outOfRange") return { refused: "outOfRange" };
  const distance = choice.distance ?? null;
  let penalty: number | null;
  if (weapon.stun) {
    const reaches = distance === null ? band === "pointBlank" : saga.stunRangePenalty(distance) !== null;
    if (!reaches) return { refused: "stunRange" };
    penalty = 0;
  } else penalty = saga.rangePenalty(band, weapon.range.accuracy);
  if (penalty === null) return { refused: "outOfRange" };
  return {
    parts: penalty ? [{ label: "range", value: penalty }] : [],
    range: { band, penalty, distance },
  };
}
