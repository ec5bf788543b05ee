// What a user sees of the ruleset seam: the Ruleset world setting, the create dialogs, documents of another
// ruleset (read-only, with a banner), items dragged across rulesets, and the compendium pack folders.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../lang/en.json";
import { defineActorSheet } from "../../../src/applications/sheets/actor-sheet.ts";
import { rulesetBannerText, showRulesetBanner } from "../../../src/applications/sheets/ruleset-banner.ts";
import { registerSettings } from "../../../src/config/settings.ts";
import { SwrpgActor } from "../../../src/documents/actor.ts";
import { SwrpgItem } from "../../../src/documents/item.ts";
import { expandRulesetPackFolders, packFolderStates } from "../../../src/hooks/ruleset-pack-folders.ts";
import { rcr } from "../../../src/rulesets/rcr/index.ts";
import { registerRuleset, unregisterRuleset } from "../../../src/rulesets/registry.ts";
import { repoRoot } from "../../browser/harness/paths.ts";
import { minimal } from "../../rulesets/minimal/index.ts";
import { createActor, registerSystem, soldier } from "../data/fixtures.ts";
import { FakeActor, FakeItem } from "../fakes/documents.ts";
import { setWorldRuleset } from "./stand-ins.ts";

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const warn = () => vi.mocked(ui.notifications!.warn);

beforeEach(() => {
  warn().mockClear();
  setWorldRuleset("rcr");
});

describe("the Ruleset world setting", () => {
  function registeredRulesetSetting() {
    const registered = new Map<string, Record<string, unknown>>();
    (world.game.settings as Record<string, unknown>).register = (ns: string, key: string, data: object) =>
      registered.set(`${ns}.${key}`, data as Record<string, unknown>);
    registerSettings();
    const setting = registered.get("swrpg.ruleset");
    if (!setting) throw new Error("no ruleset setting");
    return setting;
  }

  it("offers exactly the registered rulesets (RCR, Saga Edition and WEG D6), defaults to RCR and reloads on change", () => {
    const setting = registeredRulesetSetting();
    expect(setting.choices).toEqual({
      rcr: "SWRPG.Setting.Ruleset.Rcr",
      saga: "SWRPG.Saga.Name",
      d6: "SWRPG.D6.Name",
    });
    expect(setting.default).toBe("rcr");
    expect(setting.requiresReload).toBe(true);
    expect(setting.scope).toBe("world");
  });

  it("its hint names the three playable rulesets", () => {
    const setting = registeredRulesetSetting();
    expect(setting.hint).toBe("SWRPG.Setting.Ruleset.HintRegistered");
    expect(en.SWRPG.Setting.Ruleset.HintRegistered).toMatch(
      /the d20 Revised Core Rules, Saga Edition or WEG D6\./,
    );
  });

  it("a newly registered ruleset joins the choices", () => {
    registerRuleset(minimal);
    try {
      expect(registeredRulesetSetting().choices).toEqual({
        rcr: "SWRPG.Setting.Ruleset.Rcr",
        saga: "SWRPG.Saga.Name",
        d6: "SWRPG.D6.Name",
        minimal: "Minimal",
      });
    } finally {
      unregisterRuleset("minimal");
    }
  });
});

