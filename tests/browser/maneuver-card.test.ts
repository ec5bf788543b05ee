// The special-attack cards in Chromium, each built by the real resolver and the engine from plain fighters
// and scripted dice (the flow's own path without Foundry), its context (maneuverCardContext) rendered from
// the real template with the real `handlebars` and the English strings, with the system's chat CSS.
// Screenshots of each maneuver's card, light and dark, which we look at.
import "./fixtures/foundry-globals.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conditionEffects } from "../../src/rules/index.ts";
import { maneuverCardContext } from "../../src/rulesets/rcr/maneuvers/maneuver-card.ts";
import { resolveManeuver } from "../../src/rulesets/rcr/maneuvers/maneuver-resolve.ts";
import {
  defaultManeuverOptions,
  type FighterView,
  FREE,
  type ManeuverCard,
  type ManeuverDice,
  type ManeuverKind,
  type ManeuverOptions,
} from "../../src/rulesets/rcr/maneuvers/maneuver-types.ts";
import { launchChromium } from "./harness/chromium.ts";
import { loadEnglish, translate } from "./harness/foundry-core-helpers.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const english = loadEnglish();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  const world = globalThis as unknown as { game: Record<string, unknown> };
  world.game.i18n = {
    localize: (key: string) => translate(english, key),
    format: (key: string, data: Record<string, unknown>) => translate(english, key, data),
  };
});
afterAll(async () => browser?.close());

function soldier(name: string, uuid: string, x: number): FighterView {
  return {
    tokenUuid: uuid,
    actorUuid: `Actor.${name}`,
    name,
    size: "medium",
    bab: 1,
    strength: 2,
    dexterity: 1,
    meleeParts: [
      { label: "bab", value: 1 },
      { label: "strength", value: 2 },
    ],
    unarmedAttackBonus: 3,
    defense: {
      classBonus: 3,
      dexModifier: 1,
      size: "medium",
      maxDexBonus: null,
      dodgeBonuses: [],
      otherBonuses: 0,
    },
    losesDexBonus: false,
    helpless: false,
    againstMelee: conditionEffects("melee", []),
    weapons: [
      {
        id: "blade",
        name: "Vibroblade",
        melee: true,
        size: "medium",
        twoHanded: false,
        light: false,
        attackBonus: 3,
        equipped: true,
      },
    ],
    grapple: FREE,
    at: { x, y: 0, width: 1, height: 1 },
  };
}

const kyla = soldier("Kyla Venn", "Scene.s.Token.kyla", 0);
const trooper = soldier("TK-421", "Scene.s.Token.tk", 100);

function scripted(d20s: number[], damage: number[] = []): ManeuverDice {
  return {
    d20: async () => d20s.shift() ?? 10,
    damage: async () => ({ total: damage.shift() ?? 1, rollIndex: 0 }),
  };
}

async function card(
  kind: ManeuverKind,
  d20s: number[],
  options: Partial<ManeuverOptions> = {},
  damage: number[] = [],
) {
  const made = await resolveManeuver(
    {
      options: { ...defaultManeuverOptions(kind), defenderWeaponId: "blade", ...options },
      attacker: kyla,
      defender: trooper,
      others: {},
      scene: { gridSize: 100, gridDistance: 2 },
      speed: 10,
    },
    scripted(d20s, damage),
  );
  if ("ok" in made) throw new Error(made.refused);
  return made as ManeuverCard;
}

const css = ["styles/chat.css", "styles/rcr-maneuvers.css"]
  .map((file) => readFileSync(path.join(repoRoot, file), "utf8"))
  .join("\n");

async function shoot(name: string, made: ManeuverCard): Promise<string> {
  const html = renderer.render("rcr/chat/maneuver-card.hbs", maneuverCardContext(made, ""));
  expect(html).not.toMatch(/SWRPG\./);
  let outcome = "";
  for (const theme of ["light", "dark"] as const) {
    const page = await browser.newPage({ viewport: { width: 312, height: 300 } });
    const bg = theme === "light" ? "#f1ede4" : "#23252d";
    const fg = theme === "light" ? "#191813" : "#e7e5e0";
    await page.setContent(
      `<!doctype html><html><head><style>body{margin:0;padding:8px;font:14px "DejaVu Sans",sans-serif;background:${bg};color:${fg}} #chat{width:280px}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
    );
    outcome = (await page.locator(".swrpg-maneuver-outcome").textContent()) ?? "";
    // Nothing spills out of the chat column.
    const overflow = await page.evaluate(() => {
      const chat = document.querySelector("#chat") as HTMLElement;
      return [...chat.querySelectorAll("*")].some(
        (el) => el.getBoundingClientRect().right > chat.getBoundingClientRect().right + 1,
      );
    });
    expect(overflow).toBe(false);
    await page.screenshot({
      path: path.join(screenshotDir, `maneuver-${name}-${theme}.png`),
      fullPage: true,
    });
    await page.close();
  }
  return outcome;
}

describe("the special-attack cards", () => {
  it("grapple: the grab, the grapple checks, the unarmed damage, who won and why", async () => {
    const outcome = await shoot("grapple", await card("grapple", [14, 15, 8], {}, [4]));
    expect(outcome).toBe("Kyla Venn grapples TK-421.");
  });
  it("trip: the failed trip and the trip back", async () => {
    const outcome = await shoot("trip", await card("trip", [14, 5, 15, 15, 5]));
    expect(outcome).toBe("TK-421 keeps their feet and trips Kyla Venn back.");
  });
  it("bantha rush: a charge that follows the push", async () => {
    const outcome = await shoot(
      "bantha-rush",
      await card("banthaRush", [20, 3], { charging: true, follow: true, movementLeft: 6 }),
    );
    expect(outcome).toBe("Kyla Venn pushes TK-421 back 6 m, moving 6 m with them.");
  });
  it("disarm: the opposed attack rolls", async () => {
    const outcome = await shoot("disarm", await card("disarm", [16, 9], { weaponId: "blade" }));
    expect(outcome).toBe("Kyla Venn knocks Vibroblade from TK-421's hands.");
  });
  it("overrun: blocked and tripped", async () => {
    const outcome = await shoot("overrun", await card("overrun", [12, 17, 6]));
    expect(outcome).toBe("Kyla Venn bowls TK-421 over: the charge goes on.");
  });
});
