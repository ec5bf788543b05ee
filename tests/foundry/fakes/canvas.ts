// A stand-in for the v13 canvas as area placement meets it, beside the scene stand-in (./scene.ts). Each
// behaviour names the declaration under node_modules/fvtt-types/src/foundry/client/canvas/ or the core source:
// - InteractionLayer#activate (layers/base/interaction-layer.d.mts; core interaction-layer.mjs): activating a
//   layer deactivates every other; only the active layer's placeables are interactive. canvas.activeLayer is
//   the active one (board.d.mts).
// - PlaceableObject (placeables/placeable-object.d.mts; core placeable-object.mjs): `isPreview` is true for an
//   object of an unsaved document; `_canControl` refuses on an inactive layer or a preview, else asks
//   `document.canUserModify(user, "update")`; `_canDrag` is `_canControl`. MeasuredTemplate#_canControl
//   (placeables/template.d.mts; core template.mjs) asks instead: a GM, or the document's author. `destroy`
//   takes it out of its container.
// - The stage (board.d.mts › stage, a PIXI.Container): federated pointer events (`pointermove`,
//   `pointerdown` with `button` 0 left, 2 right); at zoom 1 with no pan its local coordinates are the
//   scene's pixels.
// - CONFIG.MeasuredTemplate.documentClass / objectClass, for a preview of an unsaved template; v14's
//   CONFIG.Region and canvas.regions the same for a Region (./regions.ts).
import { V14 } from "./generation.ts";
import { FakeRegion } from "./regions.ts";
import { FakeMeasuredTemplate, type FakeScene, GRID_TYPES, setViewedScene } from "./scene.ts";
import { currentUser, type FakeUser } from "./users-and-queries.ts";

type Listener = (event: FakePointerEvent) => void;

/** A PIXI.FederatedPointerEvent on the stage. */
export class FakePointerEvent {
  propagationStopped = false;
  constructor(
    readonly x: number,
    readonly y: number,
    readonly button = 0,
  ) {}
  /** Its position in a container's coordinates: the scene's pixels for the stage (no zoom, no pan). */
  getLocalPosition(_container: unknown): { x: number; y: number } {
    return { x: this.x, y: this.y };
  }
  stopPropagation(): void {
    this.propagationStopped = true;
  }
}

/** The stage: a PIXI.Container's event emitter (on, off, emit). */
export class FakeStage {
  readonly #listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }
  off(event: string, listener: Listener): this {
    this.#listeners.set(
      event,
      (this.#listeners.get(event) ?? []).filter((entry) => entry !== listener),
    );
    return this;
  }
  emit(event: string, payload: FakePointerEvent): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(payload);
  }
  listenerCount(event: string): number {
    return this.#listeners.get(event)?.length ?? 0;
  }
}

/** A PIXI.Container holding preview objects (PlaceablesLayer#preview). */
export class FakeContainer {
  readonly children: FakePlaceable[] = [];
  addChild(child: FakePlaceable): FakePlaceable {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: FakePlaceable): void {
    const at = this.children.indexOf(child);
    if (at >= 0) this.children.splice(at, 1);
    child.parent = null;
  }
}

export class FakeLayer {
  #active = false;
  readonly preview = new FakeContainer();
  /** PlaceablesLayer#controlled: the objects this user controls (none here). */
  readonly controlled: FakePlaceable[] = [];
  constructor(
    readonly name: string,
    readonly board: FakeCanvas,
  ) {}
  get active(): boolean {
    return this.#active;
  }
  /** InteractionLayer#activate: this layer active, every other interaction layer deactivated. */
  activate(): this {
    for (const layer of this.board.layers) if (layer !== this) layer.deactivate();
    this.#active = true;
    return this;
  }
  deactivate(): this {
    this.#active = false;
    return this;
  }
}

/** What the placeable stand-ins share: their document, their layer, preview and control rules. */
abstract class FakePlaceable {
  parent: FakeContainer | null = null;
  destroyed = false;
  refreshed = 0;
  abstract readonly layer: FakeLayer;
  abstract readonly document: { id: string | null };
  get isPreview(): boolean {
    return !this.document.id;
  }
  protected abstract mayModify(user: FakeUser): boolean;
  _canControl(user: FakeUser): boolean {
    if (!this.layer.active || this.isPreview) return false;
    return this.mayModify(user);
  }
  _canDrag(user: FakeUser): boolean {
    return this._canControl(user);
  }
  async draw(): Promise<this> {
    return this;
  }
  refresh(): this {
    this.refreshed++;
    return this;
  }
  destroy(): void {
    this.parent?.removeChild(this);
    this.destroyed = true;
  }
}

