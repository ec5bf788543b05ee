// The sheets' PARTS and TABS, built from the layouts the browser tests render: every template exists,
// tab contents keep their scroll position across re-renders, and tab labels are lang keys.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ARMOR_SHEET_LAYOUT,
  CHARACTER_SHEET_LAYOUT,
  FEAT_SHEET_LAYOUT,
  NPC_SHEET_LAYOUT,
  PARTIAL_TEMPLATES,
  TEMPLATE_ROOT,
  WEAPON_SHEET_LAYOUT,
} from "../../src/applications/sheet-layouts.ts";
import { handlebarsParts, sheetTabs, tabOfPart } from "../../src/applications/sheets/sheet-config.ts";
import { repoRoot } from "./harness/paths.ts";

const LAYOUTS = {
  CHARACTER_SHEET_LAYOUT,
  NPC_SHEET_LAYOUT,
  WEAPON_SHEET_LAYOUT,
  ARMOR_SHEET_LAYOUT,
  FEAT_SHEET_LAYOUT,
};

function fileOf(servedPath: string): string {
  expect(servedPath.startsWith(`${TEMPLATE_ROOT}/`), servedPath).toBe(true);
  return path.join(repoRoot, "templates", servedPath.slice(TEMPLATE_ROOT.length + 1));
}

describe("sheet parts and tabs", () => {
  it.each(Object.entries(LAYOUTS))("%s: every part's template exists under templates/", (_name, layout) => {
    for (const part of Object.values(handlebarsParts(layout)))
      expect(existsSync(fileOf(part.template)), part.template).toBe(true);
  });

  it("every partial exists", () => {
    for (const partial of PARTIAL_TEMPLATES)
      expect(existsSync(path.join(repoRoot, "templates", partial)), partial).toBe(true);
  });

  it("the character sheet's tab parts scroll and keep their scroll position; the header does not", () => {
    const parts = handlebarsParts(CHARACTER_SHEET_LAYOUT);
    for (const tab of CHARACTER_SHEET_LAYOUT.tabs) {
      expect(parts[tab.id]?.scrollable, tab.id).toEqual([""]);
      expect(tabOfPart(CHARACTER_SHEET_LAYOUT, tab.id)).toBe(tab.id);
    }
    expect(parts.header?.scrollable).toBeNull();
    expect(tabOfPart(CHARACTER_SHEET_LAYOUT, "header")).toBeUndefined();
  });

  it("the character sheet declares one primary tab group opening on Stats; other sheets have none", () => {
    const tabs = sheetTabs(CHARACTER_SHEET_LAYOUT);
    expect(Object.keys(tabs)).toEqual(["primary"]);
    expect(tabs.primary?.initial).toBe("stats");
    expect(tabs.primary?.tabs.map((tab) => tab.label)).toEqual(
      CHARACTER_SHEET_LAYOUT.tabs.map((t) => `SWRPG.Tab.${t.id}`),
    );
    expect(sheetTabs(NPC_SHEET_LAYOUT)).toEqual({});
  });
});
