// The combat tracker's dialogs (delay, initiative group) rendered from their real templates with the
// English strings: every placeholder filled, no raw lang keys.
import { describe, expect, it } from "vitest";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const renderer = new TemplateRenderer();

/** The text a user reads: tags stripped, entities left as they are. */
function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
}

describe("combat dialogs", () => {
  it("delay: names the combatant and its count, offers one lower", () => {
    const html = renderer.render("combat/delay-dialog.hbs", {
      name: "Scout trooper",
      count: 14,
      maxCount: 13,
    });
    const text = visibleText(html);
    expect(text).toMatch(/Scout trooper acts on count 14/);
    expect(html).toMatch(/max="13" value="13"/);
    expect(text).not.toMatch(/SWRPG\.|\{\w+\}/);
  });

  it("initiative group: the choice is labelled with the combatant's name, groups listed by name", () => {
    const html = renderer.render("combat/group-dialog.hbs", {
      name: "Stormtrooper",
      groups: [{ id: "g1", name: "Squad A", selected: true }],
    });
    const text = visibleText(html);
    expect(text).toMatch(/Group for Stormtrooper/);
    expect(html).toMatch(/<option value="g1" selected>Squad A<\/option>/);
    expect(text).not.toMatch(/SWRPG\.|\{\w+\}/);
  });
});
