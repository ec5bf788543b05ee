// The D6 attack card built by the real attack pipeline (src/rulesets/d6/attack/attack-pipeline.ts) and damage
// rolls (src/rulesets/d6/damage/damage-rolls.ts) from dice whose totals the engine reads (d6.wildDieTotal),
// rendered from its real template with the real `handlebars`, the system's helpers and the English strings,
// in headless Chromium with the shared chat CSS and styles/d6-cards.css: a shot at a target in full
// reaction, and a shot into the garbage bins whose damage comes through (d6-combat.txt's examples).
// Screenshots, light and dark.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppliedMark } from "../../src/damage/applied-marks.ts";
import type { CardViewer } from "../../src/damage/card-viewer.ts";
import { d6 } from "../../src/rules/index.ts";
import { runD6Attack } from "../../src/rulesets/d6/attack/attack-pipeline.ts";
import type { D6TargetChoice } from "../../src/rulesets/d6/attack/attack-views.ts";
import { d6CardContext } from "../../src/rulesets/d6/card/card-context.ts";
import type { D6AttackCard, D6RolledCode } from "../../src/rulesets/d6/card/card-data.ts";
import { takenRecord } from "../../src/rulesets/d6/card/taken.ts";
import { rollAttackDamage } from "../../src/rulesets/d6/damage/damage-rolls.ts";
import { d6DamageSpec } from "../../src/rulesets/d6/damage/damage-spec.ts";
import { withDodges } from "../../src/rulesets/d6/grenade/dodges.ts";
import { grenadeCard, throwGrenade } from "../../src/rulesets/d6/grenade/grenade-throw.ts";
import { blasterPistol, code, sandor, trooper } from "../foundry/rulesets/d6/fight/d6-fixtures.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const css = ["styles/chat.css", "styles/d6-cards.css"]
  .map((file) => readFileSync(path.join(repoRoot, file), "utf8"))
  .join("\n");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const gm: CardViewer = { isGM: true, hideDefense: true };
const player: CardViewer = { isGM: false, hideDefense: true };

/** One message of Foundry's chat log (its stylesheet is licensed): ~280 px of content, themed by the body. */
const CHAT_FRAME = `
body { margin: 0; padding: 8px; font: 14px "DejaVu Sans", sans-serif; }
body.theme-light { background: #d9d6cf; color: #191813; }
body.theme-dark { background: #111318; color: #e7e5e0; }
#chat { box-sizing: border-box; width: 296px; padding: 6px 8px; border-radius: 4px; }
.theme-light #chat { background: #f1ede4; }
.theme-dark #chat { background: #23252d; }
button { font: inherit; color: inherit; background: rgb(127 127 127 / 15%); border: 1px solid rgb(127 127 127 / 60%); border-radius: 3px; }`;

/**
 * Dice that show the given faces, the last die of each code being the Wild Die (with `wildDie`); the engine
 * reads the total, as D6Roll does.
 */
function facedDice(wildDie: boolean, ...rolls: { faces: number[]; wild?: number[] }[]) {
  let index = 0;
  return {
    async roll(rolled: d6.DiceCode): Promise<D6RolledCode> {
      const next = rolls.shift();
      if (!next) throw new Error("no faces left");
      const wild = wildDie ? (next.wild ?? []) : [];
      const result = d6.wildDieTotal({ code: rolled, faces: next.faces, wild }, { wildDie });
      const removed = wildDie && wild[0] === 1 && next.faces.length ? Math.max(...next.faces) : null;
      return {
        code: rolled,
        total: result.total,
        rollIndex: index++,
        faces: next.faces,
        wild,
        removed,
        complication: false,
      };
    },
    async face() {
      return 3;
    },
  };
}

const choice = (overrides: Partial<D6TargetChoice> = {}): D6TargetChoice => ({
  band: "medium",
  difficulty: 13,
  smoke: "none",
  light: "none",
  cover: "none",
  protection: "none",
  ...overrides,
});

async function built(result: ReturnType<typeof runD6Attack>): Promise<D6AttackCard> {
  const card = await result;
  if ("ok" in card) throw new Error(card.refused);
  return card;
}

/**
 * Sandor (blaster 4D+1, the Wild Die on) fires twice: at a trooper at 20 m in moonlight, and at an officer
 * at 8 m who made a full dodge of 27. Two actions: each roll is 3D+1.
 */
