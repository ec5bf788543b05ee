import type { BonusPart, CoverDegree, GridPoint } from "../../../rules/index.ts";
import type { DefenseKind } from "../../../rules/rcr/attack-against.ts";
import type { AttackSource } from "../../../rules/rcr/full-attack.ts";
import type { DeviationDirection } from "../../../rules/rcr/grenade-deviation.ts";
import type { FireMode } from "../../../rules/rcr/multiple-ranged-attacks.ts";
import type { AttackChoices } from "./attack-views.ts";

/**
 * What an attack chat card stores in `flags.swrpg.attack`: everything the card shows and everything
 * damage application and the GM relay check. Plain JSON.
 */

export const ATTACK_CARD_VERSION = 1;

/** One attack against one target. */
export interface TargetResult {
  tokenUuid: string;
  /** The GM had hidden the token when the GM's attack caught it: only a GM's view of the card lists it. */
  hidden?: boolean;
  actorUuid: string;
  name: string;
  img: string;
  /** The target's own modifiers (range, point blank, conditions...). */
  parts: BonusPart[];
  total: number;
  confirmTotal: number | null;
  defense: number;
  defenseKind: DefenseKind;
  cover: CoverDegree;
  missChance: number;
  missD100: number | null;
  hit: boolean;
  threat: boolean;
  critical: boolean;
  concealed: boolean;
  /** Hit and not lost to concealment: damage may be applied to this target. */
  lands: boolean;
  /** Damage this target adds (point blank). */
  damageBonus: number;
  /** Caught in a grenade's burst: its Reflex save, and whether it takes full, half or none. */
  burst?: BurstSave;
}

/** A target the attack could not be made against. */
export interface RefusedTarget {
  tokenUuid: string;
  /** The GM had hidden the token when the GM's attack caught it: only a GM's view of the card lists it. */
  hidden?: boolean;
  name: string;
  reason: "beyondRange" | "totalCover";
}

/** One dice term of a damage roll: its die and the results kept. */
export interface DamageDice {
  faces: number;
  results: number[];
}

/** The damage rolled for one attack. */
export interface DamageEntry {
  formula: string;
  total: number;
  /** Index of the DamageRoll in the message's rolls. */
  rollIndex: number;
  /** Each die rolled, for the total's tooltip (absent on cards rolled before it was stored). */
  dice?: DamageDice[];
}

/** One attack of the card. */
export interface AttackEntry {
  index: number;
  source: AttackSource;
  weaponId: string | null;
  weaponName: string;
  /** The bonus without any target's modifiers, and its breakdown. */
  bonus: number;
  parts: BonusPart[];
  natural: number;
  total: number;
  threatRange: number;
  /** No targets: the natural roll is in the threat range (a threat if it hits). */
  inThreatRange: boolean;
  confirmNatural: number | null;
  damageFormula: string;
  damage: DamageEntry | null;
  targets: TargetResult[];
}

/** The whole card. */
export interface AttackCardData {
  version: typeof ATTACK_CARD_VERSION;
  attacker: { uuid: string; name: string; img: string };
  weapon: { id: string | null; name: string; img: string };
  mode: "single" | "full";
  fireMode: FireMode;
  /** The sequence took Rapid Shot (absent on cards from before the choice). */
  rapidShot?: boolean;
  damageType: string;
  stun: boolean;
  /** A pulled blow: how damage is applied. */
  vitalityOnly: boolean;
  halfDamage: boolean;
  attacks: AttackEntry[];
  refused: RefusedTarget[];
  /** A grenadelike weapon thrown at a square (rulesets/rcr/grenade). */
  grenade?: GrenadeThrow;
  /**
   * What the player chose in the dialog: with the documents and the message's dice, the GM's client works the
   * card out again before it applies a player's damage (absent on older cards, which it then cannot check).
   */
  choices?: AttackChoices;
}

// A grenade card (src/rulesets/rcr/grenade) is an attack card with `grenade` set: its one attack's targets are
// the tokens in the burst, each with its Reflex save, so the shared Apply and Undo work on it unchanged.

/** The throw at a 2 m square. */
export interface GrenadeThrow {
  /** The square aimed at, and where it landed (the same on a hit), in squares. */
  aim: GridPoint;
  landing: GridPoint;
  /** Meters from the thrower to the square aimed at. */
  distance: number;
  defense: number;
  rangePenalty: number;
  hit: boolean;
  /** On a miss: the 1d3 and 1d8 rolled, and the meters and direction they give. */
  deviation: { d3: number; d8: number; meters: number; direction: DeviationDirection } | null;
  /** Meters. */
  radius: number;
  reflexDC: number;
  /** The measured template showing the burst on the scene (null when none was placed). */
  templateUuid: string | null;
}

/** One token's Reflex save against the burst. */
export interface BurstSave {
  d20: number;
  /** The save bonus, before cover. */
  bonus: number;
  /** Cover between the landing point and the token, as suggested from the walls. */
  cover: CoverDegree;
  reflexBonus: number;
  saveTotal: number;
  saved: boolean;
  outcome: "full" | "half" | "none";
  amount: number;
}
