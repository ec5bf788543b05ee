import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { type CardLook, cardContext } from "../../../damage/card-context.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import type { AttackCardData, TargetResult } from "./attack-card-data.ts";

/**
 * What the attack card template renders (the shared card view, src/damage/card-context.ts, with RCR's own
 * fields): plain values and lang keys only, every number was decided when the attack was rolled.
 */

export type { CardViewer } from "../../../damage/card-viewer.ts";

/** One step from the attack's total to a target's: "− 10 Range". */
export interface ChangeView {
  sign: "+" | "−";
  amount: number;
  labelKey: string;
}

function outcome(target: TargetResult): "hit" | "miss" | "critical" | "concealed" {
  if (target.concealed) return "concealed";
  if (!target.hit) return "miss";
  return target.critical ? "critical" : "hit";
}

/** What a token took, in vitality and wounds. */
function appliedView(mark: AppliedMark) {
  const vitality = mark.taken.vitality ?? 0;
  const wounds = mark.taken.wounds ?? 0;
  const part = vitality && wounds ? "both" : vitality ? "vitality" : wounds ? "wounds" : "none";
  return { key: `SWRPG.Chat.Applied.${part}`, vitality, wounds };
}

const RCR_LOOK = {
  partKey: "SWRPG.Attack.Part.",
  refusedKey: "SWRPG.Attack.Refused.",
  taken: appliedView,
  target: (target, attack, showDefense) => {
    const result = outcome(target);
    return {
      // The attack's total before this target's own modifiers, and those modifiers ("18 = 28 − 10 range").
      attackTotal: attack.total,
      changes: target.parts
        .filter((part) => part.value !== 0)
        .map(
          (part): ChangeView => ({
            sign: part.value < 0 ? "−" : "+",
            amount: Math.abs(part.value),
            labelKey: `SWRPG.Attack.Part.${part.label}`,
          }),
        ),
      defense: showDefense ? target.defense : 0,
      outcomeClass: result,
      // The confirmation die as rolled (the total it made against this target is the target's).
      confirmNatural: target.threat ? attack.confirmNatural : null,
    };
  },
  attack: (attack, card) => ({
    // The weapon's name when it is not the card's (the off-hand weapon).
    weaponLabel: attack.weaponId === card.weapon.id ? null : attack.weaponName,
    // The other end of a double weapon makes the off-hand attacks (rcr-combat.txt › Double Weapon).
    doubleEnd:
      card.choices?.doubleWeapon === true && attack.source !== "base" && attack.source !== "iterative",
  }),
} satisfies CardLook<AttackCardData, unknown, object, object>;

/** The card as `viewer` sees it, with what each token took from it (`marks`, from the message). */
export function attackCardContext(
  card: AttackCardData,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
) {
  return cardContext(card, messageId, viewer, marks, RCR_LOOK);
}

export type AttackCardContext = ReturnType<typeof attackCardContext>;
