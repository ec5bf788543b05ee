import { readAttackCard } from "../dice/attack-card-message.ts";
import { activeRuleset, foreignRuleset } from "../rulesets/registry.ts";
import { type ApplyMode, type DamageSpec, damageSpec } from "./damage-plan.ts";
import { relayToGM, tokenActor } from "./damage-relay.ts";

/**
 * What the card's Apply and Undo buttons do. Every target is resolved and checked before anything
 * changes: a deleted token, a refused amount or a missing GM stops the whole click. Tokens the user
 * does not own are asked of the GM first, all in one request that the GM checks in full before applying
 * any of them; a refusal or no answer stops the click before any token changes.
 */

function warn(key: string, data?: Record<string, string>): void {
  if (data) ui.notifications?.warn(game.i18n?.format(key, data) ?? key);
  else ui.notifications?.warn(key, { localize: true });
}

/** Damage is the world ruleset's: an actor of another ruleset is told apart, not changed. */
function warnOtherRuleset(actor: Actor.Implementation): boolean {
  const ruleset = foreignRuleset(actor);
  if (!ruleset) return false;
  const localize = (key: string) => game.i18n?.localize(key) ?? key;
  warn("SWRPG.Ruleset.DamageRefused", {
    name: actor.name,
    ruleset: localize(ruleset.label),
    world: localize(activeRuleset().label),
  });
  return true;
}

function controlledTokenUuids(): string[] {
  return (canvas?.tokens?.controlled ?? []).map((token) => token.document.uuid);
}

interface Resolved {
  tokenUuid: string;
  actor: Actor.Implementation;
  spec: DamageSpec;
}

/** Applies attack `attackIndex`'s damage to the card's targets it landed on, or to the selected tokens. */
export async function applyFromCard(
  message: ChatMessage.Implementation,
  attackIndex: number,
  mode: ApplyMode,
  which: "targets" | "selected",
): Promise<void> {
  const card = readAttackCard(message);
  const attack = card?.attacks[attackIndex];
  if (!card || !attack) return warn("SWRPG.Damage.NoCard");
  const uuids =
    which === "targets"
      ? attack.targets.filter((target) => target.lands).map((target) => target.tokenUuid)
      : controlledTokenUuids();
  if (!uuids.length)
    return warn(which === "targets" ? "SWRPG.Damage.NoTargetHit" : "SWRPG.Damage.NothingSelected");

  const resolved: Resolved[] = [];
  for (const tokenUuid of uuids) {
    const actor = await tokenActor(tokenUuid);
    if (!actor) return warn("SWRPG.Damage.TargetGone");
    if (warnOtherRuleset(actor)) return;
    const spec = damageSpec(card, attackIndex, tokenUuid, mode);
    if ("refused" in spec) return warn(`SWRPG.Damage.Refused.${spec.refused}`);
    const listed = attack.targets.some((target) => target.tokenUuid === tokenUuid);
    if (!actor.isOwner && !listed) return warn("SWRPG.Damage.Refused.noPermission");
    resolved.push({ tokenUuid, actor, spec });
  }
  if (resolved.some((entry) => !entry.actor.isOwner) && !game.users?.activeGM)
    return warn("SWRPG.Damage.NoGM");

  const source = { messageId: message.id ?? "", attackIndex };
  // The GM may refuse or not answer: the requests go first, so that stops the click before this client
  // changes any token of its own.
  // All of them in one request, which the GM checks in full before applying any of them.
  const foreign = resolved.filter((entry) => !entry.actor.isOwner);
  if (foreign.length) {
    const failure = await relayToGM({
      action: "apply",
      requestId: foundry.utils.randomID(),
      userId: game.user?.id ?? "",
      ...source,
      mode,
      targets: foreign.map(({ tokenUuid, spec }) => ({ tokenUuid, amount: spec.amount })),
    });
    if (failure) return warn(`SWRPG.Damage.${failure}`);
  }
  const damage = activeRuleset().damage;
  for (const { tokenUuid, actor, spec } of resolved.filter((entry) => entry.actor.isOwner)) {
    const applied = await damage.apply(actor, spec, source);
    await applied?.followUp?.(tokenUuid);
  }
}

/** Undoes this attack's newest damage on every card target and selected token that took it. */
export async function undoFromCard(message: ChatMessage.Implementation, attackIndex: number): Promise<void> {
  const card = readAttackCard(message);
  const attack = card?.attacks[attackIndex];
  if (!card || !attack) return warn("SWRPG.Damage.NoCard");
  const source = { messageId: message.id ?? "", attackIndex };
  const listed = new Set(attack.targets.map((target) => target.tokenUuid));
  const damage = activeRuleset().damage;
  let undone = 0;
  for (const tokenUuid of new Set([...listed, ...controlledTokenUuids()])) {
    const actor = await tokenActor(tokenUuid);
    if (!actor || foreignRuleset(actor)) continue;
    if (actor.isOwner) {
      if (damage.logged(actor, source) && (await damage.undo(actor, source))) undone++;
      continue;
    }
    if (!listed.has(tokenUuid)) continue;
    const failure = await relayToGM({
      action: "undo",
      requestId: foundry.utils.randomID(),
      userId: game.user?.id ?? "",
      ...source,
      tokenUuid,
    });
    if (!failure) undone++;
    else if (failure !== "Refused.noEntry") warn(`SWRPG.Damage.${failure}`);
  }
  if (!undone) warn("SWRPG.Damage.Refused.noEntry");
}
