import { resolveObjectStrike } from "../objects/object-resolve.ts";
import { resolveBanthaRush } from "./bantha-rush-resolve.ts";
import { resolveDisarm } from "./disarm-resolve.ts";
import { resolveGrapple } from "./grapple-resolve.ts";
import {
  MANEUVER_CARD_VERSION,
  type ManeuverCard,
  type ManeuverDice,
  type ManeuverRefusal,
  type ManeuverRequest,
  type ManeuverResult,
} from "./maneuver-types.ts";
import { resolveOverrun } from "./overrun-resolve.ts";
import { resolveTrip } from "./trip-resolve.ts";

/**
 * From the dialog's choices to the card: the special attack's resolver rolls through `dice` and the engine
 * decides. No Foundry global is touched here, so the GM's client can run it again on a player's card with
 * the message's dice (maneuver-relay.ts).
 */

const RESOLVERS = {
  grapple: resolveGrapple,
  trip: resolveTrip,
  banthaRush: resolveBanthaRush,
  disarm: resolveDisarm,
  overrun: resolveOverrun,
  object: resolveObjectStrike,
} satisfies Record<
  ManeuverCard["kind"],
  (req: ManeuverRequest, dice: ManeuverDice) => Promise<ManeuverResult | ManeuverRefusal>
>;

export async function resolveManeuver(
  req: ManeuverRequest,
  dice: ManeuverDice,
): Promise<ManeuverCard | ManeuverRefusal> {
  const { attacker, options } = req;
  // A struck object's token need not be a fighter (rulesets/rcr/objects).
  const defender = req.defender ?? req.strike?.token ?? null;
  if (defender && defender.tokenUuid === attacker.tokenUuid) return { ok: false, refused: "self" };
  const made = await RESOLVERS[options.kind](req, dice);
  if ("ok" in made) return made;
  return {
    version: MANEUVER_CARD_VERSION,
    kind: options.kind,
    options,
    attacker: { tokenUuid: attacker.tokenUuid, actorUuid: attacker.actorUuid, name: attacker.name },
    defender: defender ? { tokenUuid: defender.tokenUuid, name: defender.name } : null,
    ...made,
  };
}
