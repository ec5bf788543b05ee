/**
 * A small JSON parser that remembers the line of every value, so that a bad encounter file can be
 * refused with the line and the field at fault ("encounter.json:14 sides[1].combatants[0].wounds").
 * Strict JSON (RFC 8259): no comments, no trailing commas.
 */

/** A parsed value and the lines of its parts, by path ("sides[0].name"; "" is the whole document). */
export interface LocatedJson {
  value: unknown;
  lines: Map<string, number>;
  /** Each number as the file writes it ("1e400", "99999999999999999999"), so a refusal shows it as given. */
  numbers: Map<string, string>;
}

/** A syntax error at a line. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export function parseLocatedJson(text: string): LocatedJson {
  const lines = new Map<string, number>();
  const numbers = new Map<string, string>();
  const literalAt = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  let i = 0;
  let line = 1;

  const fail = (message: string): never => {
    throw new JsonSyntaxError(message, line);
  };
  const skip = () => {
    while (i < text.length) {
      const c = text[i];
      if (c === "\n") line++;
      else if (c !== " " && c !== "\t" && c !== "\r") break;
      i++;
    }
  };
  const expect = (c: string) => {
    skip();
    if (text[i] !== c)
      fail(`expected "${c}" but found ${text[i] === undefined ? "the end" : `"${text[i]}"`}`);
    i++;
  };
  const string = (): string => {
    const start = i;
    expect('"');
    let out = "";
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\n") fail("unterminated string");
      if (text[i] === "\\") {
        const raw = text.slice(i, i + 6);
        const escaped = raw.startsWith("\\u") ? raw : raw.slice(0, 2);
        try {
          out += JSON.parse(`"${escaped}"`);
        } catch {
          fail("bad escape in a string");
        }
        i += escaped.length;
      } else {
        out += text[i];
        i++;
      }
    }
    if (i >= text.length) {
      i = start;
      fail("unterminated string");
    }
    i++;
    return out;
  };
  const value = (path: string): unknown => {
    skip();
    lines.set(path, line);
    const c = text[i];
    if (c === "{") {
      i++;
      const object: Record<string, unknown> = {};
      skip();
      if (text[i] === "}") {
        i++;
        return object;
      }
      for (;;) {
        skip();
        const key = string();
        expect(":");
        object[key] = value(path ? `${path}.${key}` : key);
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        expect("}");
        return object;
      }
    }
    if (c === "[") {
      i++;
      const array: unknown[] = [];
      skip();
      if (text[i] === "]") {
        i++;
        return array;
      }
      for (;;) {
        array.push(value(`${path}[${array.length}]`));
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        expect("]");
        return array;
      }
    }
    if (c === '"') return string();
    literalAt.lastIndex = i;
    const literal = literalAt.exec(text);
    if (!literal) return fail(c === undefined ? "unexpected end of the file" : `unexpected "${c}"`);
    i += literal[0].length;
    const parsed: unknown = JSON.parse(literal[0]);
    if (typeof parsed === "number") numbers.set(path, literal[0]);
    return parsed;
  };

  const result = value("");
  skip();
  if (i < text.length) fail(`unexpected "${text[i]}" after the end of the document`);
  return { value: result, lines, numbers };
}
