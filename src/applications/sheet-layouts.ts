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
  "parts/breakdown-tip.hbs",
  "parts/tab-nav.hbs",
  "parts/field.hbs",
  "parts/rich-text.hbs",
  "parts/item-header.hbs",
  "parts/condition-toggles.hbs",
  "parts/target-equation.hbs",
  "parts/roll-mode-select.hbs",
  "parts/running-total.hbs",
  "d6/actor/wound-strip.hbs",
  "d6/actor/skill-grid.hbs",
  "rcr/actor/maneuver-buttons.hbs",
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

/** A sheet's default width and height. */
type SheetSize = readonly [width: number, height: number];

function layout(
  kinds: readonly string[],
  [width, height]: SheetSize,
  parts: Record<string, SheetPart>,
  tabs: SheetTab[] = [],
): SheetLayout {
  return { classes: ["swrpg", "sheet", ...kinds], width, height, parts, tabs };
}

/**
 * A ruleset's character sheet (templates under `<folder>/actor/`): its header, the tab nav and one
 * scrolling part per tab (`tabs/<id>.hbs`), each tab labelled `<labelPrefix><id>`.
 */
export function characterLayout(
  folder: string,
  header: string,
  tab: { labelPrefix: string; ids: readonly string[] },
  size: SheetSize,
  kinds: readonly string[],
): SheetLayout {
  const parts: Record<string, SheetPart> = {
    header: { template: `${folder}/actor/${header}` },
    tabs: { template: "parts/tab-nav.hbs" },
  };
  for (const id of tab.ids)
    parts[id] = { template: `${folder}/actor/tabs/${id}.hbs`, scrollable: [""], tab: id };
  return layout(
    kinds,
    size,
    parts,
    tab.ids.map((id) => ({ id, label: `${tab.labelPrefix}${id}` })),
  );
}

/** A ruleset's NPC stat block: one scrolling part, `<folder>/actor/npc-stat-block.hbs`. */
export function statBlockLayout(folder: string, size: SheetSize, kinds: readonly string[]): SheetLayout {
  return layout(kinds, size, {
    statBlock: { template: `${folder}/actor/npc-stat-block.hbs`, scrollable: [""] },
  });
}

/** A ruleset's item sheet: the shared header, then the scrolling `<folder>/item/item-details.hbs`. */
export function itemLayout(folder: string, size: SheetSize, kinds: readonly string[]): SheetLayout {
  return layout(kinds, size, {
    header: { template: "parts/item-header.hbs" },
    details: { template: `${folder}/item/item-details.hbs`, scrollable: [""] },
  });
}

// RCR's sheets (templates/rcr/).
export const CHARACTER_SHEET_LAYOUT = characterLayout(
  "rcr",
  "character-header.hbs",
  {
    labelPrefix: "SWRPG.Tab.",
    ids: ["stats", "skills", "attacks", "inventory", "feats", "conditions", "biography"],
  },
  [760, 800],
  ["actor", "character"],
);
export const NPC_SHEET_LAYOUT = statBlockLayout("rcr", [600, 720], ["actor", "npc"]);
export const WEAPON_SHEET_LAYOUT = itemLayout("rcr", [560, 700], ["item", "weapon"]);
export const ARMOR_SHEET_LAYOUT = itemLayout("rcr", [520, 600], ["item", "armor"]);
export const FEAT_SHEET_LAYOUT = itemLayout("rcr", [520, 520], ["item", "feat"]);
