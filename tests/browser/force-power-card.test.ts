// A Force power's card built by the real power pipeline (src/rulesets/saga/force/power-pipeline.ts) and
// rendered from the real Saga card template in headless Chromium: Force Grip against one target's Fortitude
// (its DC ladder, the rung reached, half on a miss) and Force Slam over a group (an area against each
// Fortitude, knocked prone noted). Screenshots, light and dark.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SagaCardViewer, sagaCardContext } from "../../src/rulesets/saga/card/card-context.ts";
import type { SagaAttackCard } from "../../src/rulesets/saga/card/card-data.ts";
import { sagaCardAmount } from "../../src/rulesets/saga/damage/damage-spec.ts";
import { type ForcePowerRequest, runForcePower } from "../../src/rulesets/saga/force/power-pipeline.ts";
import type { ForcePowerView } from "../../src/rulesets/saga/force/power-view.ts";
import { d20, target, trooper } from "../foundry/rulesets/saga/fight/fight-fixtures.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const css = ["styles/chat.css", "styles/saga-cards.css"]
  .map((file) => readFileSync(path.join(repoRoot, file), "utf8"))
  .join("\n");
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const gm: SagaCardViewer = { isGM: true, hideDefense: true };
const FRAME = `
body { margin: 0; padding: 8px; font: 14px "DejaVu Sans", sans-serif; }
body.theme-light { background: #d9d6cf; color: #191813; }
body.theme-dark { background: #111318; color: #e7e5e0; }
#chat { box-sizing: border-box; width: 296px; padding: 6px 8px; border-radius: 4px; }
.theme-light #chat { background: #f1ede4; }
.theme-dark #chat { background: #23252d; }
button { font: inherit; color: inherit; background: rgb(127 127 127 / 15%); border: 1px solid rgb(127 127 127 / 60%); border-radius: 3px; }`;

const grip: ForcePowerView = {
  id: "grip",
  name: "Force Grip",
  img: "",
  action: "standard",
  defense: "fortitude",
  area: { shape: "none", size: 0 },
  ladder: { activationDc: 15, step: 5, rungs: 2, dice: 2, dicePerRung: 2 },
  die: "d6",
  damageType: "bludgeoning",
  missHalf: true,
  conditionSteps: 0,
  stepsPerFiveOver: false,
  knockProne: false,
};
const slam: ForcePowerView = {
  ...grip,
  id: "slam",
  name: "Force Slam",
  area: { shape: "cone", size: 6 },
  ladder: { activationDc: 0, step: 5, rungs: 0, dice: 4, dicePerRung: 0 },
  knockProne: true,
};

function request(power: ForcePowerView, targets = [target("Gamorrean guard", 14)]): ForcePowerRequest {
  return {
    attacker: { ...trooper, name: "Jedi (Human, 1st level)", img: "" },
    user: {
      trained: true,
      useTheForce: {
        total: 11,
        parts: [
          { label: "charisma", value: 1 },
          { label: "trained", value: 5 },
          { label: "skillFocus", value: 5 },
        ],
      },
    },
    power,
    targets,
  };
}

async function rolled(req: ForcePowerRequest, natural: number, damage: number): Promise<SagaAttackCard> {
  const card = await runForcePower(req, d20(natural));
  if (!card || "ok" in card) throw new Error("refused");
  const attack = card.attacks[0];
  if (!attack) throw new Error("no attack");
  return {
    ...card,
    attacks: [{ ...attack, damage: { formula: attack.damageFormula, total: damage, rollIndex: 1 } }],
  };
}

async function open(card: SagaAttackCard, theme: "light" | "dark"): Promise<{ page: Page; html: string }> {
  const takes = (index: number, uuid: string) => {
    const spec = sagaCardAmount(card, index, uuid, "full");
    return "refused" in spec ? null : spec.amount;
  };
  const html = renderer.render("saga/chat/attack-card.hbs", sagaCardContext(card, "m1", gm, [], takes));
  const page = await browser.newPage({ viewport: { width: 312, height: 900 } });
  await page.setContent(
    `<!doctype html><html><head><style>${FRAME}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
  );
  return { page, html };
}

describe("a Force power card", () => {
  it("Force Grip, 10 + 11 = 21: the ladder with DC 20 reached, 4d6 against Fortitude 15; light and dark", async () => {
    const card = await rolled(request(grip), 10, 14);
    for (const theme of ["light", "dark"] as const) {
      const { page, html } = await open(card, theme);
      expect(html).not.toMatch(/SWRPG\./);
      expect(await page.locator(".swrpg-saga-rung").allInnerTexts()).toEqual([
        "DC 15 2d6",
        "DC 20 4d6",
        "DC 25 6d6",
      ]);
      expect(await page.locator(".swrpg-saga-rung-reached").innerText()).toBe("DC 20 4d6");
      expect(await page.locator(".swrpg-target-defense").innerText()).toBe("vs Fortitude 15");
      expect(await page.locator(".swrpg-saga-against").innerText()).toBe("vs Fortitude");
      expect(await page.locator(".swrpg-saga-takes").innerText()).toBe("takes 14");
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `force-power-single-${theme}.png`) });
      await page.close();
    }
  });
  it("Force Slam over a group, 9 + 11 = 20: full on Fortitude 15 and 19, half on 22, prone noted; light and dark", async () => {
    const group = [target("Stormtrooper", 14), target("Sergeant", 18), target("Heavy trooper", 21)];
    const card = await rolled(request(slam, group), 9, 15);
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(card, theme);
      expect(await page.locator(".swrpg-card-target .swrpg-outcome").allInnerTexts()).toEqual([
        "Hit",
        "Hit",
        "Miss",
      ]);
      expect(await page.locator(".swrpg-saga-takes").allInnerTexts()).toEqual([
        "takes 15",
        "takes 15",
        "takes 7",
      ]);
      expect(await page.locator(".swrpg-saga-power").innerText()).toContain("knocked prone");
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `force-power-slam-${theme}.png`) });
      await page.close();
    }
  });
});
