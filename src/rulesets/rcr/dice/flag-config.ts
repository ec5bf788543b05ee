import type { AppliedMark } from "../../../damage/applied-marks.ts";
import type { VehicleLogEntry } from "../../../vehicles/hull-log.ts";
import type { DamageLogEntry } from "../damage/damage-log.ts";
import type { WoundsThisRound } from "../damage/wounds-this-round.ts";
import type { GrappleState, ManeuverCard } from "../maneuvers/maneuver-types.ts";
import type { AttackCardData } from "./attack-card-data.ts";
import type { AttackChoices } from "./attack-views.ts";

/** The flags the attack and damage flow writes (declaration merging, beside the code that writes them). */
declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: {
      swrpg?: { attack?: AttackCardData; applied?: Record<string, AppliedMark>; maneuver?: ManeuverCard };
    };
    Actor: {
      swrpg?: {
        damageLog?: DamageLogEntry[];
        woundsLostThisRound?: WoundsThisRound;
        /** The "dead" status was set by the wound sync (documents/actor.ts), not by hand. */
        deadFromWounds?: boolean;
        /** Who this fighter grapples with (rulesets/rcr/maneuvers). */
        grapple?: GrappleState;
        /** Damage to a vehicle of any ruleset (src/vehicles/hull-log.ts). */
        vehicleLog?: VehicleLogEntry[];
      };
    };
    User: { swrpg?: { attackChoices?: Record<string, AttackChoices> } };
  }
}
