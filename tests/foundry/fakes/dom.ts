// A stand-in for the few browser DOM calls the canvas code makes, in the foundry tests (node has no DOM):
// `document.createElement`, `document.body.append`, an element's `remove`, and keydown listeners on the
// document. As the DOM does (EventTarget#removeEventListener), a listener is removed only with the same
// `capture` flag it was added with; a capture listener on the document runs before anything on the window.

export class FakeElement {
  className = "";
  textContent = "";
  readonly attributes: Record<string, string> = {};
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string): void {
    this.attributes[name] = value;
  }
  append(...nodes: FakeElement[]): void {
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
  }
  remove(): void {
    if (!this.parent) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  /** Its text with its children's, as innerText reads it (space-joined here). */
  get text(): string {
    return [this.textContent, ...this.children.map((child) => child.text)].filter(Boolean).join(" ");
  }
}

type KeyListener = (event: FakeKeyEvent) => void;

export class FakeKeyEvent {
  defaultPrevented = false;
  propagationStopped = false;
  constructor(readonly key: string) {}
  preventDefault(): void {
    this.defaultPrevented = true;
  }
  stopPropagation(): void {
    this.propagationStopped = true;
  }
}

const captureOf = (options?: boolean | { capture?: boolean }) =>
  typeof options === "boolean" ? options : (options?.capture ?? false);

export class FakeDocument {
  body = new FakeElement("body");
  listeners: { type: string; listener: KeyListener; capture: boolean }[] = [];
  createElement(tag: string): FakeElement {
    return new FakeElement(tag);
  }
  addEventListener(type: string, listener: KeyListener, options?: boolean | { capture?: boolean }): void {
    this.listeners.push({ type, listener, capture: captureOf(options) });
  }
  removeEventListener(type: string, listener: KeyListener, options?: boolean | { capture?: boolean }): void {
    const capture = captureOf(options);
    this.listeners = this.listeners.filter(
      (entry) => !(entry.type === type && entry.listener === listener && entry.capture === capture),
    );
  }
  /** The user presses a key: capture listeners first; returns the event (whether it was stopped). */
  press(key: string): FakeKeyEvent {
    const event = new FakeKeyEvent(key);
    const ordered = [...this.listeners.filter((l) => l.capture), ...this.listeners.filter((l) => !l.capture)];
    for (const entry of ordered) if (entry.type === "keydown") entry.listener(event);
    return event;
  }
  /** The elements directly under the body with this class. */
  byClass(className: string): FakeElement[] {
    return this.body.children.filter((element) => element.className === className);
  }
}

/** Installs a fresh `document` and returns it. */
export function installDocument(): FakeDocument {
  const page = new FakeDocument();
  (globalThis as unknown as Record<string, unknown>).document = page;
  return page;
}
