/**
 * Compiles the system's real templates with the real `handlebars` package, the system's own helpers
 * and partials (registered by the same function Foundry's init calls) and stand-ins for the core helpers.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { registerHandlebarsHelpers } from "../../../src/applications/handlebars-helpers.ts";
import {
  PARTIAL_TEMPLATES,
  type SheetLayout,
  TAB_GROUP,
  templatePath,
} from "../../../src/applications/sheet-layouts.ts";
import { loadEnglish, registerFoundryCoreHelpers } from "./foundry-core-helpers.ts";
import { repoRoot } from "./paths.ts";

/** A tab as Foundry's `ApplicationV2#_prepareTabs` describes it. */
export interface PreparedTab {
  id: string;
  group: string;
  active: boolean;
  cssClass: string;
  label: string;
}

/** One rendered part, as HandlebarsApplicationMixin would insert it into `.window-content`. */
export interface RenderedPart {
  id: string;
  html: string;
}

export class TemplateRenderer {
  readonly handlebars = Handlebars.create();
  readonly lang = loadEnglish();
  private readonly compiled = new Map<string, Handlebars.TemplateDelegate>();

  constructor() {
    registerFoundryCoreHelpers(this.handlebars, this.lang);
    registerHandlebarsHelpers(this.handlebars);
    for (const partial of PARTIAL_TEMPLATES) {
      this.handlebars.registerPartial(templatePath(partial), this.source(partial));
    }
  }

  /** The raw text of a template under `templates/`. */
  source(relative: string): string {
    return readFileSync(path.join(repoRoot, "templates", relative), "utf8");
  }

  render(relative: string, context: object): string {
    let template = this.compiled.get(relative);
    if (!template) {
      template = this.handlebars.compile(this.source(relative));
      this.compiled.set(relative, template);
    }
    return template(context);
  }

  /** Tabs of the layout with one active (the first by default), as the sheets' TABS declare them. */
  static tabs(layout: SheetLayout, active: string | undefined): Record<string, PreparedTab> {
    const tabs: Record<string, PreparedTab> = {};
    for (const { id, label } of layout.tabs) {
      const isActive = id === (active ?? layout.tabs[0]?.id);
      tabs[id] = { id, group: TAB_GROUP, active: isActive, cssClass: isActive ? "active" : "", label };
    }
    return tabs;
  }

  /** Every part of a sheet, in order, each with the part context the sheet's `_preparePartContext` gives. */
  renderSheet(layout: SheetLayout, context: object, activeTab?: string): RenderedPart[] {
    const tabs = TemplateRenderer.tabs(layout, activeTab);
    const shared = { ...context, tabs };
    return Object.entries(layout.parts).map(([id, part]) => ({
      id,
      html: this.render(part.template, part.tab ? { ...shared, tab: tabs[part.tab] } : shared),
    }));
  }
}
