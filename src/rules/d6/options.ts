/**
 * The optional rules of the D6 engine, passed explicitly to the functions that read them. Every one is off
 * unless set: the engine never reads a world setting.
 */
export interface Options {
  /** d6-combat.txt › Game Option: Severe Injuries. */
  severeInjuries?: boolean;
  /** d6-combat.txt › Game Option: Hit Location (armor protects only what it covers). */
  hitLocation?: boolean;
  /** The Wild Die (D6 core, not in the text): see `wildDieTotal`. */
  wildDie?: boolean;
}