async function reactionCard(): Promise<D6AttackCard> {
  const rifleman = trooper(1, { name: "Stormtrooper", distance: 20 });
  const officer = trooper(2, {
    name: "Imperial officer",
    distance: 8,
    fullReaction: { skill: "dodge", total: 27 },
  });
  return built(
    runD6Attack(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: {
          actions: 2,
          calledShot: "none",
          targets: {
            [rifleman.tokenUuid]: choice({ light: "moonlitNight" }),
            [officer.tokenUuid]: choice({ band: "short", difficulty: 8 }),
          },
        },
        targets: [rifleman, officer],
        options: { wildDie: true, hitLocation: false },
      },
      facedDice(
        true,
        { faces: [6, 5], wild: [6, 6, 1] },
        { faces: [4], wild: [5] },
        { faces: [6, 3], wild: [1] },
      ),
    ),
  );
}

/** Sandor's 5D blaster into the bins (2D cover roll 7, moonlit night 10): 26 hits the bins; damage 20 vs 7. */
async function binsCard(): Promise<D6AttackCard> {
  const thug = trooper(1, { name: "Thug", distance: 20 });
  const card = await built(
    runD6Attack(
      {
        attacker: sandor(),
        weapon: blasterPistol({ damage: { strength: false, dice: code(5) } }),
        choices: {
          actions: 1,
          calledShot: "none",
          targets: {
            [thug.tokenUuid]: choice({
              light: "moonlitNight",
              cover: "half",
              protection: "standardWoodenDoor",
            }),
          },
        },
        targets: [thug],
        options: { wildDie: false, hitLocation: false },
      },
      facedDice(false, { faces: [6, 6, 6, 5] }, { faces: [4, 6] }, { faces: [3, 4] }),
    ),
  );
  const rolled = await rollAttackDamage(
    card,
    0,
    facedDice(false, { faces: [6, 5, 4, 3, 2] }, { faces: [4, 3] }, { faces: [5, 4, 3, 3] }),
  );
  if (!rolled) throw new Error("not rolled");
  return rolled;
}

function takes(card: D6AttackCard) {
  return (attackIndex: number, tokenUuid: string) => {
    const spec = d6DamageSpec(card, attackIndex, tokenUuid, "full");
    return "refused" in spec ? null : spec.amount;
  };
}

