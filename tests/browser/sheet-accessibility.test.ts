// What a keyboard or screen-reader user meets on the character sheet, and what the light theme shows:
// tabs with roles, aria-controls and arrow keys; a portrait usable by keyboard; a name for every field;
// attack buttons named with their weapon; wounds neutral when full and red as they fall; core icons
// (white, as the harness serves them) on a dark backing.
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHARACTER_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import { bindButtonRoleKeys, bindTabKeys } from "../../src/applications/sheets/sheet-keyboard.ts";
import type { ActorSheetView } from "../../src/rulesets/rcr/sheets/views/actor-sheet-view.ts";
import { hero } from "./fixtures/sheet-fixtures.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

let browser: SheetBrowser;
let renderer: TemplateRenderer;
let actor: Actor.Implementation;

beforeAll(async () => {
  [browser, actor] = await Promise.all([SheetBrowser.launch(), hero()]);
  renderer = new TemplateRenderer();
});
afterAll(async () => browser?.close());

async function open(
  tab = "stats",
  theme: Theme = "light",
  change: (view: ActorSheetView) => ActorSheetView = (view) => view,
): Promise<Page> {
  const parts = renderer.renderSheet(CHARACTER_SHEET_LAYOUT, change(actorContext(actor)), tab);
  const page = await browser.open({ layout: CHARACTER_SHEET_LAYOUT, parts, title: actor.name, theme });
  // The sheet's own keyboard bindings, and a record of the clicks they make (ApplicationV2 acts on clicks).
  await page.locator("#sheet").evaluate(bindTabKeys);
  await page.locator("#sheet").evaluate(bindButtonRoleKeys);
  await page.evaluate(() => {
    const clicks: string[] = [];
    Object.assign(window, { clicks });
    document.addEventListener("click", (event) => {
      const target = event.target as HTMLElement;
      clicks.push(target.dataset.tab ?? target.dataset.action ?? target.tagName);
    });
  });
  return page;
}

const clicks = (page: Page) => page.evaluate(() => (window as unknown as { clicks: string[] }).clicks);
const focusedTab = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement).dataset.tab);

describe("tabs", () => {
  it("each tab controls its panel: role tab, aria-controls naming a tabpanel labelled by the tab", async () => {
    const page = await open();
    const pairs = await page.locator('[role="tab"]').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
        return {
          tab: tab.getAttribute("data-tab"),
          panel: panel?.getAttribute("data-tab"),
          role: panel?.getAttribute("role"),
          labelledBy: panel?.getAttribute("aria-labelledby") === tab.id,
        };
      }),
    );
    expect(pairs).toHaveLength(CHARACTER_SHEET_LAYOUT.tabs.length);
    for (const pair of pairs)
      expect(pair).toEqual({ tab: pair.tab, panel: pair.tab, role: "tabpanel", labelledBy: true });
    await page.close();
  });
  it("the arrow keys move to the next or previous tab and open it, wrapping; Home and End go to the ends", async () => {
    const page = await open();
    const ids = CHARACTER_SHEET_LAYOUT.tabs.map((tab) => tab.id);
    await page.locator('[role="tab"]').first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedTab(page)).toBe(ids[1]);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedTab(page)).toBe(ids.at(-1));
    await page.keyboard.press("Home");
    expect(await focusedTab(page)).toBe(ids[0]);
    await page.keyboard.press("End");
    expect(await focusedTab(page)).toBe(ids.at(-1));
    await page.keyboard.press("Enter");
    expect(await clicks(page)).toEqual([ids[1], ids[0], ids.at(-1), ids[0], ids.at(-1), ids.at(-1)]);
    await page.close();
  });
});

