// The combat tracker as the system decorates it, and its dialogs (delay, initiative group), in both
// themes. The tracker list is a stand-in of Foundry's v13 markup (its stylesheet is licensed); the badges
// are the RCR engine's (combatantBadges) with the English strings, marked up as decorateTracker does.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BadgeInput, combatantBadges } from "../../src/applications/combat/combatant-badges.ts";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
let browser: SheetBrowser;
beforeAll(async () => {
  browser = await SheetBrowser.launch();
});
afterAll(async () => browser?.close());

const started: BadgeInput = {
  acting: "full",
  started: true,
  round: 2,
  surpriseRound: false,
  unaware: false,
  delayed: false,
  readied: false,
  lostTurnRound: null,
};

/** A round in progress: someone acting, someone delayed, one dying, one disabled, one who spent a readied action. */
const COMBATANTS: TrackerRow[] = [
  { name: "Kyla Venn", initiative: 21, badges: started },
  { name: "Imperial stormtrooper sergeant", initiative: 17, badges: { ...started, delayed: true } },
  { name: "Scout trooper", initiative: 14, badges: { ...started, acting: "dying" } },
  { name: "Probe droid", initiative: 11, badges: { ...started, acting: "single" } },
  { name: "Rodian bounty hunter", initiative: 9, badges: { ...started, readied: true, lostTurnRound: 2 } },
];

const TRACKER_WIDTH = 300;
const TRACKER: SheetLayout = {
  classes: ["sidebar-tab"],
  width: TRACKER_WIDTH,
  height: 420,
  parts: {},
  tabs: [],
};

/** A combatant row: its name, count, the engine's badges and any ruleset extras (HTML under the name). */
interface TrackerRow {
  name: string;
  initiative: number;
  badges: BadgeInput;
  extra?: string;
}

function trackerHtml(combatants: TrackerRow[] = COMBATANTS): string {
  const rows = combatants
    .map((combatant, index) => {
      const badges = combatantBadges(combatant.badges);
      const cannotAct = badges.some((badge) => badge.kind === "cannot-act");
      const list = badges.length
        ? `<div class="swrpg-combat-badges">${badges
            .map(
              (badge) =>
                `<span class="swrpg-combat-badge swrpg-combat-badge--${badge.kind}">${renderer.lang.get(badge.label) ?? badge.label}</span>`,
            )
            .join("")}</div>`
        : "";
      return `<li class="combatant${index === 0 ? " active" : ""}${cannotAct ? " swrpg-cannot-act" : ""}" data-combatant-id="c${index}">
  <img class="token-image" src="icons/svg/mystery-man.svg" alt="">
  <div class="token-name"><strong class="name">${combatant.name}</strong>${list}${combatant.extra ?? ""}</div>
  <div class="token-initiative"><span class="initiative">${combatant.initiative}</span></div>
</li>`;
    })
    .join("\n");
  // Foundry's tracker rows, in outline: image, name column, initiative; the active row highlighted.
  const frame = `<style>
  .combat-tracker { list-style: none; margin: 0; padding: 0; }
  .combatant { display: flex; align-items: center; gap: 6px; padding: 4px 6px; border-bottom: 1px solid rgb(127 127 127 / 35%); }
  .combatant.active { background: rgb(255 200 80 / 18%); }
  .token-image { width: 36px; height: 36px; flex: none; background: #4a4e57; border-radius: 4px; }
  .token-name { flex: 1; min-width: 0; display: flex; flex-direction: column; }
  .token-initiative { flex: none; width: 2.2rem; text-align: center; font-weight: bold; }
  .theme-light #sheet { color: #191813; background: #e9e6df; }
  .theme-dark #sheet { color: #e7e5e0; background: #23252d; }
</style>`;
  return `<div class="combat-tracker-wrap">${frame}<h3 class="round">Round 2</h3><ol class="combat-tracker">${rows}</ol></div>`;
}

function openTracker(theme: Theme, combatants?: TrackerRow[]): Promise<Page> {
  return browser.open({
    layout: TRACKER,
    parts: [{ id: "tracker", html: trackerHtml(combatants) }],
    title: "Combat",
    theme,
  });
}

