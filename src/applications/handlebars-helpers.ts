/**
 * The Handlebars helpers the system's templates use. Foundry registers them on its global
 * `Handlebars`; the browser tests register the same functions on their own `handlebars` instance.
 * Helpers only format numbers the data models already derived: no rule arithmetic here.
 */

/** The part of a Handlebars runtime the helpers need (Foundry's global or an npm instance). */
export interface HelperRegistry {
  registerHelper(name: string, fn: Handlebars.HelperDelegate): void;
}

const MINUS = "\u2212";

/** A modifier with its sign, as sheets print it: +3, +0, −2 (a true minus sign). */
export function signed(value: unknown): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return "";
  return n < 0 ? `${MINUS}${Math.abs(n)}` : `+${n}`;
}

/** How full a bar is, as a CSS percentage from 0 to 100 (an empty or negative pool shows 0). */
export function barPercent(value: unknown, max: unknown): number {
  const v = Number(value);
  const m = Number(max);
  if (!Number.isFinite(v) || !Number.isFinite(m) || m <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (v / m) * 100)));
}

/** A threat range as printed in a weapon line: "20" or "19–20". */
export function threatRange(lowest: unknown): string {
  const n = Number(lowest);
  if (!Number.isFinite(n) || n >= 20) return "20";
  return `${n}\u201320`;
}

/** Several iterative attack bonuses: "+6/+1". */
export function signedList(values: unknown): string {
  if (!Array.isArray(values)) return signed(values);
  return values.map(signed).join("/");
}

/** Equality for `{{#if (swrpgEq a b)}}`, so templates need no core comparison helper. */
export function equals(a: unknown, b: unknown): boolean {
  return a === b;
}

/** Every helper by the name templates call it. */
export const HELPERS = {
  swrpgSigned: signed,
  swrpgSignedList: signedList,
  swrpgBarPercent: barPercent,
  swrpgThreatRange: threatRange,
  swrpgEq: equals,
} as const satisfies Record<string, Handlebars.HelperDelegate>;

/**
 * Registers the helpers. Handlebars passes its `options` object as the last argument; every helper
 * above takes a fixed number of leading arguments, so it is ignored.
 */
export function registerHandlebarsHelpers(registry: HelperRegistry): void {
  for (const [name, fn] of Object.entries(HELPERS)) registry.registerHelper(name, fn);
}
