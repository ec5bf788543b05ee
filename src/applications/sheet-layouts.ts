/**
 * Which template parts each sheet renders, in order, at what default size, and which tabs it has.
 * Plain data, free of Foundry globals: the sheet classes build their PARTS and TABS from it and the
 * browser tests render exactly the same parts at exactly the same size.
 */

/** Where Foundry serves this system's templates from. */
export const TEMPLATE_ROOT = "systems/swrpg/templates";

/** The served path of a template given relative to `templates/`. */
export function templatePath(relative: string): string {
  return `${TEMPLATE_ROOT}/${relative}`;
}

/** Partials the templates include by their served path, e.g. `{{> "systems/swrpg/templates/parts/x.hbs"}}`. */
export const PARTIAL_TEMPLATES: readonly string[] = [
  "parts/resource-bar.hbs",
  "parts/item-controls.hbs",
  "parts/attack-row.hbs",
  "parts/tab-nav.hbs",
  "parts/field.hbs",
  "parts/rich-text.hbs",
  "parts/item-header.hbs",
  "parts/condition-toggles.hbs",
];

export interface SheetPart {
  /** Relative to `templates/`. */
  template: string;
  /** Scrollable descendants whose scroll position survives a re-render ("" = the part itself). */
  scrollable?: string[];
  /** The id of the tab this part shows, when it is a tab's content. */
  tab?: string;
}

export interface SheetLayout {
  /** Extra CSS classes of the application element. */
  classes: string[];
  width: number;
  height: number;
  parts: Record<string, SheetPart>;
  /** Tabs of the "primary" group, in order (empty: no tabs). */
  tabs: SheetTab[];
}

export interface SheetTab {
  id: string;
  /** Lang key of the tab's label. */
  label: string;
}

export const TAB_GROUP = "primary";

const CHARACTER_TABS: SheetTab[] = [
  { id: "stats", label: "SWRPG.Tab.stats" },
  { id: "attacks", label: "SWRPG.Tab.attacks" },
  { id: "inventory", label: "SWRPG.Tab.inventory" },
  { id: "feats", label: "SWRPG.Tab.feats" },
  { id: "conditions", label: "SWRPG.Tab.conditions" },
  { id: "biography", label: "SWRPG.Tab.biography" },
];

/** One scrolling part per tab, its template named after the tab. */
function tabParts(tabs: SheetTab[], folder: string): Record<string, SheetPart> {
  const parts: Record<string, SheetPart> = {};
  for (const { id } of tabs) parts[id] = { template: `${folder}/${id}.hbs`, scrollable: [""], tab: id };
  return parts;
}

export const CHARACTER_SHEET_LAYOUT: SheetLayout = {
  classes: ["swrpg", "sheet", "actor", "character"],
  width: 760,
  height: 800,
  parts: {
    header: { template: "rcr/actor/character-header.hbs" },
    tabs: { template: "parts/tab-nav.hbs" },
    ...tabParts(CHARACTER_TABS, "rcr/actor/tabs"),
  },
  tabs: CHARACTER_TABS,
};

export const NPC_SHEET_LAYOUT: SheetLayout = {
  classes: ["swrpg", "sheet", "actor", "npc"],
  width: 600,
  height: 720,
  parts: {
    statBlock: { template: "rcr/actor/npc-stat-block.hbs", scrollable: [""] },
  },
  tabs: [],
};

function itemLayout(type: string, width: number, height: number): SheetLayout {
  return {
    classes: ["swrpg", "sheet", "item", type],
    width,
    height,
    parts: {
      header: { template: "parts/item-header.hbs" },
      details: { template: "rcr/item/item-details.hbs", scrollable: [""] },
    },
    tabs: [],
  };
}

export const WEAPON_SHEET_LAYOUT = itemLayout("weapon", 560, 700);
export const ARMOR_SHEET_LAYOUT = itemLayout("armor", 520, 600);
export const FEAT_SHEET_LAYOUT = itemLayout("feat", 520, 520);
