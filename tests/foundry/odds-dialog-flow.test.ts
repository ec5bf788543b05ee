// The Odds button's flow with Foundry's dialog, template renderer and Web Worker faked (Foundry cannot
// run here): the combat's friendly and hostile combatants reach the worker as simulator records, the
// dialog shows the progress, then the odds, rendered from the real template with the English strings.
import { describe, expect, it } from "vitest";
import { openOddsDialog } from "../../src/applications/odds/odds-dialog.ts";
import { rcrOdds } from "../../src/rulesets/rcr/odds/odds-parts.ts";
import { actorFrom, combatOf, FakeDialog, FakeWorker, installOddsHarness } from "./odds-harness.ts";

installOddsHarness();

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
