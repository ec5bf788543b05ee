import { gridKindOf } from "../../../canvas/grid.ts";
import { tokenAt } from "../../../damage/card-check.ts";
import { actorModel } from "../dice/combatant-views.ts";
import { objectStrike } from "../objects/object-request.ts";
import { fighterView } from "./fighter-view.ts";
import type { FighterView, ManeuverOptions, ManeuverRefusal, ManeuverRequest } from "./maneuver-types.ts";

/**
 * The resolver's request from the documents: the attacker's and the target's tokens as fighters, everyone
 * their grapple states name, and the scene's grid. The flow builds it when the player acts; the GM's client
 * builds it again to check a player's card. Hex scenes are refused: pushes and spaces are counted in squares
 * (as the area and range code refuse them).
 */
export async function maneuverRequest(
  attackerToken: TokenDocument.Implementation,
  defenderToken: TokenDocument.Implementation | null,
  options: ManeuverOptions,
): Promise<ManeuverRequest | ManeuverRefusal> {
  const grid = attackerToken.parent?.grid;
  if (!grid || !(grid.size > 0) || !(grid.distance > 0)) return { ok: false, refused: "noScene" };
  if (gridKindOf(grid.type) === "hex") return { ok: false, refused: "hexGrid" };
  const attacker = fighterView(attackerToken);
  const system = actorModel(attackerToken.actor);
  if (!attacker || !system) return { ok: false, refused: "noActor" };
  const defender = defenderToken ? fighterView(defenderToken) : null;
  const struck = options.kind === "object";
  // An object struck need not be a fighter: a door, a console (rulesets/rcr/objects).
  if (defenderToken && !defender && !struck) return { ok: false, refused: "notRcr" };
  if (defenderToken && defenderToken.parent !== attackerToken.parent)
    return { ok: false, refused: "otherScene" };
  const named = new Set<string>();
  for (const fighter of [attacker, defender]) {
    if (!fighter) continue;
    const { opponents, pinnedBy, pinning } = fighter.grapple;
    for (const uuid of [...opponents, pinnedBy, pinning]) if (uuid) named.add(uuid);
  }
  const others: Record<string, FighterView> = {};
  for (const uuid of named) {
    const token = await tokenAt(uuid);
    const view = token ? fighterView(token) : null;
    if (view) others[uuid] = view;
  }
  const scene = { gridSize: grid.size, gridDistance: grid.distance };
  const strike = struck
    ? objectStrike(attackerToken, attacker, defenderToken, options.weaponId, scene)
    : null;
  if (struck && !strike) return { ok: false, refused: "noWeapon" };
  return { options, attacker, defender, others, scene, speed: system.speed.value, strike };
}
