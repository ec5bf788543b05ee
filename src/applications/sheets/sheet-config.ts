/** Turns a plain SheetLayout into the PARTS and TABS an ApplicationV2 sheet declares. */
import { type SheetLayout, TAB_GROUP, templatePath } from "../sheet-layouts.ts";

type HandlebarsPart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type TabsConfiguration = foundry.applications.api.ApplicationV2.TabsConfiguration;

export function handlebarsParts(layout: SheetLayout): Record<string, HandlebarsPart> {
  const parts: Record<string, HandlebarsPart> = {};
  for (const [id, part] of Object.entries(layout.parts)) {
    parts[id] = { template: templatePath(part.template), scrollable: part.scrollable ?? null };
  }
  return parts;
}

export function sheetTabs(layout: SheetLayout): Record<string, TabsConfiguration> {
  if (layout.tabs.length === 0) return {};
  return {
    [TAB_GROUP]: {
      tabs: layout.tabs.map((tab) => ({ ...tab, cssClass: "" })),
      initial: layout.tabs[0]?.id ?? null,
    },
  };
}

/** The tab a part shows, if it is a tab's content. */
export function tabOfPart(layout: SheetLayout, partId: string): string | undefined {
  return layout.parts[partId]?.tab;
}
