import type { SwrpgCombat } from "../../documents/combat.ts";
import { readyCombatant, setAware, takeReadiedAction } from "../../documents/combat-initiative-actions.ts";
import { canAct } from "../../rules/index.ts";
import { openDelayDialog, openGroupDialog, warnRefusal } from "./initiative-dialogs.ts";

type Entry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

/** The tracker's combatant row → its combat and combatant (GM only: these moves rearrange others). */
function resolve(
  viewed: () => SwrpgCombat | null,
  li: HTMLElement,
): { combat: SwrpgCombat; combatant: Combatant.Implementation; id: string } | null {
  const combat = viewed();
  const id = li.dataset.combatantId;
  const combatant = id ? combat?.combatants.get(id) : undefined;
  if (!game.user?.isGM || !combat || !combatant || !id) return null;
  return { combat, combatant, id };
}

/**
 * Context-menu entries for delay, ready, awareness and initiative groups.
 * rcr-combat.txt › Special Initiative Actions, Awareness and Surprise, Opponent Initiative.
 */
export function combatantMenuEntries(viewed: () => SwrpgCombat | null): Entry[] {
  const on = (li: HTMLElement) => resolve(viewed, li);
  const ableNow = (li: HTMLElement) => {
    const found = on(li);
    const state = found?.combatant.combatView?.state;
    return (
      !!found && found.combat.started && found.combat.combatant?.id === found.id && !!state && canAct(state)
    );
  };
  return [
    {
      name: "SWRPG.Combat.Menu.Delay",
      icon: '<i class="fa-solid fa-hourglass-half"></i>',
      condition: (li) => ableNow(li),
      callback: (li) => {
        const found = on(li);
        if (found) void openDelayDialog(found.combat, found.combatant);
      },
    },
    {
      name: "SWRPG.Combat.Menu.Ready",
      icon: '<i class="fa-solid fa-crosshairs"></i>',
      condition: (li) => ableNow(li) && on(li)?.combatant.swrpg.readyRound == null,
      callback: (li) => {
        const found = on(li);
        if (found) void readyCombatant(found.combat, found.id).then(warnRefusal);
      },
    },
    {
      name: "SWRPG.Combat.Menu.TakeReadied",
      icon: '<i class="fa-solid fa-bolt"></i>',
      condition: (li) => {
        const found = on(li);
        return !!found && found.combatant.swrpg.readyRound != null && found.combat.combatant?.id !== found.id;
      },
      callback: (li) => {
        const found = on(li);
        if (found) void takeReadiedAction(found.combat, found.id).then(warnRefusal);
      },
    },
    {
      name: "SWRPG.Combat.Menu.MarkUnaware",
      icon: '<i class="fa-solid fa-eye-slash"></i>',
      condition: (li) => {
        const found = on(li);
        return !!found && !found.combat.started && !found.combatant.swrpg.unaware;
      },
      callback: (li) => {
        const found = on(li);
        if (found) void setAware(found.combat, found.id, false);
      },
    },
    {
      name: "SWRPG.Combat.Menu.MarkAware",
      icon: '<i class="fa-solid fa-eye"></i>',
      condition: (li) => {
        const found = on(li);
        return !!found && !found.combat.started && !!found.combatant.swrpg.unaware;
      },
      callback: (li) => {
        const found = on(li);
        if (found) void setAware(found.combat, found.id, true);
      },
    },
    {
      name: "SWRPG.Combat.Menu.Group",
      icon: '<i class="fa-solid fa-people-group"></i>',
      condition: (li) => !!on(li) && game.settings.get("swrpg", "groupInitiative"),
      callback: (li) => {
        const found = on(li);
        if (found) void openGroupDialog(found.combat, found.combatant);
      },
    },
  ];
}
