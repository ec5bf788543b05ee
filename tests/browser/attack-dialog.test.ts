// The attack options dialog in Chromium at Foundry's default DialogV2 width (400 px), with the system's
// CSS: every control labelled in English, per-target columns named, nothing wider than the dialog.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import {
  type AttackDialogInput,
  attackDialogContext,
} from "../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { blaster, choices, lightsaber, target } from "../foundry/rolls/attack-fixtures.ts";
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

const ranged: AttackDialogInput = {
  weapon: blaster({ name: "Blaster rifle", fireModes: ["single", "autofire"] }),
  offHandWeapons: [{ id: "v", name: "Vibrodagger" }],
  targets,
  choices: choices(),
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
});
