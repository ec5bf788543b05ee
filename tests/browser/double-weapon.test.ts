// A double-bladed lightsaber in Chromium: the sheet's Both ends button with the planner's sequence, the
// attack dialog's "Other end" choice, and the card the real pipeline builds for a full attack with both ends
// (rcr-combat.txt › Double Weapon: penalties as for a light off-hand weapon). Screenshots, light and dark.
import "./fixtures/foundry-globals.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHARACTER_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import { planAttacks } from "../../src/rules/index.ts";
import { attackDialogContext } from "../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { type AttackRefusal, runAttack } from "../../src/rulesets/rcr/attack/attack-pipeline.ts";
import { attackCardContext } from "../../src/rulesets/rcr/dice/attack-card-context.ts";
import type { AttackCardData } from "../../src/rulesets/rcr/dice/attack-card-data.ts";
import { attackerView, weaponView } from "../../src/rulesets/rcr/dice/combatant-views.ts";
import { createActor, settle, systemOf } from "../foundry/data/fixtures.ts";
import { choices, scriptedDice, target } from "../foundry/rolls/attack-fixtures.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { auditSheet } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
let sheets: SheetBrowser;
let chromium: Browser;
let actor: Actor.Implementation;

// A 6th-level Jedi guardian: base attack +6, Str 14 (+2), Two-Weapon Fighting.
beforeAll(async () => {
  [sheets, chromium] = await Promise.all([SheetBrowser.launch(), launchChromium()]);
  actor = await createActor({
    name: "Sarn Kell",
    type: "character",
    system: {
      abilities: { str: { value: 14 }, dex: { value: 12 }, con: { value: 12 } },
      level: 6,
      baseAttackBonus: 6,
      classDefenseBonus: 4,
      vitality: { value: 40, max: 40 },
      wounds: { value: 12 },
    },
    items: [
      {
        name: "Double-bladed lightsaber",
        type: "weapon",
        system: {
          damage: { formula: "2d8", type: "energy" },
          threatRange: 19,
          group: "lightsabers",
          size: "two-handed",
          attackType: "melee",
          rangeIncrement: 0,
          lightsaber: true,
          double: true,
          equipped: true,
          hand: "two-hands",
        },
      },
      { name: "Two-Weapon Fighting", type: "feat", system: { key: "twoWeaponFighting" } },
    ] as Item.CreateData[],
  });
  await settle();
});
afterAll(async () => {
  await sheets?.close();
  await chromium?.close();
});

function saber(): Item.Implementation {
  const item = actor.items.find((i) => i.type === "weapon");
  if (!item) throw new Error("no saber");
  return item;
}

describe("the sheet's Both ends button", () => {
  it("shows the planner's sequence with the other end (light off-hand row with Two-Weapon Fighting)", async () => {
    const parts = renderer.renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor), "attacks");
    for (const theme of ["light", "dark"] as Theme[]) {
      const page = await sheets.open({ layout: CHARACTER_SHEET_LAYOUT, parts, title: actor.name, theme });
      const button = page.locator('[data-action="doubleAttack"]');
      await expect(button.count()).resolves.toBe(1);
      const system = systemOf(actor);
      const derived = system.attacks[saber().id ?? ""]!;
      const plan = planAttacks({
        action: "fullAttack",
        bab: 6,
        primary: { id: "s", double: true, parts: derived.attack.parts.filter((p) => p.label !== "bab") },
        doubleWeapon: true,
        feats: { twoWeaponFighting: true },
      });
      if (!plan.ok) throw new Error("refused");
      // +6 BAB +2 Str: -2 on the primary attacks, -6 on the other end (the table's light + feat row).
      expect(plan.attacks.map((a) => a.bonus)).toEqual([6, 2, 1]);
      await expect(button.locator(".full-attack-bonuses").textContent()).resolves.toBe("+6/+2/+1");
      expect((await auditSheet(page)).rawKeys).toEqual([]);
      await SheetBrowser.screenshot(page, `double-weapon-sheet-${theme}`);
      await page.close();
    }
  });
});

async function bothEndsCard(): Promise<AttackCardData> {
  const system = systemOf(actor);
  const weapon = weaponView(saber(), system);
  if (!weapon) throw new Error("no weapon view");
  const trooper = target("trooper", { name: "Stormtrooper", distance: 2 });
  const result: AttackCardData | AttackRefusal = await runAttack(
    {
      attacker: attackerView(actor, system),
      weapon,
      offHand: null,
      choices: choices({ mode: "full", doubleWeapon: true }),
      targets: [trooper],
    },
    scriptedDice([14, 19, 12, 3]),
  );
  if ("ok" in result) throw new Error(result.refused);
  return result;
}

describe("the card of a full attack with both ends", () => {
  it("lists the other end's attack with its penalty; screenshots light and dark", async () => {
    const card = await bothEndsCard();
    expect(card.attacks.map((a) => a.source)).toEqual(["base", "offHand", "iterative"]);
    const css = readFileSync(path.join(repoRoot, "styles/chat.css"), "utf8");
    for (const theme of ["light", "dark"] as Theme[]) {
      const html = renderer.render(
        "rcr/chat/attack-card.hbs",
        attackCardContext(card, "m1", { isGM: true, hideDefense: false }),
      );
      const page = await chromium.newPage({ viewport: { width: 312, height: 700 } });
      const bg = theme === "light" ? "#f1ede4" : "#23252d";
      const fg = theme === "light" ? "#191813" : "#e7e5e0";
      await page.setContent(
        `<!doctype html><html><head><style>body{margin:0;padding:8px;font:14px "DejaVu Sans",sans-serif;background:${bg};color:${fg}} #chat{width:280px}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
      );
      const sources = await page.locator(".swrpg-attack-source").allTextContents();
      expect(sources.map((s) => s.trim())).toEqual(["Attack", "Off hand · Other end", "Extra attack"]);
      expect(html).not.toMatch(/SWRPG\./);
      await page.screenshot({
        path: path.join(screenshotDir, `double-weapon-card-${theme}.png`),
        fullPage: true,
      });
      await page.close();
    }
  });
  it("the dialog offers the other end in the off-hand select", () => {
    const system = systemOf(actor);
    const weapon = weaponView(saber(), system);
    if (!weapon) throw new Error("no weapon view");
    const html = renderer.render(
      "rcr/dialog/attack-dialog.hbs",
      attackDialogContext({
        weapon,
        offHandWeapons: [],
        targets: [],
        choices: choices({ doubleWeapon: true }),
      }),
    );
    expect(html).toMatch(/<option value="doubleEnd" selected>Other end<\/option>/);
  });
});
