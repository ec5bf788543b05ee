import manifest from "../../../system.json" with { type: "json" };
import { fakeConfig } from "./config.ts";
import type { TypeDataModel } from "./data-model.ts";
import { expandObject, mergeInto } from "./data-model.ts";
import { cleanSource, isRecord, validatePartial } from "./fields.ts";

/**
 * Stand-ins for Foundry's Actor and Item: just enough of the document lifecycle for the system's
 * subclasses, in Foundry's order (`client/documents/abstract/client-document.d.mts`,
 * `common/abstract/document.d.mts`, the client database backend): create runs `_preCreate` → `_onCreate`;
 * update runs `migrateData` on the partial changes → `_preUpdate` → clean and validate (a refused update
 * is reported and skipped, never half-applied) → `_onUpdate` with the diff of what really changed.
 * The type data model comes from CONFIG; logs record what was toggled and updated.
 */

const USER = { id: "user-gm" };

/** The item class the system registered (SwrpgItem), or the fake itself before registration. */
function itemClass(): typeof FakeItem {
  const registered = fakeConfig.Item.documentClass;
  return isItemClass(registered) ? registered : FakeItem;
}

function isItemClass(value: unknown): value is typeof FakeItem {
  return typeof value === "function" && value.prototype instanceof FakeItem;
}
let nextId = 1;

/** The value at a dotted path (foundry.utils.getProperty). */
function getPath(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), source);
}

/** foundry.utils.diffObject: the values of `next` that differ from `previous`, nested objects recursed. */
export function diffObject(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = previous[key];
    if (isRecord(value) && isRecord(before)) {
      const inner = diffObject(before, value);
      if (Object.keys(inner).length) diff[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(before)) diff[key] = structuredClone(value);
  }
  return diff;
}

/**
 * PrototypeToken's bar fields default to the manifest's primary and secondary token attributes
 * (`common/data/data.d.mts` PrototypeToken, TokenDocument bar1/bar2 `initial`).
 */
function defaultPrototypeToken(): Record<string, unknown> {
  return {
    bar1: { attribute: manifest.primaryTokenAttribute ?? null },
    bar2: { attribute: manifest.secondaryTokenAttribute ?? null },
  };
}

/** The slice of the combat stand-in (tests/foundry/combat/fake-combat.ts) that Actor#rollInitiative uses. */
interface CombatLike {
  combatants: {
    filter(fn: (c: { actor: unknown; initiative: number | null; id: string }) => boolean): { id: string }[];
  };
  createEmbeddedDocuments(name: "Combatant", data: { name: string; actor: unknown }[]): Promise<unknown>;
  rollInitiative(ids: string[]): Promise<unknown>;
}

abstract class FakeDocument {
  // A getter, not a field: the base constructor builds the system before subclass fields exist.
  abstract get documentName(): "Actor" | "Item";
  _source: Record<string, unknown>;
  parent: FakeDocument | null;
  system!: TypeDataModel;
  readonly updateLog: Record<string, unknown>[] = [];

  constructor(data: Record<string, unknown>, context: { parent?: FakeDocument | null } = {}) {
    this._source = structuredClone({ _id: `doc${nextId++}`, flags: {}, ...data });
    this.parent = context.parent ?? null;
    this.buildSystem();
  }

  /** Actor#getRollData / Item#getRollData (client/documents/actor.d.mts): the system data. */
  getRollData(): Record<string, unknown> {
    return this.system as unknown as Record<string, unknown>;
  }

  /** Document#toObject: the whole source, every default filled in (what a compendium import passes). */
  toObject(): Record<string, unknown> {
    return structuredClone(this._source);
  }

  get id(): string {
    return String(this._source._id);
  }
  get name(): string {
    return String(this._source.name ?? "");
  }
  get type(): string {
    return String(this._source.type);
  }
  get flags(): Record<string, Record<string, unknown>> {
    return isRecord(this._source.flags)
      ? (this._source.flags as Record<string, Record<string, unknown>>)
      : {};
  }
  get uuid(): string {
    return `${this.documentName}.${this.id}`;
  }

