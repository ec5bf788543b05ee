import { withChosenVisibility } from "../../../dice/chat-visibility.ts";
import { naturalOf } from "../dice/attack-roll.ts";
import type { Maneuver, ManeuverCardData } from "../dice/maneuver-card-data.ts";
import { maneuverFighter } from "./maneuver-actors.ts";
import { renderManeuverCard } from "./maneuver-card.ts";
import { promptManeuver } from "./maneuver-dialog.ts";
import { DEFAULT_MANEUVER_OPTIONS, type ManeuverOptions } from "./maneuver-fighter.ts";
import { type ManeuverDice, runManeuver } from "./maneuver-pipeline.ts";
import "../dice/flag-config.ts";

/**
 * A special attack from the sheet (or the card's counter button): against the one targeted token, the
 * maneuver's dialog (unless Shift-click), the rolls as core Rolls, one card with both sides' checks.
 */

function warn(key: string): void {
  ui.notifications?.warn(key, { localize: true });
}

function coreDice(rollData: Record<string, unknown>): { dice: ManeuverDice; rolls: Roll.Any[] } {
  const rolls: Roll.Any[] = [];
  const dice: ManeuverDice = {
    async d20() {
      const roll = await new Roll("1d20").evaluate();
      rolls.push(roll);
      const natural = naturalOf(roll);
      if (natural === undefined) throw new Error("The check has no d20 result");
      return natural;
    },
    async damage(formula) {
      const roll = await new Roll(formula, rollData).evaluate();
      rolls.push(roll);
      return roll.total ?? 0;
    },
  };
  return { dice, rolls };
}

async function post(actor: Actor.Implementation, card: ManeuverCardData, rolls: Roll.Any[]): Promise<void> {
  const content = await renderManeuverCard(card, "");
  await ChatMessage.create(
    withChosenVisibility({
      speaker: ChatMessage.getSpeaker({ actor }),
      content,
      rolls,
      flags: { swrpg: { maneuver: card } },
    }),
  );
}

/** Runs `maneuver` of the actor's token against `target`, and posts the card. */
export async function runManeuverBetween(
  actor: Actor.Implementation,
  own: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
  maneuver: Maneuver,
  options: ManeuverOptions,
  counter = false,
): Promise<void> {
  const attacker = maneuverFighter(own);
  const defender = maneuverFighter(target);
  if (!attacker || !defender) return warn("SWRPG.Maneuver.Refused.notRcr");
  const { dice, rolls } = coreDice(actor.getRollData());
  const card = await runManeuver({ maneuver, attacker, defender, options, counter }, dice);
  if ("ok" in card) return warn(`SWRPG.Maneuver.Refused.${card.refused}`);
  await post(actor, card, rolls);
}

/** The sheet's maneuver button. */
export async function startManeuver(
  actor: Actor.Implementation,
  maneuver: Maneuver,
  request: { skipDialog: boolean },
): Promise<void> {
  if (!actor.isOwner) return warn("SWRPG.Attack.Refused.noPermission");
  const own = actor.getActiveTokens(true, true)[0];
  if (!own) return warn("SWRPG.Maneuver.Refused.noToken");
  const targets = [...(game.user?.targets ?? [])].map((token) => token.document);
  const target = targets.length === 1 ? targets[0] : undefined;
  if (!target) return warn("SWRPG.Maneuver.Refused.oneTarget");
  if (target.uuid === own.uuid) return warn("SWRPG.Maneuver.Refused.self");
  const options = request.skipDialog ? DEFAULT_MANEUVER_OPTIONS : await promptManeuver(maneuver, target.name);
  if (!options) return;
  await runManeuverBetween(actor, own, target, maneuver, options);
}
