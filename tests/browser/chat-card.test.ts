// The attack chat card rendered from its real template with the real `handlebars`, the system's helpers
// and the English strings, then loaded with the system's chat CSS in headless Chromium.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppliedMark } from "../../src/damage/applied-marks.ts";
import { attackDialogContext } from "../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { attackCardContext, type CardViewer } from "../../src/rulesets/rcr/dice/attack-card-context.ts";
import type { AttackCardData } from "../../src/rulesets/rcr/dice/attack-card-data.ts";
import { attackCard, targetResult } from "../foundry/damage/card-fixture.ts";
import { blaster, choices, lightsaber, target } from "../foundry/rolls/attack-fixtures.ts";
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
  card = attackCard(),
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

/** A full attack with two attacks against targets with real-length names, damage rolled on the first. */
function namedCard(): AttackCardData {
  const card = attackCard({ mode: "full" });
  const first = card.attacks[0]!;
  const second = {
    ...first,
    index: 1,
    source: "iterative" as const,
    natural: 1,
    total: 4,
    inThreatRange: false,
    confirmNatural: null,
    damage: null,
    targets: [
      targetResult("sergeant", {
        name: "Imperial stormtrooper sergeant",
        total: 4,
        hit: false,
        lands: false,
      }),
    ],
  };
  return {
    ...card,
    attacks: [
      {
        ...first,
        targets: [
          targetResult("sergeant", {
            name: "Imperial stormtrooper sergeant",
            critical: true,
            threat: true,
            confirmTotal: 20,
          }),
          targetResult("scout", {
            name: "Scout trooper",
            hit: false,
            lands: false,
            defenseKind: "flatFooted",
          }),
          targetResult("droid", {
            name: "Probe droid",
            concealed: true,
            lands: false,
            missChance: 20,
            missD100: 7,
          }),
        ],
      },
      second,
    ],
  };
}

const text = (page: Page, selector: string) => page.locator(selector).first().innerText();

