import { actorAt, rollDifference, tokenAt } from "../../../damage/card-check.ts";
import { naturalOf } from "../../../dice/collected-rolls.ts";
import { type AttackDice, runAttack } from "../attack/attack-pipeline.ts";
import { attackTargets } from "../attack/attack-targets.ts";
import type { AttackCardData, AttackEntry, TargetResult } from "../dice/attack-card-data.ts";
import { AttackRoll } from "../dice/attack-roll.ts";
import { actorModel, attackerView, unarmedView, weaponView } from "../dice/combatant-views.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import { vehicleAttackViews } from "../vehicle/vehicle-attack.ts";
import { isRcrVehicle } from "../vehicle/vehicle-damage.ts";

/**
 * The GM's check of a player's card before the GM's client applies its damage (the relay): the card's
 * numbers are not taken on trust. Only the dice come from the message: each AttackRoll's d20 and its
 * confirmation's, the concealment d%, the DamageRoll's dice. Everything else is worked out again from the
 * documents through the same attack pipeline and engine: the attacker's bonus from its actor and weapon, each
 * target's Defense and modifiers from its token and actor (distance measured again on the scene), with the
 * choices the card stores; then hit, threat, critical and concealment by the roll classes, and the damage
 * formula from the weapon. The DamageRoll's formula must be that formula and its total what its own dice make.
 */

/** Why the card is not applied, and what differed (for the GM's report). */
export interface CardMismatch {
  refused: "cardMismatch" | "cardUnverifiable";
  /** The first thing that differs, e.g. "Trooper: total 30, worked out 12". */
  detail: string;
}

class ReplayError extends Error {}

/** The message's dice, in the order the attack rolled them, as the pipeline asks for them again. */
function replayDice(rolls: readonly unknown[]): AttackDice {
  let at = 0;
  const next = <R>(test: (roll: unknown) => roll is R): R | null => {
    while (at < rolls.length) {
      const roll = rolls[at++];
      if (test(roll)) return roll;
    }
    return null;
  };
  const isAttack = (roll: unknown): roll is AttackRoll =>
    roll instanceof AttackRoll && roll.attackOptions.purpose !== "confirm";
  const isD100 = (roll: unknown): roll is Roll.Any =>
    roll instanceof Roll && !(roll instanceof AttackRoll) && roll.dice[0]?.faces === 100;
  return {
    async attack(bonus, options) {
      const stored = next(isAttack);
      const natural = stored?.natural;
      if (!stored || natural === undefined || natural < 1 || natural > 20)
        throw new ReplayError("attack roll");
      let confirmNatural = stored.confirmation?.natural;
      // A card rolled before the AttackRoll carried its confirmation stored it as the next roll.
      const following = rolls[at];
      if (confirmNatural === undefined && following instanceof AttackRoll) {
        if (following.attackOptions.purpose === "confirm") {
          confirmNatural = following.natural;
          at++;
        }
      }
      const roll = AttackRoll.fromDice(bonus, options, { natural, confirmNatural });
      if (roll.missingConfirmation) throw new ReplayError("confirmation roll");
      return roll;
    },
    async missChance() {
      const stored = next(isD100);
      const natural = stored ? naturalOf(stored) : undefined;
      if (natural === undefined || natural < 1 || natural > 100) throw new ReplayError("concealment d%");
      return natural;
    },
  };
}

/** The attacker's token: the message's speaker, else the actor's on the viewed scene. */
function speakerToken(message: ChatMessage.Implementation, actor: Actor.Implementation) {
  const { scene, token } = message.speaker ?? {};
  const spoken = scene && token ? game.scenes?.get(scene)?.tokens.get(token) : undefined;
  return spoken ?? actor.getActiveTokens(true, true)[0] ?? null;
}

/** The attacker, weapon and off-hand weapon from the documents (a vehicle's from its station now), or what is gone. */
function attackSides(attacker: Actor.Implementation, card: AttackCardData) {
  if (isRcrVehicle(attacker)) {
    const views = vehicleAttackViews(attacker, card.weapon.id);
    return "refused" in views
      ? `the vehicle weapon cannot fire: ${views.refused}`
      : { ...views, offHand: null };
  }
  const system = actorModel(attacker);
  if (!system) return "the attacker is gone";
  const item = card.weapon.id === null ? null : attacker.items.get(card.weapon.id);
  const weapon = card.weapon.id === null ? unarmedView(system) : item ? weaponView(item, system) : null;
  if (!weapon) return "the weapon is gone";
  const offId = card.choices?.offHandWeaponId;
  const offItem = offId ? attacker.items.get(offId) : null;
  return {
    attacker: attackerView(attacker, system),
    weapon,
    offHand: offItem ? weaponView(offItem, system) : null,
  };
}

