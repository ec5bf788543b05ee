import { actorAt, tokenAt } from "../../../damage/card-check.ts";
import { warn } from "../../../dice/notify.ts";
import { roundCounter } from "../../../documents/combat-actor.ts";
import { canTakeAttackOfOpportunity, combatReflexesExtra } from "../../../rules/index.ts";
import { startAttack } from "../attack/attack-flow.ts";
import { actorModel } from "../dice/combatant-views.ts";

/**
 * The prompt's button: the one who may strike makes the attack of opportunity, a single melee attack at its
 * highest bonus (the attack flow's single attack) against the one who provoked, through the attack dialog
 * (Shift skips it). Once its card is posted the round's count goes up; with none left it is refused.
 * rcr-combat.txt › Making an Attack of Opportunity.
 */

const COUNTER = "flags.swrpg.attacksOfOpportunityThisRound";

/** Whether the actor may still make one this round (the engine's allowance, Combat Reflexes included). */
export function hasOpportunityLeft(actor: Actor.Implementation): boolean {
  const system = actorModel(actor);
  if (!system) return false;
  return canTakeAttackOfOpportunity({
    threatens: true,
    madeThisRound: roundCounter(actor, "attacksOfOpportunityThisRound"),
    extraPerRound: combatReflexesExtra({
      combatReflexes: system.feats.combatReflexes.has,
      dexModifier: system.abilities.dex.mod,
    }),
  });
}

/** What the button carries. */
export interface OpportunityButtonData {
  actorUuid: string;
  weaponId: string;
  targetUuid: string;
}

/** Makes the attack of opportunity the button offers. */
export async function takeOpportunity(data: OpportunityButtonData, skipDialog: boolean): Promise<void> {
  const [actor, target] = await Promise.all([actorAt(data.actorUuid), tokenAt(data.targetUuid)]);
  if (!actor || !target) return warn("SWRPG.Opportunity.Gone");
  if (!actor.isOwner) return warn("SWRPG.Attack.Refused.noPermission");
  if (!hasOpportunityLeft(actor)) return warn("SWRPG.Opportunity.NoneLeft", { name: actor.name });
  await startAttack(actor, data.weaponId || null, {
    mode: "single",
    skipDialog,
    targets: [target],
    onPosted: async () => {
      const made = roundCounter(actor, "attacksOfOpportunityThisRound") + 1;
      await actor.update({ [COUNTER]: made } as Actor.UpdateData);
    },
  });
}

/** Binds the buttons of a rendered prompt (the `renderChatMessageHTML` hook's element). */
export function bindOpportunityButtons(html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLButtonElement>('[data-action="swrpgOpportunity"]')) {
    button.addEventListener("click", (event) => {
      const { actorUuid = "", weaponId = "", targetUuid = "" } = button.dataset;
      void takeOpportunity({ actorUuid, weaponId, targetUuid }, event.shiftKey);
    });
  }
}
