export interface GroupSize {
  group: string;
  minified: number;
  gzip: number;
  alone: number;
}
export interface BundleSize {
  total: { minified: number; gzip: number; lines: number };
  groups: GroupSize[];
}
export const BUDGET_BYTES: number;
export function groupOf(source: string): string;
export function fileOf(source: string | null): string;
export function measure(
  code: string,
  map: { sources: string[]; mappings: string },
  by?: "group" | "file",
): BundleSize;
export function buildAndMeasure(by?: "group" | "file"): Promise<BundleSize>;
