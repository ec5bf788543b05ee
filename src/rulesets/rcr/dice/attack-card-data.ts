import type { BonusPart, CoverDegree } from "../../../rules/index.ts";
import type { DefenseKind } from "../../../rules/rcr/attack-against.ts";
import type { AttackSource } from "../../../rules/rcr/full-attack.ts";
import type { FireMode } from "../../../rules/rcr/multiple-ranged-attacks.ts";

/**
 * What an attack chat card stores in `flags.swrpg.attack`: everything the card shows and everything
 * damage application and the GM relay check. Plain JSON.
 */

export const ATTACK_CARD_VERSION = 1;

/** One attack against one target. */
export interface TargetResult {
  tokenUuid: string;
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
}

/** A target the attack could not be made against. */
export interface RefusedTarget {
  tokenUuid: string;
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
  damageType: string;
  stun: boolean;
  /** A pulled blow: how damage is applied. */
  vitalityOnly: boolean;
  halfDamage: boolean;
  attacks: AttackEntry[];
  refused: RefusedTarget[];
}
