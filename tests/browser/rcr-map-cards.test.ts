// RCR on the map in Chromium: the grenade card (a throw that deviated, each burst token's Reflex save, the
// shared Apply and Undo), the maneuver card (a grab: the touch attack, both grapple checks, a tie rolled
// again, the unarmed damage and the statuses to apply) and the attack dialog with what the scene measured,
// each in both themes, rendered from the real templates with the system's chat and map CSS.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import { attackDialogContext } from "../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import type { AttackCardData } from "../../src/rulesets/rcr/dice/attack-card-data.ts";
import { grenadeCardContext } from "../../src/rulesets/rcr/grenade/grenade-card.ts";
import { throwGrenade } from "../../src/rulesets/rcr/grenade/grenade-throw.ts";
import { maneuverCardContext } from "../../src/rulesets/rcr/maneuvers/maneuver-card.ts";
import { maneuverDialogContext } from "../../src/rulesets/rcr/maneuvers/maneuver-dialog.ts";
import type { ManeuverFighter } from "../../src/rulesets/rcr/maneuvers/maneuver-fighter.ts";
import { DEFAULT_MANEUVER_OPTIONS } from "../../src/rulesets/rcr/maneuvers/maneuver-fighter.ts";
import { runManeuver } from "../../src/rulesets/rcr/maneuvers/maneuver-pipeline.ts";
import { choices, lightsaber, target } from "../foundry/rolls/attack-fixtures.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const css = ["styles/chat.css", "styles/rcr-map.css"]
  .map((file) => readFileSync(path.join(repoRoot, file), "utf8"))
  .join("\n");
let browser: Browser;
let sheets: SheetBrowser;

beforeAll(async () => {
  browser = await launchChromium();
  sheets = await SheetBrowser.launch();
});
afterAll(async () => {
  await browser?.close();
  await sheets?.close();
});

// One message of Foundry's chat log (its stylesheet is licensed): about 280 px of content, themed by the body.
const CHAT_FRAME = `
body { margin: 0; padding: 8px; font: 14px "DejaVu Sans", sans-serif; }
body.theme-light { background: #d9d6cf; color: #191813; }
body.theme-dark { background: #111318; color: #e7e5e0; }
#chat { box-sizing: border-box; width: 296px; padding: 6px 8px; border-radius: 4px; }
.theme-light #chat { background: #f1ede4; }
.theme-dark #chat { background: #23252d; }
button { font: inherit; color: inherit; background: rgb(127 127 127 / 15%); border: 1px solid rgb(127 127 127 / 60%); border-radius: 3px; }`;

