/** The Saga sheets' parts, sizes and tabs (templates/saga/), as the shared sheet shells take them. */
import type { SheetLayout, SheetPart, SheetTab } from "../../../applications/sheet-layouts.ts";

const CHARACTER_TABS: SheetTab[] = [
  { id: "stats", label: "SWRPG.Saga.Tab.stats" },
  { id: "attacks", label: "SWRPG.Saga.Tab.attacks" },
  { id: "inventory", label: "SWRPG.Saga.Tab.inventory" },
  { id: "talents", label: "SWRPG.Saga.Tab.talents" },
  { id: "conditions", label: "SWRPG.Saga.Tab.conditions" },
  { id: "notes", label: "SWRPG.Saga.Tab.notes" },
];

function tabParts(tabs: SheetTab[]): Record<string, SheetPart> {
  const parts: Record<string, SheetPart> = {};
  for (const { id } of tabs) parts[id] = { template: `saga/actor/tabs/${id}.hbs`, scrollable: [""], tab: id };
  return parts;
}

export const SAGA_CHARACTER_LAYOUT: SheetLayout = {
  classes: ["swrpg", "sheet", "actor", "character", "saga"],
  width: 780,
  height: 820,
  parts: {
    header: { template: "saga/actor/header.hbs" },
    tabs: { template: "parts/tab-nav.hbs" },
    ...tabParts(CHARACTER_TABS),
  },
  tabs: CHARACTER_TABS,
};

export const SAGA_NPC_LAYOUT: SheetLayout = {
  classes: ["swrpg", "sheet", "actor", "npc", "saga"],
  width: 620,
  height: 760,
  parts: { statBlock: { template: "saga/actor/npc-stat-block.hbs", scrollable: [""] } },
  tabs: [],
};

function itemLayout(type: string, width: number, height: number): SheetLayout {
  return {
    classes: ["swrpg", "sheet", "item", type, "saga"],
    width,
    height,
    parts: {
      header: { template: "parts/item-header.hbs" },
      details: { template: "saga/item/item-details.hbs", scrollable: [""] },
    },
    tabs: [],
  };
}

export const SAGA_WEAPON_LAYOUT = itemLayout("weapon", 580, 760);
export const SAGA_ARMOR_LAYOUT = itemLayout("armor", 520, 600);
export const SAGA_TALENT_LAYOUT = itemLayout("talent", 520, 520);
