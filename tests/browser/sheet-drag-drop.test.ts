// Drag and drop on the actor sheets. Foundry v13's ActorSheetV2 binds DragDrop to `.draggable`, starts a
// drag with the item whose `data-item-id` the dragged element carries, and creates a dropped Item through
// `_onDropItem`, which the system's sheet filters by item type. What can be checked without Foundry:
// the filter, and that every item row is a draggable element carrying its item's id.
import "./fixtures/foundry-globals.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHARACTER_SHEET_LAYOUT,
  NPC_SHEET_LAYOUT,
  type SheetLayout,
} from "../../src/applications/sheet-layouts.ts";
import { HELD_ITEM_TYPES, itemDropRefusal } from "../../src/applications/sheets/item-drop.ts";
import { registeredRulesets } from "../../src/rulesets/registry.ts";
import { hero, ordinaryNpc } from "./fixtures/sheet-fixtures.ts";
import { translate } from "./harness/foundry-core-helpers.ts";
import { repoRoot } from "./harness/paths.ts";
import { SheetBrowser } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const { documentTypes } = JSON.parse(readFileSync(path.join(repoRoot, "system.json"), "utf8")) as {
  documentTypes: { Actor: Record<string, unknown>; Item: Record<string, unknown> };
};

let browser: SheetBrowser;
const renderer = new TemplateRenderer();

beforeAll(async () => {
  browser = await SheetBrowser.launch();
});

afterAll(async () => {
  await browser?.close();
});

describe("the drop filter", () => {
  it("every character and NPC type holds every item type of its own ruleset; a vehicle holds only its weapons", () => {
    const rulesets = registeredRulesets();
    expect(rulesets.length).toBeGreaterThan(1);
    const actorTypes = rulesets.flatMap((ruleset) => Object.keys(ruleset.heldItemTypes));
    expect(actorTypes.sort()).toEqual(Object.keys(documentTypes.Actor).sort());
    expect(Object.keys(HELD_ITEM_TYPES).sort()).toEqual(["character", "npc"]);
    const vehicles = ["vehicle"];
    for (const ruleset of rulesets)
      for (const actorType of Object.keys(ruleset.heldItemTypes).filter((type) => !vehicles.includes(type)))
        for (const itemType of Object.keys(ruleset.documentTypes.Item))
          expect(
            itemDropRefusal(actorType, itemType, ruleset.heldItemTypes),
            `${actorType} ${itemType}`,
          ).toBeNull();
    const rcr = rulesets.find((ruleset) => "vehicle" in ruleset.heldItemTypes);
    expect(itemDropRefusal("vehicle", "weapon", rcr?.heldItemTypes)).toBeNull();
    expect(itemDropRefusal("vehicle", "armor", rcr?.heldItemTypes)?.key).toBe("SWRPG.Sheet.DropRefused");
    expect(itemDropRefusal("vehicle", "feat", rcr?.heldItemTypes)?.key).toBe("SWRPG.Sheet.DropRefused");
  });

  it("refuses an item type the actor cannot hold with a lang-key message naming both types", () => {
    const refusal = itemDropRefusal("npc", "spell");
    expect(refusal).toEqual({
      key: "SWRPG.Sheet.DropRefused",
      actorTypeLabel: "TYPES.Actor.npc",
      itemTypeLabel: "TYPES.Item.spell",
    });
    const text = translate(renderer.lang, "SWRPG.Sheet.DropRefused", {
      actorType: translate(renderer.lang, "TYPES.Actor.npc"),
      itemType: "spell",
    });
    expect(text).toBe("NPC actors cannot hold items of type spell.");
  });
});

async function draggables(layout: SheetLayout, actor: Actor.Implementation, tab?: string) {
  const parts = renderer.renderSheet(layout, actorContext(actor), tab);
  const page = await browser.open({ layout, parts, title: actor.name });
  const found = await page
    // Item rows (inventory, feats); the attack rows also drag their weapon, to the hotbar (sheet-accessibility).
    .locator("#sheet .draggable:not(.attack-row)")
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.itemId ?? ""));
  await page.close();
  return found;
}

describe("rows dragged out of a sheet carry what Foundry's drag start reads", () => {
  it("character: each item is one draggable row with its id (inventory and feats tabs)", async () => {
    const actor = await hero();
    // Every tab's part is in the sheet (hidden ones too): each item's row appears exactly once.
    const rows = await draggables(CHARACTER_SHEET_LAYOUT, actor, "inventory");
    expect([...rows].sort()).toEqual(actor.items.map((item) => item.id ?? "").sort());
  });

  it("NPC stat block: each item is one draggable row with its id", async () => {
    const actor = await ordinaryNpc();
    const rows = await draggables(NPC_SHEET_LAYOUT, actor);
    expect([...rows].sort()).toEqual(actor.items.map((item) => item.id ?? "").sort());
  });
});
