import { localize } from "../../../config/i18n.ts";
import { runReported } from "../../../report-error.ts";
import { saga } from "../../../rules/index.ts";
import { sagaVariant } from "../variant.ts";
import { SagaCombatant } from "./saga-combatant.ts";

declare module "../../../documents/combat-flags.ts" {
  interface CombatantFlags {
    /** The Saga variant's action economy: the actions spent since this combatant's turn began. */
    sagaActions?: saga.SagaActionType[];
    /** Reactions used since this combatant's turn began. */
    sagaReactions?: number;
  }
}

/** What the tracker spends: an action of the turn, or a reaction. */
export type SagaSpend = saga.SagaActionType | "reaction";

const SPENDS = ["standard", "move", "swift", "free", "fullRound", "reaction"] as const;

const TEMPLATE = "systems/swrpg/templates/combat/saga-actions.hbs";

/**
 * How many more of each action still fit this turn (saga.checkTurn: the standard action may buy a move, a
 * swift or two free actions, the move a swift or a free one, so a fresh turn fits 1 standard, 2 move,
 * 3 swift, 6 free or 1 full-round action, each instead of some of the others), and the reactions left this
 * round (saga.reactionsPerRound: 3 + Dexterity modifier). Null: no Saga actor to read.
 */
export function sagaActionsLeft(combatant: SagaCombatant): Record<SagaSpend, number> | null {
  const stats = combatant.sagaStats;
  if (!stats) return null;
  const { sagaActions: spent = [], sagaReactions: used = 0 } = combatant.swrpg;
  const more = (kind: SagaSpend) => {
    if (kind === "reaction") return Math.max(0, saga.reactionsPerRound(stats.abilityMods.dex) - used);
    let n = 0;
    while (
      saga.checkTurn([...spent, ...Array<saga.SagaActionType>(n + 1).fill(kind)], {
        flatFooted: stats.flatFooted,
      }).ok
    )
      n++;
    return n;
  };
  return Object.fromEntries(SPENDS.map((kind) => [kind, more(kind)])) as Record<SagaSpend, number>;
}

/**
 * Spends actions, or one reaction, for the combatant; a spend that does not fit is refused with a warning
 * naming the action (saga.checkTurn, saga.canReact). Combatant flags are writable by the combatant's owner
 * (Foundry lets a player update a combatant's flags when they may update its actor), so a player spends
 * for their own combatant directly, with no relay through the GM.
 */
export function spendForCombatant(combatant: SagaCombatant, spend: readonly SagaSpend[]): Promise<boolean> {
  return inTurn(combatant, () => spendNow(combatant, spend));
}

/**
 * One combatant's spends and resets, one after another: each reads what the one before it saved. A change
 * reaches the local document only when the server's answer comes back, so two clicks in quick succession
 * (or a click during an attack's spend) would otherwise both start from the same spent actions, and the
 * second would overwrite the first.
 */
const pending = new WeakMap<SagaCombatant, Promise<unknown>>();
function inTurn<T>(combatant: SagaCombatant, task: () => Promise<T>): Promise<T> {
  const next = (pending.get(combatant) ?? Promise.resolve()).then(task, task);
  pending.set(
    combatant,
    next.catch(() => undefined),
  );
  return next;
}

async function spendNow(combatant: SagaCombatant, spend: readonly SagaSpend[]): Promise<boolean> {
  const stats = combatant.sagaStats;
  if (!stats) return true;
  const { sagaActions: spent = [], sagaReactions: used = 0 } = combatant.swrpg;
  const actions = [...spent, ...spend.filter((kind) => kind !== "reaction")];
  const reacts = spend.includes("reaction");
  const turn = saga.checkTurn(actions, { flatFooted: stats.flatFooted });
  const refused = turn.ok
    ? reacts && !saga.canReact({ usedThisRound: used, dexModifier: stats.abilityMods.dex }) && "reaction"
    : turn.refused;
  if (refused) {
    const action = turn.ok ? "reaction" : actions[turn.index];
    ui.notifications?.warn(`SWRPG.Saga.Variant.Actions.Refused.${refused}`, {
      format: {
        name: combatant.name ?? "",
        action: localize(`SWRPG.Saga.Variant.Actions.${action}.Name`),
      },
    });
    return false;
  }
  await combatant.update({ flags: { swrpg: { sagaActions: actions, sagaReactions: used + +reacts } } });
  return true;
}

/**
 * The Saga variant's action economy (saga-variant-character-combat.txt › Actions in Combat): what a
 * combatant has spent this round, spent by the attack flow and by clicks in the tracker.
 *
 * CONTRACT (filled in by the action-economy work): spends these actions for the actor's combatant in
 * the world's active combat. Resolves true when they were spent, or nothing needed spending (the
 * sagaVariantActionEconomy option is off, or the actor is in no started combat); false when the turn
 * cannot afford them (the user was told why, naming the action).
 */
export async function spendSagaActions(
  actor: Actor.Implementation,
  actions: readonly saga.SagaActionType[],
): Promise<boolean> {
  const combat = game.combat;
  const combatant = combat?.started && combat.getCombatantsByActor(actor)[0];
  return !(combatant instanceof SagaCombatant) || !sagaVariant().sagaVariantActionEconomy
    ? true
    : spendForCombatant(combatant, actions);
}

/** A turn with nothing spent yet: at its start (SagaCombat), or given back by the GM. */
export const freshSagaTurn = () => ({ sagaActions: [], sagaReactions: 0 });

/**
 * Each Saga combatant's row of a started fight shows what is left (templates/combat/saga-actions.hbs);
 * its owner spends by a click, the GM gives the round back with the reset button. Others see it read-only.
 */
export async function showSagaActions(root: HTMLElement, combat: Combat.Implementation): Promise<void> {
  if (!combat.started || !sagaVariant().sagaVariantActionEconomy) return;
  const gm = game.user?.isGM;
  for (const row of root.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
    const left = combatant instanceof SagaCombatant && sagaActionsLeft(combatant);
    if (!left) continue;
    row.querySelector(".swrpg-saga-actions")?.remove();
    const editable = combatant.isOwner;
    const html = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { left, editable, gm });
    (row.querySelector(".token-name") ?? row).insertAdjacentHTML("beforeend", html);
    // Clicks stay off the row (core's tracker would select the token).
    row.querySelector(".swrpg-saga-actions")?.addEventListener("click", (event) => {
      event.stopPropagation();
      const kind = (event.target as HTMLElement).closest<HTMLElement>("[data-spend]")?.dataset.spend;
      if (!kind || !editable) return;
      runReported(
        "swrpg.sagaActions",
        kind === "reset"
          ? inTurn(combatant, () => combatant.update({ flags: { swrpg: freshSagaTurn() } }))
          : spendForCombatant(combatant, [kind as SagaSpend]),
      );
    });
  }
}
