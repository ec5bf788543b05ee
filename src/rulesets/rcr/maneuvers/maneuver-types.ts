import type { BonusPart, ConditionEffects, DefenseInput, Size, SpeedFeat } from "../../../rules/index.ts";
import type { AttackRollMode } from "../dice/attack-views.ts";
import {
  defaultObjectChoice,
  type ObjectChoice,
  type ObjectStrike,
  type ObjectWrite,
} from "../objects/object-types.ts";

/**
 * The plain records of the special attacks (rcr-combat.txt › Bantha Rush, Disarm, Grapple, Trip, Overrun):
 * who takes part, what the player chose, and the card the resolver makes. `fighter-view.ts` builds the
 * fighters from documents; tests build them directly. No Foundry object crosses this line.
 */

export const MANEUVER_KINDS = ["grapple", "trip", "banthaRush", "disarm", "overrun", "object"] as const;
export type ManeuverKind = (typeof MANEUVER_KINDS)[number];

export function isManeuverKind(value: string | null | undefined): value is ManeuverKind {
  return (MANEUVER_KINDS as readonly (string | null | undefined)[]).includes(value);
}

/** What a grappler does (rcr-combat.txt › Grapple: Starting a Grapple, If You're Grappling, Wriggle Free). */
export const GRAPPLE_MOVES = [
  "start",
  "damage",
  "pin",
  "breakPin",
  "escapePin",
  "escape",
  "wriggleFree",
] as const;
export type GrappleMove = (typeof GRAPPLE_MOVES)[number];

/** The grapple moves made against the grapple's own opponents: no target is needed (or read). */
export const ESCAPES: readonly GrappleMove[] = ["escapePin", "escape", "wriggleFree"];

/** Whether these options act on a targeted token (an object may lie off the map: rulesets/rcr/objects). */
export function needsTarget(options: Pick<ManeuverOptions, "kind" | "grappleMove">): boolean {
  if (options.kind === "object") return false;
  return !(options.kind === "grapple" && ESCAPES.includes(options.grappleMove));
}

export const SPEED_FEATS = ["none", "burstOfSpeed", "forceSpeed", "knightSpeed", "masterSpeed"] as const;
export type SpeedFeatChoice = "none" | SpeedFeat;

/** Who holds whom, kept in the actor's `flags.swrpg.grapple` (token uuids). */
export interface GrappleState {
  /** Everyone this fighter grapples with. */
  opponents: string[];
  /** The opponent holding this fighter's pin, or null. */
  pinnedBy: string | null;
  /** The opponent this fighter pins, or null. */
  pinning: string | null;
}

export const FREE: GrappleState = { opponents: [], pinnedBy: null, pinning: null };

/** A weapon a fighter holds, as disarm and grappling read it. */
export interface HeldWeapon {
  id: string;
  name: string;
  melee: boolean;
  /** The weapon's size category (weaponSizeCategory). */
  size: Size;
  twoHanded: boolean;
  light: boolean;
  /** Attack bonus with it (derived data: BAB, ability, size, feats, conditions). */
  attackBonus: number;
  equipped: boolean;
}

/** One token in a special attack. Ability modifiers are the effective ones (fatigue applied). */
export interface FighterView {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  size: Size;
  bab: number;
  strength: number;
  dexterity: number;
  /** The melee touch attack's parts (BAB, Strength, size, the fighter's own conditions). */
  meleeParts: BonusPart[];
  /** An unarmed attack's bonus (disarm without a weapon). */
  unarmedAttackBonus: number;
  /** What a touch attack meets: Defense inputs, Dex lost, helpless, and conditions against melee. */
  defense: Omit<DefenseInput, "loseDexBonus" | "touch" | "helpless">;
  losesDexBonus: boolean;
  helpless: boolean;
  againstMelee: ConditionEffects;
  weapons: HeldWeapon[];
  grapple: GrappleState;
  /** Top-left corner in scene pixels, and footprint in grid spaces. */
  at: { x: number; y: number; width: number; height: number };
}

/** The scene the fighters stand on: pixels per grid space (square or gridless; hex scenes are refused). */
export interface ManeuverScene {
  gridSize: number;
  /** Scene units (meters) per grid space. */
  gridDistance: number;
}

/** Everything the special-attack dialog asks. */
export interface ManeuverOptions {
  kind: ManeuverKind;
  grappleMove: GrappleMove;
  /** The attacker's weapon (disarm's attack roll); null unarmed. */
  weaponId: string | null;
  /** The defender's item knocked away (disarm). */
  defenderWeaponId: string | null;
  situational: number;
  defenderSituational: number;
  /** More than two legs or otherwise very stable: +4 (trip, bantha rush, overrun). */
  defenderStable: boolean;
  /** Part of a charge (bantha rush +2; overrun needs it). */
  charging: boolean;
  /** Bantha rush: the rusher moves with the defender to push farther. */
  follow: boolean;
  /** Bantha rush: meters the rusher may still move (its normal movement limit); null: its speed. */
  movementLeft: number | null;
  speedFeat: SpeedFeatChoice;
  /** The space the attacker would fall back to is occupied (bantha rush, overrun). */
  returnSpaceOccupied: boolean;
  /** Overrun: meters moved in a straight line into the defender's space. */
  straightMeters: number;
  /** Overrun: the defender's choice. */
  defenderChoice: "avoid" | "block";
  /** The defender answers a failed trip or disarm with one of its own, when the rules let it. */
  counter: boolean;
  /** Wriggle free: the Escape Artist bonus. */
  escapeArtist: number;
  /** Disarm: damage the defender's attack of opportunity dealt. */
  attackOfOpportunityDamage: number;
  /** Striking an object: what, how, and its numbers where nothing keeps them. */
  object: ObjectChoice;
  rollMode?: AttackRollMode;
}