describe("attack chat card", () => {
  it("shows the attacker, weapon, total and natural roll, with no raw lang keys", async () => {
    const { page, html } = await open();
    expect(await text(page, ".swrpg-card-title h3")).toBe("Hero");
    expect(await text(page, ".swrpg-card-weapon")).toBe("Blaster");
    expect(await text(page, ".swrpg-total-value")).toBe("28");
    expect(await text(page, ".swrpg-natural.natural-20")).toBe("20");
    expect(html).not.toMatch(/SWRPG\./);
    await page.close();
  });
  it("lists each target's outcome; a critical and a miss are marked", async () => {
    const { page } = await open();
    expect(await text(page, ".swrpg-outcome-critical .swrpg-outcome")).toBe("Critical hit");
    expect(await text(page, ".swrpg-outcome-miss .swrpg-outcome")).toBe("Miss");
    expect(await text(page, ".swrpg-outcome-critical .swrpg-confirm-total")).toBe(
      "confirm: rolled 12, total 20",
    );
    await page.close();
  });
  it("the breakdown appears on hover and lists the labelled parts", async () => {
    const { page } = await open();
    const tooltip = page.locator(".swrpg-attack-total .swrpg-breakdown");
    expect(await tooltip.isVisible()).toBe(false);
    await page.locator(".swrpg-attack-total").hover();
    expect(await tooltip.isVisible()).toBe(true);
    expect(await tooltip.innerText()).toMatch(/Base attack\s+\+6[\s\S]*Dexterity\s+\+2/);
    await page.close();
  });
  it("the GM sees Defense numbers; a player does not when the setting hides them", async () => {
    const asGM = await open(attackCard(), gm);
    expect(await text(asGM.page, ".swrpg-target-defense")).toBe("vs Defense 15");
    await asGM.page.close();
    const asPlayer = await open(attackCard(), player);
    expect(await asPlayer.page.locator(".swrpg-target-defense").count()).toBe(0);
    await asPlayer.page.close();
    const shown = await open(attackCard(), { isGM: false, hideDefense: false });
    expect(await shown.page.locator(".swrpg-target-defense").count()).toBe(2);
    await shown.page.close();
  });
  it("rolled damage shows the total, the critical mark and the apply buttons", async () => {
    const { page } = await open();
    expect(await text(page, ".swrpg-damage-total")).toBe("9");
    expect(await page.locator(".swrpg-tag-critical").count()).toBe(1);
    const actions = await page
      .locator(".swrpg-card-buttons button")
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-action")));
    expect(actions).toEqual(["applyTargeted", "applyHalf", "applyVitality", "applySelected", "undoDamage"]);
    await page.close();
  });
  it("before damage is rolled an attack that hit offers Roll damage; one that missed everyone does not", async () => {
    const card = attackCard();
    const hitFirst = { ...card.attacks[0]!, damage: null };
    const missed = { ...hitFirst, index: 1, targets: [targetResult("a", { hit: false, lands: false })] };
    const { page } = await open({ ...card, attacks: [hitFirst, missed] });
    expect(await page.locator('[data-attack-index="0"] [data-action="rollDamage"]').count()).toBe(1);
    expect(await page.locator('[data-attack-index="1"] [data-action="rollDamage"]').count()).toBe(0);
    await page.close();
  });
  it("a concealment miss shows the miss chance and the d% rolled", async () => {
    const card = attackCard();
    const concealed = targetResult("a", { concealed: true, lands: false, missChance: 20, missD100: 7 });
    const { page } = await open({ ...card, attacks: [{ ...card.attacks[0]!, targets: [concealed] }] });
    expect(await text(page, ".swrpg-outcome-concealed .swrpg-outcome")).toBe("Miss (concealment)");
    expect(await text(page, ".swrpg-concealment")).toBe("concealment 20%: rolled 7");
    await page.close();
  });
  it("without targets the card shows the total, the natural roll and the threat range mark", async () => {
    const card = attackCard();
    const alone = { ...card.attacks[0]!, targets: [], damage: null, confirmNatural: null };
    const { page } = await open({ ...card, attacks: [alone] });
    expect(await page.locator(".swrpg-card-target").count()).toBe(0);
    expect(await text(page, ".swrpg-tag-threat")).toBe("In threat range");
    expect(await page.locator('[data-action="rollDamage"]').count()).toBe(1);
    await page.close();
  });
});

