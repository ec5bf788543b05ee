/** A refusal: `line` in the file, `field` as a path ("sides[1].combatants[0].wounds"). */
export class EncounterFileError extends Error {
  constructor(
    readonly line: number,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`line ${line}${field ? `, ${field}` : ""}: ${problem}`);
  }
}
