/**
 * Input checks shared by the vehicle engines: a bad value is refused with a RangeError naming the field,
 * so a caller (a sheet, a macro) can say which field to fix. The engines never guess a repair.
 */

/** A finite number, or a RangeError naming `field`. */
export function requireFinite(value: number, field: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${field} must be a finite number (got ${value})`);
}

/** A whole number, or a RangeError naming `field`. */
export function requireInteger(value: number, field: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${field} must be a whole number (got ${value})`);
}

/** A value of a closed list, or a RangeError naming `field`. */
export function requireOneOf<T extends string>(value: T, allowed: readonly T[], field: string): void {
  if (!allowed.includes(value))
    throw new RangeError(`${field} must be one of ${allowed.join(", ")} (got ${value})`);
}
