import { format, localize } from "../../../config/i18n.ts";
import { isRecord } from "../../../data/plain-data.ts";
import { withChosenVisibility } from "../../../dice/chat-visibility.ts";
import type { BonusPart } from "../../../rules/index.ts";
import "../dice/flag-config.ts";
import {
  MANEUVER_CARD_VERSION,
  type ManeuverCard,
  type ManeuverEffect,
  type ManeuverStep,
  type SideCheck,
} from "./maneuver-types.ts";

/**
 * The special attack's chat card: one card that says what was tried, every roll with its parts, who won and
 * why, and what changed (statuses, moves, damage, a weapon knocked away). Rendered when posted, in the
 * author's language, from plain values and lang keys; the card itself lives in `flags.swrpg.maneuver`.
 */

export const MANEUVER_CARD_TEMPLATE = "systems/swrpg/templates/rcr/chat/maneuver-card.hbs";

const PREFIX = "SWRPG.Maneuver.";

// The part labels only the special attacks use (the engine's CheckResult labels); the rest are the attack's.
const OWN_PARTS = new Set([
  "grappleSize",
  "stability",
  "speedFeat",
  "weaponSize",
  "twoHanded",
  "notMelee",
  "damageOpponent",
  "escapeArtist",
  "attack",
  "object",
  "linedUp",
  "fortitude",
]);

const partKey = (label: string) =>
  OWN_PARTS.has(label) ? `${PREFIX}Part.${label}` : `SWRPG.Attack.Part.${label}`;

function partsView(parts: readonly BonusPart[]) {
  return parts.map((part) => ({ label: localize(partKey(part.label)), value: part.value }));
}

function sideView(side: SideCheck) {
  return {
    name: side.name,
    d20: side.d20,
    total: side.total,
    modifier: side.modifier,
    parts: partsView(side.parts),
  };
}

function stepView(step: ManeuverStep) {
  const label = localize(`${PREFIX}Step.${step.label}`);
  if (step.type === "damage")
    return { label, damage: { name: step.name, formula: step.formula, total: step.total } };
  if (step.type === "touch")
    return {
      label,
      sides: [sideView(step.attacker)],
      versus: format(`${PREFIX}TouchDefense`, { name: step.defenderName, defense: step.defense }),
      won: step.hit,
      result: localize(`${PREFIX}${step.hit ? "Hit" : "Miss"}`),
    };
  if (step.type === "versus")
    return {
      label,
      sides: [sideView(step.self)],
      versus: format(`${PREFIX}Versus.${step.versus}`, { value: step.against }),
      won: step.success,
      result: localize(`${PREFIX}${step.success ? "Success" : "Failure"}`),
    };
  return {
    label,
    sides: [sideView(step.self), ...step.others.map(sideView)],
    versus: null,
    won: step.won,
    result: format(`${PREFIX}${step.won ? "Wins" : "Loses"}`, { name: step.self.name }),
    rerolls: step.rerolls ? format(`${PREFIX}Rerolls`, { count: step.rerolls }) : null,
  };
}

function effectLine(effect: ManeuverEffect, names: ReadonlyMap<string, string>): string | null {
  const name = names.get(effect.tokenUuid) ?? "";
  switch (effect.type) {
    case "status":
      return format(`${PREFIX}Effect.prone`, { name });
    case "move":
      return effect.meters > 0
        ? format(`${PREFIX}Effect.move`, { name, meters: effect.meters })
        : format(`${PREFIX}Effect.moveIn`, { name });
    case "damage":
      return format(`${PREFIX}Effect.damage`, { name, total: effect.total });
    case "disarm":
      return format(`${PREFIX}Effect.disarm.${effect.to}`, {
        name,
        taker: names.get(effect.toTokenUuid) ?? "",
      });
    case "object":
      return effect.object.woundPoints > 0
        ? format(`${PREFIX}Effect.object`, {
            name: effect.object.name,
            woundPoints: effect.object.woundPoints,
            max: effect.object.woundPointsMax,
          })
        : format(`${PREFIX}Effect.objectRuined`, { name: effect.object.name });
    case "grapple": {
      const { opponents, pinnedBy } = effect.state;
      if (pinnedBy) return format(`${PREFIX}Effect.pinned`, { name, by: names.get(pinnedBy) ?? "" });
      if (opponents.length === 0) return format(`${PREFIX}Effect.free`, { name });
      const others = opponents
        .map((uuid) => names.get(uuid) ?? "")
        .filter(Boolean)
        .join(", ");
      return format(`${PREFIX}Effect.grappling`, { name, others });
    }
  }
}