  protected modelClass() {
    const Model = fakeConfig[this.documentName].dataModels[this.type];
    if (!Model) throw new Error(`No data model for ${this.documentName}.${this.type}`);
    return Model;
  }

  /** Builds the type data model; the source keeps the model's cleaned system, as Foundry stores it. */
  protected buildSystem(): void {
    const Model = this.modelClass();
    const system = isRecord(this._source.system) ? this._source.system : {};
    this.system = new Model(system, { parent: this });
    this._source.system = structuredClone(this.system._source);
  }

  /**
   * DataModel#validate({changes, clean: true}): cleans the partial changes in place (rounding, clamping,
   * trimming, dropping unknown keys), then validates what they hold; throws on a refused value.
   */
  validate({ changes, clean = false }: { changes?: Record<string, unknown>; clean?: boolean } = {}): boolean {
    if (!changes) return true;
    const system = changes.system;
    if (!isRecord(system)) return true;
    const fields = this.modelClass().schema.fields;
    if (clean) cleanSource(fields, system, { partial: true });
    validatePartial(fields, system, "system.");
    return true;
  }

  prepareData(): void {
    this.buildSystem();
    this.system.prepareBaseData();
    this.system.prepareDerivedData();
  }

  updateSource(changes: Record<string, unknown>): void {
    mergeInto(this._source, expandObject(changes));
    this.prepareData();
  }

  /**
   * common/abstract/document.d.mts › testUserPermission at OWNER: a GM, or a user the document's
   * `ownership` (its own id, else `default`) gives level 3; an embedded document goes by its parent's.
   */
  testUserPermission(
    user: { id?: string | null; isGM?: boolean } | null | undefined,
    _level = "OWNER",
  ): boolean {
    if (!user) return false;
    if (user.isGM) return true;
    if (this.parent) return this.parent.testUserPermission(user, _level);
    const ownership = (this._source.ownership ?? {}) as Record<string, number>;
    return (ownership[user.id ?? ""] ?? ownership.default ?? 0) >= 3;
  }

  /** ClientDocument#isOwner: the current user owns it. */
  get isOwner(): boolean {
    return this.testUserPermission(
      (globalThis as unknown as { game: { user?: { id?: string; isGM?: boolean } } }).game.user,
    );
  }

  /**
   * Every write by a user who does not own the document is refused by the server, whole (BaseActor and
   * BaseItem #canUpdate: ownership is required; client/documents/abstract/client-document.d.mts).
   */
  protected assertOwner(action: string): void {
    const user = (
      globalThis as unknown as { game: { user?: { id?: string; name?: string; isGM?: boolean } } }
    ).game.user;
    if (!this.testUserPermission(user))
      throw new Error(
        `User ${user?.name ?? user?.id ?? "?"} lacks permission to ${action} ${this.documentName} [${this.id}]`,
      );
  }

  async update(
    data: Record<string, unknown>,
    options: Record<string, unknown> = {},
  ): Promise<this | undefined> {
    this.assertOwner("update");
    const changes = expandObject(data);
    // DataModel.migrateData runs on the partial changes too; its return value is ignored.
    if (isRecord(changes.system)) this.modelClass().migrateData(changes.system);
    if ((await this._preUpdate(changes, options, USER)) === false) return undefined;
    const next = structuredClone(this._source);
    mergeInto(next, changes);
    const previous = this._source;
    this._source = next;
    try {
      this.prepareData(); // cleans, then throws like Foundry's strict validation on an invalid value
    } catch (error) {
      // The client backend reports a refused update and skips it: nothing of it is applied.
      this._source = previous;
      this.prepareData();
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      Hooks.onError("FakeDocument#update", error instanceof Error ? error : new Error(String(error)), {
        log: "error",
      });
      return undefined;
    }
    const diff = diffObject(previous, this._source);
    // An update that changes nothing is dropped: no `_onUpdate`, no document returned.
    if (!Object.keys(diff).length) return undefined;
    this.updateLog.push(changes);
    this.parent?.prepareData();
    this._onUpdate(diff, options, USER.id);
    return this;
  }

