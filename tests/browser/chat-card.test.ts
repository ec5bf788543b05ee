// The attack chat card rendered from its real template with the real `handlebars`, the system's helpers
// and the English strings, then loaded with the system's chat CSS in headless Chromium. Every card is built
// by the real attack pipeline from forced dice (fixtures/rcr-cards.ts), so each picture shows what the game
// produces: the expected numbers below are worked out by hand from the rules.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppliedMark } from "../../src/damage/applied-marks.ts";
import { attackDialogContext } from "../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { attackCardContext, type CardViewer } from "../../src/rulesets/rcr/dice/attack-card-context.ts";
import type { AttackCardData } from "../../src/rulesets/rcr/dice/attack-card-data.ts";
import type { TargetView } from "../../src/rulesets/rcr/dice/attack-views.ts";
import { attacker, blaster, choices, lightsaber, target } from "../foundry/rolls/attack-fixtures.ts";
import { appliedMark, pipelineCard, withDamage } from "./fixtures/rcr-cards.ts";
import { launchChromium } from "./harness/chromium.ts";
import { repoRoot, screenshotDir } from "./harness/paths.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();
const css = readFileSync(path.join(repoRoot, "styles/chat.css"), "utf8");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const gm: CardViewer = { isGM: true, hideDefense: true };
const player: CardViewer = { isGM: false, hideDefense: true };

/**
 * A stand-in for one message of Foundry's chat log (its stylesheet is licensed): about 280 px of
 * content in the sidebar, themed by the body's class as v13 themes the interface.
 */
const CHAT_FRAME = `
body { margin: 0; padding: 8px; font: 14px "DejaVu Sans", sans-serif; }
body.theme-light { background: #d9d6cf; color: #191813; }
body.theme-dark { background: #111318; color: #e7e5e0; }
#chat { box-sizing: border-box; width: 296px; padding: 6px 8px; border-radius: 4px; }
.theme-light #chat { background: #f1ede4; }
.theme-dark #chat { background: #23252d; }
button { font: inherit; color: inherit; background: rgb(127 127 127 / 15%); border: 1px solid rgb(127 127 127 / 60%); border-radius: 3px; }`;

async function open(
  card: AttackCardData,
  viewer = gm,
  theme: "light" | "dark" = "light",
  marks: readonly AppliedMark[] = [],
): Promise<{ page: Page; html: string }> {
  const html = renderer.render("rcr/chat/attack-card.hbs", attackCardContext(card, "m1", viewer, marks));
  const page = await browser.newPage({ viewport: { width: 312, height: 700 } });
  await page.setContent(
    `<!doctype html><html><head><style>${CHAT_FRAME}</style><style>${css}</style></head><body class="theme-${theme}"><div id="chat">${html}</div></body></html>`,
  );
  return { page, html };
}

// The Hero: BAB +6, Dex +2, a blaster pistol (3d6, range increment 10 m, threat 20): +8, and +3 for a full
// attack's second attack (rcr-combat.txt › Attack Bonus, Full Attack). Targets: Defense 10 + class 4 + Dex 2
// = 16, flat-footed 14 (rcr-combat.txt › Defense).
const sergeant = (overrides: Partial<TargetView> = {}) =>
  target("sergeant", { name: "Imperial stormtrooper sergeant", ...overrides });
/** Class bonus 14: Defense 26, over any confirmation the Hero rolls here. */
const armoredScout = (overrides: Partial<TargetView> = {}) =>
  target("scout", {
    name: "Scout trooper",
    defense: { classBonus: 14, dexModifier: 2, size: "medium" },
    ...overrides,
  });
const HALF_CONCEALMENT = { cover: "none", concealment: "half", intoMelee: false } as const;

/**
 * One shot, natural 20 (28), confirmation 12 (20): a critical on the sergeant (20 ≥ 16), a plain hit on the
 * armored scout (28 ≥ 26, but 20 < 26 does not confirm); 3d6 damage rolled 3 + 3 + 3 = 9.
 */
