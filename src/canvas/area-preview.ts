import type { ActivatableLayer, AreaPreview } from "./area-backing.ts";
import { type AreaSnap, type ScenePoint, snapPoint } from "./area-geometry.ts";
import { type AreaHint, showAreaHint } from "./area-hint.ts";

/**
 * Where the user puts an area, by preview: the shape follows the pointer (snapped), a left click places it,
 * a right click or Escape cancels; meanwhile the preview's layer is active (InteractionLayer#activate), and
 * the layer active before comes back at the end either way. Listens on the canvas stage (its federated
 * pointer events, in the stage's coordinates: the scene's pixels) and on the document for Escape, before core's
 * own Escape handling on the window (KeyboardManager). Learnt from dnd5e's AbilityTemplate placement.
 */

/** What the preview loop touches on the canvas. */
export interface PreviewCanvas {
  /** The canvas stage (a PIXI.Container): its local coordinates are the scene's pixels. */
  stage: PIXI.Container;
  activeLayer: unknown;
}

// MouseEvent.button: the main (left) and the secondary (right) button.
const LEFT = 0;
const RIGHT = 2;

const isLayer = (layer: unknown): layer is ActivatableLayer =>
  typeof (layer as ActivatableLayer | null)?.activate === "function";

/**
 * Runs the placement: resolves with the snapped point clicked, or null when cancelled. `start` is where the
 * preview first shows (a targeted token, the attacker).
 */
export function followPointer(input: {
  board: PreviewCanvas;
  preview: AreaPreview;
  snap: AreaSnap;
  size: number;
  start: ScenePoint;
  hint: AreaHint;
}): Promise<ScenePoint | null> {
  const { board, preview, snap, size } = input;
  const previous = board.activeLayer;
  let at = snapPoint(input.start, snap, size);
  preview.moveTo(at);
  preview.layer.activate();
  const removeHint = showAreaHint(input.hint);

  return new Promise((resolve) => {
    let done = false;
    const finish = (result: ScenePoint | null) => {
      if (done) return;
      done = true;
      board.stage.off("pointermove", onMove);
      board.stage.off("pointerdown", onDown);
      document.removeEventListener("keydown", onKey, { capture: true });
      removeHint();
      preview.destroy();
      if (isLayer(previous)) previous.activate();
      resolve(result);
    };
    const onMove = (event: PIXI.FederatedPointerEvent) => {
      const point = event.getLocalPosition(board.stage);
      at = snapPoint(point, snap, size);
      preview.moveTo(at);
    };
    const onDown = (event: PIXI.FederatedPointerEvent) => {
      if (event.button === LEFT) {
        onMove(event);
        event.stopPropagation();
        finish(at);
      } else if (event.button === RIGHT) {
        event.stopPropagation();
        finish(null);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      finish(null);
    };
    board.stage.on("pointermove", onMove);
    board.stage.on("pointerdown", onDown);
    document.addEventListener("keydown", onKey, { capture: true });
  });
}