/** A MeasuredTemplate placeable (CONFIG.MeasuredTemplate.objectClass). */
export class FakeTemplateObject extends FakePlaceable {
  constructor(readonly document: FakeMeasuredTemplate) {
    super();
  }
  get layer(): FakeLayer {
    return board().templates;
  }
  /** MeasuredTemplate#_canControl: a GM or the author. */
  protected mayModify(user: FakeUser): boolean {
    return user.isGM || user.id === this.document.author;
  }
  /** The current user drags it to (x, y): refused where `_canDrag` refuses (the drag never starts). */
  async dragTo(x: number, y: number): Promise<boolean> {
    const user = currentUser();
    if (!user || !this._canDrag(user)) return false;
    await this.document.update({ x, y });
    return true;
  }
}

/** A Region placeable (v14's CONFIG.Region.objectClass, canvas/placeables/Region) on canvas.regions. */
export class FakeRegionObject extends FakePlaceable {
  constructor(readonly document: FakeRegion) {
    super();
  }
  get layer(): FakeLayer {
    return board().regions;
  }
  protected mayModify(user: FakeUser): boolean {
    return this.document.testUserPermission(user);
  }
}

/** A Token placeable: `_canControl` asks whether the user may update its document (its actor's owner). */
export class FakeTokenObject extends FakePlaceable {
  constructor(readonly document: { id: string; isOwner: boolean }) {
    super();
  }
  get layer(): FakeLayer {
    return board().tokens;
  }
  protected mayModify(_user: FakeUser): boolean {
    return this.document.isOwner;
  }
}

export class FakeCanvas {
  ready = true;
  readonly stage = new FakeStage();
  readonly tokens: FakeLayer;
  readonly templates: FakeLayer;
  /** v14's Regions layer (canvas.regions). */
  readonly regions: FakeLayer;
  constructor(readonly scene: FakeScene) {
    this.tokens = new FakeLayer("tokens", this);
    this.templates = new FakeLayer("templates", this);
    this.regions = new FakeLayer("regions", this);
    // A player who clicks Attack on a sheet is on the Tokens layer.
    this.tokens.activate();
  }
  get layers(): FakeLayer[] {
    return [this.tokens, this.templates, this.regions];
  }
  /** The layer areas are drawn on in the generation the stand-ins play: Templates (v13), Regions (v14). */
  get areaLayer(): FakeLayer {
    return V14 ? this.regions : this.templates;
  }
  get activeLayer(): FakeLayer | null {
    return this.layers.find((layer) => layer.active) ?? null;
  }
  /** The placeable of a template on the scene (its `object`). */
  templateObject(template: FakeMeasuredTemplate): FakeTemplateObject {
    return new FakeTemplateObject(template);
  }
  /** Moves the pointer over the stage to (x, y) in scene pixels. */
  pointAt(x: number, y: number): void {
    this.stage.emit("pointermove", new FakePointerEvent(x, y));
  }
  /** Presses a mouse button at (x, y): 0 left, 2 right. */
  click(x: number, y: number, button = 0): void {
    this.stage.emit("pointerdown", new FakePointerEvent(x, y, button));
  }
}

let current: FakeCanvas | null = null;
function board(): FakeCanvas {
  if (!current) throw new Error("no canvas installed");
  return current;
}

/**
 * Shows `scene` on a fresh canvas (`canvas`), with CONST.GRID_TYPES and CONFIG.MeasuredTemplate's classes;
 * the Tokens layer is active.
 */
export function installScene(scene: FakeScene): FakeCanvas {
  const world = globalThis as unknown as Record<string, unknown> & { CONFIG: Record<string, unknown> };
  current = new FakeCanvas(scene);
  world.canvas = current;
  setViewedScene(scene);
  world.CONST = { ...((world.CONST as object | undefined) ?? {}), GRID_TYPES };
  world.CONFIG.MeasuredTemplate = { documentClass: FakeMeasuredTemplate, objectClass: FakeTemplateObject };
  // CONFIG.Region (v14 API: variables/CONFIG.Region.html); v13 has it too, but the system draws none there.
  world.CONFIG.Region = { documentClass: FakeRegion, objectClass: FakeRegionObject };
  return current;
}

/** No canvas: a world opened with the canvas off, or no scene viewed. */
export function removeCanvas(): void {
  current = null;
  setViewedScene(null);
  (globalThis as unknown as Record<string, unknown>).canvas = undefined;
}
