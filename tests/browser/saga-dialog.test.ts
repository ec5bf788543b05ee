// The Saga attack dialog in Chromium at Foundry's default DialogV2 width (400 px), with the system's CSS:
// fire modes the weapon allows (autofire, Burst Fire with the feat), aim, situational modifier, cover and
// concealment per target; and the area's cover dialog for the tokens a template caught. Light and dark.
import path from "node:path";
import { build } from "esbuild";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import {
  type SagaDialogInput,
  sagaDialogContext,
} from "../../src/rulesets/saga/attack/attack-dialog-form.ts";
import {
  blasterRifle,
  choices,
  fragGrenade,
  target,
  trooper,
} from "../foundry/rulesets/saga/fight/fight-fixtures.ts";
import { repoRoot } from "./harness/paths.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const DIALOG: SheetLayout = {
  classes: ["dialog", "swrpg-attack-dialog-window"],
  width: 400,
  height: 760,
  parts: {},
  tabs: [],
};

let browser: SheetBrowser;
const renderer = new TemplateRenderer();
/** The dialog's real binding (attack-dialog.ts › bindSagaAttackDialog), bundled for the page. */
let bindScript: string;

beforeAll(async () => {
  browser = await SheetBrowser.launch();
  const bundled = await build({
    entryPoints: [path.join(repoRoot, "src/rulesets/saga/attack/attack-dialog.ts")],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "sagaDialog",
  });
  bindScript = bundled.outputFiles[0]?.text ?? "";
});
afterAll(async () => browser?.close());

const targets = [target("Imperial stormtrooper sergeant", 15), target("Scout trooper", 16)];

const rifle: SagaDialogInput = {
  weapon: blasterRifle,
  attacker: { ...trooper, burstFire: true },
  targets,
  choices: choices(),
};
const vibroblade: SagaDialogInput = {
  weapon: { ...blasterRifle, name: "Vibroblade", kind: "melee", rules: { group: "melee" }, autofire: false },
  attacker: trooper,
  targets,
  choices: choices(),
};
const burstCover: SagaDialogInput = {
  weapon: fragGrenade,
  attacker: trooper,
  targets: [...targets, target("Jedi Knight", 20)],
  choices: choices(),
  areaOnly: { coverOrigin: "center" },
};

/** The variant's formulas on, a BAB 12 duelist: every grip, and the heavy and improved heavy attacks. */
const variantBlade: SagaDialogInput = {
  ...vibroblade,
  attacker: { ...trooper, bab: 12 },
  targets: [targets[0] ?? target("Foe", 10)],
  variant: { sagaVariantFormulas: true },
};

function openDialog(input: SagaDialogInput, theme: Theme = "light"): Promise<Page> {
  const content = renderer.render("saga/dialog/attack-dialog.hbs", sagaDialogContext(input));
  const colours =
    theme === "dark" ? "color: #e7e5e0; background: #23252d;" : "color: #191813; background: #f1ede4;";
  const html = `<form class="dialog-form" style="padding: 1rem; ${colours}">
<div class="dialog-content">${content}</div>
<footer class="form-footer"><button type="submit">${renderer.lang.get("SWRPG.Saga.Attack.Roll")}</button></footer>
</form>`;
  return browser.open({
    layout: DIALOG,
    parts: [{ id: "dialog", html }],
    title: `${input.weapon.name}: attack options`,
    theme,
  });
}

const optionTexts = (page: Page, name: string) =>
  page
    .locator(`[name="${name}"] option`)
    .evaluateAll((options) => options.map((o) => o.textContent?.trim() ?? ""));

describe("the Saga attack dialog", () => {
  it("fits the default dialog width without raw keys or clipped controls, both themes; screenshots saved", async () => {
    for (const [name, input, theme] of [
      ["saga-dialog-rifle-light", rifle, "light"],
      ["saga-dialog-rifle-dark", rifle, "dark"],
      ["saga-dialog-melee-light", vibroblade, "light"],
      ["saga-dialog-variant-light", variantBlade, "light"],
      ["saga-dialog-variant-dark", variantBlade, "dark"],
      ["saga-dialog-area-cover-light", burstCover, "light"],
      ["saga-dialog-area-cover-dark", burstCover, "dark"],
    ] as const) {
      const page = await openDialog(input, theme);
      await SheetBrowser.screenshot(page, name);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      await page.close();
    }
  });
  it("offers the rifle's fire modes (Burst Fire with the feat) and aiming; per target cover, concealment, into melee", async () => {
    const page = await openDialog(rifle);
    expect(await optionTexts(page, "fire")).toEqual([
      "Single shot",
      "Autofire (area, −5)",
      "Burst Fire (one target, −5, +2 dice)",
    ]);
    expect(await page.locator('[name="aimed"]').count()).toBe(1);
    expect(await page.locator('[name^="cover-"]').count()).toBe(2);
    expect(await page.locator('[name^="intoMelee-"]').count()).toBe(2);
    expect(await page.locator('[name^="flanking-"]').count()).toBe(0);
    await page.close();
  });
  it("a melee weapon asks about flanking, not aiming or shooting into melee, and has no fire modes", async () => {
    const page = await openDialog(vibroblade);
    expect(await page.locator('[name="fire"]').count()).toBe(0);
    expect(await page.locator('[name="aimed"]').count()).toBe(0);
    expect(await page.locator('[name^="flanking-"]').count()).toBe(2);
    await page.close();
  });
  it("the area's cover dialog asks only each caught token's cover, judged from the area's center", async () => {
    const page = await openDialog(burstCover);
    expect(await page.locator("legend").innerText()).toBe(
      "Cover of each target, judged from the center of the area",
    );
    expect(await page.locator('[name^="cover-"]').count()).toBe(3);
    expect(await page.locator('[name^="concealment-"], [name="fire"], [name="situational"]').count()).toBe(0);
    await page.close();
  });
  it("no token targeted: the card shows the roll alone; an area with no token inside says so", async () => {
    const hint = async (input: SagaDialogInput) => {
      const page = await openDialog({ ...input, targets: [] });
      const text = await page.locator(".swrpg-dialog-targets .swrpg-dialog-hint").innerText();
      await page.close();
      return text;
    };
    expect(await hint(rifle)).toBe("No token is targeted: the card shows the roll alone.");
    expect(await hint(burstCover)).toBe("No token is inside the area.");
  });
  it("the variant's formulas: a grip and the heavy attacks the BAB unlocks (12: heavy and improved)", async () => {
    const page = await openDialog(variantBlade);
    expect(await optionTexts(page, "grip")).toEqual([
      "Normal",
      "Double grip (one-handed weapon in both hands)",
      "Single grip (two-handed weapon in one hand)",
    ]);
    expect(await optionTexts(page, "heavy")).toEqual([
      "None",
      "Heavy attack (−6, dice ×3, full round)",
      "Improved heavy attack (−12, dice ×4, full round)",
    ]);
    await page.close();
  });
  it("core Saga (formulas off): neither a grip nor a heavy attack", async () => {
    const page = await openDialog({ ...variantBlade, variant: {} });
    expect(await page.locator('[name="grip"], [name="heavy"]').count()).toBe(0);
    await page.close();
  });
});

