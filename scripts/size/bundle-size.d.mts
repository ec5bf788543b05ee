export interface GroupSize {
  group: string;
  minified: number;
  gzip: number;
  alone: number;
}
export interface ModuleSize {
  file: string;
  minified: number;
  gzip: number;
  lines: number;
}
export interface BundleSize {
  total: { minified: number; gzip: number; lines: number };
  groups: GroupSize[];
}
export interface ShippedSize extends BundleSize {
  modules: ModuleSize[];
}
export type Grouping = "group" | "file";
export interface SourceMap {
  sources: string[];
  mappings: string;
}
export const BUDGET_BYTES: number;
export function groupOf(source: string): string;
export function fileOf(source: string | null): string;
export function measure(code: string, map: SourceMap, by?: Grouping): BundleSize;
export function measureModules(
  files: { file: string; code: string; map: SourceMap }[],
  by?: Grouping,
): ShippedSize;
export function buildAndMeasure(by?: Grouping): Promise<ShippedSize>;
