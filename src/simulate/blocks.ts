import { Random } from "./random.ts";

/**
 * The fights of a run in blocks, so that any number of threads can share them and still give the very same
 * odds: block `b` always holds the same fights, played with the same dice, whoever plays it, and the
 * counts of the blocks add up in any order (tally.ts).
 */

/** Fights per block: small enough to share a run of 10,000 fights among 40 runners, large enough to be cheap. */
export const BLOCK_FIGHTS = 250;

/**
 * Draws of the generator each block has to itself: 2^20, some 4,000 a fight, where a 4-vs-4 fight uses a
 * few hundred. A block that needed more would go on into the next block's stretch (correlated dice, never
 * wrong ones). 1,000,000 fights are 4,000 blocks, 2^32 draws in all: the generator's whole period.
 */
export const BLOCK_DRAWS = 2 ** 20;

/** The most fights a run may have (the encounter file's and the command's cap). */
export const MAX_FIGHTS = 1_000_000;

/** How many blocks `fights` fights make. */
export function blockCount(fights: number): number {
  return Math.ceil(fights / BLOCK_FIGHTS);
}

/** How many fights block `block` holds (the last one may be short). */
export function blockFights(fights: number, block: number): number {
  return Math.max(0, Math.min(BLOCK_FIGHTS, fights - block * BLOCK_FIGHTS));
}

/** The dice of block `block`: its own stretch of the seed's sequence. */
export function blockRandom(seed: number, block: number): Random {
  return Random.at(seed, block * BLOCK_DRAWS);
}
