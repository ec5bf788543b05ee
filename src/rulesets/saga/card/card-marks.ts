/**
 * What each token took from a Saga card's attack, as the card reads it from `flags.swrpg.applied` (the
 * shared marks, keyed per attack and token): a `taken` record of the Saga pools (hp, temp, shield, steps).
 * A hand-edited or foreign mark reads as none.
 */

export interface SagaMark {
  tokenUuid: string;
  attackIndex: number;
  name: string;
  taken: Readonly<Record<string, number>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function readTaken(value: unknown): Record<string, number> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, n]) => Number.isInteger(n))
    ? (Object.fromEntries(entries) as Record<string, number>)
    : null;
}

/** The marks of a flag value of unknown shape. */
export function readSagaMarks(value: unknown): SagaMark[] {
  if (!isRecord(value)) return [];
  const marks: SagaMark[] = [];
  for (const mark of Object.values(value)) {
    if (!isRecord(mark)) continue;
    const { tokenUuid, attackIndex, name } = mark;
    const taken = readTaken(mark.taken);
    if (typeof tokenUuid !== "string" || typeof name !== "string" || !Number.isInteger(attackIndex) || !taken)
      continue;
    marks.push({ tokenUuid, attackIndex: attackIndex as number, name, taken });
  }
  return marks;
}