async function singleCard(damage = true): Promise<AttackCardData> {
  const card = await pipelineCard({ targets: [sergeant(), armoredScout()] }, [20, 12]);
  return damage ? (await withDamage(card, 0, [3, 3, 3])).card : card;
}

/**
 * A full attack against three targets with real-length names. First attack natural 20 (28), confirmed with 12
 * (20): critical on the sergeant (≥ 16) and on the flat-footed scout (≥ 14); it hits the probe droid, which
 * half concealment saves (20 %, d% 7). Second attack natural 6 (9): misses all three (9 < 14, 9 < 16).
 */
async function fullCard(damage = true): Promise<AttackCardData> {
  const droid = target("droid", { name: "Probe droid" });
  const card = await pipelineCard(
    {
      choices: choices({ mode: "full", targets: { [droid.tokenUuid]: HALF_CONCEALMENT } }),
      targets: [sergeant(), target("scout", { name: "Scout trooper", losesDexBonus: true }), droid],
    },
    [20, 12, 6],
    [7],
  );
  return damage ? (await withDamage(card, 0, [3, 3, 3])).card : card;
}

const text = (page: Page, selector: string) => page.locator(selector).first().innerText();

describe("attack chat card", () => {
  it("shows the attacker, weapon, total and natural roll, with no raw lang keys", async () => {
    const { page, html } = await open(await singleCard());
    expect(await text(page, ".swrpg-card-title h3")).toBe("Hero");
    expect(await text(page, ".swrpg-card-weapon")).toBe("Blaster pistol");
    expect(await text(page, ".swrpg-total-value")).toBe("28");
    expect(await text(page, ".swrpg-natural.natural-20")).toBe("20");
    expect(html).not.toMatch(/SWRPG\./);
    await page.close();
  });
  it("lists each target's outcome; a critical and a miss are marked", async () => {
    const { page } = await open(await fullCard());
    expect(await text(page, ".swrpg-outcome-critical .swrpg-outcome")).toBe("Critical hit");
    expect(await text(page, ".swrpg-outcome-miss .swrpg-outcome")).toBe("Miss");
    expect(await text(page, ".swrpg-outcome-critical .swrpg-confirm-total")).toBe(
      "confirm: rolled 12, total 20",
    );
    await page.close();
  });
  it("the breakdown appears on hover and lists the labelled parts", async () => {
    const { page } = await open(await singleCard());
    const tooltip = page.locator(".swrpg-attack-total .swrpg-breakdown");
    expect(await tooltip.isVisible()).toBe(false);
    await page.locator(".swrpg-attack-total").hover();
    expect(await tooltip.isVisible()).toBe(true);
    expect(await tooltip.innerText()).toMatch(/Base attack\s+\+6[\s\S]*Dexterity\s+\+2/);
    await page.close();
  });
  it("the GM sees Defense numbers; a player does not when the setting hides them", async () => {
    const card = await singleCard();
    const asGM = await open(card, gm);
    expect(await text(asGM.page, ".swrpg-target-defense")).toBe("vs Defense 16");
    await asGM.page.close();
    const asPlayer = await open(card, player);
    expect(await asPlayer.page.locator(".swrpg-target-defense").count()).toBe(0);
    await asPlayer.page.close();
    const shown = await open(card, { isGM: false, hideDefense: false });
    expect(await shown.page.locator(".swrpg-target-defense").count()).toBe(2);
    await shown.page.close();
  });
  it("rolled damage shows the total, the critical mark and the apply buttons", async () => {
    const { page } = await open(await singleCard());
    expect(await text(page, ".swrpg-damage-total")).toBe("9");
    expect(await page.locator(".swrpg-tag-critical").count()).toBe(1);
    const actions = await page
      .locator(".swrpg-card-buttons button")
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-action")));
    expect(actions).toEqual(["applyTargeted", "applyHalf", "applyVitality", "applySelected", "undoDamage"]);
    await page.close();
  });
  it("before damage is rolled an attack that hit offers Roll damage; one that missed everyone does not", async () => {
    // The full attack before its damage: the first attack landed, the second (9) missed all three.
    const { page } = await open(await fullCard(false));
    expect(await page.locator('[data-attack-index="0"] [data-action="rollDamage"]').count()).toBe(1);
    expect(await page.locator('[data-attack-index="1"] [data-action="rollDamage"]').count()).toBe(0);
    await page.close();
  });
  it("a concealment miss shows the miss chance and the d% rolled", async () => {
    // Natural 15 (23) hits Defense 16; half concealment is a 20 % miss chance and d% 7 misses
    // (rcr-combat.txt › Concealment).
    const droid = target("droid", { name: "Probe droid" });
    const card = await pipelineCard(
      { choices: choices({ targets: { [droid.tokenUuid]: HALF_CONCEALMENT } }), targets: [droid] },
      [15],
      [7],
    );
    const { page } = await open(card);
    expect(await text(page, ".swrpg-outcome-concealed .swrpg-outcome")).toBe("Miss (concealment)");
    expect(await text(page, ".swrpg-concealment")).toBe("concealment 20%: rolled 7");
    await page.close();
  });
  it("without targets the card shows the total, the natural roll and the threat range mark", async () => {
    // A natural 20 threatens and rolls its confirmation (12) even with nobody targeted.
    const { page } = await open(await pipelineCard({}, [20, 12]));
    expect(await page.locator(".swrpg-card-target").count()).toBe(0);
    expect(await text(page, ".swrpg-tag-threat")).toBe("In threat range");
    expect(await page.locator('[data-action="rollDamage"]').count()).toBe(1);
    await page.close();
  });
});

