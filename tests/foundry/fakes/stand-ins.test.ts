// Pins each behaviour of the data-model and document stand-ins to the Foundry v13 declaration it mirrors,
// so that a stand-in cannot drift back to being more lenient than Foundry.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createActor, registerSystem } from "../data/fixtures.ts";
import { TypeDataModel } from "./data-model.ts";
import { FakeDocumentSheet } from "./document-sheet.ts";
import { FakeActor } from "./documents.ts";
import { BooleanField, NumberField, SchemaField, StringField } from "./fields.ts";

beforeAll(() => registerSystem());

class Probe extends TypeDataModel {
  declare count: number;
  declare name: string;
  declare flag: boolean;
  declare nested: { value: number };
  static override defineSchema() {
    return {
      count: new NumberField({ integer: true, min: 0, max: 10, initial: 0 }),
      name: new StringField({ initial: "" }),
      flag: new BooleanField({ initial: false }),
      nested: new SchemaField({ value: new NumberField({ integer: true, min: -5, max: 5, initial: 0 }) }),
    };
  }
}

describe("fields clean before they validate (common/data/fields.d.mts DataField#clean)", () => {
  it("NumberField#_cleanType rounds an integer field and clamps to min and max", () => {
    expect(new Probe({ count: 2.6 }).count).toBe(3);
    expect(new Probe({ count: 11 }).count).toBe(10);
    expect(new Probe({ count: -1 }).count).toBe(0);
    expect(new Probe({ nested: { value: 9 } }).nested.value).toBe(5);
  });
  it("NumberField#_cast turns text into a number, and text that is no number fails validation", () => {
    expect(new Probe({ count: "7" }).count).toBe(7);
    expect(() => new Probe({ count: "seven" })).toThrow(/count: must be a number/);
  });
  it("StringField#_cleanType trims; BooleanField#_cast reads 'true'", () => {
    const probe = new Probe({ name: "  Rorworr  ", flag: "true" });
    expect(probe.name).toBe("Rorworr");
    expect(probe.flag).toBe(true);
  });
  it("SchemaField#_cleanType drops keys the schema does not define", () => {
    expect(new Probe({ count: 1, stray: 3 })._source).not.toHaveProperty("stray");
  });
});

describe("DataModel.migrateData (common/abstract/data.d.mts)", () => {
  it("its return value is ignored: a migration must change the source it is given", () => {
    class Returning extends Probe {
      static override migrateData(source: Record<string, unknown>) {
        return { ...source, count: 4 };
      }
    }
    class Mutating extends Probe {
      static override migrateData(source: Record<string, unknown>) {
        source.count = 4;
        return source;
      }
    }
    expect(new Returning({ count: 1 }).count).toBe(1);
    expect(new Mutating({ count: 1 }).count).toBe(4);
  });
  it("runs on the partial data of an update too", async () => {
    const actor = await createActor({ name: "Old data", type: "npc" });
    // Pre-release shape: wounds as a bare number; the actor migration turns it into { value }.
    await actor.update({ system: { wounds: 5 } } as Actor.UpdateData);
    expect((actor._source.system as { wounds: { value: number } }).wounds.value).toBe(5);
  });
});

describe("Document#update (client database backend: migrate, _preUpdate, clean and validate, _onUpdate)", () => {
  it("_onUpdate receives the diff of what changed, not the request", async () => {
    const actor = await createActor({ name: "Diff", type: "npc", system: { wounds: { value: 10 } } });
    const onUpdate = vi.spyOn(actor as unknown as { _onUpdate: (...args: unknown[]) => void }, "_onUpdate");
    await actor.update({ "system.wounds.value": 8, "system.heroic": false } as Actor.UpdateData);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate.mock.calls[0]?.[0]).toEqual({ system: { wounds: { value: 8 } } });
  });
  it("an update that changes nothing is dropped: no _onUpdate, nothing returned", async () => {
    const actor = await createActor({ name: "Same", type: "npc", system: { wounds: { value: 10 } } });
    const onUpdate = vi.spyOn(actor as unknown as { _onUpdate: (...args: unknown[]) => void }, "_onUpdate");
    expect(await actor.update({ "system.wounds.value": 10 } as Actor.UpdateData)).toBeUndefined();
    expect(onUpdate).not.toHaveBeenCalled();
  });
  it("a value validation refuses stops the whole update, reported, with nothing of it applied", async () => {
    CONFIG.Actor.dataModels.probe = Probe as unknown as (typeof CONFIG.Actor.dataModels)["npc"];
    const actor = new FakeActor({ name: "Strict", type: "probe" });
    vi.mocked(ui.notifications!.error).mockClear();
    const result = await actor.update({ name: "Renamed", system: { count: "seven" } });
    expect(result).toBeUndefined();
    expect(actor.name).toBe("Strict");
    expect(ui.notifications?.error).toHaveBeenCalledTimes(1);
  });
  it("Document#validate({changes, clean: true}) cleans the changes in place before validating them", async () => {
    const actor = await createActor({ name: "Clean", type: "npc" });
    const changes = { system: { wounds: { value: 3.4 }, stray: 1 } };
    (actor as unknown as FakeActor).validate({ changes, clean: true });
    expect(changes).toEqual({ system: { wounds: { value: 3 } } });
  });
});

