/**
 * The few Foundry v14 APIs this system calls, declared here because fvtt-types has no v14 release on npm
 * (the project compiles against 13.345). Each names the page of the v14 API documentation
 * (https://foundryvtt.com/api/v14/...) it is written from. Only types: the code reaches these through a
 * cast (`as unknown as V14...`) behind a check of `game.release.generation` (src/foundry-compat/).
 */

/** The four message modes: CONFIG.ChatMessage.modes (variables/CONFIG.ChatMessage.html) keys. */
export type V14MessageMode = "public" | "gm" | "blind" | "self";

/**
 * ChatMessage's static side in v14 (classes/foundry.documents.ChatMessage.html): `applyMode(data, mode)`
 * replaces v13's `applyRollMode`, writing whisper/blind for the mode into the message data.
 */
export interface V14ChatMessageStatics {
  applyMode(data: ChatMessage.CreateData, mode: V14MessageMode | string): ChatMessage.CreateData;
}

/** CONFIG.ChatMessage.modes (variables/CONFIG.ChatMessage.html): the visibility modes by key. */
export interface V14ChatMessageConfig {
  modes: Record<string, { label: string; icon: string; handler?: (data: unknown) => void }>;
}

/**
 * CONFIG.ActiveEffect in v14 (variables/CONFIG.ActiveEffect.html): `expiryAction` ("update" | "delete" |
 * null) is what the ActiveEffectRegistry does to an expired effect; `expiryEvents` are the events packages
 * add to core's CONST.ACTIVE_EFFECT_EXPIRY_EVENTS, keyed by id, each with its label; their handling is
 * left to the package (variables/CONST.ACTIVE_EFFECT_EXPIRY_EVENTS.html).
 */
export interface V14ActiveEffectConfig {
  expiryAction: "update" | "delete" | null;
  expiryEvents: Record<string, string>;
}

/**
 * An effect's duration in v14 (interfaces/foundry.documents.types.EffectDurationData.html): `value` in
 * `units`, and `expiry`, the event at which it expires once the value has run out (null with a null value:
 * indefinite).
 */
export interface V14EffectDurationData {
  value: number | null;
  units: "years" | "months" | "days" | "hours" | "minutes" | "seconds" | "rounds" | "turns";
  expiry: string | null;
  expired?: boolean;
}

/** When an effect began, v14 (interfaces/foundry.documents.types.EffectStartData.html). */
export interface V14EffectStartData {
  combat: string | null;
  combatant: string | null;
  initiative: number | null;
  round: number | null;
  turn: number | null;
  time?: number;
}

/** A v14 context-menu entry (interfaces/foundry.ContextMenuEntry.html): v13's name/callback/condition renamed. */
export interface V14ContextMenuEntry<Target> {
  label: string;
  icon?: string;
  classes?: string;
  group?: string;
  onClick?: (event: Event | undefined, target: Target) => unknown;
  visible?: boolean | ((target: Target) => boolean);
}

/**
 * The update operators of v14 (foundry.data.operators): a `ForcedDeletion` value deletes its key in an
 * update, replacing v13's `"-=key": null`.
 */
export interface V14DataOperators {
  ForcedDeletion: new () => object;
}

/**
 * A Region's shapes in v14 (interfaces/foundry.documents.types.RegionData.html › shapes: BaseShapeData[];
 * foundry.data.regionShapes): a circle by its center and radius, a rectangle by its top-left corner and
 * size, in scene pixels.
 */
export type V14RegionShape =
  | { type: "circle"; x: number; y: number; radius: number; hole?: boolean }
  | {
      type: "rectangle";
      x: number;
      y: number;
      width: number;
      height: number;
      rotation?: number;
      hole?: boolean;
    };

/** RegionData (interfaces/foundry.documents.types.RegionData.html): what the system writes of a Region. */
export interface V14RegionData {
  name: string;
  color?: string;
  shapes: V14RegionShape[];
  visibility?: number;
  elevation?: number;
  /** User id (or `default`) → ownership level: a Region has no author, its owners may update and delete it. */
  ownership?: Record<string, number>;
  flags?: Record<string, unknown>;
}

/** A RegionDocument as the area backing touches it (classes/foundry.documents.RegionDocument.html). */
export interface V14RegionDocument {
  id: string | null;
  uuid: string;
  shapes: V14RegionShape[];
  update(data: Partial<V14RegionData>): Promise<unknown>;
  updateSource(data: Partial<V14RegionData>): unknown;
}

/** The Scene's side of Regions: its embedded collection and the create/delete calls, by document name. */
export interface V14RegionScene {
  regions: { get(id: string): V14RegionDocument | undefined; has(id: string): boolean };
  createEmbeddedDocuments(name: "Region", data: V14RegionData[]): Promise<V14RegionDocument[] | undefined>;
  deleteEmbeddedDocuments(name: "Region", ids: string[]): Promise<unknown>;
}

/** CONFIG.Region (variables/CONFIG.Region.html): the document and placeable classes. */
export interface V14RegionConfig {
  documentClass: new (data: V14RegionData, context: { parent: unknown }) => V14RegionDocument;
  objectClass: new (
    document: V14RegionDocument,
  ) => { draw(): Promise<unknown>; refresh(): unknown; destroy(options?: object): void };
}

/** canvas.regions (classes/foundry.canvas.layers.RegionLayer.html): a placeables layer with a preview. */
export interface V14RegionLayer {
  activate(): unknown;
  preview: { addChild(child: unknown): unknown };
}
