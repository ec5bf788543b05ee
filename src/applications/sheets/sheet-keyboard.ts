/**
 * Keyboard use of a sheet beyond what buttons give for free (WAI-ARIA Authoring Practices: tabs,
 * button): the arrow keys, Home and End move between the tabs of a tablist and open the one they reach;
 * Enter and Space activate an element that acts as a button without being one (the portrait, whose
 * `editImage` action Foundry allows on an IMG only). Each function is self-contained (no imports, no
 * outer names), so the browser tests run these very functions inside Chromium.
 */

/** Binds arrow-key navigation on every tablist inside `root` (delegated: re-rendered parts keep it). */
export function bindTabKeys(root: HTMLElement): void {
  root.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement | null;
    const list = target?.closest?.<HTMLElement>('[role="tablist"]');
    if (!target || !list) return;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = tabs.indexOf(target);
    if (current < 0) return;
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowDown: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    tab?.focus();
    tab?.click();
  });
}

/** Enter and Space click an element with `role="button"` that is not a button (as a button would). */
export function bindButtonRoleKeys(root: HTMLElement): void {
  root.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement | null;
    if (!target?.matches?.('[role="button"]:not(button)')) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    target.click();
  });
}
