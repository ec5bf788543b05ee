export interface MappedRun {
  text: string;
  /** The source file the run came from; null for unmapped output (bundler helpers). */
  source: string | null;
}
export function decodeVlq(segment: string): number[];
export function attributeRuns(code: string, map: { sources: string[]; mappings: string }): MappedRun[];
