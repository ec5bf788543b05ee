import { warn } from "../../../dice/notify.ts";
import { runReported } from "../../../report-error.ts";
import type { GridPoint } from "../../../rules/index.ts";
import { inActiveRuleset } from "../../registry.ts";
import { squareGridOf } from "../map/scene-tokens.ts";
import { diagonalRuleOf } from "../map/token-footprint.ts";
import { extendPath, type MoveSegment, moveRoot } from "./move-path.ts";
import { sendPrompts } from "./opportunity-prompt.ts";
import { provokedByPath } from "./provoked.ts";
import { threatenersOn } from "./threateners.ts";

/**
 * Moves that provoke, during a started combat: on the active GM's client, every `moveToken` (all clients get
 * it after the update) extends the path of its move, and each enemy whose threatened area the path so far
 * provokes is prompted once per move. Square grids only: a hex scene is refused with a message to the GM.
 */

/** v13's `moveToken` hook (client/documents/token.mjs › #onUpdateOperationMovement): the document and its
 * TokenDocument.MovementOperation. fvtt-types 13.345.1 does not declare the hook. */
type MoveTokenHook = (token: TokenDocument.Implementation, movement: MoveSegment) => void;

const KEPT_MOVES = 64;

/** A waypoint reached by displacement or a teleporting action passes no square (CONFIG.Token.movement.actions). */
function jumps(action: string | undefined): boolean {
  if (!action) return false;
  if (action === "displace") return true;
  const actions: Record<string, { teleport?: boolean } | undefined> = CONFIG.Token.movement?.actions ?? {};
  return actions[action]?.teleport === true;
}

export class OpportunityWatch {
  readonly #paths = new Map<string, GridPoint[]>();
  readonly #told = new Set<string>();
  readonly #refusedScenes = new Set<string>();

  /** Handles one `moveToken` call; resolves once the prompts are sent. */
  async onMove(token: TokenDocument.Implementation, movement: MoveSegment): Promise<void> {
    if (!game.user?.isActiveGM || !game.combat?.started || !inActiveRuleset(token.actor)) return;
    const scene = token.parent;
    const grid = squareGridOf(scene);
    if (!scene || !grid) return this.#refuse(scene);
    const root = moveRoot(movement);
    const path = extendPath(this.#paths.get(root) ?? null, movement, grid, jumps);
    this.#keep(root, path);
    const mover = {
      tokenUuid: token.uuid,
      width: Math.max(1, Math.round(token.width ?? 1)),
      height: Math.max(1, Math.round(token.height ?? 1)),
      disposition: token.disposition ?? 0,
    };
    const provoked = provokedByPath(path, mover, threatenersOn(scene.tokens, grid), diagonalRuleOf(grid));
    const fresh = provoked.filter((threatener) => !this.#told.has(`${root}:${threatener.tokenUuid}`));
    for (const threatener of fresh) this.#told.add(`${root}:${threatener.tokenUuid}`);
    const provoker = { tokenUuid: token.uuid, name: token.name ?? "", hidden: token.hidden === true };
    await sendPrompts(fresh, provoker, "move");
  }

  #keep(root: string, path: GridPoint[]): void {
    this.#paths.delete(root);
    this.#paths.set(root, path);
    for (const old of this.#paths.keys()) {
      if (this.#paths.size <= KEPT_MOVES) break;
      this.#paths.delete(old);
    }
  }

  /** Off a square grid: the GM is told once per scene that moves are not checked there. */
  #refuse(scene: Scene.Implementation | null): void {
    const id = scene?.id ?? "";
    if (this.#refusedScenes.has(id)) return;
    this.#refusedScenes.add(id);
    warn("SWRPG.Opportunity.SquareGridOnly");
  }
}

/** Listens to token moves for the world's RCR combats. */
export function watchMoves(watch = new OpportunityWatch()): OpportunityWatch {
  const on = Hooks.on as unknown as (hook: "moveToken", fn: MoveTokenHook) => number;
  on("moveToken", (token, movement) => {
    runReported("swrpg.opportunityMove", watch.onMove(token, movement));
  });
  return watch;
}
