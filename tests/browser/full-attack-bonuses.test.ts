// The Attacks tab shows, beside each Full attack button, the full-attack sequence the rules engine's
// planner gives: checked against planAttacks for a base attack bonus of +6 (two iterative attacks).
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedList } from "../../src/applications/handlebars-helpers.ts";
import { CHARACTER_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import { iterativeAttackBonuses, planAttacks } from "../../src/rules/index.ts";
import type { ActorModel } from "../../src/rulesets/rcr/data/index.ts";
import { systemOf } from "../foundry/data/fixtures.ts";
import { itemNamed, veteran } from "./fixtures/sheet-fixtures.ts";
import { auditSheet } from "./harness/sheet-audit.ts";
import { SheetBrowser } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

let browser: SheetBrowser;
let actor: Actor.Implementation;
let system: ActorModel;
let page: Page;

beforeAll(async () => {
  [browser, actor] = await Promise.all([SheetBrowser.launch(), veteran()]);
  system = systemOf(actor);
  const parts = new TemplateRenderer().renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor), "attacks");
  page = await browser.open({ layout: CHARACTER_SHEET_LAYOUT, parts, title: actor.name });
});

afterAll(async () => {
  await browser?.close();
});

/** The planner's full attack with one weapon in single fire, from the weapon's derived attack parts. */
function engineFullAttack(itemId: string, rapidShot: boolean): string {
  const derived = system.attacks[itemId];
  if (!derived) throw new Error(`no derived attack for ${itemId}`);
  const plan = planAttacks({
    action: "fullAttack",
    bab: system.baseAttackBonus,
    primary: {
      id: itemId,
      ranged: derived.kind === "ranged",
      parts: derived.attack.parts.filter((part) => part.label !== "bab"),
    },
    feats: { rapidShot },
  });
  if (!plan.ok) throw new Error(`the planner refused: ${plan.refused}`);
  return signedList(plan.attacks.map((attack) => attack.bonus));
}

function fullAttackOf(itemId: string | null): Promise<string> {
  const row = itemId
    ? page.locator(`.attack-row[data-item-id="${itemId}"]`)
    : page.locator(".attack-list.unarmed .attack-row");
  return row.locator('button[data-action="fullAttack"] [data-value="fullAttackBonuses"]').innerText();
}

describe("Attacks tab: the full-attack sequence beside the Full attack button", () => {
  it("the veteran has a base attack bonus of +6: two iterative attacks", () => {
    expect(system.baseAttackBonus).toBe(6);
    expect(iterativeAttackBonuses(system.baseAttackBonus)).toEqual([6, 1]);
  });

  it("a melee weapon shows the planner's +6/+1 (Str 10 adds nothing)", async () => {
    const dagger = itemNamed(actor, "Vibrodagger").id ?? "";
    expect(await fullAttackOf(dagger)).toBe(engineFullAttack(dagger, false));
    expect(await fullAttackOf(dagger)).toBe("+6/+1");
  });

  it("the unarmed strike shows the same sequence", async () => {
    expect(await fullAttackOf(null)).toBe("+6/+1");
  });

  it("ranged weapons show the planner's Rapid Shot attack as the attack flow makes it", async () => {
    for (const name of ["Heavy blaster pistol", "Blaster rifle"]) {
      const id = itemNamed(actor, name).id ?? "";
      const shown = await fullAttackOf(id);
      expect(shown, name).toBe(engineFullAttack(id, true));
      expect(shown.split("/"), name).toHaveLength(3);
      // Dex 14 (+2) offsets Rapid Shot (−2): the extra attack at the highest bonus, then +1.
      expect(shown, name).toBe("+6/+6/+1");
    }
  });

  it("the rows whose full attack takes Rapid Shot say so, and the Full attack button points to it", async () => {
    const label = new TemplateRenderer().lang.get("SWRPG.Sheet.FullAttackRapidShot") ?? "";
    for (const name of ["Heavy blaster pistol", "Blaster rifle"]) {
      const row = page.locator(`.attack-row[data-item-id="${itemNamed(actor, name).id}"]`);
      const note = row.locator(".full-attack-rapid-shot");
      expect(await note.innerText(), name).toBe(label);
      expect(await row.locator(".attack-button.full").getAttribute("aria-describedby"), name).toBe(
        await note.getAttribute("id"),
      );
    }
    const dagger = page.locator(`.attack-row[data-item-id="${itemNamed(actor, "Vibrodagger").id}"]`);
    expect(await dagger.locator(".full-attack-rapid-shot").count()).toBe(0);
  });

  it("without Rapid Shot, the sequence opens with the single-attack bonus", async () => {
    const dagger = itemNamed(actor, "Vibrodagger").id ?? "";
    const single = await page
      .locator(`.attack-row[data-item-id="${dagger}"] [data-value="attackBonus"]`)
      .innerText();
    expect((await fullAttackOf(dagger)).startsWith(single)).toBe(true);
  });

  it("the tab still fits with the longer buttons; screenshot saved", async () => {
    await SheetBrowser.screenshot(page, "character-attacks-full-attack");
    const clean = await auditSheet(page);
    expect(clean.overflowing).toEqual([]);
    expect(clean.clippedControls).toEqual([]);
    expect(clean.rawKeys).toEqual([]);
  });
});
