// A stand-in for a v13 Scene as the map adapters read it (Foundry cannot run here): its grid
// (client/documents/scene.d.mts › Scene#grid, a foundry.grid.SquareGrid: type, size, distance, diagonals),
// its embedded TokenDocuments (x, y in pixels at the top-left corner, width and height in grid spaces,
// disposition, actor, parent) and WallDocuments (c, move, door, ds), and the MeasuredTemplate documents
// `createEmbeddedDocuments` makes (common/documents/measured-template.d.mts: t, x, y, distance, direction).

/** CONST.GRID_TYPES and CONST.GRID_DIAGONALS (common/constants.d.mts). */
export const GRID_TYPES = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2 } as const;
export const GRID_DIAGONALS = {
  EQUIDISTANT: 0,
  EXACT: 1,
  APPROXIMATE: 2,
  RECTILINEAR: 3,
  ALTERNATING_1: 4,
} as const;

export interface FakeGrid {
  type: number;
  size: number;
  distance: number;
  diagonals: number;
}

export class FakeMeasuredTemplate {
  static nextId = 1;
  readonly id = `tpl${FakeMeasuredTemplate.nextId++}`;
  t: string;
  x: number;
  y: number;
  distance: number;
  direction: number;
  deleted = false;
  readonly updates: Record<string, unknown>[] = [];
  constructor(
    readonly parent: FakeScene,
    data: { t?: string; x?: number; y?: number; distance?: number; direction?: number },
  ) {
    this.t = data.t ?? "circle";
    this.x = data.x ?? 0;
    this.y = data.y ?? 0;
    this.distance = data.distance ?? 0;
    this.direction = data.direction ?? 0;
  }
  get uuid(): string {
    return `Scene.${this.parent.id}.MeasuredTemplate.${this.id}`;
  }
  async update(changes: { x?: number; y?: number }): Promise<this> {
    this.updates.push({ ...changes });
    Object.assign(this, changes);
    return this;
  }
  async delete(): Promise<this> {
    this.deleted = true;
    this.parent.templates = this.parent.templates.filter((template) => template !== this);
    return this;
  }
}

export interface FakeWall {
  c: number[];
  move: number;
  door: number;
  ds: number;
}

export class FakeSceneToken {
  constructor(
    readonly parent: FakeScene,
    readonly actor: Actor.Implementation,
    public x: number,
    public y: number,
    public width = 1,
    public height = 1,
    public disposition = 0,
    readonly name = actor.name,
  ) {}
  get uuid(): string {
    return `Scene.${this.parent.id}.Token.${this.actor.id}`;
  }
  get isOwner(): boolean {
    return this.actor.isOwner;
  }
  /** As the type the system's code takes. */
  get asDocument(): TokenDocument.Implementation {
    return this as unknown as TokenDocument.Implementation;
  }
}

export class FakeScene {
  readonly tokens: FakeSceneToken[] = [];
  walls: FakeWall[] = [];
  templates: FakeMeasuredTemplate[] = [];
  /** When set, creating a template throws (a player without the core permission to create templates). */
  refuseTemplates = false;
  constructor(
    readonly id = "scene1",
    readonly grid: FakeGrid = {
      type: GRID_TYPES.SQUARE,
      size: 100,
      distance: 2,
      diagonals: GRID_DIAGONALS.ALTERNATING_1,
    },
  ) {}

  /** Places a token of `actor` with its top-left corner on square (x, y). */
  place(
    actor: Actor.Implementation,
    square: { x: number; y: number },
    options: Partial<Pick<FakeSceneToken, "width" | "height" | "disposition">> = {},
  ) {
    const token = new FakeSceneToken(
      this,
      actor,
      square.x * this.grid.size,
      square.y * this.grid.size,
      options.width,
      options.height,
      options.disposition,
    );
    this.tokens.push(token);
    Object.assign(actor, { getActiveTokens: () => [token] });
    return token;
  }

  /** client/documents/abstract/client-document.d.mts › createEmbeddedDocuments: the created documents. */
  async createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
  ): Promise<FakeMeasuredTemplate[]> {
    if (name !== "MeasuredTemplate") throw new Error(`The scene stand-in creates no ${name}`);
    if (this.refuseTemplates) throw new Error("You do not have permission to create MeasuredTemplate");
    const created = data.map((entry) => new FakeMeasuredTemplate(this, entry));
    this.templates.push(...created);
    return created;
  }

  get asDocument(): Scene.Implementation {
    return this as unknown as Scene.Implementation;
  }
}
