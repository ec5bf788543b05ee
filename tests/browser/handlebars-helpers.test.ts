// The system's Handlebars helpers, as templates call them through the real handlebars package.
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { registerHandlebarsHelpers } from "../../src/applications/handlebars-helpers.ts";
import { registerFoundryCoreHelpers } from "./harness/foundry-core-helpers.ts";

const hb = Handlebars.create();
registerHandlebarsHelpers(hb);

function render(source: string, context: object = {}): string {
  return hb.compile(source)(context);
}

describe("handlebars helpers", () => {
  it("swrpgSigned prints modifiers with their sign and a true minus", () => {
    expect(render("{{swrpgSigned n}}", { n: 3 })).toBe("+3");
    expect(render("{{swrpgSigned n}}", { n: 0 })).toBe("+0");
    expect(render("{{swrpgSigned n}}", { n: -2 })).toBe("\u22122");
    expect(render("{{swrpgSigned n}}", { n: "x" })).toBe("");
  });

  it("swrpgSignedList joins iterative bonuses", () => {
    expect(render("{{swrpgSignedList l}}", { l: [11, 6, 1] })).toBe("+11/+6/+1");
    expect(render("{{swrpgSignedList l}}", { l: [-1] })).toBe("\u22121");
  });

  it("swrpgBarPercent fills a bar from 0 to 100, empty for a negative or missing pool", () => {
    expect(render("{{swrpgBarPercent v m}}", { v: 31, m: 38 })).toBe("82");
    expect(render("{{swrpgBarPercent v m}}", { v: 50, m: 38 })).toBe("100");
    expect(render("{{swrpgBarPercent v m}}", { v: -3, m: 12 })).toBe("0");
    expect(render("{{swrpgBarPercent v m}}", { v: 5, m: 0 })).toBe("0");
  });

  it("swrpgThreatRange prints the range up to 20", () => {
    expect(render("{{swrpgThreatRange t}}", { t: 20 })).toBe("20");
    expect(render("{{swrpgThreatRange t}}", { t: 19 })).toBe("19\u201320");
    expect(render("{{swrpgThreatRange t}}", { t: 17 })).toBe("17\u201320");
  });

  it("swrpgEq compares inside #if", () => {
    expect(render('{{#if (swrpgEq k "select")}}yes{{else}}no{{/if}}', { k: "select" })).toBe("yes");
    expect(render('{{#if (swrpgEq k "select")}}yes{{else}}no{{/if}}', { k: "number" })).toBe("no");
  });
});

describe("the stand-in for Foundry's core concat helper (client/applications/handlebars.d.mts)", () => {
  const core = Handlebars.create();
  registerFoundryCoreHelpers(core, new Map([["SWRPG.Attack.Mode.full", "Full attack"]]));

  it("joins its values into one string, as a lang key built from a prefix and a stored value", () => {
    expect(core.compile('{{localize (concat "SWRPG.Attack.Mode." mode)}}')({ mode: "full" })).toBe(
      "Full attack",
    );
    expect(core.compile('{{concat "a" 1 "b"}}')({})).toBe("a1b");
  });

  it("returns a SafeString: what it joins is not escaped again", () => {
    expect(core.compile('{{concat "<b>" "x"}}')({})).toBe("<b>x");
  });
});
