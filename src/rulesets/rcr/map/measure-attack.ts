import { canSee } from "../../../canvas/index.ts";
import { type MeasuredTarget, measureTarget } from "./measured-target.ts";
import { sceneMap } from "./scene-tokens.ts";

/**
 * The measurements of an attack from the attacker's token to each targeted token on its scene. Empty when
 * the attacker has no token, or its scene has no square grid: the dialog then starts from the player's word.
 * Flanking allies and melee come only from tokens the user can see: a player is never told of one the GM hid.
 */
export function measureAttack(
  own: TokenDocument.Implementation | null,
  targets: readonly TokenDocument.Implementation[],
): Record<string, MeasuredTarget> {
  const map = own ? sceneMap(own.parent) : null;
  if (!own || !map) return {};
  const attacker = map.tokens.find((token) => token.tokenUuid === own.uuid);
  if (!attacker) return {};
  const hidden = new Set(
    [...(own.parent?.tokens ?? [])].flatMap((token) => (canSee(token) ? [] : [token.uuid])),
  );
  const scene = map.tokens.filter((token) => !hidden.has(token.tokenUuid));
  const measured: Record<string, MeasuredTarget> = {};
  for (const document of targets) {
    const target = map.tokens.find((token) => token.tokenUuid === document.uuid);
    if (target) measured[document.uuid] = measureTarget({ attacker, target, scene, rule: map.rule });
  }
  return measured;
}
