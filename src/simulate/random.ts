/**
 * The simulator's own seeded generator: mulberry32 (Tommy Ettinger's 32-bit generator, public domain).
 * One 32-bit word of state, integer arithmetic only (`Math.imul`, shifts), so a seed gives the same
 * sequence on every machine and every JavaScript engine. Period 2^32, ample for 10,000 fights.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /**
   * The generator `draws` numbers into the sequence of `seed`, without drawing them: mulberry32's state is
   * a counter advanced by a constant, so jumping ahead is one multiplication (mod 2^32). The driver gives
   * each block of fights its own stretch of the one sequence this way (simulate.ts).
   */
  static at(seed: number, draws: number): Random {
    return new Random((seed + Math.imul(draws, 0x6d2b79f5)) >>> 0);
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A die of `faces` sides: 1 to `faces`. The division by 2^32 is exact in IEEE doubles. */
  die(faces: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * faces) + 1;
  }

  /** A d20. */
  d20(): number {
    return this.die(20);
  }
}

/** A seed from any text (FNV-1a), so a command line or a file can name a seed by a word. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
