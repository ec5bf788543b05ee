// The line shown while an area follows the pointer (src/canvas/area-hint.ts), built by the real code (bundled
// for the page) with the English strings, over a map-like canvas, with the system's CSS: it reads what is
// placed and how, sits at the top center of the screen, and lets the pointer through to the canvas.
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";

const ORIGIN = "http://foundry.test";
let browser: Browser;
let hintScript: string;

/** The English strings, flat by key, as game.i18n reads them. */
function english(): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === "string") flat[prefix] = node;
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  walk(JSON.parse(readFileSync(path.join(repoRoot, "lang/en.json"), "utf8")), "");
  return flat;
}

beforeAll(async () => {
  browser = await launchChromium();
  const bundled = await build({
    entryPoints: [path.join(repoRoot, "src/canvas/area-hint.ts")],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "areaHint",
  });
  hintScript = bundled.outputFiles[0]?.text ?? "";
});
afterAll(() => browser?.close());

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/systems/swrpg/styles/swrpg.css">
<style>
  body { margin: 0; width: 1000px; height: 420px; background: #3b4a3a;
    background-image: linear-gradient(#0006 1px, transparent 1px), linear-gradient(90deg, #0006 1px, transparent 1px);
    background-size: 100px 100px; }
  #canvas { position: absolute; inset: 0; }
  .burst { position: absolute; left: 300px; top: 100px; width: 400px; height: 400px; border-radius: 50%;
    border: 3px solid #ff6400; background: #ff640033; }
</style></head>
<body class="vtt game system-swrpg theme-dark"><div id="canvas"><div class="burst"></div></div></body></html>`;

describe("the area placement hint", () => {
  it("names what is placed and how, at the top center, over the map, without taking the pointer; screenshot saved", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 420 } });
    await page.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === "/") return route.fulfill({ contentType: "text/html", body: PAGE });
      const file = path.join(repoRoot, decodeURIComponent(url.pathname.replace("/systems/swrpg/", "")));
      return route.fulfill({ contentType: "text/css", body: readFileSync(file) });
    });
    await page.goto(`${ORIGIN}/`, { waitUntil: "load" });
    await page.evaluate((strings) => {
      const fill = (text: string, data: Record<string, string>) =>
        text.replace(/\{(\w+)\}/g, (_all, name: string) => data[name] ?? `{${name}}`);
      Object.assign(window, {
        game: {
          i18n: {
            localize: (key: string) => strings[key] ?? key,
            format: (key: string, data: Record<string, string>) => fill(strings[key] ?? key, data),
          },
        },
      });
    }, english());
    await page.addScriptTag({ content: hintScript });
    await page.evaluate(() =>
      (window as unknown as { areaHint: { showAreaHint(hint: object): () => void } }).areaHint.showAreaHint({
        key: "SWRPG.Saga.Area.Title",
        data: { weapon: "Frag grenade" },
      }),
    );
    const hint = page.locator(".swrpg-area-hint");
    expect(await hint.innerText()).toBe(
      "Place the area: Frag grenade\nIt follows the pointer. Left click places it; right click or Escape cancels.",
    );
    const box = await hint.boundingBox();
    if (!box) throw new Error("the hint is not shown");
    expect(Math.abs(box.x + box.width / 2 - 500)).toBeLessThan(1);
    expect(box.y).toBeLessThan(20);
    expect(await hint.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe("none");
    // A click on the hint lands on the canvas under it.
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.id || document.elementFromPoint(x, y)?.className,
        { x: box.x + 5, y: box.y + 5 },
      ),
    ).toBe("canvas");
    await page.screenshot({ path: path.join(screenshotDir, "area-placement-hint.png") });
    await page.close();
  });
});
