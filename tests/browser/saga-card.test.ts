// The Saga attack card rendered from its real template with the real `handlebars`, the system's helpers and
// the English strings, in headless Chromium with the shared chat CSS and styles/saga-cards.css: a single
// attack (a critical and a miss, defenses shown to the GM, hidden from players) and a frag grenade's burst
// listing every token hit or missed with what each takes. Screenshots, light and dark.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppliedMark } from "../../src/damage/applied-marks.ts";
import { runSagaAttack } from "../../src/rulesets/saga/attack/attack-pipeline.ts";
import { type SagaCardViewer, sagaCardContext } from "../../src/rulesets/saga/card/card-context.ts";
import type { SagaAttackCard } from "../../src/rulesets/saga/card/card-data.ts";
import { sagaCardAmount } from "../../src/rulesets/saga/damage/damage-spec.ts";
import {
  blasterRifle,
  choices,
  d20,
  fragGrenade,
  target,
  trooper,
} from "../foundry/rulesets/saga/fight/fight-fixtures.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const css = ["styles/chat.css", "styles/saga-cards.css"]
  .map((file) => readFileSync(path.join(repoRoot, file), "utf8"))
  .join("\n");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const gm: SagaCardViewer = { isGM: true, hideDefense: true };
const player: SagaCardViewer = { isGM: false, hideDefense: true };

/** One message of Foundry's chat log (its stylesheet is licensed): ~280 px of content, themed by the body. */
const CHAT_FRAME = `
body { margin: 0; padding: 8px; font: 14px "DejaVu Sans", sans-serif; }
body.theme-light { background: #d9d6cf; color: #191813; }
body.theme-dark { background: #111318; color: #e7e5e0; }
#chat { box-sizing: border-box; width: 296px; padding: 6px 8px; border-radius: 4px; }
.theme-light #chat { background: #f1ede4; }
.theme-dark #chat { background: #23252d; }
button { font: inherit; color: inherit; background: rgb(127 127 127 / 15%); border: 1px solid rgb(127 127 127 / 60%); border-radius: 3px; }`;

async function built(result: ReturnType<typeof runSagaAttack>): Promise<SagaAttackCard> {
  const card = await result;
  if (!card || "ok" in card) throw new Error(card?.refused ?? "not spent");
  return card;
}

/** A rifle shot (natural 20) at an officer and a scout trooper: a critical on both, defenses 16 and 18. */
async function singleCard(natural = 20): Promise<SagaAttackCard> {
  const officer = target("Imperial officer", 16);
  const scout = target("Scout trooper", 18, { prone: true });
  return built(
    runSagaAttack(
      { attacker: trooper, weapon: blasterRifle, choices: choices(), targets: [officer, scout] },
      d20(natural),
    ),
  );
}

/** A frag grenade (11 + 4 = 15) into a squad: hits, a miss for half, Evasion, cover. */
async function burstCard(damage: number | null): Promise<SagaAttackCard> {
  const squad = [
    target("Stormtrooper sergeant", 14),
    target("Stormtrooper", 15),
    target("Heavy trooper", 17),
    target("Jedi Knight", 18, { evasion: true }),
    target("Trooper behind crates", 13),
  ];
  const covered = squad[4]?.tokenUuid ?? "";
  const card = await built(
    runSagaAttack(
      {
        attacker: trooper,
        weapon: fragGrenade,
        choices: choices({
          targets: { [covered]: { cover: "cover", concealment: "none", flanking: false, intoMelee: false } },
        }),
        targets: squad,
        templateUuid: "Scene.s.MeasuredTemplate.t",
      },
      d20(11),
    ),
  );
  if (damage === null) return card;
  const attack = card.attacks[0];
  if (!attack) return card;
  return { ...card, attacks: [{ ...attack, damage: { formula: "4d6", total: damage, rollIndex: 1 } }] };
}

function takes(card: SagaAttackCard) {
  return (attackIndex: number, tokenUuid: string) => {
    const spec = sagaCardAmount(card, attackIndex, tokenUuid, "full");
    return "refused" in spec ? null : spec.amount;
  };
}

