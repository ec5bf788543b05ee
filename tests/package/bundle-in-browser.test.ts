// Loads the built bundle (dist/swrpg.mjs, minified) as an ES module in headless Chromium, with stand-ins
// for the Foundry globals it touches, and runs its init hook: the artifact users install, not the sources.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultEncounter } from "../../src/rulesets/rcr/simulate/default-encounter.ts";
import { PreparedRun } from "../../src/simulate/run-request.ts";
import { launchChromium } from "../browser/harness/chromium.ts";
import { buildSystemInto } from "./built-system.ts";

const ORIGIN = "http://swrpg.test";

/** Runs in the page: Foundry stand-ins, the bundle's import, its init hook, and what init registered. */
const PAGE_SCRIPT = `
  const hooks = {};
  const listen = (name, fn) => { (hooks[name] ??= []).push(fn); return hooks[name].length; };
  class Base {}
  const sheets = [];
  const settings = [];
  Object.assign(globalThis, {
    Hooks: { on: listen, once: listen, callAll: (name, ...args) => { for (const fn of hooks[name] ?? []) fn(...args); return true; } },
    Roll: class Roll {}, Actor: class Actor {}, Item: class Item {}, Combat: class Combat {}, Combatant: class Combatant {},
    Handlebars: { registerHelper() {}, registerPartial() {} },
    CONFIG: {
      Actor: { dataModels: {}, trackableAttributes: {} }, Item: { dataModels: {} },
      Combat: {}, Combatant: {}, ui: {}, Dice: { rolls: [] }, statusEffects: [], specialStatusEffects: {}, queries: {},
    },
    game: {
      settings: {
        register: (namespace, key, data) => settings.push({ key: namespace + "." + key, data }),
        get: (namespace, key) => settings.find((s) => s.key === namespace + "." + key)?.data.default,
      },
      i18n: { localize: (key) => key, format: (key) => key },
    },
    foundry: {
      abstract: { TypeDataModel: Base },
      applications: {
        api: { HandlebarsApplicationMixin: (base) => class extends base {} },
        sheets: { ActorSheetV2: Base, ItemSheetV2: Base },
        sidebar: { tabs: { CombatTracker: Base } },
        handlebars: { loadTemplates: async () => [] },
        apps: { DocumentSheetConfig: { registerSheet: (doc, scope, sheet, options) => sheets.push(options.types.join() + " " + sheet.name) } },
      },
    },
  });
  await import("${ORIGIN}/swrpg.mjs");
  Hooks.callAll("init");
  const rules = game.swrpg.rules;
  return {
    rolls: CONFIG.Dice.rolls.map((rollClass) => rollClass.name),
    actorTypes: Object.keys(CONFIG.Actor.dataModels).sort(),
    itemTypes: Object.keys(CONFIG.Item.dataModels).sort(),
    sheets: sheets.sort(),
    combatTracker: CONFIG.ui.combat.name,
    settings: settings.map((s) => s.key).sort(),
    statusEffects: CONFIG.statusEffects.length,
    queries: Object.keys(CONFIG.queries).sort(),
    natural20: rules.resolveAttack({ d20: 20, attackBonus: 0, defense: 40 }).hit,
  };
`;

let browser: Browser;
let dist = "";

beforeAll(async () => {
  dist = await buildSystemInto("bundle");
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("the built bundle in a browser", () => {
  it("loads as an ES module, and its init hook registers the whole system", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(`${ORIGIN}/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(1) || "index.html";
      if (file === "index.html") return route.fulfill({ contentType: "text/html", body: "<!doctype html>" });
      const body = await readFile(path.join(dist, file));
      return route.fulfill({ contentType: "text/javascript", body });
    });
    await page.goto(`${ORIGIN}/index.html`);
    const registered = await page.evaluate(`(async () => { ${PAGE_SCRIPT} })()`);
    expect(errors).toEqual([]);
    expect(registered).toEqual({
      rolls: ["AttackRoll", "DamageRoll", "SagaAttackRoll", "SagaDamageRoll", "D6Roll", "D6DamageRoll"],
      actorTypes: ["character", "d6Character", "d6Npc", "npc", "sagaCharacter", "sagaNpc", "vehicle"],
      itemTypes: [
        "armor",
        "d6Armor",
        "d6Weapon",
        "feat",
        "sagaArmor",
        "sagaForcePower",
        "sagaTalent",
        "sagaWeapon",
        "weapon",
      ],
      sheets: [
        "armor SwrpgItemSheet",
        "character SwrpgActorSheet",
        "d6Armor SwrpgItemSheet",
        "d6Character SwrpgActorSheet",
        "d6Npc SwrpgActorSheet",
        "d6Weapon SwrpgItemSheet",
        "feat SwrpgItemSheet",
        "npc SwrpgActorSheet",
        "sagaArmor SwrpgItemSheet",
        "sagaCharacter SwrpgActorSheet",
        "sagaForcePower SwrpgItemSheet",
        "sagaNpc SwrpgActorSheet",
        "sagaTalent SwrpgItemSheet",
        "sagaWeapon SwrpgItemSheet",
        "vehicle SwrpgActorSheet",
        "weapon SwrpgItemSheet",
      ],
      // Foundry finds these classes by name (the kept names of vite.config.ts): sheet ids, render hooks.
      combatTracker: "SwrpgCombatTracker",
      settings: [
        "swrpg.d6HitLocation",
        "swrpg.d6WildDie",
        "swrpg.groupInitiative",
        "swrpg.hideDefenseFromPlayers",
        "swrpg.ruleset",
        "swrpg.sagaVariantActionEconomy",
        "swrpg.sagaVariantCombatSequence",
        "swrpg.sagaVariantConditionTrack",
        "swrpg.sagaVariantDamageThreshold",
        "swrpg.sagaVariantDefenses",
        "swrpg.sagaVariantFlanking",
        "swrpg.sagaVariantFormulas",
        "swrpg.sagaVariantLimbTracks",
        "swrpg.sagaVariantSecondWind",
        "swrpg.sagaVariantShieldDamage",
      ],
      statusEffects: 18,
      queries: ["swrpg.damage", "swrpg.initiative", "swrpg.maneuver", "swrpg.woundSave"],
      natural20: true,
    });
    await page.close();
  });

  it("runs the Odds worker as shipped: simulate-worker.mjs imports engine.mjs beside it and answers as Node does", async () => {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(1) || "index.html";
      if (file === "index.html") return route.fulfill({ contentType: "text/html", body: "<!doctype html>" });
      return route.fulfill({ contentType: "text/javascript", body: await readFile(path.join(dist, file)) });
    });
    await page.goto(`${ORIGIN}/index.html`);
    const request = { ruleset: "rcr", encounter: defaultEncounter(), fights: 300, seed: 7 };
    const replies = await page.evaluate(
      (request) =>
        new Promise((resolve) => {
          const worker = new Worker("/simulate-worker.mjs", { type: "module" });
          const got: unknown[] = [];
          worker.onmessage = (event) => {
            got.push(event.data);
            if (got.length === 3) resolve(got);
          };
          worker.onerror = (event) => resolve([{ type: "load error", message: event.message }]);
          worker.postMessage({ type: "start", request });
          worker.postMessage({ type: "block", block: 1 });
          worker.postMessage({ type: "block", block: 0 });
        }),
      request,
    );
    const run = new PreparedRun(request);
    expect(replies).toEqual([
      { type: "ready" },
      { type: "counts", block: 1, counts: run.play(1) },
      { type: "counts", block: 0, counts: run.play(0) },
    ]);
    await page.close();
  });
});
