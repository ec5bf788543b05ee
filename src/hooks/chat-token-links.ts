/**
 * A target's name on an attack card finds its token, as dnd5e's and pf2e's cards do: hovering it (or
 * focusing it by keyboard) highlights the token on the canvas, a click (or Enter, or Space) pans the
 * canvas to it. Only a token this user can see on the scene being viewed: a hidden token stays hidden.
 * One delegated listener per rendered message, so it survives the card shell re-rendering the card.
 */

const LINK = ".swrpg-token-link[data-token-uuid]";

/** The token's placeable on the viewed scene, if this user can see it. */
function visibleToken(uuid: string): Token.Implementation | null {
  const document: unknown = fromUuidSync(uuid as `Scene.${string}`);
  if (!(document instanceof TokenDocument)) return null;
  const token = document.object;
  return token?.isVisible ? token : null;
}

/** Highlights the token (its hover border) or takes the highlight off, as hovering it on the canvas does. */
export function highlightToken(uuid: string, on: boolean): void {
  const token = visibleToken(uuid);
  if (!token || token.hover === on) return;
  token.hover = on;
  token.renderFlags.set({ refreshState: true });
}

/** Pans the canvas to the token. */
export function panToToken(uuid: string): void {
  const token = visibleToken(uuid);
  if (!token || !canvas?.ready) return;
  void canvas.animatePan({ x: token.center.x, y: token.center.y });
}

/** The token link an event happened in, if any. */
function linkOf(target: EventTarget | null): HTMLElement | null {
  const element = target as { closest?: (selector: string) => HTMLElement | null } | null;
  return typeof element?.closest === "function" ? element.closest(LINK) : null;
}

/** Whether the pointer or focus moved within the same link (no change to its token's highlight). */
function staysIn(link: HTMLElement, event: Event): boolean {
  const related = (event as MouseEvent | FocusEvent).relatedTarget;
  return linkOf(related) === link;
}

/** Binds the links of one rendered message (`html` is the message's element in the chat log). */
export function bindTokenLinks(html: HTMLElement): void {
  const highlight = (on: boolean) => (event: Event) => {
    const link = linkOf(event.target);
    if (link && !staysIn(link, event)) highlightToken(link.dataset.tokenUuid ?? "", on);
  };
  html.addEventListener("mouseover", highlight(true));
  html.addEventListener("mouseout", highlight(false));
  html.addEventListener("focusin", highlight(true));
  html.addEventListener("focusout", highlight(false));
  html.addEventListener("click", (event) => {
    const link = linkOf(event.target);
    if (link) panToToken(link.dataset.tokenUuid ?? "");
  });
  html.addEventListener("keydown", (event) => {
    const link = linkOf(event.target);
    if (!link || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    panToToken(link.dataset.tokenUuid ?? "");
  });
}

export const chatTokenLinks = {
  listen(): void {
    Hooks.on("renderChatMessageHTML", (_message, html) => bindTokenLinks(html));
  },
};
