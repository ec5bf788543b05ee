import type { AreaGeometry, ScenePoint } from "./area-geometry.ts";
import type { SceneGrid } from "./grid.ts";
import { templateBacking } from "./template-backing.ts";

/**
 * What draws an area on a scene, behind one interface: v13 draws a MeasuredTemplate. v14 folds templates
 * into Scene Regions (permission REGION_CREATE; MeasuredTemplate stays behind deprecation shims until v16):
 * a Region backing is added here, picked by `game.release.generation`, and nothing else changes.
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
  /** Whether `user` may draw an area (v13: the TEMPLATE_CREATE permission). */
  mayDraw(user: User.Implementation): boolean;
  /** Draws the area with the current user as its author; rejects when the server refuses. */
  draw(scene: Scene.Implementation, area: AreaGeometry, grid: SceneGrid): Promise<DrawnArea>;
  /** A preview on the canvas, or null when no canvas is ready. */
  preview(scene: Scene.Implementation, area: AreaGeometry, grid: SceneGrid): Promise<AreaPreview | null>;
}

/** The backing of this Foundry generation (v13: templates; v14: the same until the Region backing lands). */
export function areaBacking(generation: number = game.release?.generation ?? 13): AreaBacking {
  // v14 keeps MeasuredTemplate behind shims: templates stay correct there until a Region backing is written.
  void generation;
  return templateBacking;
}
