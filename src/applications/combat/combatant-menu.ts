import type { SwrpgCombat } from "../../documents/combat.ts";
import { readyCombatant, setAware } from "../../documents/combat-initiative-actions.ts";
import { requestInitiativeAction } from "../../documents/combat-initiative-relay.ts";
import { contextMenuEntry, type MenuEntry } from "../../foundry-compat/context-menu.ts";
import { runReported } from "../../report-error.ts";
import { canAct } from "../../rules/index.ts";
import { openDelayDialog, openGroupDialog, warnRefusal } from "./initiative-dialogs.ts";

/** Who may use an entry: the GM alone, or also the owner of the row's combatant. */
type Audience = "gm" | "owner";

/**
 * The tracker's combatant row → its combat and combatant, when this user may act on it: delay and ready
 * are the player's own choices (owner), awareness and groups rearrange others (GM).
 */
function resolve(
  viewed: () => SwrpgCombat | null,
  li: HTMLElement,
  audience: Audience,
): { combat: SwrpgCombat; combatant: Combatant.Implementation; id: string } | null {
  const combat = viewed();
  const id = li.dataset.combatantId;
  const combatant = id ? combat?.combatants.get(id) : undefined;
  if (!combat || !combatant || !id) return null;
  const allowed = game.user?.isGM || (audience === "owner" && combatant.isOwner);
  return allowed ? { combat, combatant, id } : null;
}

/**
 * Context-menu entries for delay, ready, awareness and initiative groups.
 * rcr-combat.txt › Special Initiative Actions, Awareness and Surprise, Opponent Initiative.
 */
export function combatantMenuEntries(
  viewed: () => SwrpgCombat | null,
): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
  const on = (li: HTMLElement) => resolve(viewed, li, "gm");
  const mine = (li: HTMLElement) => resolve(viewed, li, "owner");
  const ableNow = (li: HTMLElement) => {
    const found = mine(li);
    const state = found?.combatant?.combatView?.state;
    return (
      !!found && found.combat.started && found.combat.combatant?.id === found.id && !!state && canAct(state)
    );
  };
  const entries: MenuEntry[] = [
    {
      label: "SWRPG.Combat.Menu.Delay",
      icon: '<i class="fa-solid fa-hourglass-half"></i>',
      visible: (li) => ableNow(li),
      onClick: (li) => {
        const found = mine(li);
        if (found) runReported("swrpg.combatMenu.delay", openDelayDialog(found.combat, found.combatant));
      },
    },
    {
      label: "SWRPG.Combat.Menu.Ready",
      icon: '<i class="fa-solid fa-crosshairs"></i>',
      visible: (li) => ableNow(li) && mine(li)?.combatant.swrpg.readyRound == null,
      onClick: (li) => {
        // Only the combatant's own flags change: an owner may make this update.
        const found = mine(li);
        if (found)
          runReported("swrpg.combatMenu.ready", readyCombatant(found.combat, found.id).then(warnRefusal));
      },
    },
    {
      label: "SWRPG.Combat.Menu.TakeReadied",
      icon: '<i class="fa-solid fa-bolt"></i>',
      visible: (li) => {
        const found = mine(li);
        return !!found && found.combatant.swrpg.readyRound != null && found.combat.combatant?.id !== found.id;
      },
      onClick: (li) => {
        // Moves others' places and keeps the turn: the GM runs it (a player's request goes by query).
        const found = mine(li);
        if (found)
          runReported(
            "swrpg.combatMenu.takeReadied",
            requestInitiativeAction(found.combat, found.combatant, "takeReadied").then(warnRefusal),
          );
      },
    },
    {
      label: "SWRPG.Combat.Menu.MarkUnaware",
      icon: '<i class="fa-solid fa-eye-slash"></i>',
      visible: (li) => {
        const found = on(li);
        return !!found && !found.combat.started && !found.combatant.swrpg.unaware;
      },
      onClick: (li) => {
        const found = on(li);
        if (found) runReported("swrpg.combatMenu.aware", setAware(found.combat, found.id, false));
      },
    },
    {
      label: "SWRPG.Combat.Menu.MarkAware",
      icon: '<i class="fa-solid fa-eye"></i>',
      visible: (li) => {
        const found = on(li);
        return !!found && !found.combat.started && !!found.combatant.swrpg.unaware;
      },
      onClick: (li) => {
        const found = on(li);
        if (found) runReported("swrpg.combatMenu.aware", setAware(found.combat, found.id, true));
      },
    },
    {
      label: "SWRPG.Combat.Menu.Group",
      icon: '<i class="fa-solid fa-people-group"></i>',
      visible: (li) => !!on(li) && game.settings.get("swrpg", "groupInitiative"),
      onClick: (li) => {
        const found = on(li);
        if (found) runReported("swrpg.combatMenu.group", openGroupDialog(found.combat, found.combatant));
      },
    },
  ];
  // v13 and v14 name an entry's parts differently (src/foundry-compat/context-menu.ts).
  return entries.map((entry) => contextMenuEntry(entry));
}
