/**
 * Which Foundry generation runs this world (`game.release.generation`: 13 or 14). The system runs on both
 * from one code path; the few places where the APIs differ branch on this, through the helpers in this
 * folder. Before `game.release` exists (tests of pure helpers), v13 is assumed.
 */
export function foundryGeneration(): number {
  const release = (globalThis as { game?: { release?: { generation?: unknown } } }).game?.release;
  return typeof release?.generation === "number" ? release.generation : 13;
}

/** Whether `generation` (the running one unless given) has v14's APIs. */
export function isV14(generation: number = foundryGeneration()): boolean {
  return generation >= 14;
}
