/**
 * The checks every way into the simulator runs (the driver's options, each ruleset's `prepare`): a value
 * the fights cannot use is refused with an Error naming the combatant and the field, never turned into odds.
 * Records come from a file, a pack, a Foundry actor or a Web Worker message: none of them is trusted.
 */

/** A refused input: `who` (a combatant's name, or "the simulation"), the field and the problem. */
export class SimulationInputError extends Error {
  constructor(
    readonly who: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${who}: ${field} ${problem}`);
    this.name = "SimulationInputError";
  }
}

/** How a value is shown in a refusal: numbers and text as JSON, NaN and the infinities by name. */
export function shown(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (value === undefined) return "nothing";
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A finite number (a whole one when `whole`), within the bounds when given. */
export function checkNumber(
  who: string,
  field: string,
  value: unknown,
  bounds: { min?: number; max?: number; whole?: boolean } = {},
): number {
  const { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY, whole = false } = bounds;
  const ok =
    typeof value === "number" &&
    Number.isFinite(value) &&
    (!whole || Number.isInteger(value)) &&
    value >= min &&
    value <= max;
  if (!ok) {
    const kind = whole ? "a whole number" : "a finite number";
    const range =
      min > Number.NEGATIVE_INFINITY && max < Number.POSITIVE_INFINITY
        ? ` from ${min} to ${max}`
        : min > Number.NEGATIVE_INFINITY
          ? ` of at least ${min}`
          : max < Number.POSITIVE_INFINITY
            ? ` of at most ${max}`
            : "";
    throw new SimulationInputError(who, field, `must be ${kind}${range}, got ${shown(value)}`);
  }
  return value as number;
}

/** A finite number, or nothing (the field is optional). */
export function checkOptionalNumber(
  who: string,
  field: string,
  value: unknown,
  bounds?: { min?: number; max?: number; whole?: boolean },
): void {
  if (value !== undefined && value !== null) checkNumber(who, field, value, bounds);
}

/** One of the listed choices. */
export function checkChoice<T extends string>(
  who: string,
  field: string,
  value: unknown,
  choices: readonly T[],
): T {
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value))
    throw new SimulationInputError(
      who,
      field,
      `must be one of ${choices.map((c) => `"${c}"`).join(", ")}, got ${shown(value)}`,
    );
  return value as T;
}

/** True, false, or nothing (an optional flag). */
export function checkOptionalFlag(who: string, field: string, value: unknown): void {
  if (value !== undefined && value !== null && typeof value !== "boolean")
    throw new SimulationInputError(who, field, `must be true or false, got ${shown(value)}`);
}

/** A non-empty text. */
export function checkName(who: string, field: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new SimulationInputError(who, field, `must be a non-empty text, got ${shown(value)}`);
  return value;
}

/** A list (an array). */
export function checkList(who: string, field: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value))
    throw new SimulationInputError(who, field, `must be a list, got ${shown(value)}`);
  return value;
}

/** The name a refusal gives a combatant: its own name when it has one, else its place. */
export function combatantLabel(combatant: unknown, side: number, index: number): string {
  const name = (combatant as { name?: unknown } | null)?.name;
  return typeof name === "string" && name.trim() !== "" ? name : `side ${side + 1}, combatant ${index + 1}`;
}

/** The largest seed: seeds are 32-bit words. */
export const MAX_SEED = 4294967295;
