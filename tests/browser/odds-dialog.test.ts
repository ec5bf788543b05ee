// The Odds dialog (issue 20) rendered from its real template with the English strings and the
// simulator's real odds for the default encounter, in headless Chromium, light and dark; and the
// simulator's Web Worker run in Chromium, giving the same odds as Node for the same seed.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { runOdds as RunOdds } from "../../src/applications/odds/odds-runner.ts";
import { oddsView } from "../../src/applications/odds/odds-view.ts";
import { d6DefaultEncounter } from "../../src/rulesets/d6/simulate/default-encounter.ts";
import { defaultEncounter } from "../../src/rulesets/rcr/simulate/default-encounter.ts";
import { sagaDefaultEncounter } from "../../src/rulesets/saga/simulate/default-encounter.ts";
import { d6Ruleset } from "../../src/simulate/d6/d6-ruleset.ts";
import { rcrRuleset, simulate } from "../../src/simulate/index.ts";
import { sagaRuleset } from "../../src/simulate/saga/saga-ruleset.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const css = ["styles/sheets/theme.css", "styles/odds.css"]
  .map((file) => readFileSync(path.join(repoRoot, file), "utf8"))
  .join("\n");
const odds = simulate(rcrRuleset, defaultEncounter(), { fights: 10_000, seed: 2026 });
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** A stand-in for a v13 dialog window (core's stylesheet is licensed): 460 px wide, themed by class. */
const FRAME = `
body { margin: 0; padding: 12px; font: 14px "DejaVu Sans", sans-serif; }
body.theme-light { background: #d9d6cf; }
body.theme-dark { background: #0b0c10; }
#dialog { box-sizing: border-box; width: 460px; padding: 10px 12px; border-radius: 6px; background: var(--swrpg-surface); }`;

async function open(context: object, theme: "light" | "dark"): Promise<{ page: Page; html: string }> {
  const html = renderer.render("odds/odds-dialog.hbs", context);
  const page = await browser.newPage({ viewport: { width: 484, height: 900 } });
  await page.setContent(
    `<!doctype html><html><head><style>${FRAME}</style><style>${css}</style></head><body class="theme-${theme}"><div id="dialog" class="application swrpg swrpg-odds-dialog themed theme-${theme}">${html}</div></body></html>`,
  );
  return { page, html };
}

const visibleText = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("the Odds dialog", () => {
  it("while running: the fights to go and a progress bar", async () => {
    const { page, html } = await open({ running: true, progress: 40, fights: "10,000" }, "light");
    expect(visibleText(html)).toMatch(/Simulating 10,000 fights…/);
    expect(await page.locator("progress").evaluate((el) => (el as HTMLProgressElement).value)).toBe(40);
    await page.close();
  });

  it("each side's chance to win, the rounds, every combatant's drop and death chance, no raw keys", async () => {
    const view = oddsView(odds);
    const { page, html } = await open({ view, ignored: "Jawa trader" }, "light");
    const text = visibleText(html);
    expect(text).not.toMatch(/SWRPG\.|\{\w+\}/);
    expect(text).toMatch(/10,000 fights: \d+\.\d rounds expected; 90 % of fights are over by round \d+\./);
    for (const side of odds.sides)
      expect(text).toContain(`${side.name} ${(side.winChance * 100).toFixed(1)} %`);
    expect(await page.locator(".swrpg-odds-combatants tbody tr").count()).toBe(7);
    expect(text).toMatch(/Arden Solus \(Jedi Guardian 1\) Heroes \d+\.\d % \d+\.\d %/);
    expect(text).toMatch(/Left out \(neutral, secret or not a system actor\): Jawa trader/);
    const bars = page.locator(".swrpg-odds-bar");
    expect(await bars.count()).toBe(view.histogram.bars.length);
    expect(view.histogram.bars.length).toBeGreaterThan(3);
    // Nothing wider than the dialog.
    const overflow = await page.locator("#dialog").evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await page.close();
  });

  it("themed: bars and text take the light and the dark interface's colours; screenshots of both", async () => {
    const view = oddsView(odds);
    const colours: Record<string, { bar: string; ink: string }> = {};
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open({ view, ignored: "" }, theme);
      colours[theme] = {
        bar: await page
          .locator(".swrpg-odds-bar")
          .first()
          .evaluate((el) => getComputedStyle(el).fill),
        ink: await page
          .locator(".swrpg-odds-name")
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      };
      await page
        .locator("#dialog")
        .screenshot({ path: path.join(screenshotDir, `odds-dialog-${theme}.png`) });
      await page.close();
    }
    expect(colours.light).toEqual({ bar: "rgb(154, 91, 0)", ink: "rgb(28, 29, 33)" });
    expect(colours.dark).toEqual({ bar: "rgb(243, 182, 74)", ink: "rgb(236, 238, 242)" });
  });
});

/** One ES module of `entry`, bundled by Vite (minified as shipped). */
async function bundleModule(entry: string): Promise<string> {
  const bundled = await build({
    configFile: false,
    root: repoRoot,
    logLevel: "silent",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry, formats: ["es"], fileName: () => "module.mjs" },
    },
  });
  const output = Array.isArray(bundled) ? bundled[0] : bundled;
  const code = output && "output" in output ? output.output.find((c) => c.type === "chunk")?.code : undefined;
  if (!code) throw new Error(`${entry} did not bundle`);
  return code;
}