describe("attack chat card explanations", () => {
  /** One attack (28) against a far target (−10 range) and a near one (+1 point blank), damage rolled 3d6. */
  function explained(): AttackCardData {
    const card = attackCard();
    const attack = card.attacks[0]!;
    return {
      ...card,
      attacks: [
        {
          ...attack,
          damage: { formula: "3d6 + 1", total: 14, rollIndex: 1, dice: [{ faces: 6, results: [2, 5, 6] }] },
          targets: [
            targetResult("far", {
              name: "Scout trooper",
              parts: [{ label: "rangePenalty", value: -10 }],
              total: 18,
              critical: true,
              threat: true,
              confirmTotal: 20,
            }),
            targetResult("near", {
              name: "Probe droid",
              parts: [{ label: "pointBlank", value: 1 }],
              total: 29,
            }),
          ],
        },
      ],
    };
  }
  it("each target's line says the attack total it faced and what changed it", async () => {
    const { page } = await open(explained());
    const lines = await page.locator(".swrpg-target-equation").allInnerTexts();
    expect(lines).toEqual(["= 28 − 10 Range", "= 28 + 1 Point blank"]);
    expect(await text(page, ".swrpg-confirm-total")).toBe("confirm: rolled 12, total 20");
    // The attack line no longer repeats the confirmation die its targets name.
    expect(await page.locator(".swrpg-attack-line .swrpg-confirm").count()).toBe(0);
    await page.close();
  });
  it("target names are keyboard-reachable links to their tokens", async () => {
    const { page } = await open(explained());
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
      const { page } = await open(explained(), gm, theme);
      const dice = page.locator(".swrpg-damage-dice");
      expect(await dice.isVisible()).toBe(false);
      await page.locator(".swrpg-damage-total").hover();
      expect(await dice.isVisible()).toBe(true);
      expect(await dice.innerText()).toMatch(/3d6 \+ 1\s+14[\s\S]*3d6\s+2\s*5\s*6/);
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
      const { page } = await open(attackCard(), viewer);
      const card = page.locator("#chat");
      await card.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
      const shown = await card.innerText();
      if (viewer.isGM) expect(shown).toMatch(/Defense/);
      else expect(shown).not.toMatch(/Defense \d/);
      await page.close();
    }
  });
  it("at the chat log's width, long target names keep each outcome on its target's first line", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open(namedCard(), gm, theme);
      await page.locator("#chat").screenshot({ path: path.join(screenshotDir, `chat-card-${theme}.png`) });
      const rows = await page.locator(".swrpg-card-target").evaluateAll((targets) =>
        targets.map((target) => {
          const top = (selector: string) => target.querySelector(selector)?.getBoundingClientRect().top ?? -1;
          return { name: top(".swrpg-target-name"), outcome: top(".swrpg-outcome") };
        }),
      );
      expect(rows.length).toBe(4);
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
    const card = attackCard();
    const waiting = { ...card.attacks[0]!, damage: null };
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open({ ...card, attacks: [waiting] }, gm, theme);
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
    const card = attackCard();
    const plain = {
      ...card.attacks[0]!,
      natural: 14,
      total: 22,
      inThreatRange: false,
      confirmNatural: null,
      damage: { formula: "3d6", total: 11, rollIndex: 1, dice: [{ faces: 6, results: [4, 3, 4] }] },
      targets: [targetResult("trooper", { name: "Stormtrooper", total: 22 })],
    };
    for (const theme of ["light", "dark"] as const) {
      const { page } = await open({ ...card, attacks: [plain] }, gm, theme);
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
  /** The fixture card with its attack landing on both targets: A took wounds (a critical), B vitality and wounds. */
  function bothHit(): AttackCardData {
    const card = attackCard();
    const attack = card.attacks[0]!;
    return {
      ...card,
      attacks: [
        {
          ...attack,
          targets: [
            targetResult("a", {
              name: "Imperial stormtrooper sergeant",
              critical: true,
              threat: true,
              confirmTotal: 20,
              damageBonus: 1,
            }),
            targetResult("b", { name: "Scout trooper" }),
          ],
        },
      ],
    };
  }
  const marks: AppliedMark[] = [
    {
      tokenUuid: "Scene.s.Token.a",
      attackIndex: 0,
      name: "Imperial stormtrooper sergeant",
      taken: { vitality: 0, wounds: 10 },
    },
    {
      tokenUuid: "Scene.s.Token.b",
      attackIndex: 0,
      name: "Scout trooper",
      taken: { vitality: 3, wounds: 6 },
    },
    { tokenUuid: "Scene.s.Token.z", attackIndex: 0, name: "Probe droid", taken: { vitality: 9, wounds: 0 } },
  ];
  const undo = (page: Page) => page.locator('[data-action="undoDamage"]');

  it("before Apply no target is marked and Undo is disabled, saying why", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { page, html } = await open(bothHit(), author, theme);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `chat-card-before-apply-${theme}.png`) });
      expect(await page.locator(".swrpg-applied").count()).toBe(0);
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
      const { page, html } = await open(bothHit(), author, theme, marks);
      await page
        .locator("#chat")
        .screenshot({ path: path.join(screenshotDir, `chat-card-after-apply-${theme}.png`) });
      const taken = await page
        .locator(".swrpg-card-target")
        .evaluateAll((targets) =>
          targets.map((target) => target.querySelector(".swrpg-applied")?.textContent ?? ""),
        );
      expect(taken).toEqual(["−10 wounds", "−3 vitality, −6 wounds"]);
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
    const { page } = await open(bothHit(), player, "light", marks);
    expect(await page.locator(".swrpg-applied").count()).toBe(3);
    expect(await undo(page).isDisabled()).toBe(true);
    await page.close();
    const owner = await open(bothHit(), { ...player, ownedTokenUuids: ["Scene.s.Token.b"] }, "light", marks);
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
    expect(ranged).toMatch(/<option value="">None<\/option><option value="v">Vibroblade<\/option>/);
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
