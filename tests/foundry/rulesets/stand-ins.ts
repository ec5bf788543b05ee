// Small stand-ins for the ruleset tests, on top of tests/foundry/fakes/. Each names the fvtt-types
// declaration whose behaviour it copies.
import { isRecord } from "../fakes/fields.ts";
import { installSettings } from "../fakes/settings.ts";

/**
 * The world's `ruleset` setting, stored before `init` registers the system's settings (the strict
 * ClientSettings stand-in of tests/foundry/fakes/settings.ts); a reload is a fresh `init` with it, which
 * the tests run themselves.
 */
export function setWorldRuleset(id: string): void {
  installSettings({ ruleset: id });
}

let nextMessage = 1;

/**
 * A chat message: `getFlag(scope, key)` reads `flags[scope][key]` and `update` merges into the source
 * (client/documents/chat-message.d.mts, common/abstract/document.d.mts › getFlag). `create` keeps it.
 */
export class StandInMessage {
  static readonly created: StandInMessage[] = [];

  static async create(data: Record<string, unknown>): Promise<StandInMessage> {
    const message = new StandInMessage(data);
    StandInMessage.created.push(message);
    return message;
  }

  readonly id: string;
  readonly source: Record<string, unknown>;
  readonly updates: unknown[] = [];
  isOwner = true;

  constructor(data: Record<string, unknown>) {
    this.source = structuredClone({ _id: `message${nextMessage++}`, ...data });
    this.id = String(this.source._id);
  }

  get flags(): Record<string, Record<string, unknown>> {
    return isRecord(this.source.flags) ? (this.source.flags as Record<string, Record<string, unknown>>) : {};
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    this.updates.push(changes);
    Object.assign(this.source, structuredClone(changes));
    return this;
  }
}

/** A button the card shell wires: its data attributes and click listeners (HTMLButtonElement). */
export class StandInButton {
  disabled = false;
  readonly listeners: ((event: { preventDefault(): void }) => void)[] = [];
  constructor(readonly dataset: { action?: string; attack?: string }) {}
  addEventListener(_type: "click", listener: (event: { preventDefault(): void }) => void): void {
    this.listeners.push(listener);
  }
  click(): void {
    for (const listener of this.listeners) listener({ preventDefault() {} });
  }
}

/**
 * The message's element in the chat log, as the `renderChatMessageHTML` hook hands it over: the card root
 * (whose `outerHTML` the shell replaces) and the buttons in the current HTML, found by
 * `querySelectorAll(".swrpg-attack-card button[data-action]")` (DOM's Element API).
 */
export class StandInChatHtml {
  html: string;
  title = "";
  #buttons: StandInButton[] = [];

  constructor(html: string) {
    this.html = html;
    this.#parseButtons();
  }

  #parseButtons(): void {
    this.#buttons = [...this.html.matchAll(/<button data-action="(\w+)" data-attack="(\d+)"/g)].map(
      ([, action, attack]) => new StandInButton({ action: action ?? "", attack: attack ?? "" }),
    );
  }

  querySelector(selector: string): unknown {
    if (selector !== ".swrpg-attack-card" || !this.html.includes("swrpg-attack-card")) return null;
    const root = this;
    return {
      set outerHTML(value: string) {
        root.html = value;
        root.#parseButtons();
      },
      set title(value: string) {
        root.title = value;
      },
    };
  }

  querySelectorAll(selector: string): StandInButton[] {
    return selector === ".swrpg-attack-card button[data-action]" ? this.#buttons : [];
  }

  get buttons(): StandInButton[] {
    return this.#buttons;
  }
}

/** Lets the shell's promise chains (runReported) finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
