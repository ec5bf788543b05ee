// The attack-of-opportunity prompt in Chromium, built by the real code from a real path: a trooper walks
// past Kyla's vibroblade (provokedByPath, the engine's threatened area), the prompt's context
// (promptContext) rendered from its real template with the real `handlebars` and the English strings, with
// the chat CSS. Screenshots, light and dark; names with markup arrive as text.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { squareLine } from "../../src/rulesets/rcr/opportunity/move-path.ts";
import { promptContext } from "../../src/rulesets/rcr/opportunity/opportunity-prompt.ts";
import { type OpportunityThreatener, provokedByPath } from "../../src/rulesets/rcr/opportunity/provoked.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const kyla: OpportunityThreatener = {
  tokenUuid: "Scene.s.Token.kyla",
  actorUuid: "Actor.kyla",
  name: "Kyla <b>Venn</b>",
  footprint: { x: 5, y: 4, width: 1, height: 1 },
  size: "medium",
  disposition: 1,
  threatens: true,
  hidden: false,
  weaponId: "blade",
  madeThisRound: 0,
  extraPerRound: 0,
};

describe("the prompt", () => {
  it("names who may strike and whom, with the weapon on its button; screenshots light and dark", async () => {
    const start = { x: 1, y: 5 };
    const mover = { tokenUuid: "Scene.s.Token.trooper", width: 1, height: 1, disposition: -1 };
    const provoked = provokedByPath(
      [start, ...squareLine(start, { x: 9, y: 5 })],
      mover,
      [kyla],
      "alternating",
    );
    expect(provoked.map((t) => t.name)).toEqual(["Kyla <b>Venn</b>"]);
    const context = promptContext(
      provoked[0]!,
      { tokenUuid: mover.tokenUuid, name: "Stormtrooper", hidden: false },
      "move",
      "Vibroblade",
    );
    const html = renderer.render("rcr/chat/opportunity-prompt.hbs", context);
    expect(html).not.toMatch(/SWRPG\./);
    expect(html).not.toContain("<b>Venn</b>");
    const css = readFileSync(path.join(repoRoot, "styles/chat.css"), "utf8");
    for (const theme of ["light", "dark"] as const) {
      const page = await browser.newPage({ viewport: { width: 312, height: 260 } });
      const bg = theme === "light" ? "#f1ede4" : "#23252d";
      const fg = theme === "light" ? "#191813" : "#e7e5e0";
      await page.setContent(
        `<!doctype html><html><head><style>body{margin:0;padding:8px;font:14px "DejaVu Sans",sans-serif;background:${bg};color:${fg}} #chat{width:280px} button{font:inherit;color:inherit;background:rgb(127 127 127 / 15%);border:1px solid rgb(127 127 127 / 60%);border-radius:3px}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
      );
      await expect(page.locator(".swrpg-opportunity-attack").textContent()).resolves.toContain(
        "Attack with Vibroblade",
      );
      const reason = await page.locator(".swrpg-opportunity-reason").textContent();
      expect(reason).toBe(
        "Stormtrooper moves out of or through the area Kyla <b>Venn</b> threatens: Kyla <b>Venn</b> may make an attack of opportunity.",
      );
      await page.screenshot({
        path: path.join(screenshotDir, `opportunity-prompt-${theme}.png`),
        fullPage: true,
      });
      await page.close();
    }
  });
});