/** Binds the open dialog's form with the real code, as DialogV2's render callback does in Foundry. */
async function bind(page: Page, input: SagaDialogInput): Promise<void> {
  await page.evaluate((strings) => {
    Object.assign(window, {
      game: {
        i18n: {
          localize: (key: string) => strings[key] ?? key,
          format: (key: string) => strings[key] ?? key,
        },
      },
    });
  }, Object.fromEntries(renderer.lang));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addScriptTag({ content: bindScript });
  await page.evaluate(
    (given) => {
      // DialogV2's content form (the harness's window is a form too, as a sheet's is).
      const form = document.querySelector("form.dialog-form") as HTMLFormElement;
      (
        window as unknown as {
          sagaDialog: { bindSagaAttackDialog(form: HTMLFormElement, input: object): void };
        }
      ).sagaDialog.bindSagaAttackDialog(form, given);
    },
    input as unknown as Record<string, unknown>,
  );
}

describe("the Saga dialog's running total and who sees the roll (issue 34, as RCR's dialog has)", () => {
  const prone: SagaDialogInput = {
    ...rifle,
    targets: [target("Imperial officer", 16), target("Scout trooper", 18, { prone: true })],
  };
  it("shows the bonus (+5) and each target's (+5, +0 against the prone scout); both themes, screenshots", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await openDialog(prone, theme);
      expect(await page.locator(".swrpg-running-total-label").innerText()).toBe("Attack bonus");
      expect(await page.locator(".swrpg-running-total-value").innerText()).toBe("+5");
      expect(await page.locator(".swrpg-saga-target-bonus").allInnerTexts()).toEqual(["+5", "+0"]);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      await SheetBrowser.screenshot(page, `saga-dialog-total-${theme}`);
      await page.close();
    }
  });
  it("updates as options change: Burst Fire −5, a situational +2, concealment on one target −2", async () => {
    const page = await openDialog(prone);
    await bind(page, prone);
    await page.selectOption('[name="fire"]', "burstFire");
    expect(await page.locator(".swrpg-running-total-value").innerText()).toBe("+0");
    await page.fill('[name="situational"]', "2");
    expect(await page.locator(".swrpg-running-total-value").innerText()).toBe("+2");
    await page.selectOption('[name="concealment-0"]', "concealment");
    expect(await page.locator(".swrpg-saga-target-bonus").allInnerTexts()).toEqual(["+0", "−3"]);
    await page.close();
  });
  it("a refused choice shows why in the total's place (a heavy attack needs exactly one target)", async () => {
    const blade: SagaDialogInput = { ...variantBlade, targets };
    const page = await openDialog(blade);
    await bind(page, blade);
    await page.selectOption('[name="heavy"]', "heavy");
    expect(await page.locator(".swrpg-running-total-value").innerText()).toBe(
      renderer.lang.get("SWRPG.Saga.Attack.Refused.heavySingleTarget"),
    );
    expect(await page.locator(".swrpg-saga-target-bonus").allInnerTexts()).toEqual(["", ""]);
    await page.close();
  });
  it("'Who sees the roll' offers core's roll modes, starting on the one given; the area's cover dialog has neither", async () => {
    const page = await openDialog({ ...rifle, rollMode: "gmroll" });
    const mode = page.locator('select[name="rollMode"]');
    expect(await mode.inputValue()).toBe("gmroll");
    expect(await mode.locator("option").allInnerTexts()).toEqual([
      "Everyone",
      "Me and the GM",
      "The GM only (blind)",
      "Only me",
    ]);
    expect(await page.locator('label[for="swrpg-saga-roll-mode"]').innerText()).toBe("Who sees the roll");
    await page.close();
    const area = await openDialog(burstCover);
    expect(await area.locator('[name="rollMode"], .swrpg-running-total').count()).toBe(0);
    await area.close();
  });
});