describe("compendium import (WorldCollection#fromCompendium passes the pack document's toObject())", () => {
  it("every field arrives, a token bar left to its default included", async () => {
    const create = vi.spyOn(FakeActor, "create");
    await (FakeActor as unknown as typeof FakeActor).importFromCompendium({
      name: "Packed",
      type: "npc",
      system: {},
    });
    const data = create.mock.calls[0]?.[0] as { prototypeToken: { bar1: { attribute: string } } };
    expect(data.prototypeToken.bar1.attribute).toBe("vitality");
    create.mockRestore();
  });
});

describe("DocumentSheetV2's submit (client/applications/api/document-sheet.d.mts _prepareSubmitData)", () => {
  it("cleans the form data before update(): a number is rounded and clamped without a word", async () => {
    CONFIG.Actor.dataModels.probe = Probe as unknown as (typeof CONFIG.Actor.dataModels)["npc"];
    const document = new FakeActor({ name: "Form", type: "probe" });
    const sheet = new FakeDocumentSheet({ document });
    await sheet.submitForm({ "system.count": 2.6, "system.nested.value": 40 });
    expect(document._source.system).toMatchObject({ count: 3, nested: { value: 5 } });
  });
  it("a value validation refuses fails the whole submit with Foundry's raw error", async () => {
    CONFIG.Actor.dataModels.probe = Probe as unknown as (typeof CONFIG.Actor.dataModels)["npc"];
    const document = new FakeActor({ name: "Form", type: "probe" });
    const sheet = new FakeDocumentSheet({ document });
    vi.mocked(ui.notifications!.error).mockClear();
    await sheet.submitForm({ name: "Renamed", "system.count": "seven" });
    expect(document.name).toBe("Form");
    expect(vi.mocked(ui.notifications!.error).mock.calls[0]?.[0]).toMatch(/system\.count: must be a number/);
  });
});

describe("Actor#toggleStatusEffect (client/documents/actor.mjs)", () => {
  it("toggles a status of CONFIG.statusEffects and throws on any other id, changing nothing", async () => {
    const actor = await createActor({ name: "Probe", type: "character" });
    expect(await actor.toggleStatusEffect("prone")).toBe(true);
    expect(actor.statuses.has("prone")).toBe(true);
    await expect(actor.toggleStatusEffect("notAStatus")).rejects.toThrow(
      'Invalid status ID "notAStatus" provided to Actor#toggleStatusEffect',
    );
    expect(actor.statuses.has("notAStatus")).toBe(false);
  });
});

describe("every write by a user who does not own the document is refused (BaseActor/BaseItem #canUpdate)", () => {
  const world = globalThis as unknown as { game: { user: unknown } };
  it("a player's update, status toggle or item change on an actor they do not own throws and changes nothing; an owner's goes through", async () => {
    // CONST.DOCUMENT_OWNERSHIP_LEVELS: NONE 0, OWNER 3 (branded numbers in the types).
    const ownership = { default: 0, ana: 3 } as unknown as Actor.CreateData["ownership"];
    const actor = await createActor({ name: "Probe", type: "character", ownership });
    const gm = world.game.user;
    try {
      world.game.user = { id: "bob", name: "Bob", isGM: false };
      expect(actor.isOwner).toBe(false);
      await expect(actor.update({ name: "Renamed" })).rejects.toThrow(/Bob lacks permission to update Actor/);
      await expect(actor.toggleStatusEffect("prone")).rejects.toThrow(/lacks permission/);
      const item = actor.items.contents[0];
      if (item) await expect(item.update({ name: "Renamed" })).rejects.toThrow(/lacks permission/);
      expect(actor.name).toBe("Probe");
      expect(actor.statuses.has("prone")).toBe(false);
      world.game.user = { id: "ana", name: "Ana", isGM: false };
      expect(actor.isOwner).toBe(true);
      await actor.update({ name: "Renamed" });
      expect(actor.name).toBe("Renamed");
    } finally {
      world.game.user = gm;
    }
  });
});
