import type { Size, SpeedFeat } from "../../../rules/index.ts";
import type { ManeuverParty } from "../dice/maneuver-card-data.ts";

/** A combatant as the maneuvers see it: read from derived data (maneuver-actors.ts), never computed there. */
export interface ManeuverFighter extends ManeuverParty {
  size: Size;
  bab: number;
  /** Strength and Dexterity modifiers. */
  str: number;
  dex: number;
  /** The melee attack bonus unarmed (touch attacks: trip, grab). */
  meleeBonus: number;
  /** Its touch Defense, when it is the target of a touch attack, and what a melee attacker gains against it. */
  touchDefense: number;
  touchBonusAgainst: number;
  /** The melee weapon in hand, if any (disarm): its attack bonus and grip. */
  weapon: { attackBonus: number; twoHanded: boolean; melee: boolean } | null;
}

/** What the player chose in the maneuver dialog. */
export interface ManeuverOptions {
  /** Grapple only. */
  move: "grab" | "damage" | "pin" | "breakPin" | "escapePin" | "escape";
  charging: boolean;
  /** The defender has more than two legs or is otherwise very stable (+4). */
  defenderStable: boolean;
  /** Bantha rush: the rusher follows to push farther; `movementLeft` meters of movement remain. */
  follow: boolean;
  movementLeft: number;
  speedFeat: SpeedFeat | null;
  /** The acting grappler is pinned, or pins someone else. */
  pinned: boolean;
  pinningAnother: boolean;
  /** The target already grapples someone else: joining grabs by itself. */
  joining: boolean;
  /** Overrun: the defender blocks (a trip) or avoids. */
  defenderBlocks: boolean;
  situational: number;
}

export const DEFAULT_MANEUVER_OPTIONS: ManeuverOptions = {
  move: "grab",
  charging: false,
  defenderStable: false,
  follow: false,
  movementLeft: 0,
  speedFeat: null,
  pinned: false,
  pinningAnother: false,
  joining: false,
  defenderBlocks: true,
  situational: 0,
};