describe("portrait", () => {
  it("is reachable by Tab, named, and Enter or Space opens the image picker as a click does", async () => {
    const page = await open();
    const portrait = page.locator("img.portrait");
    expect(await portrait.getAttribute("role")).toBe("button");
    expect(await portrait.getAttribute("aria-label")).toBe(`Change the portrait of ${actor.name}`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("portrait");
    await page.keyboard.press("Enter");
    await page.keyboard.press(" ");
    expect(await clicks(page)).toEqual(["editImage", "editImage"]);
    await page.close();
  });
});

describe("fields and buttons a screen reader announces", () => {
  it("every field of the Stats tab has a visible name, and no hint lives only in a hover tooltip", async () => {
    const page = await open("stats");
    const unnamed = await page.locator('section[data-tab="stats"], header').evaluateAll((roots) =>
      roots.flatMap((root) =>
        [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")]
          .filter((field) => field.type !== "hidden")
          .filter((field) => {
            const byIds = (field.getAttribute("aria-labelledby") ?? "")
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
              .join("");
            const label = field.closest("label")?.textContent?.trim() ?? "";
            return byIds === "" && label === "" && !field.getAttribute("aria-label");
          })
          .map((field) => field.name),
      ),
    );
    expect(unnamed).toEqual([]);
    const tooltipOnly = await page
      .locator('section[data-tab="stats"] input[data-tooltip]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));
    expect(tooltipOnly).toEqual([]);
    // The saves' base and total columns are named on screen.
    expect(await page.locator(".save-columns").innerText()).toMatch(/Base\s+Total/);
    expect(await page.locator(".combat-stat.bab .input-caption").innerText()).toBe("Base");
    expect(await page.locator(".combat-stat.speed .input-caption").innerText()).toBe("Override");
    await page.close();
  });
  it("each attack button's accessible name says which weapon it attacks with", async () => {
    const page = await open("attacks");
    for (const weapon of ["Heavy blaster pistol", "Vibrodagger", "Unarmed strike"]) {
      expect(await page.getByRole("button", { name: `Attack ${weapon}`, exact: true }).count(), weapon).toBe(
        1,
      );
      expect(await page.getByRole("button", { name: new RegExp(`^Full attack .+ ${weapon}$`) }).count()).toBe(
        1,
      );
    }
    // The headers say what the numbers are.
    expect(await page.locator(".attack-stat.bonus dt").first().innerText()).toBe("Bonus");
    expect(await page.locator(".attack-stat.range dt").first().innerText()).toBe("Range increment");
    // The buttons stand in one column: the same left edge on every row.
    const lefts = await page
      .locator('button[data-action="fullAttack"]')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(3);
    expect(new Set(lefts).size).toBe(1);
    await page.close();
  });
});

/** The wounds bar's fill colour as [r, g, b]. */
async function woundsColour(page: Page): Promise<number[]> {
  const colour = await page
    .locator(".swrpg-resource.wounds .resource-fill")
    .evaluate((fill) => getComputedStyle(fill).backgroundColor);
  // A color-mix() computes to `color(srgb r g b)` in 0..1; a plain colour to `rgb(r, g, b)` in 0..255.
  const scale = colour.startsWith("color(") ? 255 : 1;
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => Number(channel) * scale);
}

describe("health, not alarm", () => {
  it("the wounds bar is neutral when full and turns red as it falls", async () => {
    const at = (value: number) => (view: ActorSheetView) => ({ ...view, wounds: { ...view.wounds, value } });
    const max = actorContext(actor).wounds.max;
    const shades: number[][] = [];
    for (const value of [max, Math.ceil(max / 2), 1]) {
      const page = await open("stats", "light", at(value));
      shades.push(await woundsColour(page));
      await page.close();
    }
    const [full, half, low] = shades.map(([r = 0, g = 0, b = 0]) => r - (g + b) / 2);
    // Redness: none to speak of when full, more at half, most near the end.
    expect(full).toBeLessThan(0);
    expect(half).toBeGreaterThan(full ?? 0);
    expect(low).toBeGreaterThan(100);
  });
});

describe("core icons in the light theme", () => {
  it("condition icons and item thumbnails sit on a dark backing, so white icons show", async () => {
    for (const theme of ["light", "dark"] as const) {
      for (const [tab, selector] of [
        ["conditions", ".condition-toggle img"],
        ["attacks", ".attack-row .item-img"],
      ] as const) {
        const page = await open(tab, theme);
        if (theme === "light") await SheetBrowser.screenshot(page, `character-${tab}-icons`);
        const backing = await page
          .locator(selector)
          .first()
          .evaluate((img) => getComputedStyle(img).backgroundColor);
        const [r = 255, g = 255, b = 255] = (backing.match(/[\d.]+/g) ?? []).map(Number);
        expect((r + g + b) / 3, `${theme} ${selector}`).toBeLessThan(100);
        await page.close();
      }
    }
  });
});