/** The names the card knows, by token uuid. */
function namesOf(card: ManeuverCard): Map<string, string> {
  const names = new Map<string, string>([[card.attacker.tokenUuid, card.attacker.name]]);
  if (card.defender) names.set(card.defender.tokenUuid, card.defender.name);
  for (const step of card.steps) {
    if (step.type === "touch") names.set(step.attacker.tokenUuid, step.attacker.name);
    else if (step.type === "versus") names.set(step.self.tokenUuid, step.self.name);
    else if (step.type === "damage") names.set(step.tokenUuid, step.name);
    else for (const side of [step.self, ...step.others]) names.set(side.tokenUuid, side.name);
  }
  return names;
}

/** The tag beside the kind: the grapple's move, or whether an object was attacked or broken. */
function moveOf(card: ManeuverCard): string | null {
  if (card.kind === "grapple") return localize(`${PREFIX}GrappleMove.${card.options.grappleMove}`);
  if (card.kind === "object") return localize(`SWRPG.Objects.Action.${card.options.object.action}`);
  return null;
}

export function maneuverCardContext(card: ManeuverCard, img = "") {
  const names = namesOf(card);
  // A struck object's name: a plain name, or a table row's or substance's lang key with its thickness.
  const values =
    card.kind === "object" && typeof card.values.object === "string"
      ? { ...card.values, object: format(card.values.object, card.values) }
      : card.values;
  return {
    kind: localize(`${PREFIX}Kind.${card.kind}`),
    move: moveOf(card),
    img,
    attacker: card.attacker.name,
    defender: card.kind === "object" ? String(values.object ?? "") : (card.defender?.name ?? null),
    outcome: format(`${PREFIX}Outcome.${card.outcome}`, values),
    outcomeClass: card.winner === "attacker" ? "hit" : "miss",
    why: card.why.map((line) => format(`${PREFIX}Why.${line.key}`, line.data)),
    steps: card.steps.map(stepView),
    effects: card.effects.map((effect) => effectLine(effect, names)).filter((line): line is string => !!line),
  };
}

export function renderManeuverCard(card: ManeuverCard, img = ""): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    MANEUVER_CARD_TEMPLATE,
    maneuverCardContext(card, img),
  );
}

/** The card of a message, or null when it holds none (or one of another version). */
export function readManeuverCard(
  message: ChatMessage.Implementation | null | undefined,
): ManeuverCard | null {
  const flags: unknown = message?.flags;
  const own = isRecord(flags) ? flags.swrpg : null;
  const card = isRecord(own) ? own.maneuver : null;
  return isRecord(card) && card.version === MANEUVER_CARD_VERSION ? (card as unknown as ManeuverCard) : null;
}

/** Posts the card with its dice; `rollMode`: who sees it, as chosen in the dialog. */
export async function postManeuverCard(
  actor: Actor.Implementation,
  token: TokenDocument.Implementation,
  card: ManeuverCard,
  rolls: Roll.Any[],
): Promise<ChatMessage.Implementation | undefined> {
  const content = await renderManeuverCard(card, actor.img ?? "");
  const data = {
    speaker: ChatMessage.getSpeaker({ actor, token }),
    content,
    rolls,
    flags: { swrpg: { maneuver: card } },
  } as ChatMessage.CreateData;
  return ChatMessage.create(withChosenVisibility(data, card.options.rollMode));
}