/** The card worked out again from the documents, the card's choices and the message's dice. */
async function recomputed(
  message: ChatMessage.Implementation,
  card: AttackCardData,
): Promise<AttackCardData | CardMismatch> {
  const unverifiable = (detail: string): CardMismatch => ({ refused: "cardUnverifiable", detail });
  const choices = card.choices;
  if (!choices) return unverifiable("the card stores no choices");
  const attacker = await actorAt(card.attacker.uuid);
  if (!attacker) return unverifiable("the attacker is gone");
  const sides = attackSides(attacker, card);
  if (typeof sides === "string") return unverifiable(sides);
  const uuids = [
    ...new Set([
      ...card.attacks.flatMap((attack) => attack.targets.map((target) => target.tokenUuid)),
      ...card.refused.map((target) => target.tokenUuid),
    ]),
  ];
  const tokens: TokenDocument.Implementation[] = [];
  for (const uuid of uuids) {
    const token = await tokenAt(uuid);
    if (!token) return unverifiable("a target is gone");
    tokens.push(token);
  }
  const { targets } = attackTargets(speakerToken(message, attacker), tokens);
  const data = { ...sides, choices, targets };
  try {
    const result = await runAttack(data, replayDice(message.rolls));
    return "ok" in result ? { refused: "cardMismatch", detail: `refused: ${result.refused}` } : result;
  } catch (error) {
    if (error instanceof ReplayError) return { refused: "cardMismatch", detail: `no ${error.message}` };
    return unverifiable(String(error));
  }
}

const ATTACK_FIELDS = ["natural", "bonus", "total", "damageFormula", "confirmNatural"] as const;
const TARGET_FIELDS = [
  "total",
  "defense",
  "hit",
  "threat",
  "critical",
  "confirmTotal",
  "concealed",
  "lands",
  "damageBonus",
] as const;

/** The first field of the stored attack that is not the worked-out one, as "field stored, worked out". */
function attackDifference(stored: AttackEntry, expected: AttackEntry): string | null {
  for (const field of ATTACK_FIELDS)
    if (stored[field] !== expected[field]) return `${field} ${stored[field]}, worked out ${expected[field]}`;
  const byToken = new Map(expected.targets.map((target) => [target.tokenUuid, target]));
  if (stored.targets.length !== expected.targets.length) return "the targets differ";
  for (const target of stored.targets) {
    const worked: TargetResult | undefined = byToken.get(target.tokenUuid);
    if (!worked) return `${target.name}: not a target`;
    for (const field of TARGET_FIELDS)
      if (target[field] !== worked[field])
        return `${target.name}: ${field} ${target[field]}, worked out ${worked[field]}`;
  }
  return null;
}

/** The damage roll is the worked-out formula (with the attacker's roll data) and its total is its dice's. */
function damageDifference(
  roll: DamageRoll,
  formula: string,
  rollData: Record<string, unknown>,
): string | null {
  return rollDifference(roll, new DamageRoll(formula, rollData).formula);
}

/**
 * Checks attack `attackIndex` of a player's card against the documents before the GM applies its damage:
 * null when the card is what the documents and its dice make, else why not.
 */
export async function verifyRcrCard(
  message: ChatMessage.Implementation,
  card: AttackCardData,
  attackIndex: number,
  roll: Roll.Any | null,
): Promise<CardMismatch | null> {
  const stored = card.attacks[attackIndex];
  if (!stored?.damage || !(roll instanceof DamageRoll))
    return { refused: "cardMismatch", detail: "no damage roll" };
  const rollData = (await actorAt(card.attacker.uuid))?.getRollData() ?? {};
  // A grenade card is thrown at a square, with its own flow: only its damage roll is checked here.
  if (card.grenade) {
    const damageDiff = damageDifference(roll, stored.damageFormula, rollData);
    return damageDiff ? { refused: "cardMismatch", detail: damageDiff } : null;
  }
  const expected = await recomputed(message, card);
  if ("detail" in expected) return expected;
  for (const field of ["stun", "vitalityOnly", "halfDamage"] as const)
    if (card[field] !== expected[field])
      return { refused: "cardMismatch", detail: `${field} ${card[field]}, worked out ${expected[field]}` };
  const worked = expected.attacks[attackIndex];
  const attackDiff = worked ? attackDifference(stored, worked) : "no such attack";
  if (attackDiff) return { refused: "cardMismatch", detail: attackDiff };
  const damageDiff = damageDifference(roll, stored.damageFormula, rollData);
  return damageDiff ? { refused: "cardMismatch", detail: damageDiff } : null;
}
