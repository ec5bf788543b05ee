/**
 * RCR's damage for the shared card buttons and GM relay (src/damage/): the card's attacks and what each
 * token takes from them (src/damage/damage-plan.ts), vitality first and then wounds through armor DR
 * (src/damage/apply-damage.ts), and the Fortitude save after wound damage as a follow-up.
 */

import type { DamageApplication } from "../../types.ts";
import { readAttackCard } from "../dice/attack-card-message.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import { applyToActor, loggedDamage, undoOnActor } from "./apply-damage.ts";
import { type ApplyMode, type DamageSpec, damageSpec } from "./damage-plan.ts";
import { dispatchWoundSave } from "./wound-save-relay.ts";

const MODES: readonly ApplyMode[] = ["full", "half", "vitalityOnly"];

const isMode = (mode: string): mode is ApplyMode => (MODES as readonly string[]).includes(mode);

export const rcrDamage: DamageApplication<DamageSpec> = {
  modes: MODES,
  view(message) {
    const card = readAttackCard(message);
    return card ? { attackerUuid: card.attacker.uuid, attacks: card.attacks } : null;
  },
  spec(message, attackIndex, tokenUuid, mode) {
    const card = readAttackCard(message);
    if (!card) return { refused: "noCard" };
    if (!isMode(mode)) return { refused: "malformed" };
    return damageSpec(card, attackIndex, tokenUuid, mode);
  },
  checkRolls(message, attackIndex) {
    const damage = readAttackCard(message)?.attacks[attackIndex]?.damage;
    const roll = damage ? message.rolls[damage.rollIndex] : undefined;
    return roll instanceof DamageRoll && roll.total === damage?.total ? null : "rollMismatch";
  },
  async apply(actor, spec, source) {
    const applied = await applyToActor(actor, spec, source);
    if (!applied) return null;
    const { entry, fortitudeDC } = applied;
    const taken = {
      vitality: entry.before.vitality - entry.after.vitality,
      wounds: entry.before.wounds - entry.after.wounds,
    };
    if (fortitudeDC == null) return { taken };
    return { taken, followUp: (tokenUuid) => dispatchWoundSave(actor, tokenUuid, fortitudeDC, entry) };
  },
  logged: (actor, source) => loggedDamage(actor, source) !== null,
  undo: (actor, source) => undoOnActor(actor, source),
};
