import { isV14 } from "../foundry-compat/generation.ts";
import type { AreaGeometry, ScenePoint } from "./area-geometry.ts";
import type { SceneGrid } from "./grid.ts";
import { regionBacking } from "./region-backing.ts";
import { templateBacking } from "./template-backing.ts";

/**
 * What draws an area on a scene, behind one interface, picked by `game.release.generation`: v13 draws a
 * MeasuredTemplate (template-backing.ts); v14 folds templates into Scene Regions and draws a Region
 * (region-backing.ts, permission REGION_CREATE). Callers do not change.
 */

/** An area drawn on the scene. */
export interface DrawnArea {
  uuid: string;
  /** Moves it (a grenade that deviated). */
  moveTo(origin: ScenePoint): Promise<void>;
  /** Deletes it; nothing when it is already gone. */
  remove(): Promise<void>;
}

/** A layer the placement activates, and the one it restores (InteractionLayer#activate). */
export interface ActivatableLayer {
  activate(): unknown;
}

/** An unsaved area on the canvas that follows the pointer. */
export interface AreaPreview {
  /** The layer its kind lives on: active while placing, so the preview and what it draws are interactive. */
  layer: ActivatableLayer;
  moveTo(origin: ScenePoint): void;
  destroy(): void;
}

export interface AreaBacking {
  /** Whether `user` may draw an area (v13: the TEMPLATE_CREATE permission; v14: REGION_CREATE). */
  mayDraw(user: User.Implementation): boolean;
  /** The lang key telling the user the area is not drawn (it names what they may not create). */
  notDrawnKey: string;
  /** Draws the area with the current user as its author; rejects when the server refuses. */
  draw(scene: Scene.Implementation, area: AreaGeometry, grid: SceneGrid): Promise<DrawnArea>;
  /** A preview on the canvas, or null when no canvas is ready. */
  preview(scene: Scene.Implementation, area: AreaGeometry, grid: SceneGrid): Promise<AreaPreview | null>;
}

/** The backing of this Foundry generation: v13 templates, v14 Regions. */
export function areaBacking(generation?: number): AreaBacking {
  return isV14(generation) ? regionBacking : templateBacking;
}
