// One stand-in for a v13 Scene and what is embedded in it, as the map, area and opportunity code meet them.
// Each behaviour names the declaration (node_modules/fvtt-types/src/foundry/...) or core source it copies:
// - Scene (client/documents/scene.d.mts): `grid` (a foundry.grid.BaseGrid: type, size, distance, units,
//   diagonals; CONST.GRID_TYPES has four hex types), the `tokens` and `templates` embedded collections
//   (Collection extends Map: iterating gives the documents), `walls`, create/delete of templates.
// - TokenDocument (client/documents/token.d.mts › Schema): x, y in pixels (integer fields), width and height
//   in grid spaces, disposition (initial HOSTILE -1), hidden (initial false), its actor; owned like its actor.
//   Actor#getActiveTokens(linked, document) gives the actor's tokens on the viewed scene (canvas.scene).
// - MeasuredTemplateDocument (common/documents/measured-template.d.mts › Schema): t one of
//   CONST.MEASURED_TEMPLATE_TYPES, x/y integers, distance ≥ 0, direction an AngleField (0 ≤ d < 360),
//   author a DocumentAuthorField (initial: the creating user). BaseMeasuredTemplate #canCreate: a player
//   may create only a template whose author is themself, and only with TEMPLATE_CREATE; #canUpdate and
//   deletion need OWNER, which the author is (getUserLevel) and the GM.
// Its placeables on the canvas (layers, dragging) are tests/foundry/fakes/canvas.ts.

import { isRecord } from "../../../src/data/plain-data.ts";
import manifest from "../../../system.json" with { type: "json" };
import { expandObject, mergeInto } from "./data-model.ts";
import { createRegions, deleteRegions, type FakeRegion } from "./regions.ts";
import { FakeTokenDocument, placeDocument } from "./tokens-and-ownership.ts";
import { currentUser, type FakeUser } from "./users-and-queries.ts";

/** CONST.GRID_TYPES and CONST.GRID_DIAGONALS (common/constants.d.mts). */
export const GRID_TYPES = {
  GRIDLESS: 0,
  SQUARE: 1,
  HEXODDR: 2,
  HEXEVENR: 3,
  HEXODDQ: 4,
  HEXEVENQ: 5,
} as const;
export const GRID_DIAGONALS = {
  EQUIDISTANT: 0,
  EXACT: 1,
  APPROXIMATE: 2,
  RECTILINEAR: 3,
  ALTERNATING_1: 4,
} as const;
const TEMPLATE_TYPES = ["circle", "cone", "rect", "ray"] as const;

export interface FakeGrid {
  type: number;
  size: number;
  distance: number;
  units: string;
  diagonals: number;
}

/** A map of documents by id, iterated in insertion order (EmbeddedCollection: a Collection, a Map). */
export class Embedded<T extends { id: string | null }> {
  readonly #entries = new Map<string, T>();
  get(id: string): T | undefined {
    return this.#entries.get(id);
  }
  has(id: string): boolean {
    return this.#entries.has(id);
  }
  set(value: T): void {
    this.#entries.set(value.id ?? "", value);
  }
  delete(id: string): boolean {
    return this.#entries.delete(id);
  }
  get contents(): T[] {
    return [...this.#entries.values()];
  }
  get size(): number {
    return this.#entries.size;
  }
  [Symbol.iterator](): Iterator<T> {
    return this.#entries.values();
  }
}

let nextId = 1;

/** The user of this client; a write without one is refused, as the server refuses an unknown socket. */
function writer(): FakeUser {
  const user = currentUser();
  if (!user) throw new Error("No user is logged in on this client");
  return user;
}

export class FakeMeasuredTemplate {
  /** null until the scene creates it: an unsaved document (a preview's). */
  id: string | null = null;
  t: (typeof TEMPLATE_TYPES)[number] = "circle";
  x = 0;
  y = 0;
  distance = 0;
  direction = 0;
  author: string | null = null;
  /** Every position update, in order (what a drag or a deviation changed). */
  readonly updates: Record<string, unknown>[] = [];
  readonly parent: FakeScene;

  /** `new MeasuredTemplateDocument(data, {parent})`: an unsaved template of that scene. */
  constructor(data: Record<string, unknown>, context: { parent: FakeScene }) {
    this.parent = context.parent;
    this.author = currentUser()?.id ?? null;
    this.updateSource(data);
  }

  get uuid(): string {
    return `Scene.${this.parent.id}.MeasuredTemplate.${this.id}`;
  }

