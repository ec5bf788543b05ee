// The object-strike cards in Chromium, each built by the real resolver and the engine from plain fighters and
// scripted dice (the flow's own path without Foundry), its context (maneuverCardContext) rendered from the
// real template with the real `handlebars` and the English strings, with the system's chat CSS. Screenshots
// of the attack on a door, the ion shot at a held rifle and the break check, light and dark, which we look at.
import "./fixtures/foundry-globals.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maneuverCardContext } from "../../src/rulesets/rcr/maneuvers/maneuver-card.ts";
import { resolveManeuver } from "../../src/rulesets/rcr/maneuvers/maneuver-resolve.ts";
import {
  defaultManeuverOptions,
  type ManeuverCard,
  type ManeuverDice,
} from "../../src/rulesets/rcr/maneuvers/maneuver-types.ts";
import {
  defaultObjectChoice,
  type ObjectChoice,
  type StoredObject,
  type StrikeWeapon,
} from "../../src/rulesets/rcr/objects/object-types.ts";
import { soldierFighter } from "./fixtures/maneuver-fighters.ts";
import { launchChromium } from "./harness/chromium.ts";
import { loadEnglish, translate } from "./harness/foundry-core-helpers.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const english = loadEnglish();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  const world = globalThis as unknown as { game: Record<string, unknown> };
  world.game.i18n = {
    localize: (key: string) => translate(english, key),
    format: (key: string, data: Record<string, unknown>) => translate(english, key, data),
  };
});
afterAll(async () => browser?.close());

const kyla = soldierFighter("Kyla Venn", "Scene.s.Token.kyla", 0);
const trooper = soldierFighter("TK-421", "Scene.s.Token.tk", 100);

const vibroblade: StrikeWeapon = {
  id: "blade",
  name: "Vibroblade",
  kind: "melee",
  parts: [
    { label: "bab", value: 1 },
    { label: "strength", value: 2 },
  ],
  damageFormula: "2d6 + 2",
  damageType: "slashing",
  stun: false,
  rangeIncrement: 0,
  rangeKind: "projectile",
};

const ionPistol: StrikeWeapon = {
  ...vibroblade,
  id: "ion",
  name: "Ion pistol",
  kind: "ranged",
  parts: [
    { label: "bab", value: 1 },
    { label: "dexterity", value: 1 },
  ],
  damageFormula: "3d6",
  damageType: "ion",
  stun: true,
  rangeIncrement: 10,
};

const door: StoredObject = {
  name: "Cell door",
  size: "large",
  damageReduction: 5,
  woundPoints: 5,
  woundPointsMax: 5,
  breakDC: 15,
  electronic: false,
};

function scripted(d20s: number[], damage: number[] = []): ManeuverDice {
  return {
    d20: async () => d20s.shift() ?? 10,
    damage: async () => ({ total: damage.shift() ?? 1, rollIndex: 0 }),
  };
}

async function card(
  object: Partial<ObjectChoice>,
  weapon: StrikeWeapon,
  d20s: number[],
  damage: number[] = [],
  token: { stored: StoredObject | null; holder: boolean } = { stored: null, holder: true },
) {
  const made = await resolveManeuver(
    {
      options: {
        ...defaultManeuverOptions("object"),
        weaponId: weapon.id,
        defenderWeaponId: "rifle",
        object: { ...defaultObjectChoice(), ...object },
      },
      attacker: kyla,
      defender: token.holder ? trooper : null,
      others: {},
      scene: { gridSize: 100, gridDistance: 2 },
      speed: 10,
      strike: {
        weapon,
        token: { tokenUuid: "Scene.s.Token.door", name: "Cell door", stored: token.stored },
        items: {},
        distance: 2,
        holderFortitude: token.holder ? 4 : null,
      },
    },
    scripted(d20s, damage),
  );
  if ("ok" in made) throw new Error(made.refused);
  return made as ManeuverCard;
}

const css = ["styles/chat.css", "styles/rcr-maneuvers.css"]
  .map((file) => readFileSync(path.join(repoRoot, file), "utf8"))
  .join("\n");

async function shoot(name: string, made: ManeuverCard): Promise<string> {
  const html = renderer.render("rcr/chat/maneuver-card.hbs", maneuverCardContext(made, ""));
  expect(html).not.toMatch(/SWRPG\./);
  let text = "";
  for (const theme of ["light", "dark"] as const) {
    const page = await browser.newPage({ viewport: { width: 312, height: 300 } });
    const bg = theme === "light" ? "#f1ede4" : "#23252d";
    const fg = theme === "light" ? "#191813" : "#e7e5e0";
    await page.setContent(
      `<!doctype html><html><head><style>body{margin:0;padding:8px;font:14px "DejaVu Sans",sans-serif;background:${bg};color:${fg}} #chat{width:280px}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
    );
    text = (await page.locator("#chat").innerText()) ?? "";
    const overflow = await page.evaluate(() => {
      const chat = document.querySelector("#chat") as HTMLElement;
      return [...chat.querySelectorAll("*")].some(
        (el) => el.getBoundingClientRect().right > chat.getBoundingClientRect().right + 1,
      );
    });
    expect(overflow).toBe(false);
    await page.screenshot({ path: path.join(screenshotDir, `object-${name}-${theme}.png`), fullPage: true });
    await page.close();
  }
  return text;
}

describe("the object-strike cards", () => {
  it("a vibroblade against a marked Large door: Defense 4, +4 against the immobile, damage less DR, wound points left", async () => {
    const text = await shoot(
      "door",
      await card({ source: "token" }, vibroblade, [6], [9], { stored: door, holder: false }),
    );
    expect(text).toContain("Kyla Venn hits Cell door.");
    expect(text).toContain("13 against the object's Defense 4.");
    expect(text).toContain("9 damage, less DR 5: 4 wound points lost.");
    expect(text).toContain("Cell door: 1 of 5 wound points left.");
  });
  it("an ion pistol on stun at the rifle TK-421 holds: Defense 20, the wielder's Fortitude fails, 1d4+1 rounds", async () => {
    const text = await shoot(
      "ion",
      await card({ source: "weapon", electronic: true }, ionPistol, [18, 9], [4]),
    );
    expect(text).toContain("Blaster rifle stops working for 4 rounds.");
    expect(text).toContain("20 against the object's Defense 20.");
    expect(text).toContain("The wielder's Fortitude save 13 against DC 15.");
  });
  it("breaking a battered door with Strength: the DC 2 lower at half its wound points", async () => {
    const text = await shoot(
      "break",
      await card({ source: "token", action: "break" }, vibroblade, [12], [], {
        stored: { ...door, woundPoints: 2 },
        holder: false,
      }),
    );
    expect(text).toContain("Kyla Venn breaks Cell door.");
    expect(text).toContain("14 against break DC 13.");
    expect(text).toContain("The break DC is 2 lower: half or more of its wound points are gone.");
  });
});
