/**
 * Which sides still have someone in the fight, for any number of sides (one flag per side, not a bit of a
 * 32-bit mask). One instance per prepared encounter, reused fight after fight.
 */
export class SidesStanding {
  /** How many sides have someone in the fight. */
  count = 0;
  /** One of them (the last found): the winner when `count` is 1. */
  last = -1;
  private readonly seen: Uint8Array;

  constructor(sideCount: number) {
    this.seen = new Uint8Array(sideCount);
  }

  /** Counts the sides of the combatants for whom `inFight` holds; `sideOf[i]` is combatant i's side. */
  update(sideOf: ArrayLike<number>, inFight: (i: number) => boolean): this {
    this.seen.fill(0);
    this.count = 0;
    this.last = -1;
    for (let i = 0; i < sideOf.length; i++) {
      const side = sideOf[i]!;
      if (this.seen[side] === 0 && inFight(i)) {
        this.seen[side] = 1;
        this.count++;
        this.last = side;
      }
    }
    return this;
  }
}
