import { type DiagonalRule, threatens } from "../../../rules/index.ts";
import { attackFeatFlags } from "../data/item/feat-registry.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { actorModel } from "../dice/combatant-views.ts";
import type { MapToken } from "./measured-target.ts";
import { diagonalRuleOf, type SquareGrid, tokenFootprint } from "./token-footprint.ts";

/**
 * The tokens of a scene as the map measurements see them. Only square grids are measured: on a gridless
 * or hex scene the callers fall back to the player's word.
 */

/** The v13 token document fields read here. */
export type SceneToken = Pick<
  TokenDocument.Implementation,
  "uuid" | "name" | "x" | "y" | "width" | "height" | "disposition" | "actor"
>;

// CONST.GRID_TYPES.SQUARE (common/constants.d.mts).
const SQUARE = 1;

/** The scene's square grid, or null when it has none (gridless, hexagonal). */
export function squareGridOf(scene: Scene.Implementation | null | undefined): SquareGrid | null {
  const grid = scene?.grid;
  if (!grid || grid.type !== SQUARE || !(grid.size > 0)) return null;
  // Only a square grid (foundry.grid.SquareGrid) says how it counts diagonals.
  const diagonals = "diagonals" in grid && typeof grid.diagonals === "number" ? grid.diagonals : undefined;
  return { size: grid.size, diagonals };
}

/** Whether the actor threatens its area: it may act, and holds a melee weapon or fights unarmed as armed. */
function threatensArea(actor: Actor.Implementation): boolean {
  const system = actorModel(actor);
  if (!system?.combat.threatensArea) return false;
  const melee = actor.items.find(
    (item) =>
      item.system instanceof WeaponModel && item.system.equipped && item.system.attackType === "melee",
  );
  // rcr-combat.txt › Threatened Area: melee weapons threaten, ranged ones do not; unarmed only as armed.
  return threatens({
    weapon: melee ? "melee" : "unarmed",
    martialArts: attackFeatFlags(system.feats).martialArts,
  });
}

/** A token as a map record, or null when its actor is not one of RCR's. */
export function mapToken(token: SceneToken, grid: SquareGrid): MapToken | null {
  const actor = token.actor;
  const system = actorModel(actor);
  if (!actor || !system) return null;
  return {
    tokenUuid: token.uuid,
    name: token.name,
    footprint: tokenFootprint(
      { x: token.x ?? 0, y: token.y ?? 0, width: token.width ?? 1, height: token.height ?? 1 },
      grid,
    ),
    size: system.size,
    disposition: token.disposition ?? 0,
    threatens: threatensArea(actor),
  };
}

/** Every RCR token of the scene. */
export function mapTokens(tokens: Iterable<SceneToken>, grid: SquareGrid): MapToken[] {
  const records: MapToken[] = [];
  for (const token of tokens) {
    const record = mapToken(token, grid);
    if (record) records.push(record);
  }
  return records;
}

/** The scene of a token, its grid and its RCR tokens, ready to measure (null off a square grid). */
export function sceneMap(
  scene: Scene.Implementation | null | undefined,
): { grid: SquareGrid; rule: DiagonalRule; tokens: MapToken[] } | null {
  const grid = squareGridOf(scene);
  if (!scene || !grid) return null;
  return { grid, rule: diagonalRuleOf(grid), tokens: mapTokens(scene.tokens, grid) };
}
