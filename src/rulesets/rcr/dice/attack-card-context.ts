import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { type CardLook, cardContext } from "../../../damage/card-context.ts";
import { changeViews } from "../../../damage/card-equation.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import { effectiveDamage } from "../../../rules/index.ts";
import type { AttackCardData, AttackEntry, TargetResult } from "./attack-card-data.ts";

/**
 * What the attack card template renders (the shared card view, src/damage/card-context.ts, with RCR's own
 * fields): plain values and lang keys only, every number was decided when the attack was rolled.
 */

export type { CardViewer } from "../../../damage/card-viewer.ts";

function outcome(target: TargetResult): "hit" | "miss" | "critical" | "concealed" {
  if (target.concealed) return "concealed";
  if (!target.hit) return "miss";
  return target.critical ? "critical" : "hit";
}

/** What a token took, in vitality and wounds, and what its armor's DR stopped (marks since it is stored). */
function appliedView(mark: AppliedMark) {
  // A vehicle loses hit points (rulesets/rcr/vehicle/vehicle-damage.ts); the key's {vitality} carries them.
  const hull = mark.taken.hp;
  if (hull !== undefined)
    return { key: "SWRPG.Chat.Applied.hull", vitality: hull, wounds: 0, stopped: mark.taken.dr ?? 0 };
  const vitality = mark.taken.vitality ?? 0;
  const wounds = mark.taken.wounds ?? 0;
  const part = vitality && wounds ? "both" : vitality ? "vitality" : wounds ? "wounds" : "none";
  return { key: `SWRPG.Chat.Applied.${part}`, vitality, wounds, stopped: mark.taken.dr ?? 0 };
}

/**
 * What a target the attack landed on takes once damage is rolled, before Apply: the amount the engine deals
 * (the roll plus the target's own bonus, at least 1, halved for a half-damage pulled blow), the bonus
 * named, and whether it is a critical, which goes straight to wounds (rcr-combat.txt › Critical Hits).
 */
function takesView(target: TargetResult, attack: AttackEntry, card: AttackCardData) {
  if (!target.lands || !attack.damage || card.stun) return null;
  const bonus = target.damageBonus;
  return {
    amount: effectiveDamage({ amount: attack.damage.total + bonus, halfDamage: card.halfDamage }),
    rolled: attack.damage.total,
    bonus,
    // Point blank is the one damage modifier a target adds (rules attack-against.ts › damageParts).
    bonusKey: "SWRPG.Attack.Part.pointBlank",
    half: card.halfDamage,
    vitalityOnly: card.vitalityOnly,
    critical: target.critical && !card.vitalityOnly,
  };
}

const RCR_LOOK = {
  partKey: "SWRPG.Attack.Part.",
  refusedKey: "SWRPG.Attack.Refused.",
  taken: appliedView,
  target: (target, attack, showDefense, card) => {
    const result = outcome(target);
    return {
      takes: takesView(target, attack, card),
      // The attack's total before this target's own modifiers, and those modifiers ("18 = 28 − 10 range").
      attackTotal: attack.total,
      changes: changeViews(target.parts, "SWRPG.Attack.Part."),
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
