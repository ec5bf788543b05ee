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

/** The message's element in the chat log: the stored card, replaced by what the hook renders. */
export function chatElement() {
  const state = { html: '<div class="swrpg-attack-card">stored</div>', buttons: [] as FakeButton[] };
  const root = {
    set outerHTML(html: string) {
      state.html = html;
      state.buttons = [...html.matchAll(/<button\b([^>]*)>/g)].map(
        ([, attributes]) =>
          new FakeButton(
            {
              action: /data-action="([^"]*)"/.exec(attributes ?? "")?.[1],
              attack: /data-attack="([^"]*)"/.exec(attributes ?? "")?.[1],
            },
            /\sdisabled\b/.test(attributes ?? ""),
          ),
      );
    },
  };
  const element = {
    querySelector: (selector: string) => (selector === ".swrpg-attack-card" ? root : null),
    querySelectorAll: () => state.buttons,
  };
  // The hook reads only querySelector and querySelectorAll.
  return { state, element: element as unknown as HTMLElement };
}
