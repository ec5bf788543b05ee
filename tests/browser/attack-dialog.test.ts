// The attack options dialog in Chromium at Foundry's default DialogV2 width (400 px), with the system's
// CSS: every control labelled in English, per-target columns named, nothing wider than the dialog.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import {
  type AttackDialogInput,
  attackDialogContext,
} from "../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { plannedBonuses } from "../../src/rulesets/rcr/attack/attack-pipeline.ts";
import type { AttackChoices } from "../../src/rulesets/rcr/dice/attack-views.ts";
import { attacker, blaster, choices, lightsaber, target } from "../foundry/rolls/attack-fixtures.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

/** DialogV2's default size: 400 px wide, as tall as its content. */
const DIALOG: SheetLayout = {
  classes: ["dialog", "swrpg-attack-dialog-window"],
  width: 400,
  height: 760,
  parts: {},
  tabs: [],
};

/** Below this height the dialog fits a 1366×768 laptop screen with Foundry's window chrome. */
const MAX_CONTENT_HEIGHT = 640;

let browser: SheetBrowser;
const renderer = new TemplateRenderer();

beforeAll(async () => {
  browser = await SheetBrowser.launch();
});
afterAll(async () => browser?.close());

const targets = [
  target("sergeant", { name: "Imperial stormtrooper sergeant" }),
  target("scout", { name: "Scout trooper" }),
];

const rifle = blaster({ name: "Blaster rifle", fireModes: ["single", "autofire"] });
const ranged: AttackDialogInput = {
  weapon: rifle,
  offHandWeapons: [{ id: "v", name: "Vibrodagger" }],
  targets,
  choices: choices(),
  // The running total from the engine, as the attack flow gives it (base attack +6, Dexterity +2).
  preview: (picked: AttackChoices) =>
    plannedBonuses({ attacker: attacker(), weapon: rifle, offHand: null, choices: picked, targets }),
  rollMode: "gmroll",
};

const melee: AttackDialogInput = {
  weapon: lightsaber(),
  offHandWeapons: [],
  targets,
  choices: choices(),
};

/** The dialog as DialogV2 frames its content: a form with the content above the footer's button. */
function openDialog(input: AttackDialogInput, theme: Theme = "light"): Promise<Page> {
  const content = renderer.render("rcr/dialog/attack-dialog.hbs", attackDialogContext(input));
  // Foundry's core stylesheet colours a dialog's text by theme; the system's dialog CSS sets no colour.
  const colours =
    theme === "dark" ? "color: #e7e5e0; background: #23252d" : "color: #191813; background: #e9e6df";
  const html = `<div class="dialog-form" style="padding: 1rem; ${colours}">
<div class="dialog-content">${content}</div>
<footer class="form-footer"><button type="submit">${renderer.lang.get("SWRPG.Dialog.Roll")}</button></footer>
</div>`;
  return browser.open({
    layout: DIALOG,
    parts: [{ id: "dialog", html }],
    title: `${input.weapon.name}: attack options`,
    theme,
  });
}

function contentHeight(page: Page): Promise<number> {
  return page.locator("#sheet .dialog-form").evaluate((el) => el.getBoundingClientRect().height);
}