/** A DialogV2 frame around a dialog template, as the tracker's context menu opens it. */
function openDialog(template: string, context: object, title: string, theme: Theme): Promise<Page> {
  const content = renderer.render(template, context);
  const colours =
    theme === "dark" ? "color: #e7e5e0; background: #23252d" : "color: #191813; background: #e9e6df";
  const html = `<div class="dialog-form" style="padding: 1rem; ${colours}"><div class="dialog-content">${content}</div>
<footer class="form-footer"><button type="submit">OK</button></footer></div>`;
  const layout: SheetLayout = { classes: ["dialog"], width: 400, height: 260, parts: {}, tabs: [] };
  return browser.open({ layout, parts: [{ id: "dialog", html }], title, theme });
}

describe("combat tracker", () => {
  it("shows each combatant's badges from the engine; a dying combatant's row is greyed out; both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await openTracker(theme);
      await SheetBrowser.screenshot(page, `combat-tracker-${theme}`);
      expect(await auditSheet(page), theme).toEqual(CLEAN_AUDIT);
      const rows = await page.locator(".combatant").evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector(".name")?.textContent,
          badges: [...item.querySelectorAll(".swrpg-combat-badge")].map((badge) => badge.textContent),
          greyed: item.classList.contains("swrpg-cannot-act"),
        })),
      );
      expect(rows).toEqual([
        { name: "Kyla Venn", badges: [], greyed: false },
        { name: "Imperial stormtrooper sergeant", badges: ["Delayed"], greyed: false },
        { name: "Scout trooper", badges: ["Dying"], greyed: true },
        { name: "Probe droid", badges: ["One attack or move action"], greyed: false },
        {
          name: "Rodian bounty hunter",
          badges: ["Readied", "Used readied action (no regular action)"],
          greyed: false,
        },
      ]);
      // A long badge wraps inside the sidebar instead of widening it.
      const widest = await page
        .locator(".swrpg-combat-badge")
        .evaluateAll((badges) => Math.max(...badges.map((badge) => badge.getBoundingClientRect().right)));
      const right = await page.locator("#sheet").evaluate((sheet) => sheet.getBoundingClientRect().right);
      expect(widest).toBeLessThanOrEqual(right);
      await page.close();
    }
  });
});

/**
 * The Saga variant's action economy on a Saga round, as showSagaActions renders templates/combat/saga-actions.hbs
 * under each name: what still fits, worked out by hand from saga-variant-character-combat.txt › Actions in
 * Combat (1 standard, 1 move, 1 swift, 3 free; the standard buys a move, a swift or two free actions, the
 * move a swift or a free one) and › Reactions (3 + Dexterity modifier).
 */
const SAGA_ROUND: (TrackerRow & { left: Record<string, number>; owned: boolean })[] = [
  // Dex 14, has spent a standard and a swift action and one reaction: the move is left (or a swift or a
  // free action instead), the three free actions, 4 of 5 reactions.
  {
    name: "Kyla Venn",
    initiative: 21,
    badges: started,
    owned: true,
    left: { standard: 0, move: 1, swift: 1, free: 4, fullRound: 0, reaction: 4 },
  },
  // Dex 10, nothing spent: 1 standard, 2 move, 3 swift, 6 free or 1 full-round action; 3 reactions.
  {
    name: "Imperial stormtrooper sergeant",
    initiative: 17,
    badges: started,
    owned: false,
    left: { standard: 1, move: 2, swift: 3, free: 6, fullRound: 1, reaction: 3 },
  },
  // Dex 12, flat-footed (its first turn has not come): no free action but speaking; 4 reactions.
  {
    name: "Probe droid",
    initiative: 11,
    badges: started,
    owned: false,
    left: { standard: 1, move: 2, swift: 3, free: 0, fullRound: 1, reaction: 4 },
  },
  // Dex 16, took a full-round action: nothing else fits; 2 of 6 reactions used.
  {
    name: "Rodian bounty hunter",
    initiative: 9,
    badges: { ...started, readied: true },
    owned: false,
    left: { standard: 0, move: 0, swift: 0, free: 0, fullRound: 0, reaction: 4 },
  },
];

