// Scene work every ruleset needs: placing an area and finding the tokens in it, the grid, what the user may
// see. Shared plumbing: it never imports a ruleset folder. See docs/canvas.md.
export type { AreaBacking, AreaPreview, DrawnArea } from "./area-backing.ts";
export { areaBacking } from "./area-backing.ts";
export * from "./area-geometry.ts";
export type { AreaHint } from "./area-hint.ts";
export { eraseDrawnArea } from "./erase-area.ts";
export * from "./grid.ts";
export * from "./place-area.ts";
export { regionShape } from "./region-backing.ts";
export { templateFields } from "./template-backing.ts";
export * from "./tokens-in-area.ts";
export * from "./visibility.ts";
