/** The 0-based row a die roll picks on a table of `faces` rows: 1 picks the first, `faces` the last. */
export function rollIndex(roll: number, faces: number): number {
  return (((Math.trunc(roll) - 1) % faces) + faces) % faces;
}
