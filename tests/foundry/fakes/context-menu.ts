// How core's ContextMenu reads an entry, in the generation the stand-ins play: v13
// (client/applications/ux/context-menu.d.mts › Entry) reads `name`, `condition` and calls
// `callback(target)`; v14 (v14 API: interfaces/foundry.ContextMenuEntry.html) reads `label`, `visible` and
// calls `onClick(event, target)`. An entry in the other generation's words shows nothing and does nothing.
import { V14 } from "./generation.ts";

interface AnyEntry {
  name?: unknown;
  label?: unknown;
  condition?: unknown;
  visible?: unknown;
  callback?: unknown;
  onClick?: unknown;
}

/** The entry's label, as core shows it (undefined when the entry has none in this generation's words). */
export function entryLabel(entry: unknown): string | undefined {
  const label = V14 ? (entry as AnyEntry).label : (entry as AnyEntry).name;
  return typeof label === "string" ? label : undefined;
}

/** Whether core shows the entry for the target (a missing condition shows it; a boolean is itself). */
export function entryVisible(entry: unknown, target: HTMLElement): boolean {
  if (entryLabel(entry) === undefined) return false;
  const test = V14 ? (entry as AnyEntry).visible : (entry as AnyEntry).condition;
  if (typeof test === "function") return Boolean(test(target));
  return test === undefined ? true : Boolean(test);
}

/** Clicks the entry for the target, as core calls it. */
export async function clickEntry(entry: unknown, target: HTMLElement): Promise<void> {
  const click = V14 ? (entry as AnyEntry).onClick : (entry as AnyEntry).callback;
  if (typeof click !== "function") throw new Error("the entry has nothing to call in this generation");
  await (V14 ? click(new Event("click"), target) : click(target));
}
