import { createInjuryState, type InjuryState } from "../../rules/index.ts";
import { SidesStanding } from "../sides-standing.ts";
import type { PreparedEncounter } from "./prepare.ts";
import { FLAT_FOOTED, KNOCKED_OUT, NORMAL } from "./prepare.ts";
import { Scratch } from "./scratch.ts";

/**
 * What changes during one fight, kept in typed arrays indexed by combatant so that a fight allocates
 * little. The injury states are the engine's own records, moved on only by `injuryTransition`.
 */
export class FightState {
  /** The engine's injury records; write them with `setInjury` only. */
  readonly injury: InjuryState[];
  /** Copies of `injury[i].wounds` and `.knockedOutRounds`, read many times a turn. */
  readonly wounds: Int32Array;
  readonly knockedOut: Int32Array;
  readonly vitality: Int32Array;
  readonly lostThisRound: Int32Array;
  readonly flatFooted: Uint8Array;
  /** The charge's Defense penalty, until the charger's next turn. */
  readonly chargeDefense: Int32Array;
  /** Meters still to cover before a melee fighter is engaged (0: engaged). */
  readonly gap: Float64Array;
  readonly dropped: Uint8Array;
  /**
   * Where each knock-out began: the order position of the turn it happened in, and the round it last
   * counted down in. It counts down just before that position each round (rcr-combat.txt › The Combat Round).
   */
  readonly knockOutPosition: Int32Array;
  readonly knockOutRound: Int32Array;
  /** The turn being played: its round and its position in the initiative order. */
  round = 0;
  position = 0;
  /** The policy's last pick (kept here so picking allocates nothing). */
  pickOption = -1;
  pickTarget = -1;
  readonly scratch = new Scratch();
  private readonly sides: SidesStanding;
  private readonly sideOf: Int32Array;
  private readonly inFightOf = (i: number) => this.wounds[i]! > 0;

  constructor(readonly encounter: PreparedEncounter) {
    const n = encounter.combatants.length;
    this.injury = encounter.combatants.map((c) => createInjuryState(c.source.wounds, c.source.woundsMax));
    this.wounds = new Int32Array(n);
    this.knockedOut = new Int32Array(n);
    this.vitality = new Int32Array(n);
    this.lostThisRound = new Int32Array(n);
    this.flatFooted = new Uint8Array(n);
    this.chargeDefense = new Int32Array(n);
    this.gap = new Float64Array(n);
    this.dropped = new Uint8Array(n);
    this.knockOutPosition = new Int32Array(n);
    this.knockOutRound = new Int32Array(n);
    this.sides = new SidesStanding(encounter.sideCount);
    this.sideOf = Int32Array.from(encounter.combatants, (c) => c.side);
  }

  /** The sides with someone still in the fight (`inFight`), counted afresh. */
  standing(): SidesStanding {
    return this.sides.update(this.sideOf, this.inFightOf);
  }

  /** Back to the start of a fight: fresh health, everyone flat-footed, melee fighters at the distance. */
  reset(): void {
    const { combatants, distance } = this.encounter;
    for (let i = 0; i < combatants.length; i++) {
      const c = combatants[i]!;
      this.setInjury(i, createInjuryState(c.source.wounds, c.source.woundsMax));
      this.vitality[i] = c.source.heroic ? c.source.vitality : 0;
      this.lostThisRound[i] = 0;
      // rcr-combat.txt › Flat-Footed: until a combatant first acts.
      this.flatFooted[i] = 1;
      this.chargeDefense[i] = 0;
      this.gap[i] = c.closes ? distance : 0;
      this.dropped[i] = this.wounds[i]! > 0 ? 0 : 1;
    }
    this.round = 0;
    this.position = 0;
  }

  /**
   * Stores the engine's next injury record. The engine builds its records by spreading, which gives
   * them many hidden shapes; one fixed-shape copy keeps every later read (and spread) fast.
   */
  setInjury(i: number, next: InjuryState): void {
    // The engine hands back the very record when nothing changed (a save made, a dead man's event).
    if (next === this.injury[i]) return;
    this.injury[i] = {
      wounds: next.wounds,
      woundsMax: next.woundsMax,
      condition: next.condition,
      knockedOutRounds: next.knockedOutRounds,
      stable: next.stable,
      tended: next.tended,
      recovering: next.recovering,
      conscious: next.conscious,
    };
    this.wounds[i] = next.wounds;
    this.knockedOut[i] = next.knockedOutRounds;
  }

  /**
   * Still in the fight: above 0 wound points. A knocked-out combatant stays in (it wakes in 1d4 rounds);
   * a disabled one withdraws (every attack would cost it a wound point), a dying or dead one is out.
   */
  inFight(i: number): boolean {
    return this.wounds[i]! > 0;
  }

  /** How the combatant stands when attacked. */
  stance(i: number): number {
    if (this.knockedOut[i]! > 0) return KNOCKED_OUT;
    return this.flatFooted[i] ? FLAT_FOOTED : NORMAL;
  }

  /** Vitality and wounds left: the policy's tie-break (finish the weakest). */
  staying(i: number): number {
    return this.vitality[i]! + this.wounds[i]!;
  }
}
