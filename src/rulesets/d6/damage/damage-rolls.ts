import { d6 } from "../../../rules/index.ts";
import type { D6AttackCard, D6CardTarget, D6RolledCode } from "../card/card-data.ts";

/**
 * An attack's damage rolled onto its card: the weapon's damage code; for a shot that hit the protection, the
 * protection's body strength against that roll and the damage that comes through it, rolled
 * (d6-combat.txt › Protection - Tables 1-3, the garbage bins); with the hit location option, where each
 * landing shot struck (Game Option: Hit Location). The engine decides each number; the dice come in through
 * `D6DamageDice`. No Foundry global is touched here.
 */

export interface D6DamageDice {
  /** A code rolled (the Wild Die by the card's option), kept for the message. */
  roll(code: d6.DiceCode, purpose: "damage" | "bodyStrength"): Promise<D6RolledCode>;
  /** One plain die's face (the hit location's 1D). */
  face(): Promise<number>;
}

async function protectedTarget(
  target: D6CardTarget,
  weaponDamage: d6.DiceCode,
  damage: D6RolledCode,
  dice: D6DamageDice,
): Promise<D6CardTarget> {
  if (target.outcome !== "cover" || !target.protection) return target;
  const bodyStrength = await dice.roll(d6.protectionBodyStrength(target.protection.kind), "bodyStrength");
  const hit = d6.damageProtection({
    weaponDamage,
    damageTotal: damage.total,
    bodyStrengthTotal: bodyStrength.total,
  });
  const through = hit.targetDamage ? await dice.roll(hit.targetDamage, "damage") : null;
  return {
    ...target,
    lands: through !== null,
    through: { bodyStrength, difference: hit.difference, level: hit.level, damage: through },
  };
}

/** Where a landing shot struck: 1D, and another for which arm on a 4 (Game Option: Hit Location). */
async function locatedTarget(target: D6CardTarget, dice: D6DamageDice): Promise<D6CardTarget> {
  const first = await dice.face();
  const location = d6.hitLocation(first);
  if (location) return { ...target, location, locationRolls: [first] };
  const arm = await dice.face();
  return { ...target, location: d6.hitLocation(first, arm), locationRolls: [first, arm] };
}

/** The card with attack `attackIndex`'s damage rolled; null when there is no such attack or it is rolled. */
export async function rollAttackDamage(
  card: D6AttackCard,
  attackIndex: number,
  dice: D6DamageDice,
): Promise<D6AttackCard | null> {
  const attack = card.attacks[attackIndex];
  if (!attack || attack.damage) return null;
  const rolled = await dice.roll(attack.damageCode, "damage");
  const targets: D6CardTarget[] = [];
  for (const target of attack.targets) {
    let next = target.lands ? await protectedTarget(target, attack.damageCode, rolled, dice) : target;
    if (card.hitLocation && next.lands) next = await locatedTarget(next, dice);
    targets.push(next);
  }
  const damage = {
    formula: d6.formatDiceCode(attack.damageCode),
    total: rolled.total,
    rollIndex: rolled.rollIndex,
    rolled,
  };
  return {
    ...card,
    attacks: card.attacks.map((entry) =>
      entry.index === attackIndex ? { ...entry, damage, targets } : entry,
    ),
  };
}