describe("attack chat card explanations", () => {
  /**
   * With Point Blank Shot, one shot, natural 20 (28), confirmation 12: at 55 m the scout is 5 full range
   * increments away, −10 (18: a hit, but 12 + 8 − 10 = 10 does not confirm); the droid 5 m away is in point
   * blank range, +1 (29, confirmed with 21). 3d6 damage rolled 2 + 5 + 6 = 13 (rcr-combat.txt › Range
   * Penalty; feats › Point Blank Shot).
   */
  async function explained(): Promise<AttackCardData> {
    const shooter = attacker({ feats: { ...attacker().feats, pointBlankShot: true } });
    const card = await pipelineCard(
      {
        attacker: shooter,
        targets: [
          target("far", { name: "Scout trooper", distance: 55 }),
          target("near", { name: "Probe droid", distance: 5 }),
        ],
      },
      [20, 12],
    );
    return (await withDamage(card, 0, [2, 5, 6])).card;
  }
  it("each target's line says the attack total it faced and what changed it", async () => {
    const { page } = await open(await explained());
    const lines = await page.locator(".swrpg-target-equation").allInnerTexts();
    expect(lines).toEqual(["= 28 − 10 Range", "= 28 + 1 Point blank"]);
    expect(await page.locator(".swrpg-confirm-total").allInnerTexts()).toEqual([
      "confirm: rolled 12, total 10",
      "confirm: rolled 12, total 21",
    ]);
    // The attack line no longer repeats the confirmation die its targets name.
    expect(await page.locator(".swrpg-attack-line .swrpg-confirm").count()).toBe(0);
    await page.close();
  });
  it("target names are keyboard-reachable links to their tokens", async () => {
    const { page } = await open(await explained());
    const names = page.locator(".swrpg-card-target .swrpg-token-link");
    expect(await names.count()).toBe(2);
    expect(await names.first().getAttribute("role")).toBe("button");
    expect(await names.first().getAttribute("data-token-uuid")).toBe("Scene.s.Token.far");
    // Tab order: the attack total's breakdown, then the first target's name.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Scout trooper");
    await page.close();
  });
  it("the damage total shows each die on hover and on keyboard focus", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(await explained(), gm, theme);
      const dice = page.locator(".swrpg-damage-dice");
      expect(await dice.isVisible()).toBe(false);
      await page.locator(".swrpg-damage-total").hover();
      expect(await dice.isVisible()).toBe(true);
      expect(await dice.innerText()).toMatch(/3d6\s+13[\s\S]*3d6\s+2\s*5\s*6/);
      expect(await page.locator(".swrpg-die").allInnerTexts()).toEqual(["2", "5", "6"]);
      await page.setViewportSize({ width: 312, height: 520 });
      await page.screenshot({ path: path.join(screenshotDir, `chat-card-damage-dice-${theme}.png`) });
      await page.mouse.move(0, 0);
      await page.locator(".swrpg-damage-total").focus();
      expect(await dice.isVisible()).toBe(true);
      await page.close();
    }
  });
});

