// The special-attack dialog in Chromium at Foundry's default DialogV2 width (400 px), with the system's CSS:
// each kind's options (grapple, trip, bantha rush, disarm, overrun, striking an object) from the real
// template and context (maneuverDialogContext), every control labelled in English, nothing clipped or wider
// than the dialog, light and dark screenshots which we look at.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import { maneuverDialogContext } from "../../src/rulesets/rcr/maneuvers/maneuver-form.ts";
import {
  defaultManeuverOptions,
  MANEUVER_KINDS,
  type ManeuverKind,
} from "../../src/rulesets/rcr/maneuvers/maneuver-types.ts";
import { soldierFighter } from "./fixtures/maneuver-fighters.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const DIALOG: SheetLayout = {
  classes: ["dialog", "swrpg-attack-dialog-window"],
  width: 400,
  height: 900,
  parts: {},
  tabs: [],
};

let browser: SheetBrowser;
const renderer = new TemplateRenderer();
beforeAll(async () => {
  browser = await SheetBrowser.launch();
});
afterAll(async () => browser?.close());

const kyla = soldierFighter("Kyla Venn", "Scene.s.Token.kyla", 0);
const trooper = soldierFighter("TK-421", "Scene.s.Token.tk", 100);

function openDialog(kind: ManeuverKind, theme: Theme): Promise<Page> {
  const context = maneuverDialogContext({
    options: defaultManeuverOptions(kind),
    attacker: kyla,
    defender: trooper,
    rollMode: "publicroll",
    strike:
      kind === "object"
        ? {
            weapon: {
              id: null,
              name: "",
              kind: "melee",
              parts: [],
              damageFormula: "1d3",
              damageType: "bludgeoning",
              stun: false,
              rangeIncrement: 0,
              rangeKind: "projectile",
            },
            token: { tokenUuid: trooper.tokenUuid, name: trooper.name, stored: null },
            items: {},
            distance: 2,
            holderFortitude: 4,
          }
        : null,
  });
  const content = renderer.render("rcr/dialog/maneuver-dialog.hbs", context);
  const colours =
    theme === "dark" ? "color: #e7e5e0; background: #23252d" : "color: #191813; background: #e9e6df";
  const html = `<div class="dialog-form" style="padding: 1rem; ${colours}">
<div class="dialog-content">${content}</div>
<footer class="form-footer"><button type="submit">${renderer.lang.get("SWRPG.Maneuver.Dialog.Roll")}</button></footer>
</div>`;
  return browser.open({ layout: DIALOG, parts: [{ id: "dialog", html }], title: kind, theme });
}

describe("the special-attack dialog", () => {
  for (const kind of MANEUVER_KINDS)
    it(`${kind}: every control labelled, nothing clipped or too wide, light and dark`, async () => {
      for (const theme of ["light", "dark"] as const) {
        const page = await openDialog(kind, theme);
        await SheetBrowser.screenshot(page, `maneuver-dialog-${kind}-${theme}`);
        expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
        const unlabelled = await page
          .locator("#sheet select, #sheet input")
          .evaluateAll((controls) =>
            controls
              .filter((control) => !(control as HTMLInputElement).labels?.[0]?.innerText.trim())
              .map((control) => control.getAttribute("name")),
          );
        expect(unlabelled).toEqual([]);
        await page.close();
      }
    });
});