async function chat(html: string, theme: Theme): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 312, height: 900 } });
  await page.setContent(
    `<!doctype html><html><head><style>${CHAT_FRAME}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
  );
  return page;
}

const sequence = (values: number[]) => async () => {
  const next = values.shift();
  if (next === undefined) throw new Error("no die left");
  return next;
};

/** A fragmentation grenade thrown 8 m that misses and deviates 3 m long, three troopers near where it lands. */
async function grenadeCard(): Promise<AttackCardData> {
  const d20s = sequence([2]);
  const saves = sequence([14, 3, 19]);
  const card = await throwGrenade(
    {
      attacker: { uuid: "Actor.s", name: "Sergeant Dace Korrin", img: "" },
      weapon: {
        id: "g",
        name: "Fragmentation grenade",
        img: "",
        attackBonus: 2,
        parts: [
          { label: "bab", value: 1 },
          { label: "dexterity", value: 1 },
        ],
        rangeIncrement: 4,
        rangeKind: "thrown",
        radius: 4,
        reflexDC: 15,
        damageFormula: "4d6",
        damageType: "piercing",
      },
      from: { x: 0, y: 0, width: 1, height: 1 },
      aim: { x: 4, y: 0 },
      candidates: [
        {
          tokenUuid: "Scene.s.Token.a",
          actorUuid: "Actor.a",
          name: "Imperial stormtrooper sergeant",
          img: "",
          footprint: { x: 5, y: 0, width: 1, height: 1 },
          reflexBonus: 1,
        },
        {
          tokenUuid: "Scene.s.Token.b",
          actorUuid: "Actor.b",
          name: "Scout trooper",
          img: "",
          footprint: { x: 7, y: 1, width: 1, height: 1 },
          reflexBonus: 2,
        },
        {
          tokenUuid: "Scene.s.Token.c",
          actorUuid: "Actor.c",
          name: "Stormtrooper behind the crates",
          img: "",
          footprint: { x: 6, y: 2, width: 1, height: 1 },
          reflexBonus: 1,
        },
      ],
      walls: [{ x1: 5.5, y1: 1.8, x2: 7, y2: 1.8 }],
      rule: "alternating",
      templateUuid: "Scene.s.MeasuredTemplate.t",
    },
    {
      attack: d20s,
      deviation: async () => ({ d3: 2, d8: 1 }),
      damage: async (formula) => ({ formula, total: 15, rollIndex: 1 }),
      reflex: saves,
    },
  );
  if ("ok" in card) throw new Error("refused");
  return card;
}

function fighter(name: string, overrides: Partial<ManeuverFighter> = {}): ManeuverFighter {
  return {
    actorUuid: `Actor.${name}`,
    tokenUuid: `Scene.s.Token.${name}`,
    name,
    img: "",
    size: "medium",
    bab: 1,
    str: 2,
    dex: 1,
    meleeBonus: 3,
    touchDefense: 11,
    touchBonusAgainst: 0,
    weapon: null,
    ...overrides,
  };
}

describe("grenade card", () => {
  it("shows the throw, the deviation, each token's save and outcome, no raw keys; both themes, screenshots saved", async () => {
    const card = await grenadeCard();
    const outcomes = card.attacks[0]?.targets.map((t) => t.burst?.outcome);
    expect(outcomes).toHaveLength(3);
    for (const theme of ["light", "dark"] as const) {
      const html = renderer.render(
        "rcr/chat/grenade-card.hbs",
        grenadeCardContext(card, "m1", { isGM: true, hideDefense: true }) ?? {},
      );
      const page = await chat(html, theme);
      const text = await page.locator("#chat").innerText();
      expect(text).not.toContain("SWRPG.");
      expect(text).toContain("Misses the square.");
      expect(text).toContain("It lands 3 m long of it");
      expect(text).toContain("Half: 7");
      expect(text).toContain("Full: 15");
      expect(text).toContain("Total cover: out of reach");
      expect(await page.locator('button[data-action="applyTargeted"]').count()).toBe(1);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `rcr-map-grenade-card-${theme}.png`) });
      await page.close();
    }
  });
});

describe("maneuver card", () => {
  it("a grab: touch attack, a tied round rolled again, the deciding round, damage and statuses; both themes", async () => {
    const dice = sequence([12, 10, 10, 15, 6]);
    const card = await runManeuver(
      {
        maneuver: "grapple",
        attacker: fighter("Rorworr the Wookiee"),
        defender: fighter("Imperial stormtrooper sergeant"),
        options: DEFAULT_MANEUVER_OPTIONS,
      },
      { d20: dice, damage: async () => 2 },
    );
    if ("ok" in card) throw new Error("refused");
    expect(card.rounds).toHaveLength(2);
    for (const theme of ["light", "dark"] as const) {
      const page = await chat(
        renderer.render("rcr/chat/maneuver-card.hbs", maneuverCardContext(card, "m2")),
        theme,
      );
      const text = await page.locator("#chat").innerText();
      expect(text).not.toContain("SWRPG.");
      expect(text).toContain("Tied totals and modifiers");
      expect(text).toContain("grapples Imperial stormtrooper sergeant");
      expect(await page.locator('button[data-action="applyManeuver"]').count()).toBe(1);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `rcr-map-maneuver-card-${theme}.png`) });
      await page.close();
    }
  });
});

const DIALOG: SheetLayout = {
  classes: ["dialog", "swrpg-attack-dialog-window"],
  width: 400,
  height: 700,
  parts: {},
  tabs: [],
};

async function dialog(content: string, title: string, theme: Theme): Promise<Page> {
  const colours =
    theme === "dark" ? "color: #e7e5e0; background: #23252d" : "color: #191813; background: #e9e6df";
  const html = `<div class="dialog-form" style="padding: 1rem; ${colours}"><div class="dialog-content">${content}</div>
<footer class="form-footer"><button type="submit">${renderer.lang.get("SWRPG.Dialog.Roll")}</button></footer></div>`;
  return sheets.open({ layout: DIALOG, parts: [{ id: "dialog", html }], title, theme });
}

describe("dialogs with the map", () => {
  it("the melee attack dialog says what was measured and starts the flanking box from it; both themes", async () => {
    const targets = [
      target("sergeant", { name: "Imperial stormtrooper sergeant" }),
      target("scout", { name: "Scout trooper" }),
    ];
    const base = choices();
    const input = {
      weapon: lightsaber(),
      offHandWeapons: [],
      targets,
      choices: {
        ...base,
        targets: {
          [targets[0]!.tokenUuid]: {
            cover: "none" as const,
            concealment: "none" as const,
            intoMelee: false,
            flanking: true,
          },
        },
      },
      measured: {
        [targets[0]!.tokenUuid]: { distance: 2, flankedWith: "Rorworr", inMelee: false },
        [targets[1]!.tokenUuid]: { distance: 6, flankedWith: null, inMelee: true },
      },
    };
    for (const theme of ["light", "dark"] as const) {
      const page = await dialog(
        renderer.render("rcr/dialog/attack-dialog.hbs", attackDialogContext(input)),
        "Lightsaber: attack options",
        theme,
      );
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      const measured = await page.locator(".swrpg-dialog-measured").allInnerTexts();
      expect(measured.map((line) => line.trim())).toEqual([
        "2 m measured · flanked with Rorworr",
        "6 m measured",
      ]);
      expect(await page.locator('[name="flanking-0"]').isChecked()).toBe(true);
      expect(await page.locator('[name="flanking-1"]').isChecked()).toBe(false);
      await SheetBrowser.screenshot(page, `rcr-map-attack-dialog-${theme}`);
      await page.close();
    }
  });
  it("the grapple dialog asks the grapple action and the situation; both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const content = renderer.render(
        "rcr/dialog/maneuver-dialog.hbs",
        maneuverDialogContext("grapple", "Scout trooper", DEFAULT_MANEUVER_OPTIONS),
      );
      const page = await dialog(content, "Grapple", theme);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      expect(await page.locator('[name="move"] option').count()).toBe(6);
      await SheetBrowser.screenshot(page, `rcr-map-grapple-dialog-${theme}`);
      await page.close();
    }
  });
});
