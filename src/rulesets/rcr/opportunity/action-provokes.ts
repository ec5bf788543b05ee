import { canSee } from "../../../canvas/visibility.ts";
import { ownToken } from "../../../dice/attack-start.ts";
import { armedUnarmed, type CombatAction, type ProvocationContext } from "../../../rules/index.ts";
import type { AttackChoices, WeaponView } from "../dice/attack-views.ts";
import { actorModel } from "../dice/combatant-views.ts";
import { squareGridOf } from "../map/scene-tokens.ts";
import { diagonalRuleOf, tokenFootprint } from "../map/token-footprint.ts";
import { type ProvokerView, sendPrompts } from "./opportunity-prompt.ts";
import { type OpportunityThreatener, provokedByAction } from "./provoked.ts";
import { threatenersOn } from "./threateners.ts";

/**
 * Attacks that provoke, during a started combat: after the attack card is posted, whoever the attack lets
 * strike is prompted (opportunity-prompt.ts). What provokes is the engine's (`actionProvokes`): an unarmed
 * attack by one not armed (from a target that threatens), a ranged attack with a weapon that needs two hands,
 * aiming. rcr-combat.txt › Actions in Combat (table), Unarmed Attacks, Attacks of Opportunity and Ranged
 * Weapons, Aiming. The attacker's client sends the prompts: a player's never names a token the GM hid.
 */

/** The provoking actions of one attack, each with its context. */
export function attackActions(
  weapon: WeaponView,
  choices: AttackChoices,
  martialArts: boolean,
): { action: CombatAction; ctx: ProvocationContext }[] {
  const actions: { action: CombatAction; ctx: ProvocationContext }[] = [];
  if (weapon.unarmed)
    actions.push({
      action: "attackUnarmed",
      ctx: { attackerArmed: armedUnarmed({ weapon: "unarmed", martialArts }), targetThreatens: true },
    });
  if (weapon.kind === "ranged") {
    const action = choices.mode === "full" ? "fullAttack" : "attackRanged";
    actions.push({ action, ctx: { twoHandedRanged: weapon.grip === "two-hands" } });
    if (choices.aim.aimed) actions.push({ action: "aim", ctx: {} });
  }
  return actions;
}

/** Every threatener the actions provoke, once each. */
export function provokedByActions(
  actions: readonly { action: CombatAction; ctx: ProvocationContext }[],
  provoke: (action: CombatAction, ctx: ProvocationContext) => OpportunityThreatener[],
): OpportunityThreatener[] {
  const found = new Map<string, OpportunityThreatener>();
  for (const { action, ctx } of actions)
    for (const threatener of provoke(action, ctx)) found.set(threatener.tokenUuid, threatener);
  return [...found.values()];
}

export type Provoked = { provoked: OpportunityThreatener[]; provoker: ProvokerView };

/**
 * Who the actions taken from the token's square provoke, and the provoker as the prompt names it; null
 * outside a started combat or off a square grid. Worked out before the action moves anyone.
 */
export function provokedFrom(
  token: TokenDocument.Implementation | null | undefined,
  actions: readonly { action: CombatAction; ctx: ProvocationContext }[],
  targets: readonly TokenDocument.Implementation[],
  only?: (threatener: OpportunityThreatener) => boolean,
): Provoked | null {
  const scene = token?.parent;
  const grid = squareGridOf(scene);
  if (!token || !scene || !grid || !game.combat?.started || !actions.length) return null;
  const at = tokenFootprint(
    { x: token.x ?? 0, y: token.y ?? 0, width: token.width ?? 1, height: token.height ?? 1 },
    grid,
  );
  const attacker = {
    tokenUuid: token.uuid,
    width: at.width,
    height: at.height,
    disposition: token.disposition ?? 0,
  };
  const seen = threatenersOn(scene.tokens, grid).filter((threatener) =>
    canSee({ hidden: threatener.hidden }),
  );
  const targetUuids = targets.map((target) => target.uuid);
  const rule = diagonalRuleOf(grid);
  const provoked = provokedByActions(actions, (action, ctx) =>
    provokedByAction(action, ctx, at, attacker, seen, targetUuids, rule),
  ).filter((threatener) => !only || only(threatener));
  const provoker = { tokenUuid: token.uuid, name: token.name ?? "", hidden: token.hidden === true };
  return { provoked, provoker };
}

/** Sends the prompts worked out by `provokedFrom`. */
export async function sendProvoked(found: Provoked | null): Promise<void> {
  if (found?.provoked.length) await sendPrompts(found.provoked, found.provoker, "action");
}

/** Prompts those the attack provokes (none outside a started combat or off a square grid). */
export async function promptProvokedByAttack(
  actor: Actor.Implementation,
  weapon: WeaponView,
  choices: AttackChoices,
  targets: readonly TokenDocument.Implementation[],
): Promise<void> {
  const martialArts = actorModel(actor)?.feats.martialArts.has ?? false;
  const found = provokedFrom(ownToken(actor), attackActions(weapon, choices, martialArts), targets);
  if (found) found.provoker.name ||= actor.name;
  await sendProvoked(found);
}
