import { type Browser, chromium } from "playwright-core";

/** Where Chromium is: `CHROMIUM_PATH` when set, else Debian's package (`apt-get install -y chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Debian's Chromium, headless, with the flags this machine needs (no sandbox as root; no background
 * networking, whose connections the closed network refuses). Playwright cannot download its own browser.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
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
