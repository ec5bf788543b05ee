// A stand-in for a message's element in the chat log, for the attack card hook: the stored card, replaced
// by what the hook renders, with its buttons (data attributes, `disabled`, click listeners).

/** A button of the rendered card: its data attributes and the click listener the hook adds. */
export class FakeButton {
  readonly listeners: ((event: { preventDefault(): void }) => void)[] = [];
  constructor(
    readonly dataset: { action?: string; attack?: string },
    /** The `disabled` attribute the template wrote. */
    public disabled = false,
  ) {}
  addEventListener(_type: "click", listener: (event: { preventDefault(): void }) => void): void {
    this.listeners.push(listener);
  }
  /** A disabled button fires no click, as in a browser. */
  click(): void {
    if (this.disabled) return;
    for (const listener of this.listeners) listener({ preventDefault() {} });
  }
}

function buttonsOf(html: string): FakeButton[] {
  return [...html.matchAll(/<button\b([^>]*)>/g)].map(
    ([, attributes]) =>
      new FakeButton(
        {
          action: /data-action="([^"]*)"/.exec(attributes ?? "")?.[1],
          attack: /data-attack="([^"]*)"/.exec(attributes ?? "")?.[1],
        },
        /\sdisabled\b/.test(attributes ?? ""),
      ),
  );
}

/**
 * The message's element in the chat log: the stored card (the players' view its poster rendered, with its
 * buttons), replaced by what the hook renders. Replacing the card's outerHTML drops the old buttons and
 * their listeners, as the DOM does.
 */
export function chatElement(stored = '<div class="swrpg-attack-card">stored</div>') {
  const state = { html: stored, buttons: buttonsOf(stored) };
  const root = {
    set outerHTML(html: string) {
      state.html = html;
      state.buttons = buttonsOf(html);
    },
  };
  const element = {
    querySelector: (selector: string) => (selector === ".swrpg-attack-card" ? root : null),
    querySelectorAll: () => state.buttons,
  };
  // The hook reads only querySelector and querySelectorAll.
  return { state, element: element as unknown as HTMLElement };
}
