import { d6 } from "../../../rules/index.ts";
import type { D6AttackCard } from "../card/card-data.ts";

/**
 * Dodging a grenade, pure (d6-combat.txt › Dodging Grenades): a target caught in a blast band who dodges hits
 * the deck and takes no damage when his dodge beats the throw's total (d6.dodgesGrenade).
 */
/** The card with these targets' dodge totals against the throw (pure); null when the band's damage is rolled. */
export function withDodges(
  card: D6AttackCard,
  attackIndex: number,
  totals: Readonly<Record<string, number>>,
): D6AttackCard | null {
  const attack = card.attacks[attackIndex];
  if (!card.grenade || !attack || attack.damage) return null;
  const targets = attack.targets.map((target) => {
    const total = totals[target.tokenUuid];
    if (target.dodge || total === undefined) return target;
    const dodged = d6.dodgesGrenade({ throwTotal: attack.total, dodgeTotal: total });
    return { ...target, dodge: { total, dodged }, lands: !dodged };
  });
  return {
    ...card,
    attacks: card.attacks.map((entry) => (entry === attack ? { ...entry, targets } : entry)),
  };
}
