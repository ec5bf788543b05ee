import { format, localize } from "../config/i18n.ts";

/**
 * The line shown at the top of the screen while an area follows the pointer: what it is, and how to place
 * or cancel it. Removed when the placement ends.
 */

export const AREA_HINT_CLASS = "swrpg-area-hint";

/** What is placed: a lang key, and its placeholders (e.g. the weapon's name). */
export interface AreaHint {
  key: string;
  data?: Readonly<Record<string, string | number>>;
}

/** Shows the hint (what is placed, then how to place it); returns what removes it. */
export function showAreaHint(hint: AreaHint): () => void {
  const element = document.createElement("div");
  element.className = AREA_HINT_CLASS;
  element.setAttribute("role", "status");
  const title = document.createElement("strong");
  title.textContent = hint.data ? format(hint.key, hint.data) : localize(hint.key);
  const how = document.createElement("span");
  how.textContent = localize("SWRPG.Area.Hint");
  element.append(title, how);
  document.body.append(element);
  return () => element.remove();
}
