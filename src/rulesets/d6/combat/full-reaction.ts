import { format, localize } from "../../../config/i18n.ts";
import { warn } from "../../../dice/notify.ts";
import { d6 } from "../../../rules/index.ts";
import { d6ActorStats } from "../data/actor-stats.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { d6Options } from "../options.ts";
import { actionsTaken, currentRound, fullReactionOf, fullReactionUpdate } from "./round-flags.ts";

/**
 * A full reaction (d6-combat.txt › Full Reaction): the character's only action of the round, declared from the
 * sheet or the tracker. He rolls the reaction skill; the total is added to the difficulty of every attack it
 * answers (d6.reactionCovers) for the rest of the round. Vehicle and starship dodges belong to vehicles.
 */
export const D6_REACTIONS = [
  "dodge",
  "meleeParry",
  "brawlingParry",
  "lightsaber",
] as const satisfies readonly d6.ReactionSkill[];
export type D6Reaction = (typeof D6_REACTIONS)[number];

const TEMPLATE = "systems/swrpg/templates/d6/dialog/full-reaction.hbs";

/** Why a full reaction cannot be made now (lang keys under SWRPG.D6.Reaction.Refused), or null. */
export function fullReactionRefusal(actor: Actor.Implementation): "noCombat" | "acted" | "noActor" | null {
  const stats = d6ActorStats(actor);
  if (!stats) return "noActor";
  const now = currentRound();
  if (!now) return "noCombat";
  if (fullReactionOf(actor, now) || !d6.canFullReact(actionsTaken(actor, now))) return "acted";
  if (stats.injury.actions !== "all") return "acted";
  return null;
}

/** Rolls the skill as the full reaction of this round and stores it; false when refused (the user was told). */
export async function declareFullReaction(actor: Actor.Implementation, skill: D6Reaction): Promise<boolean> {
  const refusal = fullReactionRefusal(actor);
  const stats = d6ActorStats(actor);
  const now = currentRound();
  if (refusal || !stats || !now) {
    warn(`SWRPG.D6.Reaction.Refused.${refusal ?? "noCombat"}`, { name: actor.name });
    return false;
  }
  const roll = D6Roll.fromCode(stats.skills[skill].roll, { wildDie: d6Options().wildDie === true });
  await roll.evaluate();
  const skillName = localize(`SWRPG.D6.Card.Reaction.${skill}`);
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: format("SWRPG.D6.Reaction.Flavor", {
      skill: skillName,
      code: d6.formatDiceCode(stats.skills[skill].roll),
    }),
  });
  await actor.update(fullReactionUpdate({ skill, total: roll.total ?? 0 }, now) as Actor.UpdateData);
  return true;
}

/** Asks which reaction skill (each with its code as rolled now), then declares it. */
export async function promptFullReaction(actor: Actor.Implementation): Promise<void> {
  const refusal = fullReactionRefusal(actor);
  const stats = d6ActorStats(actor);
  if (refusal || !stats)
    return warn(`SWRPG.D6.Reaction.Refused.${refusal ?? "noActor"}`, { name: actor.name });
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, {
    name: actor.name,
    skills: D6_REACTIONS.map((skill) => ({
      value: skill,
      labelKey: `SWRPG.D6.Card.Reaction.${skill}`,
      code: d6.formatDiceCode(stats.skills[skill].roll),
    })),
  });
  const config: foundry.applications.api.DialogV2.PromptConfig = {
    window: { title: "SWRPG.D6.Reaction.Title" },
    content,
    ok: {
      label: "SWRPG.D6.Reaction.Confirm",
      callback: (_event, button) => {
        const value = new FormData(button.form ?? undefined).get("skill");
        return typeof value === "string" ? value : "";
      },
    },
    rejectClose: false,
  };
  const chosen: unknown = await foundry.applications.api.DialogV2.prompt(config);
  const skill = D6_REACTIONS.find((entry) => entry === chosen);
  if (skill) await declareFullReaction(actor, skill);
}
