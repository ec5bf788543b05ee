import { format, localize } from "../../../config/i18n.ts";
import { SwrpgCombat } from "../../../documents/combat.ts";
import { postCombatNote } from "../../../documents/combat-chat.ts";
import { runReported } from "../../../report-error.ts";
import { d6 } from "../../../rules/index.ts";
import { d6HealthUpdate } from "../data/actor-stats.ts";
import { D6Combatant } from "./d6-combatant.ts";
import { fullReactionRefusal, promptFullReaction } from "./full-reaction.ts";
import { injuryTimers, timersUpdate } from "./injury-timers.ts";
import { roundEnd } from "./round-end.ts";
import { fullReactionOf } from "./round-flags.ts";

const d6Of = (combatant: Combatant.Implementation | undefined): D6Combatant | null =>
  combatant instanceof D6Combatant ? combatant : null;

/**
 * D6's Combat: combatants act in the order of their Perception rolls, a tie going to the higher Perception
 * (D6 core, not in the text); as each round ends, a mortally wounded character rolls 2D and may die, the
 * stun's −1D, knock-outs and the stuns' half hour count down (./round-end.ts); the killed are defeated. The
 * tracker shows each combatant's full reaction of the round and lets its owner declare one.
 */
export class D6Combat extends SwrpgCombat {
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const x = d6Of(a);
    const y = d6Of(b);
    const ia = a.initiative ?? null;
    const ib = b.initiative ?? null;
    if (ia !== ib) {
      if (ia === null) return 1;
      if (ib === null) return -1;
      return ib - ia;
    }
    const px = x?.d6Stats?.perception;
    const py = y?.d6Stats?.perception;
    const byPerception = px && py ? d6.compareDiceCodes(py, px) : 0;
    return byPerception || (a.id ?? "").localeCompare(b.id ?? "");
  }

  protected override isDead(combatant: Combatant.Implementation): boolean {
    return d6Of(combatant)?.d6Stats?.health.wound === "killed";
  }

  /** Each full reaction of the round on its row, and the owner's button to declare one. */
  override async decorateTracker(root: HTMLElement): Promise<void> {
    if (!this.started) return;
    for (const row of root.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
      row.querySelector(".swrpg-d6-reaction")?.remove();
      const combatant = d6Of(this.combatants.get(row.dataset.combatantId ?? ""));
      const actor = combatant?.actor;
      if (!combatant || !actor || !combatant.d6Stats) continue;
      const reaction = fullReactionOf(actor);
      const place = row.querySelector(".token-name") ?? row;
      if (reaction) {
        const badge = document.createElement("span");
        badge.className = "swrpg-d6-reaction swrpg-combat-badge";
        badge.textContent = format("SWRPG.D6.Reaction.Badge", {
          skill: localize(`SWRPG.D6.Card.Reaction.${reaction.skill}`),
          total: reaction.total,
        });
        place.append(badge);
      } else if (actor.isOwner && !fullReactionRefusal(actor)) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "swrpg-d6-reaction inline-control icon fa-solid fa-shield-halved";
        button.dataset.tooltip = localize("SWRPG.D6.Reaction.Declare");
        button.setAttribute("aria-label", localize("SWRPG.D6.Reaction.Declare"));
        button.addEventListener("click", (event) => {
          event.stopPropagation();
          runReported("swrpg.d6.fullReaction", promptFullReaction(actor));
        });
        place.append(button);
      }
    }
  }

  /**
   * GM client, as each round played ends: the mortal wounds' 2D rolls, the stun, knock-outs and stuns
   * counting down (a round passed over is not played, as the base class treats it).
   */
  protected override async _onEndRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onEndRound(context);
    if (context.skipped) return;
    for (const combatant of this.combatants) {
      const d6Combatant = d6Of(combatant);
      if (d6Combatant) await endRoundOf(d6Combatant);
    }
  }
}

/** One combatant's round end: roll what is due, write what changed, say what happened. */
async function endRoundOf(combatant: D6Combatant): Promise<void> {
  const actor = combatant.actor;
  const stats = combatant.d6Stats;
  if (!actor || !stats) return;
  const timers = injuryTimers(actor);
  let mortalRoll: number | undefined;
  if (stats.injury.mortallyWoundedRoll) {
    const rounds = (stats.health.mortallyWoundedRounds ?? 0) + 1;
    const roll = await new Roll("2d6").evaluate();
    mortalRoll = roll.total ?? 0;
    await roll.toMessage({
      speaker: ChatMessage.getSpeaker({ actor }),
      flavor: format("SWRPG.D6.Combat.MortalRoll", { name: combatant.name ?? actor.name, rounds }),
    });
  }
  const end = roundEnd(stats.health, timers, mortalRoll);
  const changed =
    JSON.stringify(d6HealthUpdate(end.health)) !== JSON.stringify(d6HealthUpdate(stats.health)) ||
    JSON.stringify(end.timers) !== JSON.stringify(timers);
  if (changed)
    await actor.update({ ...d6HealthUpdate(end.health), ...timersUpdate(end.timers) } as Actor.UpdateData);
  if (end.died) await postCombatNote(combatant, "SWRPG.D6.Combat.Died");
  if (end.woke) await postCombatNote(combatant, "SWRPG.D6.Combat.Woke");
  if (end.stunsExpired)
    await postCombatNote(combatant, "SWRPG.D6.Combat.StunsExpired", { count: end.stunsExpired });
}