  /** Cleans then validates as the schema does; a refused value throws and changes nothing. */
  updateSource(data: Record<string, unknown>): void {
    const next = { t: this.t, x: this.x, y: this.y, distance: this.distance, direction: this.direction };
    if ("t" in data) {
      if (!TEMPLATE_TYPES.includes(data.t as (typeof TEMPLATE_TYPES)[number]))
        throw new Error("MeasuredTemplate t: must be a value in CONST.MEASURED_TEMPLATE_TYPES");
      next.t = data.t as (typeof TEMPLATE_TYPES)[number];
    }
    if (typeof data.x === "number") next.x = Math.round(data.x);
    if (typeof data.y === "number") next.y = Math.round(data.y);
    if (typeof data.distance === "number") {
      if (data.distance < 0) throw new Error("MeasuredTemplate distance: must be at least 0");
      next.distance = data.distance;
    }
    if (typeof data.direction === "number") next.direction = ((data.direction % 360) + 360) % 360;
    Object.assign(this, next);
    if (typeof data.author === "string") this.author = data.author;
  }

  /** getUserLevel: the author is its OWNER; so is a GM. */
  testUserPermission(user: FakeUser): boolean {
    return user.isGM || user.id === this.author;
  }

  get isOwner(): boolean {
    const user = currentUser();
    return !!user && this.testUserPermission(user);
  }

  /** BaseMeasuredTemplate #canUpdate: no one but the GM changes the author; the rest needs OWNER. */
  async update(data: Record<string, unknown>): Promise<this> {
    const user = writer();
    if (!user.isGM && "author" in data && data.author !== user.id)
      throw new Error(`${user.name} may not give a MeasuredTemplate another author`);
    if (!this.testUserPermission(user)) throw new Error(`${user.name} may not update this MeasuredTemplate`);
    this.updateSource(data);
    this.updates.push({ ...data });
    return this;
  }

  async delete(): Promise<this> {
    await this.parent.deleteEmbeddedDocuments("MeasuredTemplate", [this.id ?? ""]);
    return this;
  }

  toObject(): Record<string, unknown> {
    const { t, x, y, distance, direction, author } = this;
    return { t, x, y, distance, direction, author };
  }
}

export interface FakeWall {
  c: number[];
  move: number;
  door: number;
  ds: number;
}

/** A TokenDocument (the global TokenDocument stand-in) embedded in its scene; owned like its actor. */
export class FakeSceneToken extends FakeTokenDocument {
  /** client/documents/token.d.mts › Schema.disposition: initially HOSTILE (-1). */
  disposition = -1;
  /** Schema.hidden: hidden from players (the document is on every client all the same). */
  hidden = false;
  constructor(
    readonly parent: FakeScene,
    readonly id: string,
    actor: Actor.Implementation,
    public x: number,
    public y: number,
    readonly width = 1,
    readonly height = 1,
  ) {
    super(`Scene.${parent.id}.Token.${id}`, actor);
  }
  get name(): string {
    return this.actor.name;
  }
  /** The player drags the token: x and y in pixels, rounded as the schema's integer fields clean them. */
  moveTo(x: number, y: number): void {
    this.x = Math.round(x);
    this.y = Math.round(y);
  }
  /**
   * TokenDocument#update (client/documents/abstract/client-document.d.mts › update; the server's
   * BaseToken #canUpdate): refused whole for a user who does not own the token (its actor's owners and GMs);
   * x and y are integer fields (token.d.mts › Schema), rounded as the schema cleans them.
   */
  async update(data: { x?: number; y?: number } & Record<string, unknown>): Promise<this> {
    if (!this.isOwner) throw new Error(`${currentUser()?.name ?? "?"} may not update token ${this.id}`);
    if (typeof data.x === "number") this.x = Math.round(data.x);
    if (typeof data.y === "number") this.y = Math.round(data.y);
    // Schema.flags: dotted keys are paths, merged into what is there (common/utils/helpers.d.mts ›
    // expandObject, mergeObject, as an update applies them).
    const { flags } = expandObject(data);
    if (isRecord(flags)) mergeInto(this.flags, flags);
    this.updates.push({ ...data });
    return this;
  }
  /** Schema.flags: what modules and systems keep on the token (initially empty). */
  readonly flags: Record<string, unknown> = {};
  /** Every update applied, in order. */
  readonly updates: ({ x?: number; y?: number } & Record<string, unknown>)[] = [];
  /** As the type the system's code takes. */
  get asDocument(): TokenDocument.Implementation {
    return this as unknown as TokenDocument.Implementation;
  }
}

/** The canvas's viewed scene (canvas.scene), for Actor#getActiveTokens. */
let viewed: FakeScene | null = null;
export function setViewedScene(scene: FakeScene | null): void {
  viewed = scene;
}

export interface TokenOptions {
  width?: number;
  height?: number;
  disposition?: number;
  hidden?: boolean;
}

export class FakeScene {
  readonly grid: FakeGrid;
  readonly tokens = new Embedded<FakeSceneToken>();
  readonly templates = new Embedded<FakeMeasuredTemplate>();
  /** v14's Scene Regions (tests/foundry/fakes/regions.ts). */
  readonly regions = new Embedded<FakeRegion>();
  walls: FakeWall[] = [];