async function open(
  card: D6AttackCard,
  viewer = gm,
  theme: "light" | "dark" = "light",
  marks: readonly AppliedMark[] = [],
): Promise<{ page: Page; html: string }> {
  const html = renderer.render(
    "d6/chat/attack-card.hbs",
    d6CardContext(card, "m1", viewer, marks, takes(card)),
  );
  const page = await browser.newPage({ viewport: { width: 312, height: 900 } });
  await page.setContent(
    `<!doctype html><html><head><style>${CHAT_FRAME}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
  );
  return { page, html };
}

const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts();

describe("a D6 card with a full reaction", () => {
  it("each shot its own roll at 3D+1; the dodge raises the officer's Easy 8 to 35", async () => {
    const { page, html } = await open(await reactionCard());
    expect(html).not.toMatch(/SWRPG\./);
    expect(await texts(page, ".swrpg-total-value")).toEqual(["25", "4"]);
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual(["Hit", "Miss"]);
    const difficulty = await texts(page, ".swrpg-d6-difficulty");
    expect(difficulty[0]).toContain("Medium range (20 m): Moderate 13");
    expect(difficulty[0]).toContain("Moonlit night 2D +9");
    expect(difficulty[0]).toContain("= 22");
    expect(difficulty[1]).toContain("Short range (8 m): Easy 8");
    expect(difficulty[1]).toContain("Full reaction (dodge) +27");
    expect(difficulty[1]).toContain("= 35");
    expect(await page.locator(".swrpg-d6-wild").count()).toBe(4);
    expect(await page.locator(".swrpg-d6-removed").count()).toBe(2);
    await page.close();
  });
  it("a player sees hit and miss but not the difficulty numbers when the GM hides them", async () => {
    const { page } = await open(await reactionCard(), player);
    expect(await page.locator(".swrpg-d6-difficulty").count()).toBe(0);
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual(["Hit", "Miss"]);
    expect(await page.locator('[data-action="editDifficulty"]').count()).toBe(0);
    await page.close();
  });
  it("screenshots, light and dark, as the GM sees it", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(await reactionCard(), gm, theme);
      expect(await page.locator('[data-action="editDifficulty"]').count()).toBe(2);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `d6-card-reaction-${theme}.png`) });
      await page.close();
    }
  });
});

describe("a D6 damage card: a shot into the cover", () => {
  it("the bins take 20 against their 7: severely damaged, 4D come through and roll 15", async () => {
    const { page, html } = await open(await binsCard());
    expect(html).not.toMatch(/SWRPG\./);
    expect(await page.locator(".swrpg-card-target .swrpg-outcome").innerText()).toBe("Hits the cover");
    const lines = (await texts(page, ".swrpg-card-target .swrpg-d6-line")).join("\n");
    expect(lines).toContain("a direct hit needs 30");
    expect(lines).toContain(
      "Hit the cover (body strength 2D: 7); the damage beat it by 13: Severely damaged.",
    );
    expect(lines).toContain("4D reach him: 15");
    expect(await page.locator(".swrpg-d6-takes").innerText()).toBe("Takes 15 damage");
    expect(await page.locator(".swrpg-damage-total").innerText()).toBe("20");
    await page.close();
  });
  it("screenshots, light and dark, after the thug took it: Strength 9 against 15, wounded", async () => {
    const card = await binsCard();
    const marks: AppliedMark[] = [
      {
        tokenUuid: trooper(1).tokenUuid,
        attackIndex: 0,
        name: "Thug",
        taken: takenRecord({ damage: 15, resist: 9, result: "wounded", wound: "wounded", minutes: 0 }),
      },
    ];
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(card, gm, theme, marks);
      expect(await page.locator(".swrpg-applied").innerText()).toBe(
        "Strength 9 against 15: wounded (now Wounded).",
      );
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `d6-card-damage-${theme}.png`) });
      await page.close();
    }
  });
});

/**
 * Sandor's grenade (d6-combat.txt › Grenade Deviation): thrown 20 m at five stormtroopers (Moderate 14), his
 * 11 misses; a 4 (short) and 2D of 7 meters: it goes off 13 m from him. One trooper stood 2 m from where it
 * went off (5D), the others 6 to 10 m (2D); one of those hits the deck with a dodge of 18.
 */
async function grenadeThrowCard(): Promise<D6AttackCard> {
  const weapon = {
    ...blasterPistol(),
    id: "grenade",
    name: "Grenade",
    damage: { strength: false, dice: code(5) },
    damageType: "physical" as const,
    ranges: { short: 10, medium: 20, long: 40 },
    blast: d6.FRAGMENTATION_GRENADE,
  };
  const faces = facedDice(false, { faces: [3, 2, 4, 1] }, { faces: [3, 4] });
  const thrown = await throwGrenade(
    {
      attacker: sandor(),
      weapon,
      distance: 20,
      band: "medium",
      difficulty: 14,
      unseen: 0,
      actions: 1,
      options: { wildDie: false },
    },
    { roll: faces.roll, face: async () => 4 },
  );
  if ("ok" in thrown) throw new Error(thrown.refused);
  const squad = [
    { name: "Stormtrooper sergeant", distance: 2 },
    { name: "Stormtrooper", distance: 6.5 },
    { name: "Stormtrooper", distance: 8 },
    { name: "Stormtrooper", distance: 9.5 },
  ].map((entry, i) => ({
    target: trooper(i + 1, { name: entry.name, distance: 13 + entry.distance }),
    distance: entry.distance,
  }));
  const card = grenadeCard({ attacker: sandor(), weapon, options: { wildDie: false } }, thrown, squad, null);
  return withDodges(card, 1, { [trooper(3).tokenUuid]: 18, [trooper(2).tokenUuid]: 9 }) ?? card;
}

describe("a D6 grenade card", () => {
  it("the throw, where it strayed, and each band's targets with what they take", async () => {
    const { page, html } = await open(await grenadeThrowCard());
    expect(html).not.toMatch(/SWRPG\./);
    expect(await page.locator(".swrpg-d6-throw .swrpg-total-value").innerText()).toBe("11");
    const throwText = await page.locator(".swrpg-d6-throw").innerText();
    expect(throwText).toContain("Misses it");
    expect(throwText).toContain("It strays short (1D: 4) by 7 m (2D).");
    expect(throwText).toContain("It goes off 13 m from Sandor.");
    expect(await texts(page, ".swrpg-d6-band")).toEqual(["Blast 5D (0-2 m)", "Blast 2D (6-10 m)"]);
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual([
      "Caught",
      "Caught",
      "Hit the deck",
      "Caught",
    ]);
    expect(await page.locator('[data-action="rollDodges"]').count()).toBe(2);
    await page.close();
  });
  it("screenshots, light and dark", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(await grenadeThrowCard(), gm, theme);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `d6-card-grenade-${theme}.png`) });
      await page.close();
    }
  });
});