describe("attack chat card screenshots", () => {
  it("saves the card as a GM and as a player sees it, the player's without Defense numbers", async () => {
    for (const [name, viewer] of [
      ["chat-card-gm", gm],
      ["chat-card-player", player],
    ] as const) {
      const { page } = await open(await singleCard(), viewer);
      const card = page.locator("#chat");
      await card.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
      const shown = await card.innerText();
      if (viewer.isGM) expect(shown).toMatch(/Defense/);
      else expect(shown).not.toMatch(/Defense \d/);
      await page.close();
    }
  });
  it("at the chat log's width, long target names wrap whole and each outcome stays on its target's first line", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(await fullCard(), gm, theme);
      await page.locator("#chat").screenshot({ path: path.join(screenshotDir, `chat-card-${theme}.png`) });
      const rows = await page.locator(".swrpg-card-target").evaluateAll((targets) =>
        targets.map((target) => {
          const top = (selector: string) => target.querySelector(selector)?.getBoundingClientRect().top ?? -1;
          return { name: top(".swrpg-target-name"), outcome: top(".swrpg-outcome") };
        }),
      );
      // Each of the two attacks lists all three targets.
      expect(rows.length).toBe(6);
      const sergeantName = page.locator(".swrpg-card-target .swrpg-target-name").first();
      expect(await sergeantName.innerText()).toBe("Imperial stormtrooper sergeant");
      const cut = await sergeantName.evaluate((name) => name.scrollWidth > name.clientWidth);
      expect(cut).toBe(false);
      for (const row of rows) expect(Math.abs(row.name - row.outcome)).toBeLessThan(4);
      const wide = await page.evaluate(() => {
        const chat = document.querySelector("#chat") as HTMLElement;
        const right = chat.getBoundingClientRect().right;
        return [...chat.querySelectorAll<HTMLElement>("*")]
          .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > right + 0.5)
          .map((el) => el.className);
      });
      expect(wide).toEqual([]);
      // Each breakdown tooltip, shown on keyboard focus as on hover, stays inside the chat log's width.
      const totals = page.locator(".swrpg-has-breakdown");
      for (let i = 0; i < (await totals.count()); i++) {
        await totals.nth(i).focus();
        const sticksOut = await totals.nth(i).evaluate((total) => {
          const chat = (document.querySelector("#chat") as HTMLElement).getBoundingClientRect();
          const tip = (total.querySelector(".swrpg-breakdown") as HTMLElement).getBoundingClientRect();
          return tip.left < chat.left - 0.5 || tip.right > chat.right + 0.5;
        });
        expect(sticksOut, `breakdown ${i}`).toBe(false);
      }
      await page.close();
    }
  });
});

