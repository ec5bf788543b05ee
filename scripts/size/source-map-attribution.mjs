// Which source file each byte of a minified bundle came from, read off its source map (mappings are
// base64 VLQ: https://sourcemaps.info/spec.html › Mappings). Plain Node, no dependencies.

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one mapping segment ("AAAA" → [0, 0, 0, 0]). */
export function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ digit ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The generated text split into runs, each with the source it maps to (null: unmapped, e.g. a helper
 * the bundler added). `code` is the generated file, `map` its parsed source map.
 */
export function attributeRuns(code, map) {
  const lines = code.split("\n");
  const runs = [];
  let source = 0;
  map.mappings.split(";").forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? "";
    let column = 0;
    const starts = [];
    for (const segment of lineMappings.split(",")) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? null : source });
    }
    if (starts.length === 0 || starts[0].column > 0) starts.unshift({ column: 0, source: null });
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? line.length;
      if (end > start.column)
        runs.push({
          text: line.slice(start.column, end),
          source: start.source === null ? null : map.sources[start.source],
        });
    });
  });
  return runs;
}