  constructor(
    readonly id = "scene1",
    grid: Partial<FakeGrid> = {},
  ) {
    // Scene › Schema.grid: distance and units initially the system's (system.json › grid), size 100.
    this.grid = {
      type: GRID_TYPES.SQUARE,
      size: 100,
      distance: manifest.grid.distance,
      units: manifest.grid.units,
      diagonals: GRID_DIAGONALS.ALTERNATING_1,
      ...grid,
    };
  }

  /** Places a token of `actor` with its top-left square at (i, j), findable by uuid (fromUuid). */
  addToken(id: string, actor: Actor.Implementation, i: number, j: number, options: TokenOptions = {}) {
    const size = this.grid.size;
    const token = new FakeSceneToken(this, id, actor, i * size, j * size, options.width, options.height);
    if (options.disposition !== undefined) token.disposition = options.disposition;
    if (options.hidden) token.hidden = true;
    this.tokens.set(token);
    placeDocument(token.uuid, token);
    placeDocument(actor.uuid, actor);
    // client/documents/actor.d.mts › getActiveTokens(linked, document): its tokens on the viewed scene.
    Object.assign(actor, {
      getActiveTokens: () => (viewed ? viewed.tokens.contents.filter((entry) => entry.actor === actor) : []),
    });
    return token;
  }

  /** Places a token of `actor` (the token's id is the actor's) with its top-left square at `square`. */
  place(actor: Actor.Implementation, square: { x: number; y: number }, options: TokenOptions = {}) {
    return this.addToken(actor.id ?? `t${nextId++}`, actor, square.x, square.y, options);
  }

  /**
   * client/documents/abstract/client-document.d.mts › createEmbeddedDocuments, for templates: the author is
   * the creating user unless given; BaseMeasuredTemplate #canCreate refuses a player another author or
   * without TEMPLATE_CREATE.
   */
  async createEmbeddedDocuments(name: "Region", data: Record<string, unknown>[]): Promise<FakeRegion[]>;
  async createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
  ): Promise<FakeMeasuredTemplate[]>;
  async createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
  ): Promise<(FakeMeasuredTemplate | FakeRegion)[]> {
    if (name === "Region") return createRegions(this, data, writer());
    if (name !== "MeasuredTemplate")
      throw new Error(`the scene stand-in creates templates and regions only, not ${name}`);
    const user = writer();
    const created = data.map((entry) => new FakeMeasuredTemplate(entry, { parent: this }));
    for (const template of created) {
      if (!user.isGM && template.author !== user.id)
        throw new Error(`${user.name} may not create a MeasuredTemplate authored by another user`);
      if (!user.hasPermission("TEMPLATE_CREATE"))
        throw new Error(`${user.name} lacks permission to create MeasuredTemplate in Scene ${this.id}`);
    }
    for (const template of created) {
      template.id = `tpl${nextId++}`;
      this.templates.set(template);
    }
    return created;
  }

  /** Deleting needs OWNER of each template: its author or a GM. */
  async deleteEmbeddedDocuments(name: "Region", ids: string[]): Promise<FakeRegion[]>;
  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<FakeMeasuredTemplate[]>;
  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<(FakeMeasuredTemplate | FakeRegion)[]> {
    if (name === "Region") return deleteRegions(this, ids, writer());
    if (name !== "MeasuredTemplate")
      throw new Error(`the scene stand-in deletes templates and regions only, not ${name}`);
    const user = writer();
    const found = ids.map((id) => this.templates.get(id));
    if (found.some((template) => !template)) throw new Error("MeasuredTemplate does not exist");
    const templates = found as FakeMeasuredTemplate[];
    if (templates.some((template) => !template.testUserPermission(user)))
      throw new Error(`${user.name} may not delete this MeasuredTemplate`);
    for (const id of ids) this.templates.delete(id);
    return templates;
  }

  get asDocument(): Scene.Implementation {
    return this as unknown as Scene.Implementation;
  }
  get asScene(): Scene.Implementation {
    return this.asDocument;
  }
}
