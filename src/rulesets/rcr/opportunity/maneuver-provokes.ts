import { ownToken } from "../../../dice/attack-start.ts";
import { armedUnarmed, type CombatAction, type ProvocationContext } from "../../../rules/index.ts";
import { attackKindOf, gripOf } from "../data/actor/weapon-attacks.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { actorModel } from "../dice/combatant-views.ts";
import type { ManeuverOptions } from "../maneuvers/maneuver-types.ts";
import { type Provoked, provokedFrom } from "./action-provokes.ts";

/**
 * Special attacks that provoke, during a started combat (the engine's `actionProvokes`): starting a grapple
 * and a disarm provoke from the target; a trip made unarmed by one not armed, from a target that threatens;
 * a bantha rush, entering the defender's space, from everyone who threatens the rusher, but a speeding
 * collision only from the one run into (rcr-additional-combat-rules.txt › Burst of Speed in Action); striking
 * an object from everyone who threatens the striker (rcr-combat.txt › Actions in Combat, table), and a
 * ranged weapon in two hands provokes in any case. Worked out from where the attacker stands before the card
 * moves anyone; the prompts follow the card, as an attack's do.
 */

type Action = { action: CombatAction; ctx: ProvocationContext };

export function maneuverActions(
  options: ManeuverOptions,
  martialArts: boolean,
  weapon: { ranged: boolean; twoHands: boolean } | null,
): Action[] {
  const twoHandedRanged = !!weapon?.ranged && weapon.twoHands;
  switch (options.kind) {
    case "grapple":
      return options.grappleMove === "start" ? [{ action: "grapple", ctx: {} }] : [];
    case "disarm":
      return [{ action: "disarm", ctx: {} }];
    case "trip":
      return [
        {
          action: "trip",
          ctx: {
            unarmed: true,
            attackerArmed: armedUnarmed({ weapon: "unarmed", martialArts }),
            targetThreatens: true,
          },
        },
      ];
    case "banthaRush":
      return [{ action: "banthaRush", ctx: {} }];
    case "object":
      return [{ action: "strikeObject", ctx: { twoHandedRanged } }];
    case "overrun":
      return [];
  }
}

/** Who the special attack provokes, before its card moves anyone; null when nobody may be prompted. */
export function provokedByManeuver(
  actor: Actor.Implementation,
  options: ManeuverOptions,
  targets: readonly TokenDocument.Implementation[],
): Provoked | null {
  const item = options.weaponId ? actor.items.get(options.weaponId) : null;
  const model = item?.system;
  const weapon =
    model instanceof WeaponModel
      ? { ranged: attackKindOf(model) === "ranged", twoHands: gripOf(model) === "two-hands" }
      : null;
  const martialArts = actorModel(actor)?.feats.martialArts.has ?? false;
  const actions = maneuverActions(options, martialArts, weapon);
  const targetUuids = new Set(targets.map((target) => target.uuid));
  const speeding = options.kind === "banthaRush" && options.speedFeat !== "none";
  const found = provokedFrom(ownToken(actor), actions, targets, (threatener) =>
    speeding ? targetUuids.has(threatener.tokenUuid) : true,
  );
  if (found) found.provoker.name ||= actor.name;
  return found;
}
