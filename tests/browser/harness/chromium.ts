import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium, headless, with the flags this machine needs (no sandbox as root; no background
 * networking, whose connections the closed network refuses). Playwright cannot download its own browser.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
