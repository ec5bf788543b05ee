import { runReported } from "../../../report-error.ts";
import { opportunityTakers } from "./opportunity-reminder.ts";
import { sceneMap } from "./scene-tokens.ts";
import { tokenFootprint } from "./token-footprint.ts";

/**
 * The attack-of-opportunity reminder: when a token is moved on a square grid during a combat, the mover's
 * client whispers the GMs who may take an attack of opportunity (opportunity-reminder.ts). A threatener is
 * named once a round (its one attack of opportunity), remembered on this client.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  );

const reminded = new Map<string, Set<string>>();

/** The threateners already named in this combat round. */
function remindedThisRound(): Set<string> {
  const combat = game.combat;
  const key = `${combat?.id ?? ""}:${combat?.round ?? 0}`;
  let names = reminded.get(key);
  if (!names) {
    reminded.clear();
    names = new Set();
    reminded.set(key, names);
  }
  return names;
}

export async function remindOpportunity(
  token: TokenDocument.Implementation,
  changes: { x?: number | null; y?: number | null },
): Promise<void> {
  if (!game.combat?.started || (changes.x == null && changes.y == null)) return;
  const map = sceneMap(token.parent);
  const mover = map?.tokens.find((entry) => entry.tokenUuid === token.uuid);
  if (!map || !mover) return;
  const to = tokenFootprint(
    {
      x: changes.x ?? token.x ?? 0,
      y: changes.y ?? token.y ?? 0,
      width: token.width ?? 1,
      height: token.height ?? 1,
    },
    map.grid,
  );
  const named = remindedThisRound();
  const takers = opportunityTakers({
    mover,
    to,
    scene: map.tokens,
    rule: map.rule,
    remindedThisRound: named,
  });
  if (!takers.length) return;
  for (const taker of takers) named.add(taker.tokenUuid);
  const content = game.i18n?.format("SWRPG.Map.Opportunity", {
    mover: mover.name,
    names: takers.map((taker) => taker.name).join(", "),
  });
  await ChatMessage.create({
    content: `<p class="swrpg-opportunity">${escapeHtml(content ?? "")}</p>`,
    whisper: (game.users?.filter((user) => user.isGM) ?? []).map((user) => user.id ?? ""),
    speaker: { alias: game.i18n?.localize("SWRPG.Map.OpportunityTitle") ?? "" },
  });
}

export function listenToOpportunityMoves(): void {
  Hooks.on("preUpdateToken", (token, changes) => {
    runReported("swrpg.opportunityReminder", remindOpportunity(token, changes));
  });
}