export function defaultManeuverOptions(kind: ManeuverKind): ManeuverOptions {
  return {
    kind,
    grappleMove: "start",
    weaponId: null,
    defenderWeaponId: null,
    situational: 0,
    defenderSituational: 0,
    defenderStable: false,
    charging: kind === "overrun",
    follow: false,
    movementLeft: null,
    speedFeat: "none",
    returnSpaceOccupied: false,
    straightMeters: 4,
    defenderChoice: "block",
    counter: true,
    escapeArtist: 0,
    attackOfOpportunityDamage: 0,
    object: defaultObjectChoice(),
  };
}

/** One side of a check as the card shows it. */
export interface SideCheck {
  tokenUuid: string;
  name: string;
  d20: number;
  modifier: number;
  total: number;
  parts: BonusPart[];
}

/** One roll of the card: a touch attack, or an opposed check (with how often a full tie was rolled again). */
export type ManeuverStep =
  | {
      type: "touch";
      /** Lang key suffix naming the step (under SWRPG.Maneuver.Step). */
      label: string;
      attacker: SideCheck;
      defenderName: string;
      defense: number;
      hit: boolean;
    }
  | {
      type: "opposed";
      label: string;
      self: SideCheck;
      others: SideCheck[];
      /** The acting side won. */
      won: boolean;
      /** "beat": a tie fails the actor; "modifier": ties go to the higher modifier (RCR core). */
      tie: "beat" | "modifier";
      rerolls: number;
    }
  | { type: "damage"; label: string; tokenUuid: string; name: string; formula: string; total: number }
  | {
      /** One roll against a number: an attack on an object's Defense, a check or save against a DC. */
      type: "versus";
      label: string;
      self: SideCheck;
      /** Lang key suffix of what it meets (under SWRPG.Maneuver.Versus), given {value}. */
      versus: string;
      against: number;
      success: boolean;
    };

/** What a card does to the documents. Every write names the token whose actor (or itself) it changes. */
export type ManeuverEffect =
  | { type: "status"; tokenUuid: string; status: "prone"; active: true }
  | { type: "grapple"; tokenUuid: string; state: GrappleState }
  | { type: "move"; tokenUuid: string; x: number; y: number; meters: number }
  | { type: "damage"; tokenUuid: string; formula: string; total: number; rollIndex: number }
  | { type: "disarm"; tokenUuid: string; itemId: string; to: "ground" | "attacker"; toTokenUuid: string }
  | ObjectWrite;

export const MANEUVER_CARD_VERSION = 1;

/** One line of the card's reasons: a lang key suffix (under SWRPG.Maneuver.Why) and what it names. */
export interface WhyLine {
  key: string;
  data: Record<string, number | string>;
}

/** The stored card. */
export interface ManeuverCard {
  version: typeof MANEUVER_CARD_VERSION;
  kind: ManeuverKind;
  options: ManeuverOptions;
  attacker: { tokenUuid: string; actorUuid: string; name: string };
  defender: { tokenUuid: string; name: string } | null;
  steps: ManeuverStep[];
  /** Who won: "attacker", "defender", or "none" (refused before any roll). */
  winner: "attacker" | "defender";
  /** Lang key suffix of the result line (under SWRPG.Maneuver.Outcome). */
  outcome: string;
  /** The lines that say why. */
  why: WhyLine[];
  /** Values the result line names ({attacker}, {defender}, {meters}...). */
  values: Record<string, number | string>;
  effects: ManeuverEffect[];
  /** Set once the effects are written (by the author, or the GM on request). */
  applied?: boolean;
}

/** A special attack the rules or the documents refuse (lang key under SWRPG.Maneuver.Refused). */
export type ManeuverRefusal = { ok: false; refused: string };

/** The dice a special attack rolls, in order: core Rolls in a world, the message's rolls when checked. */
export interface ManeuverDice {
  d20(): Promise<number>;
  /** Rolls damage with the attacker's roll data; its index among the message's rolls. */
  damage(formula: string): Promise<{ total: number; rollIndex: number }>;
}

/** What the resolver takes. */
export interface ManeuverRequest {
  options: ManeuverOptions;
  attacker: FighterView;
  /** The targeted token (none for escapes, which act on the grapple's own opponents). */
  defender: FighterView | null;
  /** The fighters the grapple state names (opponents, the ally pinned), by token uuid. */
  others: Readonly<Record<string, FighterView>>;
  scene: ManeuverScene;
  /** The attacker's speed in meters (the bantha rush's movement limit when none is given). */
  speed: number;
  /** Striking an object: the weapon, the targeted token and what it keeps (rulesets/rcr/objects). */
  strike?: ObjectStrike | null;
}

/** What one special attack's resolver gives the card. */
export type ManeuverResult = Pick<
  ManeuverCard,
  "steps" | "winner" | "outcome" | "why" | "values" | "effects"
>;