  async _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | undefined> {
    return this.system._preCreate.call(this.system, data, options, user);
  }
  _onCreate(_data: unknown, _options: unknown, _userId: string): void {}
  async _preUpdate(changes: unknown, options: unknown, user: unknown): Promise<boolean | undefined> {
    return this.system._preUpdate.call(this.system, changes, options, user);
  }
  _onUpdate(_changed: unknown, _options: unknown, _userId: string): void {}
}

/** Embedded items, iterated by value like Foundry's collections. */
export class FakeCollection<T> {
  readonly #entries = new Map<string, T>();
  [Symbol.iterator](): IterableIterator<T> {
    return this.#entries.values();
  }
  get(id: string): T | undefined {
    return this.#entries.get(id);
  }
  set(id: string, value: T): void {
    this.#entries.set(id, value);
  }
  delete(id: string): boolean {
    return this.#entries.delete(id);
  }
  filter(fn: (value: T) => boolean): T[] {
    return [...this.#entries.values()].filter(fn);
  }
  find(fn: (value: T) => boolean): T | undefined {
    return [...this.#entries.values()].find(fn);
  }
  map<R>(fn: (value: T) => R): R[] {
    return [...this.#entries.values()].map(fn);
  }
  get contents(): T[] {
    return [...this.#entries.values()];
  }
  get size(): number {
    return this.#entries.size;
  }
}

export class FakeItem extends FakeDocument {
  get documentName(): "Item" {
    return "Item";
  }
  /**
   * Document#delete (client/documents/abstract/client-document.d.mts): an embedded item leaves its actor's
   * collection; the server refuses a user who does not own it (BaseItem #canDelete), and nothing is removed.
   */
  async delete(): Promise<this> {
    this.assertOwner("delete");
    const actor = this.actor;
    if (actor) {
      actor.items.delete(this.id);
      actor.prepareData();
    }
    return this;
  }
  get actor(): FakeActor | null {
    return this.parent instanceof FakeActor ? this.parent : null;
  }
}

export class FakeActor extends FakeDocument {
  get documentName(): "Actor" {
    return "Actor";
  }
  items = new FakeCollection<FakeItem>();
  statuses = new Set<string>();
  readonly toggleLog: { id: string; active: boolean }[] = [];

  /** Creates the actor as Foundry would: `_preCreate`, then embedded items, then `_onCreate`. */
  static async create(data: Record<string, unknown>): Promise<FakeActor> {
    const { items = [], ...rest } = data;
    const prototypeToken = {
      ...defaultPrototypeToken(),
      ...(isRecord(rest.prototypeToken) ? rest.prototypeToken : {}),
    };
    // biome-ignore lint/complexity/noThisInStatic: create() must build the subclass it is called on (SwrpgActor)
    const actor = new this({ ...rest, prototypeToken });
    await actor._preCreate(rest, {}, USER);
    for (const itemData of Array.isArray(items) ? items : []) {
      const item = new (itemClass())(itemData, { parent: actor });
      actor.items.set(item.id, item);
    }
    actor.prepareData();
    actor._onCreate(rest, {}, USER.id);
    return actor;
  }

  /**
   * A compendium import (WorldCollection#fromCompendium → Actor.create): the pack document's `toObject()`,
   * so every field is present, defaults included (a token bar left to its default arrives as "given").
   */
  static async importFromCompendium(entry: Record<string, unknown>): Promise<FakeActor> {
    const { items = [], ...rest } = entry;
    const token = isRecord(rest.prototypeToken) ? rest.prototypeToken : {};
    const packed = new FakeActor({ ...rest, prototypeToken: { ...defaultPrototypeToken(), ...token } });
    const source = packed.toObject();
    delete source._id;
    // biome-ignore lint/complexity/noThisInStatic: the import must build the registered subclass (SwrpgActor)
    return this.create({ ...source, items });
  }

  get prototypeToken(): Record<string, unknown> {
    return isRecord(this._source.prototypeToken) ? this._source.prototypeToken : {};
  }

  override prepareData(): void {
    this.buildSystem();
    this.system.prepareBaseData();
    for (const item of this.items) item.prepareData();
    this.system.prepareDerivedData();
  }

  /**
   * Core's Actor#rollInitiative: with `createCombatants`, creates this actor's combatant in the viewed
   * combat (createEmbeddedDocuments, whose `_onEnter` the GM's client starts without waiting), then rolls
   * for every combatant of this actor that has no initiative yet.
   */
  async rollInitiative({ createCombatants = false, rerollInitiative = false } = {}): Promise<unknown> {
    const combat = (globalThis as unknown as { game: { combat?: CombatLike | null } }).game.combat;
    if (!combat) return null;
    if (createCombatants)
      await combat.createEmbeddedDocuments("Combatant", [{ name: this.name, actor: this }]);
    const ids = combat.combatants
      .filter((combatant) => combatant.actor === this && (rerollInitiative || combatant.initiative === null))
      .map((combatant) => combatant.id);
    await combat.rollInitiative(ids);
    return combat;
  }

  /**
   * Actor#toggleStatusEffect (client/documents/actor.mjs): only an id of CONFIG.statusEffects; any other
   * throws `Invalid status ID "<id>" provided to Actor#toggleStatusEffect`.
   */
  async toggleStatusEffect(id: string, { active }: { active?: boolean } = {}): Promise<boolean> {
    this.assertOwner("update");
    // v13 keeps an array; v14 also a record keyed by id.
    const config = (globalThis as unknown as { CONFIG: { statusEffects?: unknown } }).CONFIG.statusEffects;
    const known = Array.isArray(config) ? (config as { id: string }[]) : Object.values(config ?? {});
    if (!known.some((status: { id?: string }) => status.id === id))
      throw new Error(`Invalid status ID "${id}" provided to Actor#toggleStatusEffect`);
    const on = active ?? !this.statuses.has(id);
    if (on) this.statuses.add(id);
    else this.statuses.delete(id);
    this.toggleLog.push({ id, active: on });
    this.prepareData();
    return on;
  }

  /** Core v13's Actor#modifyTokenAttribute (the token HUD's bar and value edits): a bar is clamped to 0..max. */
  async modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta = false,
    isBar = true,
  ): Promise<this | undefined> {
    const attr = getPath(this.system, attribute);
    const current = isBar && isRecord(attr) ? Number(attr.value) : Number(attr);
    const update = isDelta ? current + value : value;
    if (update === current) return this;
    const max = isRecord(attr) ? Number(attr.max) : Number.POSITIVE_INFINITY;
    const updates = isBar
      ? { [`system.${attribute}.value`]: Math.min(Math.max(update, 0), max) }
      : { [`system.${attribute}`]: update };
    const allowed = Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates);
    return allowed !== false ? this.update(updates) : this;
  }

  async createEmbeddedDocuments(_name: "Item", data: Record<string, unknown>[]): Promise<FakeItem[]> {
    this.assertOwner("update");
    const created: FakeItem[] = [];
    const ItemClass = itemClass();
    for (const itemData of data) {
      const item = new ItemClass(itemData, { parent: this });
      if ((await item._preCreate(itemData, {}, USER)) === false) continue;
      this.items.set(item.id, item);
      created.push(item);
    }
    this.prepareData();
    return created;
  }

  async updateEmbeddedDocuments(_name: "Item", updates: Record<string, unknown>[]): Promise<FakeItem[]> {
    this.assertOwner("update");
    const updated: FakeItem[] = [];
    for (const { _id, ...changes } of updates) {
      const item = this.items.get(String(_id));
      if (item && (await item.update(changes))) updated.push(item);
    }
    return updated;
  }
}
