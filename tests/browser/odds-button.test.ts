// The GM's Odds button in the combat tracker: src/hooks/odds-button.ts bundled and loaded in Chromium
// with stand-ins for the few Foundry globals it touches, then run on a tracker header like v13's.
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot } from "./harness/paths.ts";

let browser: Browser;
let code = "";

beforeAll(async () => {
  const bundled = await build({
    configFile: false,
    root: repoRoot,
    logLevel: "silent",
    build: {
      write: false,
      target: "es2022",
      minify: false,
      lib: {
        entry: "tests/browser/fixtures/odds-button-entry.ts",
        formats: ["es"],
        fileName: () => "odds-button.mjs",
      },
    },
  });
  const output = Array.isArray(bundled) ? bundled[0] : bundled;
  code = (output && "output" in output ? output.output.find((c) => c.type === "chunk")?.code : "") ?? "";
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** A page with a tracker header, the Foundry stand-ins, and the hook module loaded. */
async function trackerPage(isGM: boolean, worldRuleset = "rcr"): Promise<Page> {
  const page = await browser.newPage();
  await page.route("http://foundry.test/**", (route) =>
    route.request().url().endsWith("/odds-button.mjs")
      ? route.fulfill({ contentType: "text/javascript", body: code })
      : route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><section id="combat"><header class="combat-tracker-header">
<nav class="encounters"></nav><div class="encounter-controls"><strong>Round 1</strong></div></header></section>`,
        }),
  );
  await page.goto("http://foundry.test/index.html");
  await page.evaluate(
    ([gm, ruleset]) => {
      const w = window as unknown as Record<string, unknown>;
      const hooks: Record<string, ((...args: unknown[]) => void)[]> = {};
      const warnings: string[] = [];
      w.warnings = warnings;
      w.Hooks = {
        on: (name: string, fn: (...args: unknown[]) => void) => {
          hooks[name] = [...(hooks[name] ?? []), fn];
        },
        callAll: (name: string, ...args: unknown[]) => {
          for (const fn of hooks[name] ?? []) fn(...args);
        },
        onError: () => undefined,
      };
      w.foundry = { abstract: { TypeDataModel: class {} } };
      w.game = {
        user: { isGM: gm },
        settings: {
          get: (scope: string, key: string) => (scope === "swrpg" && key === "ruleset" ? ruleset : undefined),
        },
        i18n: { localize: (key: string) => ({ "SWRPG.Odds.Button": "Odds" })[key] ?? key },
      };
      w.ui = { notifications: { warn: (key: string) => warnings.push(key), error: () => undefined } };
    },
    [isGM, worldRuleset] as const,
  );
  await page.addScriptTag({
    type: "module",
    content: 'import { oddsButton } from "/odds-button.mjs"; oddsButton.listen(); window.hookReady = true;',
  });
  await page.waitForFunction(() => (window as unknown as { hookReady?: boolean }).hookReady === true);
  return page;
}

async function renderTracker(page: Page, withCombat = true): Promise<void> {
  await page.evaluate((has) => {
    const w = window as unknown as { Hooks: { callAll(name: string, ...args: unknown[]): void } };
    const combat = has ? { id: "c1", round: 1, turn: 0, combatants: { contents: [] } } : null;
    w.Hooks.callAll("renderCombatTracker", { viewed: combat }, document.querySelector("#combat"));
  }, withCombat);
}

describe("the Odds button", () => {
  it("the GM gets one, in the encounter controls, once however often the tracker renders", async () => {
    const page = await trackerPage(true);
    await renderTracker(page);
    await renderTracker(page);
    const buttons = page.locator(".encounter-controls .swrpg-odds-button");
    expect(await buttons.count()).toBe(1);
    expect((await buttons.textContent())?.trim()).toBe("Odds");
    expect(await buttons.getAttribute("data-tooltip")).toBe("SWRPG.Odds.ButtonHint");
    await page.close();
  });
  it("players get none, nor does the GM without a combat", async () => {
    const player = await trackerPage(false);
    await renderTracker(player);
    expect(await player.locator(".swrpg-odds-button").count()).toBe(0);
    await player.close();
    const gm = await trackerPage(true);
    await renderTracker(gm, false);
    expect(await gm.locator(".swrpg-odds-button").count()).toBe(0);
    await gm.close();
  });
  it("a world whose ruleset the simulator does not run (no odds part) shows none, even to the GM", async () => {
    const page = await trackerPage(true, "minimal");
    await renderTracker(page);
    expect(await page.locator(".swrpg-combat-tracker-header, .encounter-controls").count()).toBe(1);
    expect(await page.locator(".swrpg-odds-button").count()).toBe(0);
    await page.close();
  });
  it("a click on a combat without two sides warns instead of simulating", async () => {
    const page = await trackerPage(true);
    await renderTracker(page);
    await page.locator(".swrpg-odds-button").click();
    await page.waitForFunction(() => (window as unknown as { warnings: string[] }).warnings.length > 0);
    expect(await page.evaluate(() => (window as unknown as { warnings: string[] }).warnings)).toEqual([
      "SWRPG.Odds.NeedSides",
    ]);
    expect(await page.locator(".swrpg-odds-button").isDisabled()).toBe(false);
    await page.close();
  });
});