function sagaRound(viewer: "gm" | "player"): TrackerRow[] {
  return SAGA_ROUND.map(({ left, owned, ...row }) => ({
    ...row,
    extra: renderer.render("combat/saga-actions.hbs", {
      left,
      editable: viewer === "gm" || owned,
      gm: viewer === "gm",
    }),
  }));
}

describe("Saga combat tracker with the variant's action economy", () => {
  it("each row shows what is left of the turn, labelled; the GM's has the reset, a player's only their own row active", async () => {
    for (const [theme, viewer] of [
      ["light", "gm"],
      ["dark", "gm"],
      ["light", "player"],
    ] as const) {
      const page = await openTracker(theme, sagaRound(viewer));
      await SheetBrowser.screenshot(page, `combat-tracker-saga-actions-${viewer}-${theme}`);
      expect(await auditSheet(page), theme).toEqual(CLEAN_AUDIT);
      const rows = await page
        .locator(".combatant")
        .evaluateAll((items) =>
          items.map((item) =>
            [...item.querySelectorAll<HTMLButtonElement>(".swrpg-saga-action")].map(
              (button) =>
                `${button.textContent?.replace(/\s+/g, " ").trim()}${button.disabled ? " (read-only)" : ""}`,
            ),
          ),
        );
      const reset = viewer === "gm" ? ["↺"] : [];
      const readOnly = viewer === "gm" ? "" : " (read-only)";
      expect(rows[0]).toEqual(["Std 0", "Mv 1", "Sw 1", "Fr 4", "Full 0", "Re 4", ...reset]);
      expect(rows[2]).toEqual(
        ["Std 1", "Mv 2", "Sw 3", "Fr 0", "Full 1", "Re 4"].map((text) => text + readOnly).concat(reset),
      );
      // Every counter says what it counts to a screen reader and on hover.
      const labels = await page
        .locator(".combatant")
        .first()
        .locator("button")
        .evaluateAll((buttons) => buttons.map((b) => [b.getAttribute("aria-label"), b.dataset.tooltip]));
      expect(labels[1]).toEqual([
        "Move actions that still fit this turn: 1 (one can be traded for a swift or a free action)",
        "Move actions that still fit this turn: 1 (one can be traded for a swift or a free action)",
      ]);
      expect(labels[5]?.[0]).toBe("Reactions left this round: 4 (3 + Dexterity modifier)");
      // The counters wrap inside the sidebar instead of widening it.
      const widest = await page
        .locator(".swrpg-saga-action")
        .evaluateAll((buttons) => Math.max(...buttons.map((b) => b.getBoundingClientRect().right)));
      const right = await page.locator("#sheet").evaluate((sheet) => sheet.getBoundingClientRect().right);
      expect(widest).toBeLessThanOrEqual(right);
      await page.close();
    }
  });
});

describe("combat tracker dialogs", () => {
  it("delay and initiative group, both themes: labelled, filled in, no raw keys", async () => {
    for (const theme of ["light", "dark"] as const) {
      const delay = await openDialog(
        "combat/delay-dialog.hbs",
        { name: "Scout trooper", count: 14, maxCount: 13 },
        "Delay",
        theme,
      );
      await SheetBrowser.screenshot(delay, `combat-delay-dialog-${theme}`);
      expect(await auditSheet(delay)).toEqual(CLEAN_AUDIT);
      expect(await delay.locator('input[name="count"]').inputValue()).toBe("13");
      expect(await delay.locator(".hint").innerText()).toMatch(/^Scout trooper acts on count 14\./);
      await delay.close();
      const group = await openDialog(
        "combat/group-dialog.hbs",
        { name: "Stormtrooper", groups: [{ id: "g1", name: "Squad A", selected: true }] },
        "Initiative group",
        theme,
      );
      await SheetBrowser.screenshot(group, `combat-group-dialog-${theme}`);
      expect(await auditSheet(group)).toEqual(CLEAN_AUDIT);
      expect(await group.locator('select[name="group"]').inputValue()).toBe("g1");
      expect(await group.locator('label[for="swrpg-group-choice"]').innerText()).toBe(
        "Group for Stormtrooper",
      );
      await group.close();
    }
  });
});
