/**
 * Loads rendered sheets into headless Chromium the way Foundry serves them: the page lives at
 * http://foundry.test/, `systems/swrpg/...` resolves to this repository (so the system's CSS loads
 * through its own @imports), Foundry's core icons (`icons/svg/*`) are white glyphs on a transparent
 * ground as the real ones are (so a sheet that forgets their backing shows it), and any other path
 * (portraits) gets a placeholder image.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { SheetLayout } from "../../../src/applications/sheet-layouts.ts";
import { launchChromium } from "./chromium.ts";
import { repoRoot, screenshotDir } from "./paths.ts";
import type { RenderedPart } from "./template-renderer.ts";

const ORIGIN = "http://foundry.test";
const SYSTEM_PREFIX = "/systems/swrpg/";

const CONTENT_TYPES: Record<string, string> = {
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".json": "application/json",
};

const PLACEHOLDER_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#6b7280"/><circle cx="32" cy="24" r="12" fill="#d1d5db"/>
<path d="M10 62c2-14 11-22 22-22s20 8 22 22z" fill="#d1d5db"/></svg>`;

/** Like every `icons/svg/*` icon of Foundry: a white glyph, nothing behind it. */
const CORE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M32 4l7 19h20l-16 12 6 20-17-12-17 12 6-20L5 23h20z" fill="#ffffff"/></svg>`;

const FRAME_CSS = readFileSync(path.join(repoRoot, "tests/browser/harness/foundry-frame.css"), "utf8");

export type Theme = "light" | "dark";

export interface SheetPageOptions {
  layout: SheetLayout;
  parts: RenderedPart[];
  title: string;
  theme?: Theme;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pageHtml(options: SheetPageOptions): string {
  const theme = options.theme ?? "light";
  const { layout } = options;
  const classes = ["application", ...layout.classes, "themed", `theme-${theme}`].join(" ");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<style>${FRAME_CSS}</style>
<link rel="stylesheet" href="${SYSTEM_PREFIX}styles/swrpg.css">
</head>
<body class="vtt game system-swrpg theme-${theme}">
<form id="sheet" class="${classes}" style="width:${layout.width}px;height:${layout.height}px">
<header class="window-header"><h1 class="window-title">${escapeHtml(options.title)}</h1></header>
<section class="window-content"></section>
</form>
</body></html>`;
}

/** One Chromium for a whole test file; each sheet gets its own page. */
export class SheetBrowser {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<SheetBrowser> {
    return new SheetBrowser(await launchChromium());
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  /**
   * Opens a page with the sheet frame and inserts each part as HandlebarsApplicationMixin does:
   * a part must render exactly one root element, which gets `data-application-part`.
   */
  async open(options: SheetPageOptions): Promise<Page> {
    const page = await this.browser.newPage({ viewport: { width: options.layout.width + 32, height: 900 } });
    await page.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === "/sheet.html") {
        return route.fulfill({ contentType: "text/html", body: pageHtml(options) });
      }
      if (url.pathname.startsWith(SYSTEM_PREFIX)) {
        const file = path.join(repoRoot, decodeURIComponent(url.pathname.slice(SYSTEM_PREFIX.length)));
        const body = readFileSync(file);
        return route.fulfill({ contentType: CONTENT_TYPES[path.extname(file)] ?? "text/plain", body });
      }
      const body = url.pathname.startsWith("/icons/svg/") ? CORE_ICON : PLACEHOLDER_IMAGE;
      return route.fulfill({ contentType: "image/svg+xml", body });
    });
    await page.goto(`${ORIGIN}/sheet.html`, { waitUntil: "load" });
    const problems = await page.evaluate((parts) => {
      const content = document.querySelector(".window-content") as HTMLElement;
      const errors: string[] = [];
      for (const part of parts) {
        const template = document.createElement("template");
        template.innerHTML = part.html;
        const roots = template.content.children;
        if (roots.length !== 1) errors.push(`part ${part.id} renders ${roots.length} root elements`);
        const root = roots[0];
        if (!root) continue;
        root.setAttribute("data-application-part", part.id);
        content.append(root);
      }
      return errors;
    }, options.parts);
    if (problems.length) throw new Error(problems.join("; "));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page;
  }

  /**
   * Saves a screenshot of the whole content, the sheet grown to fit it instead of scrolling
   * (for reviewing what lies below the fold), then restores the sheet.
   */
  static async screenshotFullLength(page: Page, name: string): Promise<string> {
    const scrollers =
      "#sheet, #sheet .window-content, #sheet .swrpg-tab, #sheet .swrpg-stat-block, #sheet .swrpg-item-details";
    await page.evaluate((selector) => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        el.dataset.savedStyle = el.getAttribute("style") ?? "";
        el.style.height = "auto";
        el.style.overflow = "visible";
        el.style.flex = "none";
      }
    }, scrollers);
    try {
      return await SheetBrowser.screenshot(page, name);
    } finally {
      await page.evaluate((selector) => {
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          el.setAttribute("style", el.dataset.savedStyle ?? "");
          delete el.dataset.savedStyle;
        }
      }, scrollers);
    }
  }

  /** Saves a screenshot of the sheet element to tests/browser/__screenshots__/<name>.png. */
  static async screenshot(page: Page, name: string): Promise<string> {
    mkdirSync(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, `${name}.png`);
    await page.locator("#sheet").screenshot({ path: file });
    return file;
  }
}