async function open(
  card: SagaAttackCard,
  viewer = gm,
  theme: "light" | "dark" = "light",
  marks: readonly AppliedMark[] = [],
): Promise<{ page: Page; html: string }> {
  const html = renderer.render(
    "saga/chat/attack-card.hbs",
    sagaCardContext(card, "m1", viewer, marks, takes(card)),
  );
  const page = await browser.newPage({ viewport: { width: 312, height: 900 } });
  await page.setContent(
    `<!doctype html><html><head><style>${CHAT_FRAME}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
  );
  return { page, html };
}

const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts();

describe("a single Saga attack card", () => {
  it("shows the roll, each target's outcome, and the defense to the GM; no raw lang keys", async () => {
    const { page, html } = await open(await singleCard(12));
    expect(html).not.toMatch(/SWRPG\./);
    expect(await page.locator(".swrpg-total-value").innerText()).toBe("17");
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual(["Hit", "Miss"]);
    expect(await texts(page, ".swrpg-target-defense")).toEqual(["vs Reflex 16", "vs Reflex 18"]);
    expect(await page.locator('[data-action="rollDamage"]').count()).toBe(1);
    await page.close();
  });
  it("each target's line shows how its total came from the attack's: 12 = 17 − 5 Target prone", async () => {
    const { page } = await open(await singleCard(12));
    expect(await texts(page, ".swrpg-card-target .swrpg-target-total")).toEqual(["17", "12"]);
    // saga-special-combat-rules.txt › Prone Targets: −5 to a ranged attack; the officer has nothing of its own.
    expect(await texts(page, ".swrpg-card-target .swrpg-target-equation")).toEqual(["= 17 − 5 Target prone"]);
    await page.close();
  });
  it("target names are token links, as on the RCR card (hover highlights, click pans: chat-token-links.ts)", async () => {
    const card = await singleCard(12);
    const { page } = await open(card);
    const links = page.locator(".swrpg-card-target .swrpg-token-link");
    expect(await links.count()).toBe(2);
    const uuids = await links.evaluateAll((els) => els.map((el) => el.getAttribute("data-token-uuid")));
    expect(uuids).toEqual(card.attacks[0]?.targets.map((target) => target.tokenUuid));
    expect(await links.first().getAttribute("role")).toBe("button");
    expect(await links.first().getAttribute("tabindex")).toBe("0");
    await page.close();
  });
  it("a player sees outcomes but no defense numbers when the setting hides them", async () => {
    const { page } = await open(await singleCard(12), player);
    expect(await page.locator(".swrpg-target-defense").count()).toBe(0);
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual(["Hit", "Miss"]);
    await page.close();
  });
  it("a natural 20 is marked a critical, and once rolled each target takes double", async () => {
    const card = await singleCard(20);
    const attack = card.attacks[0];
    if (!attack) throw new Error("no attack");
    const rolled = { ...card, attacks: [{ ...attack, damage: { formula: "3d8", total: 13, rollIndex: 1 } }] };
    const { page } = await open(rolled);
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual(["Critical hit", "Critical hit"]);
    expect(await texts(page, ".swrpg-saga-takes")).toEqual(["takes 26", "takes 26"]);
    expect(await page.locator(".swrpg-tag-critical").innerText()).toBe("Critical: double damage");
    const actions = await page
      .locator("button[data-action]")
      .evaluateAll((b) => b.map((x) => x.getAttribute("data-action")));
    expect(actions).toEqual(["applyTargeted", "applyHalf", "applySelected", "undoDamage"]);
    await page.close();
  });
  it("screenshots, light and dark, as the GM sees it after damage was applied to one target", async () => {
    const card = await singleCard(12);
    const attack = card.attacks[0];
    if (!attack) throw new Error("no attack");
    const rolled = { ...card, attacks: [{ ...attack, damage: { formula: "3d8", total: 13, rollIndex: 1 } }] };
    const officer = attack.targets[0]?.tokenUuid ?? "";
    const marks: AppliedMark[] = [
      {
        tokenUuid: officer,
        attackIndex: 0,
        name: "Imperial officer",
        taken: { hp: 13, temp: 0, shield: 0, steps: 1 },
      },
    ];
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(rolled, gm, theme, marks);
      expect(await page.locator(".swrpg-applied").innerText()).toBe("took 13 HP, condition track −1");
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `saga-card-single-${theme}.png`) });
      await page.close();
    }
  });
});

describe("a Saga area attack card", () => {
  it("lists every token in the burst, hit or missed, with why a miss still hurts or does not", async () => {
    const { page } = await open(await burstCard(null));
    expect(await page.locator(".swrpg-saga-tally").innerText()).toBe("2 hit, 3 missed");
    expect(await texts(page, ".swrpg-card-target .swrpg-target-name")).toEqual([
      "Stormtrooper sergeant",
      "Stormtrooper",
      "Heavy trooper",
      "Jedi Knight",
      "Trooper behind crates",
    ]);
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual([
      "Hit",
      "Hit",
      "Miss",
      "Miss",
      "Miss",
    ]);
    expect(await texts(page, ".swrpg-saga-note")).toEqual([
      "half damage",
      "Evasion: no damage",
      "missed behind cover: no damage",
    ]);
    expect(await page.locator(".swrpg-saga-area-note").first().innerText()).toBe(
      "Cover is judged from the center of the area.",
    );
    await page.close();
  });
  it("once damage is rolled (13), each line says what it takes: 13, 13, 6, 0, 0", async () => {
    const { page } = await open(await burstCard(13));
    expect(await texts(page, ".swrpg-saga-takes")).toEqual([
      "takes 13",
      "takes 13",
      "takes 6",
      "takes 0",
      "takes 0",
    ]);
    await page.close();
  });
  it("below 10 the card says nobody is reached", async () => {
    const card = await built(
      runSagaAttack(
        { attacker: trooper, weapon: fragGrenade, choices: choices(), targets: [target("Stormtrooper", 12)] },
        d20(5),
      ),
    );
    const { page } = await open(card);
    expect(await page.locator(".swrpg-saga-unreached").innerText()).toBe(
      "Below 10: the area attack reaches nobody.",
    );
    expect(await texts(page, ".swrpg-card-target .swrpg-outcome")).toEqual(["Not reached"]);
    await page.close();
  });
  it("screenshots, light and dark", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(await burstCard(13), gm, theme);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `saga-card-area-${theme}.png`) });
      await page.close();
    }
  });
});

describe("the Saga variant on the card", () => {
  const blade = {
    ...fragGrenade,
    name: "Vibroblade",
    kind: "melee" as const,
    rules: { group: "melee" as const },
  };
  const melee = { ...blade, burstRadius: 0, damageFormula: "2d6 + 4", diceFormula: "2d6" };
  const flanked = (uuid: string) => ({
    [uuid]: { cover: "none" as const, concealment: "none" as const, flanking: true, intoMelee: false },
  });

  /** A heavy attack (BAB 6, Str +2, level 4: (2d6)×3 + 4) at a tough trooper (threshold 20) and a thug (12). */
  async function heavyCard(): Promise<SagaAttackCard> {
    const card = await built(
      runSagaAttack(
        {
          attacker: { ...trooper, name: "Vibroblade duelist", bab: 6, str: 2, heroicLevel: 4 },
          weapon: melee,
          choices: choices({ heavy: "heavy" }),
          targets: [target("Gamorrean thug", 12, { damageThreshold: 12 })],
          variant: { sagaVariantFormulas: true },
        },
        d20(16),
      ),
    );
    const attack = card.attacks[0];
    if (!attack) throw new Error("no attack");
    return { ...card, attacks: [{ ...attack, damage: { formula: "(2d6)*3 + 4", total: 25, rollIndex: 1 } }] };
  }

  it("a heavy attack: its tag, the −6 in the roll, 25 damage over threshold 12 as a devastating injury (1 d20)", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page, html } = await open(await heavyCard(), gm, theme);
      expect(html).not.toMatch(/SWRPG\./);
      expect(await page.locator(".swrpg-saga-heavy").innerText()).toBe(
        "Heavy attack: dice multiplied, never critical",
      );
      expect(await page.locator(".swrpg-saga-injury").innerText()).toBe("Devastating injury: roll 1d20");
      expect(await texts(page, ".swrpg-saga-takes")).toEqual(["takes 25"]);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `saga-card-heavy-${theme}.png`) });
      await page.close();
    }
  });
  it("flanking with the variant: 'Advantage (flanking)' and no +2 in the target's breakdown", async () => {
    const foe = target("Rodian bounty hunter", 14);
    const card = await built(
      runSagaAttack(
        {
          attacker: { ...trooper, name: "Vibroblade duelist" },
          weapon: melee,
          choices: choices({ targets: flanked(foe.tokenUuid) }),
          targets: [foe],
          variant: { sagaVariantFlanking: true },
        },
        d20(14),
      ),
    );
    for (const theme of ["light", "dark"] as const) {
      const { page, html } = await open(card, gm, theme);
      expect(html).not.toMatch(/SWRPG\./);
      expect(await page.locator(".swrpg-saga-advantage").innerText()).toBe("Advantage (flanking)");
      expect(html).not.toContain("Flanking");
      // Both d20s of the advantage roll (14 and the forced 1), the lower struck through as dropped.
      const dice = page.locator(".swrpg-saga-advantage-dice .swrpg-natural");
      expect(await dice.allInnerTexts()).toEqual(["14", "1"]);
      expect(await dice.nth(1).getAttribute("class")).toContain("swrpg-dropped");
      expect(await dice.nth(0).getAttribute("class")).not.toContain("swrpg-dropped");
      expect(await dice.nth(1).evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
        "line-through",
      );
      expect(await page.locator(".swrpg-saga-advantage-dice").getAttribute("aria-label")).toBe(
        "Advantage: rolled 14 and 1, kept 14",
      );
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `saga-card-advantage-${theme}.png`) });
      await page.close();
    }
  });
});