describe("the Odds dialog for Saga and D6, a side that starts down, and fights played in the page", () => {
  it("Saga odds with a share over before anyone acted, round 0's bar, and the in-page note; screenshot", async () => {
    const sagaOdds = simulate(sagaRuleset, sagaDefaultEncounter(), { fights: 2000, seed: 3 });
    // A side that starts down in 30 % of the fights: the dialog's lines must stay true.
    const started = {
      ...sagaOdds,
      rounds: {
        ...sagaOdds.rounds,
        distribution: [0.3, ...sagaOdds.rounds.distribution.slice(1).map((share) => share * 0.7)],
      },
    };
    const view = oddsView(started);
    const { page, html } = await open({ view, ignored: "", inPage: true }, "dark");
    const text = visibleText(html);
    expect(text).not.toMatch(/SWRPG\.|\{\w+\}/);
    expect(text).toContain(
      "30.0 % of the fights were over before anyone acted: a side started with nobody able to fight.",
    );
    expect(text).toContain("No background worker could start on this host: the fights ran in this page.");
    expect(await page.locator(".swrpg-odds-bar-label").first().textContent()).toBe("0");
    expect(text).toMatch(/Jedi \(Human, 1st level\) Heroes \d+\.\d % \d+\.\d %/);
    const overflow = await page.locator("#dialog").evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await page
      .locator("#dialog")
      .screenshot({ path: path.join(screenshotDir, "odds-dialog-saga-round-0-dark.png") });
    await page.close();
  });
  it("D6 odds from the packs' default encounter; screenshot", async () => {
    const packs = (reference: string): unknown => {
      try {
        return JSON.parse(readFileSync(path.join(repoRoot, "packs/_source", `${reference}.json`), "utf8"));
      } catch {
        return null;
      }
    };
    const d6Odds = simulate(d6Ruleset, d6DefaultEncounter(packs), { fights: 2000, seed: 3 });
    const { page, html } = await open({ view: oddsView(d6Odds), ignored: "" }, "light");
    expect(visibleText(html)).toMatch(/Tavo Ren \(Young Jedi\) Heroes \d+\.\d % \d+\.\d %/);
    await page.locator("#dialog").screenshot({ path: path.join(screenshotDir, "odds-dialog-d6-light.png") });
    await page.close();
  });
});

describe("the Odds run in Chromium: several Web Workers, or the page itself", () => {
  const request = { ruleset: "rcr", encounter: defaultEncounter(), fights: 2000, seed: 99 };
  const expected = simulate(rcrRuleset, request.encounter, request);

  async function pageWithRunner() {
    const [worker, runner] = await Promise.all([
      bundleModule("src/simulate/worker/simulate-worker.ts"),
      bundleModule("src/applications/odds/odds-runner.ts"),
    ]);
    const page = await browser.newPage();
    await page.route("http://foundry.test/**", (route) => {
      const url = route.request().url();
      if (url.endsWith("/worker.mjs")) return route.fulfill({ contentType: "text/javascript", body: worker });
      if (url.endsWith("/runner.mjs")) return route.fulfill({ contentType: "text/javascript", body: runner });
      return route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><title>odds</title><script type="module">import { runOdds } from "/runner.mjs"; window.runOdds = runOdds;</script>',
      });
    });
    await page.goto("http://foundry.test/index.html");
    await page.waitForFunction(() => "runOdds" in window);
    return page;
  }

  /** Runs `runOdds` in the page; the page's own thread ticks a timer meanwhile. */
  const runInPage = (page: Awaited<ReturnType<typeof pageWithRunner>>, url: string, cores: number) =>
    page.evaluate(
      async ({ url, message, cores }) => {
        const { runOdds } = window as unknown as { runOdds: typeof RunOdds };
        const progress: number[] = [];
        let ticks = 0;
        const timer = setInterval(() => ticks++, 1);
        const started = performance.now();
        const run = runOdds(url, message, (done: number) => progress.push(done), cores);
        const odds = await run.result;
        clearInterval(timer);
        return { odds, progress, ticks, inPage: run.inPage(), ms: performance.now() - started };
      },
      { url, message: request, cores },
    );

  it("four Web Workers share the blocks and give the very odds Node computes; the page keeps ticking", async () => {
    const page = await pageWithRunner();
    const answer = await runInPage(page, "/worker.mjs", 4);
    expect(answer.odds).toEqual(expected);
    expect(answer.inPage).toBe(false);
    expect(answer.progress).toHaveLength(8);
    expect(answer.progress.at(-1)).toBe(1);
    expect(answer.ticks).toBeGreaterThan(0);
    await page.close();
  });

  it("a worker script from another origin cannot start: the page plays the fights in slices, same odds and progress", async () => {
    const page = await pageWithRunner();
    const answer = await runInPage(page, "http://elsewhere.test/worker.mjs", 4);
    expect(answer.inPage).toBe(true);
    expect(answer.odds).toEqual(expected);
    expect(answer.progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((b) => b / 8));
    // The page answered between the slices.
    expect(answer.ticks).toBeGreaterThan(0);
    await page.close();
  });
});
