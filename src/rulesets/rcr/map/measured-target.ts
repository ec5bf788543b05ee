import {
  type DiagonalRule,
  defaultReach,
  type Footprint,
  flanksOnMap,
  gridDistance,
  type Size,
  threatensFootprint,
} from "../../../rules/index.ts";

/**
 * What the scene says about one attack: the distance to the target, whether an ally flanks it with the
 * attacker, and whether it stands in melee with the attacker's side. The engine measures; this picks who
 * counts as an ally (a token of the same disposition) and who can threaten (one that may act).
 */

/** A token on the scene as the measurement sees it. */
export interface MapToken {
  tokenUuid: string;
  name: string;
  footprint: Footprint;
  size: Size;
  /** CONST.TOKEN_DISPOSITIONS: hostile -1, neutral 0, friendly 1, secret -2. */
  disposition: number;
  /** It threatens its area (not helpless, unconscious or grappling: combat › Threatened Area). */
  threatens: boolean;
}

/** What was measured for one target. */
export interface MeasuredTarget {
  /** Meters between the nearest squares (rcr-combat.txt › Range Penalty, measured on the grid). */
  distance: number;
  /** Melee flanking with this ally (additional › Clarifying Flanking); null when none flanks. */
  flankedWith: string | null;
  /** One of the attacker's allies threatens the target: a ranged attack shoots into melee. */
  inMelee: boolean;
}

const reachOf = (token: MapToken) => defaultReach(token.size);

/** The attacker's allies: other tokens of its disposition that threaten, never the target itself. */
function alliesOf(attacker: MapToken, target: MapToken, scene: readonly MapToken[]): MapToken[] {
  return scene.filter(
    (token) =>
      token.tokenUuid !== attacker.tokenUuid &&
      token.tokenUuid !== target.tokenUuid &&
      token.disposition === attacker.disposition &&
      token.threatens,
  );
}

export function measureTarget(input: {
  attacker: MapToken;
  target: MapToken;
  scene: readonly MapToken[];
  rule: DiagonalRule;
}): MeasuredTarget {
  const { attacker, target, rule } = input;
  const allies = alliesOf(attacker, target, input.scene);
  const flanker = attacker.threatens
    ? allies.find((ally) =>
        flanksOnMap({
          attacker: { footprint: attacker.footprint, reach: reachOf(attacker) },
          ally: { footprint: ally.footprint, reach: reachOf(ally) },
          defender: target.footprint,
          rule,
        }),
      )
    : undefined;
  return {
    distance: gridDistance(attacker.footprint, target.footprint, rule),
    flankedWith: flanker?.name ?? null,
    inMelee: allies.some((ally) => threatensFootprint(ally.footprint, reachOf(ally), target.footprint, rule)),
  };
}
