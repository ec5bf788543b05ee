import { tokenAt } from "../../../damage/card-check.ts";
import { applyToActor } from "../damage/apply-damage.ts";
import { dispatchWoundSave } from "../damage/wound-save-relay.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import "../dice/flag-config.ts";
import { writeObject } from "../objects/object-apply.ts";
import type { ManeuverCard, ManeuverEffect } from "./maneuver-types.ts";

/**
 * Writing a card's results: the prone status, who grapples whom (the actors' flags, with the grappled and
 * pinned statuses following them), token moves, unarmed damage (through RCR's damage log, as an attack's
 * Apply writes it) and a knocked-away weapon. Only on a client that may change every document the card names:
 * the author's when it owns them all, else the active GM's (maneuver-relay.ts).
 */

/** The documents a card changes: each effect's token, and the attacker's actor that takes a weapon. */
export function writtenTokens(card: ManeuverCard): string[] {
  const uuids = new Set<string>();
  for (const effect of card.effects) {
    uuids.add(effect.tokenUuid);
    if (effect.type === "disarm" && effect.to === "attacker") uuids.add(effect.toTokenUuid);
  }
  return [...uuids];
}

/** Whether this client's user may write everything the card changes. */
export async function canWriteAll(card: ManeuverCard): Promise<boolean> {
  for (const uuid of writtenTokens(card)) {
    const token = await tokenAt(uuid);
    // A token struck as an object keeps its numbers on itself; it may have no actor.
    const tokenOnly = card.effects.every(
      (effect) => effect.tokenUuid !== uuid || (effect.type === "object" && effect.itemId === null),
    );
    if (!token?.isOwner || (!tokenOnly && !token.actor?.isOwner)) return false;
  }
  return true;
}

async function setStatus(actor: Actor.Implementation, id: string, active: boolean): Promise<void> {
  if (actor.statuses.has(id) !== active) await actor.toggleStatusEffect(id, { active });
}

async function applyOne(effect: ManeuverEffect, message: ChatMessage.Implementation): Promise<void> {
  const token = await tokenAt(effect.tokenUuid);
  if (token && effect.type === "object") return writeObject(token, effect);
  const actor = token?.actor;
  if (!token || !actor) return;
  switch (effect.type) {
    case "status":
      return setStatus(actor, effect.status, true);
    case "grapple": {
      await actor.update({ "flags.swrpg.grapple": effect.state } as Actor.UpdateData);
      await setStatus(actor, "grappled", effect.state.opponents.length > 0);
      return setStatus(actor, "pinned", effect.state.pinnedBy !== null);
    }
    case "move":
      await token.update({ x: effect.x, y: effect.y });
      return;
    case "damage": {
      const roll = message.rolls[effect.rollIndex];
      if (!(roll instanceof DamageRoll) || roll.total !== effect.total) return;
      const spec = {
        roll,
        amount: effect.total,
        bonus: 0,
        critical: false,
        halfDamage: false,
        vitalityOnly: false,
      };
      const applied = await applyToActor(actor, spec, { messageId: message.id ?? "", attackIndex: 0 });
      if (applied?.fortitudeDC != null)
        await dispatchWoundSave(actor, effect.tokenUuid, applied.fortitudeDC, applied.entry);
      return;
    }
    case "object":
      return;
    case "disarm": {
      const item = actor.items.get(effect.itemId);
      if (!item) return;
      if (effect.to === "ground") {
        await item.update({ "system.equipped": false } as Item.UpdateData);
        return;
      }
      // rcr-combat.txt › Disarm: an unarmed attacker now holds the weapon.
      const taker = (await tokenAt(effect.toTokenUuid))?.actor;
      if (!taker) return;
      const { _id, ...data } = item.toObject();
      await taker.createEmbeddedDocuments("Item", [data as Item.CreateData]);
      await item.delete();
    }
  }
}

/** Writes every effect of the card, in order, then marks the card applied. */
export async function applyManeuver(card: ManeuverCard, message: ChatMessage.Implementation): Promise<void> {
  for (const effect of card.effects) await applyOne(effect, message);
  await message.update({ "flags.swrpg.maneuver.applied": true } as ChatMessage.UpdateData);
}