describe("attack chat card states", () => {
  it("before damage is rolled: the hit waits on Roll damage, with no apply buttons yet", async () => {
    const card = await singleCard(false);
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(card, gm, theme);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `chat-card-roll-damage-${theme}.png`) });
      expect(await page.locator('[data-action="rollDamage"]').innerText()).toBe("Roll damage");
      expect(await page.locator('[data-action^="apply"]').count()).toBe(0);
      expect(await page.locator(".swrpg-damage-total").count()).toBe(0);
      await page.close();
    }
  });
  it("a plain hit: one target hit, no threat, its damage rolled", async () => {
    // Natural 14 (22) against Defense 16, out of the threat range; 3d6 rolled 4 + 3 + 4 = 11.
    const shot = await pipelineCard({ targets: [target("trooper", { name: "Stormtrooper" })] }, [14]);
    const { card } = await withDamage(shot, 0, [4, 3, 4]);
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(card, gm, theme);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `chat-card-plain-hit-${theme}.png`) });
      expect(await text(page, ".swrpg-outcome")).toBe("Hit");
      expect(
        await page.locator(".swrpg-confirm-total, .swrpg-tag-critical, .swrpg-target-equation").count(),
      ).toBe(0);
      expect(await text(page, ".swrpg-damage-total .swrpg-total-value")).toBe("11");
      await page.close();
    }
  });
});

describe("attack chat card after Apply (marks and Undo)", () => {
  const author: CardViewer = { isGM: false, hideDefense: true, mayUndoAll: true };
  /**
   * With Point Blank Shot, one shot from 5 m, natural 20 (29 on each), confirmation 12 (21): a critical on the
   * sergeant (21 ≥ 16), a plain hit on the armored scout (29 ≥ 26; 21 < 26). 3d6 rolled 3 + 3 + 3 = 9, +1 point
   * blank each. Applied, as Apply routes it (rcr-combat.txt › Vitality Points and Wound Points, Critical
   * Hits, Damage Reduction): the sergeant's critical goes straight to wounds (−10 wounds), the scout's 10
   * takes its last 3 vitality and the other 7 meet its armor's DR 2 (−5 wounds, 2 stopped), and a selected
   * probe droid, not on the card, takes the rolled 9 from its 20 vitality.
   */
  async function bothHit() {
    const shooter = attacker({ feats: { ...attacker().feats, pointBlankShot: true } });
    const shot = await pipelineCard(
      { attacker: shooter, targets: [sergeant({ distance: 5 }), armoredScout({ distance: 5 })] },
      [20, 12],
    );
    const { card, roll } = await withDamage(shot, 0, [3, 3, 3]);
    const heroic = (vitality: number, wounds: number, damageReduction = 0) => ({
      vitality,
      wounds,
      woundsMax: wounds,
      heroic: true,
      damageReduction,
      woundsLostThisRound: 0,
    });
    const marks = [
      appliedMark(card, 0, roll, {
        tokenUuid: "Scene.s.Token.sergeant",
        name: "Imperial stormtrooper sergeant",
        health: heroic(10, 12),
      }),
      appliedMark(card, 0, roll, {
        tokenUuid: "Scene.s.Token.scout",
        name: "Scout trooper",
        health: heroic(3, 10, 2),
      }),
      appliedMark(card, 0, roll, {
        tokenUuid: "Scene.s.Token.droid",
        name: "Probe droid",
        health: heroic(20, 10),
      }),
    ];
    return { card, marks };
  }
  const undo = (page: Page) => page.locator('[data-action="undoDamage"]');

  it("before Apply each target says what it takes, none is marked, and Undo is disabled, saying why", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page, html } = await open((await bothHit()).card, author, theme);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `chat-card-before-apply-${theme}.png`) });
      expect(await page.locator(".swrpg-applied").count()).toBe(0);
      // Each target it landed on says what it takes and why; the critical is tagged on its own target.
      expect(await page.locator(".swrpg-card-target .swrpg-takes").allInnerTexts()).toEqual([
        "takes 10 = 9 + 1 Point blank Critical: to wounds",
        "takes 10 = 9 + 1 Point blank",
      ]);
      expect(await undo(page).isDisabled()).toBe(true);
      expect(await undo(page).getAttribute("title")).toBe(
        "Nothing from this attack is applied that you may undo.",
      );
      expect(html).not.toMatch(/SWRPG\./);
      await page.close();
    }
  });
  it("after Apply each target shows what it took, a selected token too, and Undo is enabled", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { card, marks } = await bothHit();
      const { page, html } = await open(card, author, theme, marks);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `chat-card-after-apply-${theme}.png`) });
      const taken = await page
        .locator(".swrpg-card-target")
        .evaluateAll((targets) =>
          targets.map((target) => target.querySelector(".swrpg-applied")?.textContent ?? ""),
        );
      expect(taken).toEqual(["−10 wounds", "−3 vitality, −5 wounds, DR stopped 2"]);
      // What a target takes is said once: after Apply the mark replaces the "takes" line.
      expect(await page.locator(".swrpg-takes").count()).toBe(0);
      expect(await text(page, ".swrpg-other-applied li")).toMatch(/^Probe droid\s+−9 vitality$/);
      const [nameTop, takenTop] = await page
        .locator(".swrpg-other-applied li > *")
        .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().top));
      expect(Math.abs((nameTop ?? 0) - (takenTop ?? -10))).toBeLessThan(4);
      expect(await undo(page).isDisabled()).toBe(false);
      expect(html).not.toMatch(/SWRPG\./);
      const wide = await page.evaluate(() => {
        const chat = document.querySelector("#chat") as HTMLElement;
        const right = chat.getBoundingClientRect().right;
        return [...chat.querySelectorAll<HTMLElement>(".swrpg-applied, .swrpg-other-applied *")]
          .filter((el) => el.getBoundingClientRect().right > right + 0.5)
          .map((el) => el.className);
      });
      expect(wide).toEqual([]);
      await page.close();
    }
  });
  it("a player who is neither the author nor an owner of a marked token sees the marks with Undo disabled", async () => {
    const { card, marks } = await bothHit();
    const { page } = await open(card, player, "light", marks);
    expect(await page.locator(".swrpg-applied").count()).toBe(3);
    expect(await undo(page).isDisabled()).toBe(true);
    await page.close();
    const owner = await open(card, { ...player, ownedTokenUuids: ["Scene.s.Token.scout"] }, "light", marks);
    expect(await undo(owner.page).isDisabled()).toBe(false);
    await owner.page.close();
  });
});

