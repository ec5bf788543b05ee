import { format } from "../../../config/i18n.ts";
import { roundCounter } from "../../../documents/combat-actor.ts";
import { runReported } from "../../../report-error.ts";
import { inActiveRuleset } from "../../registry.ts";
import { sagaActorStats, sagaWeaponStats } from "../data/actor-stats.ts";
import { provokedByAction, provokedByMove, type Squares, type Threatener } from "./opportunity.ts";

/**
 * The attack-of-opportunity reminder: when a Saga token moves out of a square an enemy threatens during a
 * combat, the GM is told (whispered) who may make an attack of opportunity; the attack flow asks the same
 * for a provoking action (aiming). The rules are ./opportunity.ts; this reads the scene's tokens.
 */

const OUT = ["unconscious", "dead", "disabled"];

/** Opposed dispositions: friendly against hostile (neutral and secret tokens are nobody's enemy). */
const enemies = (a: number, b: number) => (a > 0 && b < 0) || (a < 0 && b > 0);

export function squaresOf(
  token: TokenDocument.Implementation,
  at: { x: number; y: number } = token,
): Squares {
  const size = token.parent?.grid?.size ?? 100;
  return {
    x: Math.round(at.x / size),
    y: Math.round(at.y / size),
    width: token.width ?? 1,
    height: token.height ?? 1,
  };
}

/** A token on the scene as a possible threatener of `mover` (null: no Saga actor, or the mover itself). */
export function threatenerOf(
  token: TokenDocument.Implementation,
  mover: TokenDocument.Implementation,
): Threatener | null {
  const actor = token.actor;
  const stats = actor ? sagaActorStats(actor) : null;
  if (!actor || !stats || token.id === mover.id) return null;
  const weapons = actor.items.contents.flatMap((item) => {
    const weapon = sagaWeaponStats(item);
    return weapon?.equipped ? [weapon.weapon] : [];
  });
  return {
    id: token.id ?? "",
    name: token.name ?? actor.name,
    squares: squaresOf(token),
    reach: stats.reach,
    weapons,
    martialArts: stats.talents.martialArts,
    flatFooted: stats.flatFooted,
    combatReflexes: stats.talents.combatReflexes,
    madeThisRound: roundCounter(actor, "attacksOfOpportunityThisRound"),
    hostile: enemies(token.disposition ?? 0, mover.disposition ?? 0),
    hidden: token.hidden ?? false,
    out: stats.helpless || OUT.some((id) => actor.statuses.has(id)),
  };
}

function threatenersAround(mover: TokenDocument.Implementation): Threatener[] {
  return (mover.parent?.tokens.contents ?? []).flatMap((token) => threatenerOf(token, mover) ?? []);
}

/**
 * The names of those who may strike `token` for aiming, from where it stands. They go on the attack card,
 * which every client shows: a token the GM hid is never named there, whoever posts it (src/canvas/visibility.ts).
 */
export function aimProvokes(token: TokenDocument.Implementation | null): string[] {
  return actionProvokes("aim", token);
}

/** The names of those a provoking action of `token` (aiming, reloading, an unarmed attack) provokes. */
export function actionProvokes(
  action: "aim" | "reload" | "unarmedAttack",
  token: TokenDocument.Implementation | null,
  ctx: { martialArts?: boolean } = {},
): string[] {
  if (!token) return [];
  const inSight = threatenersAround(token).filter((threatener) => !threatener.hidden);
  return provokedByAction(action, squaresOf(token), inSight, ctx).map((t) => t.name);
}

/** The names of those a move of `token` from `from` provokes. */
export function moveProvokes(token: TokenDocument.Implementation, from: { x: number; y: number }): string[] {
  return provokedByMove({ from: squaresOf(token, from), to: squaresOf(token) }, threatenersAround(token)).map(
    (t) => t.name,
  );
}

async function remind(mover: string, names: string[]): Promise<void> {
  if (!names.length) return;
  // Token names are the players' text: escaped, so a name never becomes markup in the GM's chat.
  const asText = foundry.utils.escapeHTML;
  const data = { mover: asText(mover), names: names.map(asText).join(", ") };
  const text = format("SWRPG.Saga.Combat.AttackOfOpportunity", data, "");
  const gms = game.users?.filter((user) => user.isGM).map((user) => user.id ?? "") ?? [];
  await ChatMessage.create({ content: `<p class="swrpg-combat-note">${text}</p>`, whisper: gms });
}

/** The move's start, carried from the moving client's preUpdate to the GM's update in the options. */
interface MoveOptions {
  swrpgSagaFrom?: { x: number; y: number };
}

export function installOpportunityReminder(): void {
  Hooks.on("preUpdateToken", (token, changes, options) => {
    if ("x" in changes || "y" in changes) (options as MoveOptions).swrpgSagaFrom = { x: token.x, y: token.y };
  });
  Hooks.on("updateToken", (token, _changes, options) => {
    const from = (options as MoveOptions).swrpgSagaFrom;
    if (!from || !game.user?.isActiveGM || !game.combat?.started || !inActiveRuleset(token.actor)) return;
    runReported("swrpg.sagaOpportunity", remind(token.name ?? "", moveProvokes(token, from)));
  });
}
