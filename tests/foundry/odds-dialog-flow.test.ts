// The Odds button's flow with Foundry's dialog, template renderer and Web Worker faked (Foundry cannot
// run here): the combat's friendly and hostile combatants reach the worker as simulator records, the
// dialog shows the progress, then the odds, rendered from the real template with the English strings.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openOddsDialog } from "../../src/applications/odds/odds-dialog.ts";
import { registration as dataRegistration } from "../../src/data/index.ts";
import { SwrpgActor } from "../../src/documents/actor.ts";
import { SwrpgItem } from "../../src/documents/item.ts";
import { rcrOdds } from "../../src/rulesets/rcr/odds/odds-parts.ts";
import type { SimulationRequest } from "../../src/simulate/registry.ts";
import { BlockWorker } from "../../src/simulate/worker/block-worker.ts";
import type { FromWorker, ToWorker } from "../../src/simulate/worker/worker-messages.ts";
import { TemplateRenderer } from "../browser/harness/template-renderer.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const renderer = new TemplateRenderer();
type Json = Record<string, unknown>;

/** The dialog as the flow uses it: its content, and the two elements it updates. */
class FakeDialog {
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
class FakeWorker {
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

async function actorFrom(pack: string, name?: string): Promise<Actor.Implementation> {
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
function combatOf(
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

describe("the Odds button's dialog", () => {
  it("friendly heroes against hostile stormtroopers: progress first, then the odds; the neutral left out", async () => {
    const combat = combatOf([
      { actor: await actorFrom("rcr-heroes/dace-korrin-soldier-1"), disposition: 1, name: "Dace" },
      { actor: await actorFrom("rcr-heroes/tessa-vahl-scoundrel-1"), disposition: 1, name: "Tessa" },
      { actor: await actorFrom("rcr-npcs/stormtrooper"), disposition: -1, name: "TK-1", unaware: true },
      { actor: await actorFrom("rcr-npcs/stormtrooper"), disposition: -1, name: "TK-2" },
      { actor: await actorFrom("rcr-npcs/jawa"), disposition: 0, name: "Jawa" },
    ]);
    await openOddsDialog(combat, rcrOdds);
    const dialog = FakeDialog.last;
    expect(dialog?.rendered).toBe(true);
    expect(dialog?.options.window.title).toBe("SWRPG.Odds.Title");
    expect(dialog?.contents[0]).toMatch(/Simulating 10,000 fights…/);
    expect(dialog?.progress.value).toBe(100);

    // One worker per core (Node reports them; 2 where it does not), each given the same request.
    const cores = Math.min(globalThis.navigator?.hardwareConcurrency || 2, 8);
    expect(FakeWorker.started).toBe(cores);
    expect(FakeWorker.requests).toHaveLength(cores);
    const request = FakeWorker.requests[0]!;
    expect(request.ruleset).toBe("rcr");
    expect(request.fights).toBe(10_000);
    expect(request.encounter.distance).toBe(12);
    type Named = { name: string; aware?: boolean };
    expect(
      request.encounter.sides.map((side) => [
        side.name,
        side.combatants.map((c) => [(c as Named).name, (c as Named).aware]),
      ]),
    ).toEqual([
      [
        "Friendly",
        [
          ["Dace", true],
          ["Tessa", true],
        ],
      ],
      [
        "Hostile",
        [
          ["TK-1", false],
          ["TK-2", true],
        ],
      ],
    ]);

    const result = dialog?.contents.at(-1) ?? "";
    expect(result).toMatch(/10,000 fights: \d+\.\d rounds expected/);
    expect(result).toMatch(/<td>Friendly<\/td>\s*<td class="swrpg-odds-figure">\d+\.\d %<\/td>/);
    expect(result).toMatch(/<td class="swrpg-odds-name">TK-1<\/td>/);
    expect(result).toMatch(/Left out \(neutral, secret or not a system actor\): Jawa/);
    expect(result).not.toMatch(/SWRPG\./);
    expect(result).not.toMatch(/ran in this page/);
  });

  it.each(["refused", "fails"] as const)(
    "where a Worker is %s, the page plays the fights itself with the same progress bar and the same odds",
    async (mode) => {
      const build = async () =>
        combatOf([
          { actor: await actorFrom("rcr-heroes/arden-solus-jedi-guardian-1"), disposition: 1, name: "Arden" },
          { actor: await actorFrom("rcr-npcs/thug"), disposition: -1, name: "Thug" },
        ]);
      await openOddsDialog(await build(), rcrOdds);
      const withWorkers = FakeDialog.last?.contents.at(-1) ?? "";
      FakeWorker.mode = mode;
      await openOddsDialog(await build(), rcrOdds);
      const dialog = FakeDialog.last;
      expect(dialog?.progress.value).toBe(100);
      const inPage = dialog?.contents.at(-1) ?? "";
      expect(inPage).toMatch(/No background worker could start on this host: the fights ran in this page\./);
      expect(inPage.replace(/<p class="swrpg-odds-ignored">No background[^<]*<\/p>\s*/, "")).toBe(
        withWorkers,
      );
    },
  );

  it("the same combat at the same turn gives the same odds (seeded from the combat, round and turn)", async () => {
    const build = async () =>
      combatOf([
        { actor: await actorFrom("rcr-heroes/arden-solus-jedi-guardian-1"), disposition: 1, name: "Arden" },
        { actor: await actorFrom("rcr-npcs/thug"), disposition: -1, name: "Thug" },
      ]);
    await openOddsDialog(await build(), rcrOdds);
    const first = FakeDialog.last?.contents.at(-1);
    await openOddsDialog(await build(), rcrOdds);
    expect(FakeDialog.last?.contents.at(-1)).toBe(first);
    expect(FakeWorker.requests.at(-1)?.seed).toBe(FakeWorker.requests[0]?.seed);
  });

  it("nobody on one side: a warning, no dialog, no worker", async () => {
    const combat = combatOf([
      { actor: await actorFrom("rcr-npcs/stormtrooper"), disposition: -1, name: "TK-1" },
      { actor: null, disposition: 1, name: "Crate" },
    ]);
    await openOddsDialog(combat, rcrOdds);
    expect(ui.notifications?.warn).toHaveBeenCalledWith("SWRPG.Odds.NeedSides", { localize: true });
    expect(FakeDialog.last).toBeNull();
    expect(FakeWorker.requests).toHaveLength(0);
  });
});
