import { saga } from "../../rules/index.ts";
import { SidesStanding } from "../sides-standing.ts";
import { FLAT_FOOTED, NORMAL, type PreparedSagaEncounter } from "./prepare.ts";

/** In the fight, knocked out or disabled (0 hit points, or the bottom of the track), dead or destroyed. */
export const UP = 0;
export const DOWN = 1;
export const DEAD = 2;

/** What changes during one Saga fight, in typed arrays indexed by combatant (and by weapon for counters). */
export class SagaFightState {
  readonly hitPoints: Int32Array;
  readonly temporary: Int32Array;
  readonly shield: Int32Array;
  readonly condition: Int32Array;
  /** UP, DOWN or DEAD. */
  readonly status: Uint8Array;
  readonly flatFooted: Uint8Array;
  /** Squares still to cover before a melee fighter is engaged (0: engaged). */
  readonly gap: Float64Array;
  readonly dropped: Uint8Array;
  readonly windsUsed: Int32Array;
  /** By weapon (PreparedSagaEncounter.weaponStart): shots loaded (-1: not counted), uses left (-1: no limit). */
  readonly shots: Int32Array;
  readonly uses: Int32Array;
  /** The engine's health record of one target, filled in before each hit. */
  readonly health: saga.SagaHealth = {
    hitPoints: 0,
    maxHitPoints: 1,
    temporaryHitPoints: 0,
    damageThreshold: 0,
    condition: 0,
    damageReduction: [],
    shieldRating: 0,
    kind: "creature",
  };
  private readonly sides: SidesStanding;
  private readonly sideOf: Int32Array;
  private readonly upOf = (i: number) => this.status[i] === UP;

  constructor(readonly encounter: PreparedSagaEncounter) {
    const n = encounter.combatants.length;
    this.hitPoints = new Int32Array(n);
    this.temporary = new Int32Array(n);
    this.shield = new Int32Array(n);
    this.condition = new Int32Array(n);
    this.status = new Uint8Array(n);
    this.flatFooted = new Uint8Array(n);
    this.gap = new Float64Array(n);
    this.dropped = new Uint8Array(n);
    this.windsUsed = new Int32Array(n);
    this.shots = new Int32Array(encounter.weaponCount);
    this.uses = new Int32Array(encounter.weaponCount);
    this.sides = new SidesStanding(encounter.sideCount);
    this.sideOf = Int32Array.from(encounter.combatants, (c) => c.side);
  }

  /**
   * Back to the start: the recorded health; flat-footed until its first turn (Saga core), or with the variant's
   * combat sequence only when surprised (the unaware of a surprise round); melee fighters at the distance.
   */
  reset(): void {
    const { combatants, distance, surprise, options, weaponStart, trackLength, engine } = this.encounter;
    for (let i = 0; i < combatants.length; i++) {
      const c = combatants[i]!;
      const s = c.source;
      this.hitPoints[i] = s.hitPoints;
      this.temporary[i] = s.temporaryHitPoints ?? 0;
      this.shield[i] = s.shieldRating ?? 0;
      this.condition[i] = saga.moveConditionTrack(s.condition ?? 0, 0, trackLength).condition;
      this.status[i] =
        s.hitPoints > 0 && saga.bottomOfTrackState(this.condition[i]!, s.kind, engine) === null ? UP : DOWN;
      this.dropped[i] = this.status[i] === UP ? 0 : 1;
      this.flatFooted[i] = options.variantCombatSequence ? (surprise && s.aware === false ? 1 : 0) : 1;
      this.gap[i] = c.closes ? distance : 0;
      this.windsUsed[i] = 0;
      s.weapons.forEach((weapon, w) => {
        this.shots[weaponStart[i]! + w] = weapon.shots ?? -1;
        this.uses[weaponStart[i]! + w] = weapon.uses ?? -1;
      });
    }
  }

  stance(i: number): number {
    return this.flatFooted[i] ? FLAT_FOOTED : NORMAL;
  }

  /** The sides with someone still up. */
  standing(): SidesStanding {
    return this.sides.update(this.sideOf, this.upOf);
  }
}
