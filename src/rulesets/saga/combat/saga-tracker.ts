import { runReported } from "../../../report-error.ts";
import type { TrackerBadge, TrackerParts } from "../../types.ts";
import { type SagaInitiativeRefusal, sagaDelay, sagaReady, sagaTakeReadied } from "./initiative-actions.ts";
import { countAttackOfOpportunity } from "./opportunity-count.ts";
import { SagaCombat } from "./saga-combat.ts";

/**
 * Saga's part of the shared combat tracker: delay, ready and take a readied action, awareness before the
 * fight, counting an attack of opportunity made; and each row's badges (cannot act, unaware, delayed,
 * readied, a readied action that cost the turn). Moving others or the turn (delay, a readied action going
 * off) is the GM's; readying is the combatant's owner's.
 */

type Entry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

const DELAY_TEMPLATE = "systems/swrpg/templates/combat/delay-dialog.hbs";
const CANNOT_ACT = ["dead", "unconscious", "disabled"] as const;

function warnRefusal(refusal: SagaInitiativeRefusal | null): void {
  if (refusal) ui.notifications?.warn(`SWRPG.Combat.Refused.${refusal}`, { localize: true });
}

function rowOf(viewed: () => Combat.Implementation | null, li: HTMLElement, audience: "gm" | "owner") {
  const combat = viewed();
  const id = li.dataset.combatantId;
  const combatant = id ? combat?.combatants.get(id) : undefined;
  if (!(combat instanceof SagaCombat) || !combatant || !id) return null;
  const allowed = game.user?.isGM || (audience === "owner" && combatant.isOwner);
  return allowed ? { combat, combatant, id } : null;
}

/** Asks the new count (or "after everyone else") and delays the combatant. */
async function openDelay(combat: SagaCombat, combatant: Combatant.Implementation): Promise<void> {
  const count = combatant.initiative;
  if (count == null || !combatant.id) return;
  const content = await foundry.applications.handlebars.renderTemplate(DELAY_TEMPLATE, {
    name: combatant.name,
    count,
    maxCount: count - 1,
  });
  const config: foundry.applications.api.DialogV2.PromptConfig = {
    window: { title: "SWRPG.Combat.Delay.Title" },
    content,
    rejectClose: false,
    ok: {
      label: "SWRPG.Combat.Delay.Confirm",
      callback: (_event, button) => Object.fromEntries(new FormData(button.form ?? undefined)),
    },
  };
  const answer: unknown = await foundry.applications.api.DialogV2.prompt(config);
  if (!answer || typeof answer !== "object") return;
  const values = answer as Record<string, unknown>;
  const newCount = values.end ? null : Number.parseInt(String(values.count ?? ""), 10);
  if (newCount !== null && !Number.isInteger(newCount)) return warnRefusal("notLower");
  warnRefusal(await sagaDelay(combat, combatant.id, newCount));
}

function menuEntries(viewed: () => Combat.Implementation | null): Entry[] {
  const gm = (li: HTMLElement) => rowOf(viewed, li, "gm");
  const owner = (li: HTMLElement) => rowOf(viewed, li, "owner");
  const onTurn = (li: HTMLElement, found = owner(li)) =>
    !!found && found.combat.started && found.combat.combatant?.id === found.id;
  return [
    {
      name: "SWRPG.Combat.Menu.Delay",
      icon: '<i class="fa-solid fa-hourglass-half"></i>',
      condition: (li) => onTurn(li, gm(li)),
      callback: (li) => {
        const found = gm(li);
        if (found) runReported("swrpg.sagaMenu.delay", openDelay(found.combat, found.combatant));
      },
    },
    {
      name: "SWRPG.Combat.Menu.Ready",
      icon: '<i class="fa-solid fa-crosshairs"></i>',
      condition: (li) => onTurn(li) && owner(li)?.combatant.swrpg.readyRound == null,
      callback: (li) => {
        const found = owner(li);
        if (found) runReported("swrpg.sagaMenu.ready", sagaReady(found.combat, found.id).then(warnRefusal));
      },
    },
    {
      name: "SWRPG.Combat.Menu.TakeReadied",
      icon: '<i class="fa-solid fa-bolt"></i>',
      condition: (li) => {
        const found = gm(li);
        return !!found && found.combatant.swrpg.readyRound != null && found.combat.combatant?.id !== found.id;
      },
      callback: (li) => {
        const found = gm(li);
        if (found)
          runReported(
            "swrpg.sagaMenu.takeReadied",
            sagaTakeReadied(found.combat, found.id).then(warnRefusal),
          );
      },
    },
    {
      name: "SWRPG.Saga.Combat.MadeAttackOfOpportunity",
      icon: '<i class="fa-solid fa-hand-fist"></i>',
      condition: (li) => !!gm(li)?.combat.started,
      callback: (li) => {
        const actor = gm(li)?.combatant.actor;
        if (actor) runReported("swrpg.sagaMenu.aoo", countAttackOfOpportunity(actor));
      },
    },
    ...([true, false] as const).map(
      (aware): Entry => ({
        name: aware ? "SWRPG.Combat.Menu.MarkAware" : "SWRPG.Combat.Menu.MarkUnaware",
        icon: aware ? '<i class="fa-solid fa-eye"></i>' : '<i class="fa-solid fa-eye-slash"></i>',
        condition: (li) => {
          const found = gm(li);
          return !!found && !found.combat.started && !!found.combatant.swrpg.unaware === aware;
        },
        callback: (li) => {
          const found = gm(li);
          if (found)
            runReported(
              "swrpg.sagaMenu.aware",
              found.combatant.update({ flags: { swrpg: { unaware: !aware } } }),
            );
        },
      }),
    ),
  ];
}

/** The badges of one Saga combatant. */
export function sagaBadges(
  combatant: Combatant.Implementation,
  combat: Combat.Implementation,
): TrackerBadge[] {
  const badges: TrackerBadge[] = [];
  const flags = combatant.swrpg;
  const down = CANNOT_ACT.find((id) => combatant.actor?.statuses.has(id));
  if (down) badges.push({ label: `SWRPG.Saga.Status.${down}`, kind: "cannot-act" });
  if (flags.unaware && (!combat.started || combat.inSurpriseRound))
    badges.push({ label: "SWRPG.Combat.Status.unaware", kind: "awareness" });
  if (flags.delayed) badges.push({ label: "SWRPG.Combat.Status.delayed", kind: "initiative" });
  if (flags.readyRound != null) badges.push({ label: "SWRPG.Combat.Status.readied", kind: "initiative" });
  if (combat.started && flags.lostTurnRound === combat.round)
    badges.push({ label: "SWRPG.Combat.Status.lostTurn", kind: "initiative" });
  return badges;
}

export const sagaTracker: TrackerParts = { menuEntries, badges: sagaBadges };
