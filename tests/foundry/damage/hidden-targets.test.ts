// A card is posted by one client and shown on every client: a token the GM has hidden (TokenDocument#hidden,
// on every client's documents) that the GM's attack caught is on the card marked hidden, and only a GM's
// view of the card lists it (docs/canvas.md › The tokens in an area).
import { describe, expect, it } from "vitest";
import { attackCardContext } from "../../../src/rulesets/rcr/dice/attack-card-context.ts";
import { attackCard, targetResult } from "./card-fixture.ts";

const B = "Scene.s.Token.b";
const card = () =>
  attackCard({
    attacks: [
      {
        ...attackCard().attacks[0]!,
        targets: [targetResult("a"), targetResult("b", { hidden: true })],
      },
    ],
    refused: [{ tokenUuid: "Scene.s.Token.c", name: "c", reason: "totalCover", hidden: true }],
  });
const gmView = { isGM: true, hideDefense: true };
const playerView = { isGM: false, hideDefense: true };
const markOnB = { tokenUuid: B, attackIndex: 0, name: "b", taken: { vitality: 4, wounds: 0 } };

describe("a hidden token on a card", () => {
  it("the GM's view lists it", () => {
    const context = attackCardContext(card(), "m", gmView, [markOnB]);
    expect(context.attacks[0]?.targets.map((target) => target.name)).toEqual(["a", "b"]);
    expect(context.refused.map((entry) => entry.name)).toEqual(["c"]);
  });
  it("a player's view leaves it out: not a target, not a refusal, not a mark of what it took", () => {
    const context = attackCardContext(card(), "m", playerView, [markOnB]);
    expect(context.attacks[0]?.targets.map((target) => target.name)).toEqual(["a"]);
    expect(context.refused).toEqual([]);
    expect(context.attacks[0]?.otherApplied).toEqual([]);
    expect(JSON.stringify(context)).not.toContain('"b"');
  });
});
