// The escapeHTML stand-in mirrors core's: each of the five characters becomes its entity, other text stays.
import { describe, expect, it } from "vitest";
import { escapeHTML } from "./escape-html.ts";

describe("escapeHTML stand-in", () => {
  it("turns &, <, >, \" and ' into entities and leaves the rest", () => {
    expect(escapeHTML(`<b title="a">Tom & 'Jo'</b>`)).toBe(
      "&lt;b title=&quot;a&quot;&gt;Tom &amp; &#x27;Jo&#x27;&lt;/b&gt;",
    );
  });
});
