import type { V14ContextMenuEntry } from "../types/v14";
import { isV14 } from "./generation.ts";

/** One context-menu entry, said once for both generations. */
export interface MenuEntry {
  /** A lang key (core localizes it). */
  label: string;
  icon: string;
  visible: (target: HTMLElement) => boolean;
  onClick: (target: HTMLElement) => void;
}

type V13Entry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

/**
 * The entry in the running generation's shape: v13's `{name, icon, condition, callback(target)}`
 * (client/applications/ux/context-menu.d.mts › Entry), v14's `{label, icon, visible, onClick(event,
 * target)}` (v14 API: interfaces/foundry.ContextMenuEntry.html).
 */
export function contextMenuEntry(entry: MenuEntry, generation?: number): V13Entry {
  if (!isV14(generation))
    return { name: entry.label, icon: entry.icon, condition: entry.visible, callback: entry.onClick };
  const v14: V14ContextMenuEntry<HTMLElement> = {
    label: entry.label,
    icon: entry.icon,
    visible: entry.visible,
    onClick: (_event, target) => entry.onClick(target),
  };
  // The v13 types name only v13's entry; core v14 reads this one.
  return v14 as unknown as V13Entry;
}
