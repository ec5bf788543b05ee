// The healing card in Chromium, built by the real code (healing-plan.ts over the engine's `rest` and
// `stabilizeWithHelp`, healing-card.ts), rendered from its real template with the real `handlebars` and the
// English strings, with the chat CSS. Screenshots, light and dark.
import "./fixtures/foundry-globals.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HealingRecord, healingCardContext } from "../../src/rulesets/rcr/healing/healing-card.ts";
import { afterRest, afterStabilize, type Patient } from "../../src/rulesets/rcr/healing/healing-plan.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const patient: Patient = {
  level: 5,
  vitality: 12,
  vitalityMax: 40,
  wounds: 9,
  woundsMax: 14,
  stable: false,
  tended: false,
};
const before = { vitality: 12, wounds: 9, stable: false, tended: false };

describe("the healing card", () => {
  it("after a night's rest and after a stabilize: what changed, with Undo; screenshots light and dark", async () => {
    const rest = { hours: 8, days: 1, longTermCare: true };
    const rested: HealingRecord = {
      kind: "rest",
      actorUuid: "Actor.kyla",
      name: "Kyla Venn",
      before,
      after: afterRest(patient, rest),
      rest,
    };
    const dying = { ...patient, wounds: -3 };
    const stabilize = { method: "treatInjury" as const, checkTotal: 17 };
    const result = afterStabilize(dying, stabilize);
    const stabilized: HealingRecord = {
      kind: "stabilize",
      actorUuid: "Actor.dace",
      name: "Dace Orlen",
      before: { ...before, wounds: -3 },
      after: result.after,
      stabilize,
      dc: result.dc,
      success: result.success,
    };
    const html = [rested, stabilized]
      .map((record) => renderer.render("rcr/chat/healing-card.hbs", healingCardContext(record)))
      .join("<hr>");
    expect(html).not.toMatch(/SWRPG\./);
    const css = readFileSync(path.join(repoRoot, "styles/chat.css"), "utf8");
    for (const theme of ["light", "dark"] as const) {
      const page = await browser.newPage({ viewport: { width: 312, height: 360 } });
      const bg = theme === "light" ? "#f1ede4" : "#23252d";
      const fg = theme === "light" ? "#191813" : "#e7e5e0";
      await page.setContent(
        `<!doctype html><html><head><style>body{margin:0;padding:8px;font:14px "DejaVu Sans",sans-serif;background:${bg};color:${fg}} #chat{width:280px} button{font:inherit;color:inherit;background:rgb(127 127 127 / 15%);border:1px solid rgb(127 127 127 / 60%);border-radius:3px}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
      );
      const changes = await page.locator(".swrpg-healing-change").allTextContents();
      // Level 5 × 8 hours = +40, capped at 40; long-term care: +2 wounds.
      expect(changes.slice(0, 2)).toEqual(["Vitality points: 12 → 40 (+28)", "Wound points: 9 → 11 (+2)"]);
      await expect(page.locator(".swrpg-healing-stable").textContent()).resolves.toBe(
        "Stable: no longer loses a wound point each round.",
      );
      await page.screenshot({ path: path.join(screenshotDir, `healing-card-${theme}.png`), fullPage: true });
      await page.close();
    }
  });
});
