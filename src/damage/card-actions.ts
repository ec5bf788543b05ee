import { warn } from "../dice/notify.ts";
import { foreignRuleset, rulesetNames } from "../rulesets/registry.ts";
import type { DamageSpecBase } from "../rulesets/types.ts";
import { cannotAskGM } from "../socket/gm-request.ts";
import { addMarksUpdate, markOf, readCardMarks, removeMarksUpdate } from "./applied-marks.ts";
import { applyEach, cardDamage, relayToGM, tokenActor, tookDamage } from "./damage-relay.ts";

/**
 * What a card's Apply and Undo buttons do, for the card of any ruleset (its `damage` part decides what
 * each token takes and changes the actor). Every target is resolved and checked before anything
 * changes: a deleted token, a refused amount or a missing GM stops the whole click. A token that already
 * took this attack's damage is skipped (Undo first), with a message naming it.
 *
 * Who changes what: the card's author (or a GM) applies to the tokens they own and marks the card; the
 * GM applies to every other token the card lists and marks the card, asked in one request that it checks
 * in full before applying any of it. A player who owns a token the card does not list (Apply to selected)
 * applies to it directly, unmarked: only the card's author and the GM may write on the card.
 */

/** Damage is the world ruleset's: an actor of another ruleset is told apart, not changed. */
function warnOtherRuleset(actor: Actor.Implementation): boolean {
  const ruleset = foreignRuleset(actor);
  if (!ruleset) return false;
  warn("SWRPG.Ruleset.DamageRefused", { name: actor.name, ...rulesetNames(ruleset) });
  return true;
}

function controlledTokenUuids(): string[] {
  return (canvas?.tokens?.controlled ?? []).map((token) => token.document.uuid);
}

interface Resolved {
  tokenUuid: string;
  actor: Actor.Implementation;
  spec: DamageSpecBase;
  /** Changed on this client: an owned token, marked only when this user may write on the card. */
  here: boolean;
}

/** This client changes the token itself: it owns it, and may mark the card or the card does not list it. */
function changedHere(
  message: ChatMessage.Implementation,
  actor: Actor.Implementation,
  listed: boolean,
): boolean {
  return actor.isOwner && (message.isOwner || !listed);
}

/**
 * Applies attack `attackIndex`'s damage in `mode` (one of the card's ruleset's modes) to the card's
 * targets it landed on, or to the selected tokens.
 */
export async function applyFromCard(
  message: ChatMessage.Implementation,
  attackIndex: number,
  mode: string,
  which: "targets" | "selected",
): Promise<void> {
  const damage = cardDamage(message);
  const attack = damage?.view(message)?.attacks[attackIndex];
  if (!damage || !attack) return warn("SWRPG.Damage.NoCard");
  const uuids =
    which === "targets"
      ? attack.targets.filter((target) => target.lands).map((target) => target.tokenUuid)
      : controlledTokenUuids();
  if (!uuids.length)
    return warn(which === "targets" ? "SWRPG.Damage.NoTargetHit" : "SWRPG.Damage.NothingSelected");

  const source = { messageId: message.id ?? "", attackIndex };
  const marks = readCardMarks(message);
  const resolved: Resolved[] = [];
  const already: string[] = [];
  for (const tokenUuid of uuids) {
    const actor = await tokenActor(tokenUuid);
    if (!actor) return warn("SWRPG.Damage.TargetGone");
    if (warnOtherRuleset(actor)) return;
    const spec = damage.spec(message, attackIndex, tokenUuid, mode);
    if ("refused" in spec) return warn(`SWRPG.Damage.Refused.${spec.refused}`);
    const listed = attack.targets.some((target) => target.tokenUuid === tokenUuid);
    if (!actor.isOwner && !listed) return warn("SWRPG.Damage.Refused.noPermission");
    if (tookDamage(damage, marks, actor, source, tokenUuid)) already.push(actor.name);
    else resolved.push({ tokenUuid, actor, spec, here: changedHere(message, actor, listed) });
  }
  if (already.length) warn("SWRPG.Damage.AlreadyApplied", { names: already.join(", ") });
  if (!resolved.length) return;
  const relayed = resolved.filter((entry) => !entry.here);
  const unaskable = relayed.length ? cannotAskGM() : null;
  if (unaskable) return warn(unaskable === "noGM" ? "SWRPG.Damage.NoGM" : "SWRPG.Damage.NoQueryPermission");

  // The GM may refuse or not answer: the request goes first, so that stops the click before this client
  // changes any token of its own.
  if (relayed.length) {
    const failure = await relayToGM({
      action: "apply",
      ...source,
      mode,
      targets: relayed.map(({ tokenUuid, spec }) => ({ tokenUuid, amount: spec.amount })),
    });
    if (failure) return warn(`SWRPG.Damage.${failure}`);
  }
  const applied = await applyEach(
    damage,
    resolved.filter((entry) => entry.here),
    source,
    (followUp) => followUp(),
  );
  if (applied.length && message.isOwner)
    await message.update(addMarksUpdate(applied) as ChatMessage.UpdateData);
}

/**
 * Undoes this attack's damage, and only it, on every token that took it: the marked ones and the selected
 * tokens whose log holds it. The GM undoes the listed tokens this client may not change or not mark.
 */
export async function undoFromCard(message: ChatMessage.Implementation, attackIndex: number): Promise<void> {
  const damage = cardDamage(message);
  const attack = damage?.view(message)?.attacks[attackIndex];
  if (!damage || !attack) return warn("SWRPG.Damage.NoCard");
  const source = { messageId: message.id ?? "", attackIndex };
  const marks = readCardMarks(message);
  const listed = new Set(attack.targets.map((target) => target.tokenUuid));
  const marked = marks.filter((mark) => mark.attackIndex === attackIndex).map((mark) => mark.tokenUuid);
  const unmarked: string[] = [];
  let undone = 0;
  for (const tokenUuid of new Set([...marked, ...controlledTokenUuids()])) {
    const actor = await tokenActor(tokenUuid);
    if (!actor || foreignRuleset(actor)) continue;
    const isListed = listed.has(tokenUuid);
    if (changedHere(message, actor, isListed)) {
      if (!damage.logged(actor, source) || !(await damage.undo(actor, source))) continue;
      undone++;
      if (markOf(marks, attackIndex, tokenUuid)) unmarked.push(tokenUuid);
      continue;
    }
    if (!isListed || !markOf(marks, attackIndex, tokenUuid)) continue;
    const failure = await relayToGM({ action: "undo", ...source, tokenUuid });
    if (!failure) undone++;
    else if (failure !== "Refused.noEntry") warn(`SWRPG.Damage.${failure}`);
  }
  if (unmarked.length && message.isOwner)
    await message.update(removeMarksUpdate(attackIndex, unmarked) as ChatMessage.UpdateData);
  if (!undone) warn("SWRPG.Damage.Refused.noEntry");
}
