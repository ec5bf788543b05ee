// The few Foundry globals the system's adapters touch, faked for tests in tests/foundry/ (Foundry is a
// licensed program that cannot run here). Rules are never faked: the adapters call the real engine.
import { beforeAll, vi } from "vitest";
import manifest from "../../system.json" with { type: "json" };
import { fakeConfig } from "./fakes/config.ts";
import { TypeDataModel } from "./fakes/data-model.ts";
import { FakeDocumentSheet, FakeHandlebarsApplicationMixin } from "./fakes/document-sheet.ts";
import { FakeActor, FakeItem } from "./fakes/documents.ts";
import { escapeHTML } from "./fakes/escape-html.ts";
import { BooleanField, HTMLField, NumberField, SchemaField, StringField } from "./fakes/fields.ts";
import { ForcedDeletion, GENERATION, V14 } from "./fakes/generation.ts";
import { fakeI18n } from "./fakes/i18n.ts";
import { FakeRoll } from "./rolls/fake-roll.ts";

const hooks = new Map<string, ((...args: unknown[]) => unknown)[]>();

const globals = {
  foundry: {
    abstract: { TypeDataModel },
    utils: { escapeHTML },
    data: {
      fields: { BooleanField, HTMLField, NumberField, SchemaField, StringField },
      // v14's update operators (foundry.data.operators); v13 has none.
      ...(V14 ? { operators: { ForcedDeletion } } : {}),
    },
    applications: {
      api: { HandlebarsApplicationMixin: FakeHandlebarsApplicationMixin },
      sheets: { ActorSheetV2: FakeDocumentSheet, ItemSheetV2: FakeDocumentSheet },
    },
  },
  CONFIG: fakeConfig,
  Hooks: {
    on(name: string, fn: (...args: unknown[]) => unknown) {
      hooks.set(name, [...(hooks.get(name) ?? []), fn]);
    },
    once(name: string, fn: (...args: unknown[]) => unknown) {
      hooks.set(name, [...(hooks.get(name) ?? []), fn]);
    },
    callAll(name: string, ...args: unknown[]) {
      for (const fn of hooks.get(name) ?? []) fn(...args);
      return true;
    },
    // Foundry's error report: logged and, with `notify`, shown to the user.
    onError: vi.fn(),
    // Like Foundry's Hooks.call: stops at, and returns false for, the first function that returns false.
    call(name: string, ...args: unknown[]) {
      for (const fn of hooks.get(name) ?? []) if (fn(...args) === false) return false;
      return true;
    },
  },
  game: {
    i18n: fakeI18n,
    // foundry.config.ReleaseData: the generation the stand-ins play (tests/foundry/fakes/generation.ts).
    release: { generation: GENERATION },
    // The GM's client unless a test says otherwise (a GM owns every document).
    user: { id: "user-gm", isGM: true },
    // game.system (client/packages/system.d.mts): the manifest's token attributes, as Foundry reads them.
    system: {
      id: manifest.id,
      primaryTokenAttribute: manifest.primaryTokenAttribute,
      secondaryTokenAttribute: manifest.secondaryTokenAttribute,
    },
  },
  ui: { notifications: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } },
  Actor: FakeActor,
  // Base classes for the system's Combat and Combatant to extend at import; tests/foundry/combat/fake-combat.ts
  // replaces them with working fakes for the combat tests.
  Combat: class {},
  Combatant: class {},
  Item: FakeItem,
};

// fvtt-types declares these globals in full; the fakes implement only what the adapters use.
Object.assign(globalThis as unknown as Record<string, unknown>, globals);
// Core Roll and CONFIG.Dice: the system's roll classes extend Roll when their modules load.
Object.assign(fakeConfig, { Dice: { rolls: [FakeRoll] } });
// The built-in rulesets in the registry, as the system's entry registers them: after the globals they extend
// and after the test file's own module mocks (a `beforeAll` of a setup file runs once the file is collected).
beforeAll(async () => {
  await import("../../src/rulesets/index.ts");
});
