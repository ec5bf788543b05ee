// The Odds button's stand-ins, shared by the dialog tests of each ruleset: Foundry's dialog, template renderer
// and module Web Worker faked (Foundry cannot run here; the worker runs the real worker code), pack actors
// created through the real data models, and a combat of combatants with tokens of given dispositions.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeAll, vi } from "vitest";
import { registration as dataRegistration } from "../../src/data/index.ts";
import { SwrpgActor } from "../../src/documents/actor.ts";
import { SwrpgItem } from "../../src/documents/item.ts";
import type { SimulationRequest } from "../../src/simulate/registry.ts";
import { BlockWorker } from "../../src/simulate/worker/block-worker.ts";
import type { FromWorker, ToWorker } from "../../src/simulate/worker/worker-messages.ts";
import { TemplateRenderer } from "../browser/harness/template-renderer.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const renderer = new TemplateRenderer();
type Json = Record<string, unknown>;

/** The dialog as the flow uses it: its content, and the two elements it updates. */
export class FakeDialog {
  static last: FakeDialog | null = null;
  readonly contents: string[] = [];
  readonly progress = { value: 0 };
  rendered = false;
  private readonly listeners: Record<string, (() => void)[]> = {};
  readonly element = {
    querySelector: (selector: string) => {
      if (selector === ".swrpg-odds") {
        const contents = this.contents;
        return {
          set outerHTML(html: string) {
            contents.push(html);
          },
        };
      }
      return selector.endsWith("progress") ? this.progress : null;
    },
  };

  constructor(readonly options: { content: string; window: { title: string } }) {
    this.contents.push(options.content);
    FakeDialog.last = this;
  }
  async render(): Promise<void> {
    this.rendered = true;
  }
  setPosition(): void {}
  addEventListener(type: string, fn: () => void): void {
    this.listeners[type] = [...(this.listeners[type] ?? []), fn];
  }
  close(): void {
    for (const fn of this.listeners.close ?? []) fn();
  }
}

/**
 * A module worker that runs the real worker code (BlockWorker), replying asynchronously as a worker does.
 * `mode` stands for the host: "works"; "refused" (the constructor throws, as a module from another origin
 * does); "fails" (it starts but its script never loads: an error event).
 */
export class FakeWorker {
  static requests: SimulationRequest[] = [];
  static started = 0;
  static terminated = 0;
  static mode: "works" | "refused" | "fails" = "works";
  private readonly listeners: Record<
    string,
    ((event: { data?: FromWorker; message?: string; preventDefault(): void }) => void)[]
  > = {};
  private readonly worker = new BlockWorker();
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    if (FakeWorker.mode === "refused") throw new DOMException("cross-origin module", "SecurityError");
    FakeWorker.started++;
  }
  addEventListener(type: string, fn: (event: { data?: FromWorker }) => void): void {
    this.listeners[type] = [...(this.listeners[type] ?? []), fn];
  }
  private emit(type: string, event: { data?: FromWorker; message?: string }): void {
    for (const fn of this.listeners[type] ?? []) fn({ ...event, preventDefault() {} });
  }
  postMessage(message: ToWorker): void {
    const copy = structuredClone(message);
    if (copy.type === "start") FakeWorker.requests.push(copy.request);
    setTimeout(() => {
      if (FakeWorker.mode === "fails") this.emit("error", { message: "" });
      else this.emit("message", { data: this.worker.answer(copy) });
    });
  }
  terminate(): void {
    FakeWorker.terminated++;
  }
}

export async function actorFrom(pack: string, name?: string): Promise<Actor.Implementation> {
  const source = JSON.parse(
    await readFile(path.join(repoRoot, "packs/_source", `${pack}.json`), "utf8"),
  ) as Json;
  const items = (source.items as Json[]).map(({ _id, name, type, system }) => ({ _id, name, type, system }));
  const actor = await SwrpgActor.create({
    name: name ?? source.name,
    type: source.type,
    system: source.system,
    items,
  } as Actor.CreateData);
  if (!actor) throw new Error(`${pack} not created`);
  return actor;
}

/** A combat of combatants with tokens of these dispositions (fields the flow reads). */
export function combatOf(
  entries: { actor: Actor.Implementation | null; disposition: number; name: string; unaware?: boolean }[],
) {
  const combatants = entries.map(({ actor, disposition, name, unaware }) => ({
    name,
    actor,
    swrpg: { unaware },
    token: actor ? { actor, uuid: `Token.${name}`, name, texture: { src: "" }, disposition } : null,
  }));
  return {
    id: "combat1",
    round: 2,
    turn: 1,
    combatants: { contents: combatants },
  } as unknown as Combat.Implementation;
}

/** Installs the stand-ins for the tests of the file that calls it. */
export function installOddsHarness(): void {
  beforeAll(() => {
    dataRegistration.register();
    CONFIG.Actor.documentClass = SwrpgActor;
    CONFIG.Item.documentClass = SwrpgItem;
    const g = globalThis as unknown as Record<string, Record<string, unknown>>;
    Object.assign(g.foundry as object, {
      applications: {
        api: { DialogV2: FakeDialog },
        handlebars: {
          renderTemplate: async (template: string, context: object) =>
            renderer.render(template.replace("systems/swrpg/templates/", ""), context),
        },
      },
      utils: { getRoute: (route: string) => `/${route}` },
    });
    Object.assign(globalThis, { Worker: FakeWorker, canvas: undefined });
  });

  afterEach(() => {
    FakeWorker.requests = [];
    FakeWorker.started = 0;
    FakeWorker.mode = "works";
    FakeDialog.last = null;
    vi.mocked(ui.notifications?.warn)?.mockClear?.();
  });
}
