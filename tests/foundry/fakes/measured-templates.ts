// Stand-ins for a scene with a square grid, its tokens and its measured templates, as an area attack meets
// them. Each copies its fvtt-types declaration:
// - MeasuredTemplateDocument (client/documents/measured-template.d.mts › Schema): `t` one of
//   CONST.MEASURED_TEMPLATE_TYPES (else refused), `x`/`y` integer NumberFields (cleaning rounds them),
//   `distance` at least 0, `direction` an AngleField (normalized to 0 ≤ d < 360), `author` the creating user;
//   its uuid is `Scene.<scene>.MeasuredTemplate.<id>`.
// - Scene (client/documents/scene.d.mts): `grid` { type, size, distance }, the `tokens` and `templates`
//   embedded collections, `createEmbeddedDocuments` / `deleteEmbeddedDocuments` for templates.
// - TokenDocument (client/documents/token.d.mts): `x`, `y` in pixels, `width`, `height` in squares, its
//   actor; owned by whoever owns its actor (tokens-and-ownership.ts).
import { FakeTokenDocument, placeDocument } from "./tokens-and-ownership.ts";

const TEMPLATE_TYPES = ["circle", "cone", "rect", "ray"] as const;
/** CONST.GRID_TYPES (common/constants.d.mts): gridless 0, square 1. */
export const GRID_TYPES = { GRIDLESS: 0, SQUARE: 1 } as const;

let nextId = 1;

/** A map of documents by id, iterated in insertion order (EmbeddedCollection). */
class Embedded<T extends { id: string }> {
  readonly #entries = new Map<string, T>();
  get(id: string): T | undefined {
    return this.#entries.get(id);
  }
  set(value: T): void {
    this.#entries.set(value.id, value);
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
}

export class FakeMeasuredTemplate {
  readonly id = `tpl${nextId++}`;
  t: (typeof TEMPLATE_TYPES)[number] = "circle";
  x = 0;
  y = 0;
  distance = 0;
  direction = 0;
  author: string | null = null;

  constructor(
    readonly scene: FakeScene,
    data: Record<string, unknown>,
  ) {
    this.apply(data);
  }

  get uuid(): string {
    return `Scene.${this.scene.id}.MeasuredTemplate.${this.id}`;
  }

  /** Cleans then validates as the schema does; a refused value throws and changes nothing. */
  apply(data: Record<string, unknown>): void {
    const next = { t: this.t, x: this.x, y: this.y, distance: this.distance, direction: this.direction };
    if ("t" in data) {
      if (!TEMPLATE_TYPES.includes(data.t as (typeof TEMPLATE_TYPES)[number]))
        throw new Error(`MeasuredTemplate t: must be a value in CONST.MEASURED_TEMPLATE_TYPES`);
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

  /** The player drags the template on the canvas (an update of its position). */
  async update(data: Record<string, unknown>): Promise<this> {
    this.apply(data);
    return this;
  }
}

/** A token on the scene, findable by uuid (fromUuid) and owned like its actor. */
export class FakeSceneToken extends FakeTokenDocument {
  /** client/documents/token.d.mts › Schema.disposition: one of CONST.TOKEN_DISPOSITIONS, initially HOSTILE (-1). */
  disposition = -1;
  constructor(
    readonly scene: FakeScene,
    readonly id: string,
    actor: Actor.Implementation,
    public x: number,
    public y: number,
    readonly width = 1,
    readonly height = 1,
  ) {
    super(`Scene.${scene.id}.Token.${id}`, actor);
  }
  get name(): string {
    return this.actor.name;
  }
  /** The scene that holds the token (TokenDocument#parent: an embedded document's parent is its Scene). */
  get parent(): FakeScene {
    return this.scene;
  }
  /**
   * The player drags the token: x and y in pixels, rounded as the schema's integer fields clean them
   * (client/documents/token.d.mts › Schema.x, Schema.y: NumberField integer).
   */
  moveTo(x: number, y: number): void {
    this.x = Math.round(x);
    this.y = Math.round(y);
  }
}

export class FakeScene {
  readonly grid: { type: number; size: number; distance: number };
  readonly tokens = new Embedded<FakeSceneToken>();
  readonly templates = new Embedded<FakeMeasuredTemplate>();

  constructor(
    readonly id = "s",
    grid: Partial<FakeScene["grid"]> = {},
  ) {
    this.grid = { type: GRID_TYPES.SQUARE, size: 100, distance: 1.5, ...grid };
  }

  /** Places a token of `actor` with its top-left square at (i, j). */
  addToken(id: string, actor: Actor.Implementation, i: number, j: number, size = 1): FakeSceneToken {
    const token = new FakeSceneToken(this, id, actor, i * this.grid.size, j * this.grid.size, size, size);
    this.tokens.set(token);
    placeDocument(token.uuid, token);
    placeDocument(actor.uuid, actor);
    return token;
  }

  async createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
  ): Promise<FakeMeasuredTemplate[]> {
    if (name !== "MeasuredTemplate")
      throw new Error(`the scene stand-in creates templates only, not ${name}`);
    const created = data.map((entry) => new FakeMeasuredTemplate(this, entry));
    for (const template of created) this.templates.set(template);
    return created;
  }

  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<FakeMeasuredTemplate[]> {
    if (name !== "MeasuredTemplate")
      throw new Error(`the scene stand-in deletes templates only, not ${name}`);
    const deleted = ids.flatMap((id) => this.templates.get(id) ?? []);
    for (const id of ids) this.templates.delete(id);
    return deleted;
  }

  get asScene(): Scene.Implementation {
    return this as unknown as Scene.Implementation;
  }
}

/** Installs `canvas.scene` and `CONST.GRID_TYPES` for `scene`. */
export function installScene(scene: FakeScene): void {
  const world = globalThis as unknown as Record<string, unknown>;
  world.canvas = { ...((world.canvas as object | undefined) ?? {}), scene };
  world.CONST = { ...((world.CONST as object | undefined) ?? {}), GRID_TYPES };
}
