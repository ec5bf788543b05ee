/** Checks, run inside the page, of what any sheet must get right whatever its content. */
import type { Page } from "playwright-core";

export interface SheetAudit {
  /** Visible elements reaching past the sheet's left or right edge: "tag.class (left..right)". */
  overflowing: string[];
  /** Elements that scroll sideways or clip content sideways (ellipsized text and visually-hidden labels aside). */
  horizontalScrollers: string[];
  /** Elements that hide part of their content vertically without letting the user scroll to it. */
  clippedVertically: string[];
  /** `{{` or `}}` left in the text or the markup: a template that did not compile as meant. */
  unresolved: string[];
  /** Lang keys shown as text or in a visible attribute instead of their translation. */
  rawKeys: string[];
  /** Inputs and selects too narrow for the value, choice or placeholder they show. */
  clippedControls: string[];
}

/** The audit of a sheet with nothing wrong. */
export const CLEAN_AUDIT: SheetAudit = {
  overflowing: [],
  horizontalScrollers: [],
  clippedVertically: [],
  unresolved: [],
  rawKeys: [],
  clippedControls: [],
};

export async function auditSheet(page: Page): Promise<SheetAudit> {
  return page.evaluate(() => {
    const sheet = document.querySelector("#sheet") as HTMLElement;
    const bounds = sheet.getBoundingClientRect();
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    const overflowing: string[] = [];
    const horizontalScrollers: string[] = [];
    const clippedVertically: string[] = [];
    for (const el of sheet.querySelectorAll<HTMLElement>("*")) {
      if (el.getClientRects().length === 0) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.right > bounds.right + 0.5 || rect.left < bounds.left - 0.5) {
        overflowing.push(`${describe(el)} (${Math.round(rect.left)}..${Math.round(rect.right)})`);
      }
      const style = getComputedStyle(el);
      const clipsSideways = style.overflowX !== "visible";
      const meantToClip = style.textOverflow === "ellipsis" || el.classList.contains("visually-hidden");
      const isControl = el instanceof HTMLInputElement || el instanceof HTMLSelectElement;
      if (clipsSideways && !meantToClip && !isControl && el.scrollWidth > el.clientWidth + 1) {
        horizontalScrollers.push(`${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
      }
      const hidesVertically = style.overflowY === "hidden" || style.overflowY === "clip";
      if (hidesVertically && !meantToClip && !isControl && el.scrollHeight > el.clientHeight + 1) {
        clippedVertically.push(`${describe(el)} (${el.scrollHeight} > ${el.clientHeight})`);
      }
    }
    const text = sheet.innerText;
    const unresolved = [text, sheet.outerHTML].flatMap((s) => s.match(/.{0,30}(\{\{|\}\}).{0,30}/g) ?? []);
    const keyPattern = /\bSWRPG(?:\.[A-Za-z0-9_-]+)+/g;
    const visibleAttributes = ["title", "placeholder", "aria-label", "alt", "data-tooltip"];
    const rawKeys = [...(text.match(keyPattern) ?? [])];
    for (const el of sheet.querySelectorAll("*")) {
      for (const attr of visibleAttributes) rawKeys.push(...(el.getAttribute(attr)?.match(keyPattern) ?? []));
      if (el instanceof HTMLOptionElement) rawKeys.push(...(el.text.match(keyPattern) ?? []));
    }
    const clippedControls: string[] = [];
    const measure = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    for (const control of sheet.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
      if (control.getClientRects().length === 0 || control.type === "checkbox") continue;
      const style = getComputedStyle(control);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const shown =
        control instanceof HTMLSelectElement
          ? (control.selectedOptions[0]?.text ?? "")
          : control.value || control.placeholder;
      // A select's arrow takes about 20px of its content box.
      const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = measure.measureText(shown).width + (control instanceof HTMLSelectElement ? 20 : 0);
      if (needed > room + 0.5)
        clippedControls.push(`${control.getAttribute("name") ?? describe(control)}: "${shown}"`);
    }
    return { overflowing, horizontalScrollers, clippedVertically, unresolved, rawKeys, clippedControls };
  });
}

/** The trimmed text of the first element matching the selector, or null. */
export async function textOf(page: Page, selector: string): Promise<string | null> {
  const el = page.locator(selector).first();
  if ((await el.count()) === 0) return null;
  return (await el.innerText()).trim();
}

/** Text whose contrast with its background is below `minimum` (WCAG ratio), as "text: ratio". */
export async function lowContrast(page: Page, selector: string, minimum = 4.5): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const parse = (color: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
        return { r, g, b, a };
      };
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const channel = (v: number) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const background = (el: Element | null): { r: number; g: number; b: number } => {
        for (let node = el; node; node = node.parentElement) {
          const bg = parse(getComputedStyle(node).backgroundColor);
          if (bg.a > 0.5) return bg;
        }
        return { r: 255, g: 255, b: 255 };
      };
      const problems: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(`#sheet ${selector}`)) {
        if (el.getClientRects().length === 0 || !el.innerText.trim()) continue;
        const fg = luminance(parse(getComputedStyle(el).color));
        const bg = luminance(background(el));
        const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        if (ratio < minimum) problems.push(`${el.innerText.trim().slice(0, 30)}: ${ratio.toFixed(2)}`);
      }
      return problems;
    },
    { selector, minimum },
  );
}

/** Presses Tab `presses` times and returns the focused element's outline width and style. */
export async function focusRingAfterTabs(
  page: Page,
  presses: number,
): Promise<{ tag: string; outline: string }> {
  await page.locator("#sheet .window-title").click();
  for (let i = 0; i < presses; i++) await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { tag: el.tagName.toLowerCase(), outline: `${style.outlineStyle} ${style.outlineWidth}` };
  });
}

/**
 * The texts of the elements matching `selector` that do not show whole: cut sideways or below, an ellipsis
 * included (the general audit lets an ellipsis pass as meant; a label must not be one).
 */
export function clippedLabels(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((labels) =>
      labels
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent?.trim() ?? ""),
    );
}
