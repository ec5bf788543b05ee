/** Checks, run inside the page, of what any sheet must get right whatever its content. */
import type { Page } from "playwright-core";

export interface SheetAudit {
  /** Visible elements reaching past the sheet's left or right edge: "tag.class (left..right)". */
  overflowing: string[];
  /** Elements that scroll sideways (a horizontal scrollbar or hidden sideways content). */
  horizontalScrollers: string[];
  /** `{{` or `}}` left in the text or the markup: a template that did not compile as meant. */
  unresolved: string[];
  /** Lang keys shown as text or in a visible attribute instead of their translation. */
  rawKeys: string[];
}

export async function auditSheet(page: Page): Promise<SheetAudit> {
  return page.evaluate(() => {
    const sheet = document.querySelector("#sheet") as HTMLElement;
    const bounds = sheet.getBoundingClientRect();
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    const overflowing: string[] = [];
    const horizontalScrollers: string[] = [];
    for (const el of sheet.querySelectorAll<HTMLElement>("*")) {
      if (el.getClientRects().length === 0) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.right > bounds.right + 0.5 || rect.left < bounds.left - 0.5) {
        overflowing.push(`${describe(el)} (${Math.round(rect.left)}..${Math.round(rect.right)})`);
      }
      const style = getComputedStyle(el);
      const clipsSideways = style.overflowX !== "visible";
      if (clipsSideways && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLInputElement)) {
        horizontalScrollers.push(`${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
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
    return { overflowing, horizontalScrollers, unresolved, rawKeys };
  });
}

/** The trimmed text of the first element matching the selector, or null. */
export async function textOf(page: Page, selector: string): Promise<string | null> {
  const el = page.locator(selector).first();
  if ((await el.count()) === 0) return null;
  return (await el.innerText()).trim();
}
