/**
 * A test-only ruleset, the smallest that plugs into the seam: one actor type (`minimalTrooper`), an attack
 * that always hits its target for 3, a chat card with one Apply button, and damage that takes health.
 * A test adds it with one line, `registerRuleset(minimal)`, exactly as src/rulesets/index.ts adds RCR.
 */
import { applyFromCard, undoFromCard } from "../../../src/damage/card-actions.ts";
import type { Ruleset } from "../../../src/rulesets/types.ts";
import { TrooperModel } from "./trooper-model.ts";

/** The card this ruleset posts, under `flags.swrpg.minimalAttack`. */
export interface MinimalCard {
  attacker: string;
  attackerUuid: string;
  target: string;
  damage: number;
}

type CardMessage = ChatMessage.Implementation & {
  getFlag(scope: "swrpg", key: "minimalAttack"): MinimalCard | undefined;
};

function cardOf(message: ChatMessage.Implementation): MinimalCard | null {
  return (message as CardMessage).getFlag("swrpg", "minimalAttack") ?? null;
}

function cardHtml(card: MinimalCard): string {
  return `<div class="swrpg-attack-card">${card.attacker} hits for ${card.damage}<button data-action="apply" data-attack="0">Apply</button><button data-action="undo" data-attack="0">Undo</button></div>`;
}

function healthOf(actor: Actor.Implementation): number {
  return actor.system instanceof TrooperModel ? actor.system.health : 0;
}

/** The token uuids the attacking user targets (Foundry's `game.user.targets`). */
function targetUuids(): string[] {
  return [...(game.user?.targets ?? [])].map((token) => token.document.uuid);
}

export const minimal: Ruleset = {
  id: "minimal",
  label: "Minimal",
  documentTypes: { Actor: { minimalTrooper: TrooperModel }, Item: {} },
  heldItemTypes: { minimalTrooper: [] },
  trackableAttributes: { minimalTrooper: { bar: [], value: ["health"] } },
  tokenBars: () => ({ bar1: { attribute: "health" }, bar2: { attribute: null } }),
  statusEffects: [{ id: "down", name: "Down", img: "icons/svg/skull.svg" }],
  defeatedStatus: "down",
  sheets: { Actor: [], Item: [] },
  rollClasses: [],
  attack: {
    async start(actor) {
      const target = targetUuids()[0];
      if (!target) return;
      const card: MinimalCard = { attacker: actor.name, attackerUuid: actor.uuid, target, damage: 3 };
      await ChatMessage.create({
        content: cardHtml(card),
        flags: { swrpg: { minimalAttack: card } } as ChatMessage.CreateData["flags"],
      });
    },
  },
  chatCard: {
    owns: (message) => cardOf(message) !== null,
    async render(message) {
      const card = cardOf(message);
      return card ? cardHtml(card) : null;
    },
    async act(message, action, attackIndex) {
      // The shared card damage (src/damage/card-actions.ts): ownership, the GM relay, marks and Undo.
      if (action === "apply") await applyFromCard(message, attackIndex, "full", "targets");
      if (action === "undo") await undoFromCard(message, attackIndex);
    },
  },
  damage: {
    modes: ["full"],
    view(message) {
      const card = cardOf(message);
      return card
        ? {
            attackerUuid: card.attackerUuid,
            attacks: [{ targets: [{ tokenUuid: card.target, lands: true }] }],
          }
        : null;
    },
    spec: (message) => {
      const card = cardOf(message);
      return card ? { amount: card.damage } : { refused: "noCard" };
    },
    async apply(actor, spec, source) {
      const before = healthOf(actor);
      await actor.update({
        "system.health": Math.max(0, before - spec.amount),
        "flags.swrpg.minimalLog": { ...source, before },
      } as Actor.UpdateData);
      return { taken: { health: before - healthOf(actor) } };
    },
    logged: (actor, source) => {
      const log = actor.flags.swrpg as { minimalLog?: { messageId: string } } | undefined;
      return log?.minimalLog?.messageId === source.messageId;
    },
    async undo(actor, source) {
      const log = (actor.flags.swrpg as { minimalLog?: { messageId: string; before: number } } | undefined)
        ?.minimalLog;
      if (!log || log.messageId !== source.messageId) return false;
      await actor.update({ "system.health": log.before, "flags.swrpg.minimalLog": null } as Actor.UpdateData);
      return true;
    },
  },
  combat: { initiativeFormula: "1d20", install() {} },
  packs: ["minimal-troopers"],
  packFolder: "Minimal",
};