describe("attack dialog template", () => {
  it("renders every option with English labels and one row per target", () => {
    const targets = [target("a"), target("b")];
    const ranged = renderer.render(
      "rcr/dialog/attack-dialog.hbs",
      attackDialogContext({
        weapon: blaster({ fireModes: ["single", "multifire"] }),
        offHandWeapons: [{ id: "v", name: "Vibroblade" }],
        targets,
        choices: choices({ fireMode: "multifire" }),
      }),
    );
    expect(ranged).not.toMatch(/SWRPG\./);
    expect(ranged).toMatch(/<option value="multifire" selected>Multifire<\/option>/);
    expect(ranged).toMatch(/<option value="" selected>None<\/option><option value="v">Vibroblade<\/option>/);
    expect(ranged.match(/name="cover-\d"/g)).toEqual(['name="cover-0"', 'name="cover-1"']);
    expect(ranged).not.toMatch(/name="charge"/);
    const melee = renderer.render(
      "rcr/dialog/attack-dialog.hbs",
      attackDialogContext({ weapon: lightsaber(), offHandWeapons: [], targets: [], choices: choices() }),
    );
    expect(melee).toMatch(/name="charge"/);
    expect(melee).toMatch(/No targets/);
    expect(melee).not.toMatch(/name="fireMode"/);
  });
});