describe("attack dialog", () => {
  it("fits Foundry's default dialog width without raw keys or clipped choices, both themes; screenshots saved", async () => {
    for (const [name, input, theme] of [
      ["attack-dialog-ranged", ranged, "light"],
      ["attack-dialog-melee", melee, "light"],
      ["attack-dialog-ranged-dark", ranged, "dark"],
    ] as const) {
      const page = await openDialog(input, theme);
      await SheetBrowser.screenshot(page, name);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      expect(await contentHeight(page)).toBeLessThan(MAX_CONTENT_HEIGHT);
      await page.close();
    }
  });

  it("labels each target's cover and concealment; only a ranged attack asks whether the target is in melee", async () => {
    const labelsOf = (page: Page, name: string) =>
      page.locator(`[name^="${name}-"]`).evaluateAll((controls) =>
        controls.map(
          // A label wrapping a select also holds the select's options: its own words come first.
          (control) => (control as HTMLInputElement).labels?.[0]?.innerText.split("\n")[0]?.trim() ?? "",
        ),
      );
    const page = await openDialog(ranged);
    expect(await labelsOf(page, "cover")).toEqual(["Cover", "Cover"]);
    expect(await labelsOf(page, "concealment")).toEqual(["Concealment", "Concealment"]);
    expect(await labelsOf(page, "intoMelee")).toEqual(["In melee", "In melee"]);
    await page.close();
    const meleePage = await openDialog(melee);
    expect(await meleePage.locator('[name^="intoMelee-"]').count()).toBe(0);
    await meleePage.close();
  });

  it("every control has a visible label (a screen-reader-only name is not enough)", async () => {
    const page = await openDialog(ranged);
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("#sheet input, #sheet select")]
        .filter((control) => {
          const label = control.labels?.[0]?.innerText.trim() ?? "";
          return label === "";
        })
        .map((control) => control.name),
    );
    expect(unlabelled).toEqual([]);
    await page.close();
  });

  it("aiming's position and support are disabled until Aimed is ticked", async () => {
    const notAimed = await openDialog(ranged);
    for (const name of ["aimPosition", "aimSupport"])
      expect(await notAimed.locator(`[name="${name}"]`).isDisabled(), name).toBe(true);
    await notAimed.close();
    const aim = { aimed: true, position: "kneeling" as const, support: "none" as const };
    const aimed = await openDialog({ ...ranged, choices: choices({ aim }) });
    for (const name of ["aimPosition", "aimSupport"])
      expect(await aimed.locator(`[name="${name}"]`).isDisabled(), name).toBe(false);
    await aimed.close();
  });

  it("shows the running total of the attack bonus from the engine, and a refusal in its place", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await openDialog({ ...ranged, choices: choices({ mode: "full" }) }, theme);
      await SheetBrowser.screenshot(page, `attack-dialog-total-${theme}`);
      expect(await page.locator(".swrpg-running-total-value").innerText()).toBe("+8/+3");
      expect(await page.locator(".swrpg-running-total-label").innerText()).toBe("Attack bonus");
      await page.close();
    }
    const refused = await openDialog({ ...ranged, choices: choices({ stance: "totalDefense" }) });
    expect(await refused.locator(".swrpg-running-total-value").innerText()).not.toMatch(/SWRPG\.|\d/);
    await refused.close();
  });

  it("Rapid Shot: offered ticked for a shooter with the feat and the total says so; declined, the plain total; screenshots", async () => {
    const shooter = attacker({ feats: { ...attacker().feats, rapidShot: true } });
    const withFeat = (picked: Partial<AttackChoices>): AttackDialogInput => ({
      ...ranged,
      choices: choices({ mode: "full", ...picked }),
      rapidShotFeat: true,
      preview: (current: AttackChoices) =>
        plannedBonuses({ attacker: shooter, weapon: rifle, offHand: null, choices: current, targets }),
    });
    for (const theme of ["light", "dark"] as const) {
      const page = await openDialog(withFeat({}), theme);
      await SheetBrowser.screenshot(page, `attack-dialog-rapid-shot-${theme}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      expect(await contentHeight(page)).toBeLessThan(MAX_CONTENT_HEIGHT);
      const box = page.locator('input[name="rapidShot"]');
      expect(await box.isChecked()).toBe(true);
      expect((await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText ?? "")).trim()).toBe(
        "Rapid Shot",
      );
      expect(await page.locator(".swrpg-running-total-value").innerText()).toBe("+6/+6/+1");
      expect(await page.locator(".swrpg-running-total-rapid-shot").isVisible()).toBe(true);
      await page.close();
    }
    const declined = await openDialog(withFeat({ rapidShot: false }));
    expect(await declined.locator('input[name="rapidShot"]').isChecked()).toBe(false);
    expect(await declined.locator(".swrpg-running-total-value").innerText()).toBe("+8/+3");
    expect(await declined.locator(".swrpg-running-total-rapid-shot").isVisible()).toBe(false);
    await declined.close();
    const noFeat = await openDialog({ ...ranged, choices: choices({ mode: "full" }) });
    expect(await noFeat.locator('input[name="rapidShot"]').count()).toBe(0);
    await noFeat.close();
  });

  it("offers core's roll modes, starting on the one given", async () => {
    const page = await openDialog(ranged);
    const mode = page.locator('select[name="rollMode"]');
    expect(await mode.inputValue()).toBe("gmroll");
    expect(await mode.locator("option").allInnerTexts()).toEqual([
      "Everyone",
      "Me and the GM",
      "The GM only (blind)",
      "Only me",
    ]);
    await page.close();
  });

  it("controls follow the theme: dark fields in the dark theme, light ones in the light", async () => {
    const shade = async (theme: Theme) => {
      const page = await openDialog(ranged, theme);
      const colour = await page
        .locator('select[name="stance"]')
        .evaluate((select) => getComputedStyle(select).color);
      await page.close();
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return (r + g + b) / 3;
    };
    expect(await shade("dark")).toBeGreaterThan(180);
    expect(await shade("light")).toBeLessThan(80);
  });
});