describe("with the minimal ruleset registered beside RCR", () => {
  beforeAll(() => {
    registerRuleset(minimal);
    registerSystem();
  });

  describe("the create dialogs", () => {
    // Document.createDialog(data, createOptions, options): `options.types` restricts the selectable
    // subtypes (fvtt-types common/abstract/document.d.mts › Document.CreateDialogOptions).
    const dialogs = { Actor: vi.fn(async () => null), Item: vi.fn(async () => null) };
    beforeAll(() => {
      Object.assign(FakeActor, { createDialog: dialogs.Actor });
      Object.assign(FakeItem, { createDialog: dialogs.Item });
    });
    const typesOffered = (spy: typeof dialogs.Actor) => (spy.mock.calls.at(-1) as unknown[] | undefined)?.[2];

    it("offer only the world ruleset's actor and item types", async () => {
      await SwrpgActor.createDialog({}, {}, {});
      expect(typesOffered(dialogs.Actor)).toEqual({ types: ["character", "npc", "vehicle"] });
      await SwrpgItem.createDialog();
      expect(typesOffered(dialogs.Item)).toEqual({ types: ["weapon", "armor", "feat"] });
      setWorldRuleset("minimal");
      await SwrpgActor.createDialog({}, {}, {});
      expect(typesOffered(dialogs.Actor)).toEqual({ types: ["minimalTrooper"] });
      await SwrpgItem.createDialog();
      expect(typesOffered(dialogs.Item)).toEqual({ types: [] });
    });

    it("keep a caller's own restriction, narrowed to the world ruleset's types, and pass the rest through", async () => {
      const options = { types: ["npc", "minimalTrooper"], width: 400 };
      await SwrpgActor.createDialog({ name: "X" }, { pack: "p" }, options as never);
      expect(dialogs.Actor.mock.calls.at(-1)).toEqual([
        { name: "X" },
        { pack: "p" },
        { types: ["npc"], width: 400 },
      ]);
    });
  });

  describe("a document of another ruleset", () => {
    async function bex(): Promise<SwrpgActor> {
      const actor = await SwrpgActor.create({
        name: "Bex",
        type: "minimalTrooper",
      } as unknown as Actor.CreateData);
      if (!(actor instanceof SwrpgActor)) throw new Error("not created");
      return actor;
    }

    it("gets a banner naming its ruleset and the world's; one of the world's ruleset gets none", async () => {
      const hero = await createActor(soldier());
      expect(rulesetBannerText(hero)).toBeNull();
      expect(rulesetBannerText(await bex())).toBe(
        "This minimalTrooper belongs to the Minimal ruleset; this world runs d20 Revised Core Rules (RCR). It is shown read-only.",
      );
      setWorldRuleset("minimal");
      expect(rulesetBannerText(hero)).toBe(
        "This Character belongs to the d20 Revised Core Rules (RCR) ruleset; this world runs Minimal. It is shown read-only.",
      );
    });

    it("opens read-only: the sheet shell is editable only for the world ruleset's documents", async () => {
      // DocumentSheetV2#isEditable (client/applications/api/document-sheet.d.mts): the owner may edit.
      class StandInActorSheet {
        constructor(readonly actor: Actor.Implementation) {}
        get isEditable(): boolean {
          return true;
        }
      }
      Object.assign(foundry, {
        applications: {
          api: { HandlebarsApplicationMixin: (base: unknown) => base },
          sheets: { ActorSheetV2: StandInActorSheet },
        },
      });
      const Sheet = defineActorSheet(rcr.sheets.Actor[0]!) as unknown as new (
        actor: Actor.Implementation,
      ) => { isEditable: boolean };
      expect(new Sheet(await createActor(soldier())).isEditable).toBe(true);
      expect(new Sheet(await bex()).isEditable).toBe(false);
    });

    it("the banner goes first in the window content, once, and goes away when the text is null", () => {
      // DOM Element: querySelector, prepend, remove, ownerDocument.createElement.
      const children: { className: string; textContent: string; remove(): void }[] = [];
      const content = { prepend: (child: (typeof children)[number]) => children.unshift(child) };
      const root = {
        ownerDocument: {
          createElement: () => {
            const child = {
              className: "",
              textContent: "",
              setAttribute() {},
              remove: () => children.splice(children.indexOf(child), 1),
            };
            return child;
          },
        },
        querySelector: (selector: string) =>
          selector === ".window-content" ? content : children.find((c) => `.${c.className}` === selector),
      } as unknown as HTMLElement;
      showRulesetBanner(root, "first");
      showRulesetBanner(root, "second");
      expect(children.map((c) => [c.className, c.textContent])).toEqual([["swrpg-ruleset-banner", "second"]]);
      showRulesetBanner(root, null);
      expect(children).toEqual([]);
    });

    it("an item of one ruleset dragged onto an actor of another is refused with a message", async () => {
      const trooper = await bex();
      const rifle = (soldier().items as Item.CreateData[])[0];
      const created = await (trooper as unknown as FakeActor).createEmbeddedDocuments("Item", [
        rifle as never,
      ]);
      expect(created).toEqual([]);
      expect(trooper.items.size).toBe(0);
      expect(warn()).toHaveBeenCalledWith(
        "Blaster rifle belongs to the d20 Revised Core Rules (RCR) ruleset and cannot be added to Bex, who belongs to Minimal.",
      );
      // The same item onto an actor of its own ruleset is taken.
      const hero = await createActor({ ...soldier(), items: [] });
      const taken = await (hero as unknown as FakeActor).createEmbeddedDocuments("Item", [rifle as never]);
      expect(taken).toHaveLength(1);
    });
  });

  describe("the compendium pack folders", () => {
    const root = { uuid: "Folder.root", ancestors: [] };
    const folders: Record<string, { uuid: string; ancestors: (typeof root)[] }> = {
      "swrpg.rcr-weapons": { uuid: "Folder.rcr", ancestors: [root] },
      "swrpg.rcr-npcs": { uuid: "Folder.rcr", ancestors: [root] },
      "swrpg.minimal-troopers": { uuid: "Folder.minimal", ancestors: [root] },
    };
    const folderOf = (id: string) => folders[id] ?? null;

    it("only the world ruleset's folder (and the folders above it) is expanded", () => {
      expect(Object.fromEntries(packFolderStates(folderOf))).toEqual({
        "Folder.rcr": true,
        "Folder.minimal": false,
        "Folder.root": true,
      });
      setWorldRuleset("minimal");
      expect(Object.fromEntries(packFolderStates(folderOf))).toEqual({
        "Folder.rcr": false,
        "Folder.minimal": true,
        "Folder.root": true,
      });
    });

    it("writes the states to game.folders' expanded map and re-renders the Compendium tab", () => {
      // Folders#_expanded (client/documents/collections/folders.d.mts), read by Folder#expanded;
      // CompendiumCollection#folder (client/documents/collections/compendium-collection.d.mts).
      const expanded: Record<string, boolean> = { "Folder.minimal": true, "Folder.other": true };
      world.game.folders = { _expanded: expanded };
      world.game.packs = new Map(Object.entries(folders).map(([id, folder]) => [id, { folder }]));
      const render = vi.fn();
      (world.ui as Record<string, unknown>).compendium = { render };
      expandRulesetPackFolders();
      expect(expanded).toEqual({
        "Folder.rcr": true,
        "Folder.minimal": false,
        "Folder.root": true,
        "Folder.other": true,
      });
      expect(render).toHaveBeenCalledOnce();
    });

    it("RCR's record names the packs and the pack folder system.json declares", () => {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, "system.json"), "utf8")) as {
        packFolders: { name: string; packs: string[] }[];
      };
      const folder = manifest.packFolders.find((f) => f.name === rcr.packFolder);
      expect([...(folder?.packs ?? [])].sort()).toEqual([...rcr.packs].sort());
    });
  });
});
