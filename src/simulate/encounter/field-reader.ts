import { EncounterFileError } from "./encounter-file-error.ts";

/** Field checks over a located JSON document (`located-json.ts`), each refusal naming line and field. */
export class Reader {
  constructor(
    private readonly lines: Map<string, number>,
    private readonly numbers: Map<string, string> = new Map(),
  ) {}

  /** A value as the file gives it: a number as written there, anything else as JSON. */
  given(path: string, value: unknown): string {
    return this.numbers.get(path) ?? JSON.stringify(value);
  }

  lineOf(path: string): number {
    let probe = path;
    for (;;) {
      const line = this.lines.get(probe);
      if (line !== undefined) return line;
      if (!probe) return 1;
      probe = probe.replace(/(\.[^.[\]]+|\[\d+\])$/, "");
    }
  }

  fail(path: string, problem: string): never {
    throw new EncounterFileError(this.lineOf(path), path, problem);
  }

  object(value: unknown, path: string): Record<string, unknown> {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      this.fail(path, "expected an object");
    return value as Record<string, unknown>;
  }

  only(object: Record<string, unknown>, path: string, allowed: readonly string[]): void {
    for (const key of Object.keys(object))
      if (!allowed.includes(key))
        this.fail(join(path, key), `unknown field (expected one of: ${allowed.join(", ")})`);
  }

  array(value: unknown, path: string, min = 0): unknown[] {
    if (!Array.isArray(value)) this.fail(path, "expected a list [...]");
    if (value.length < min) this.fail(path, `expected at least ${min} entr${min === 1 ? "y" : "ies"}`);
    return value;
  }

  integer(object: Record<string, unknown>, key: string, path: string, min: number, max: number): number;
  integer(
    object: Record<string, unknown>,
    key: string,
    path: string,
    min: number,
    max: number,
    fallback: number | null,
  ): number | null;
  integer(
    object: Record<string, unknown>,
    key: string,
    path: string,
    min: number,
    max: number,
    fallback?: number | null,
  ): number | null {
    const value = object[key];
    const at = join(path, key);
    if (value === undefined) {
      if (fallback !== undefined) return fallback;
      this.fail(at, "missing (a whole number is required)");
    }
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
      this.fail(at, `expected a whole number from ${min} to ${max}, got ${this.given(at, value)}`);
    return value;
  }

  boolean(object: Record<string, unknown>, key: string, path: string, fallback: boolean): boolean {
    const value = object[key];
    if (value === undefined) return fallback;
    if (typeof value !== "boolean")
      this.fail(join(path, key), `expected true or false, got ${JSON.stringify(value)}`);
    return value;
  }

  string(object: Record<string, unknown>, key: string, path: string, fallback?: string): string {
    const value = object[key];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== "string" || value.trim() === "")
      this.fail(
        join(path, key),
        value === undefined ? "missing (a name is required)" : "expected a non-empty text",
      );
    return value;
  }

  choice<T extends string>(
    object: Record<string, unknown>,
    key: string,
    path: string,
    choices: readonly T[],
    fallback: T,
  ): T {
    const value = object[key];
    if (value === undefined) return fallback;
    if (typeof value !== "string" || !(choices as readonly string[]).includes(value))
      this.fail(
        join(path, key),
        `expected one of ${choices.map((c) => `"${c}"`).join(", ")}, got ${JSON.stringify(value)}`,
      );
    return value as T;
  }
}

export function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
