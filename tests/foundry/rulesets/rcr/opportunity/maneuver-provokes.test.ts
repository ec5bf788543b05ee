// Special attacks that provoke, in a started combat (rcr-combat.txt › Actions in Combat, table: strike an
// object provokes; Disarm, Grapple: the defender's attack of opportunity; Bantha Rush: entering the space
// provokes from each opponent that threatens the rusher; rcr-additional-combat-rules.txt › Burst of Speed in
// Action: a speeding collision lets only the target attack). Ana's hero (friendly) at (0, 0), the targeted
// foe east of it at (1, 0) and a bystander south of it at (0, 1), both hostile; a neutral door at (5, 5).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startManeuver } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-flow.ts";
import type {
  ManeuverKind,
  ManeuverOptions,
} from "../../../../../src/rulesets/rcr/maneuvers/maneuver-types.ts";
import { soldier } from "../../../data/fixtures.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { ana, fighter, posted, squareScene, target, useManeuverWorld } from "../maneuvers/maneuver-world.ts";

useManeuverWorld();

const world = globalThis as unknown as { game: Record<string, unknown> };
beforeEach(() => {
  world.game.combat = { started: true };
  // foundry.utils.getProperty (common/utils/helpers.d.mts): the value at a dotted path, or undefined.
  const getProperty = (object: unknown, path: string) =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object);
  Object.assign(foundry, { utils: { ...(foundry as { utils?: object }).utils, getProperty } });
});
afterEach(() => {
  delete world.game.combat;
});

/** A soldier with the vibroblade in hand: armed, it threatens the squares around it. */
function armed(): Actor.CreateData {
  const data = soldier();
  const items = (data.items ?? []) as Item.CreateData[];
  return {
    ...data,
    items: items.map((item) =>
      item.name === "Vibroblade" ? { ...item, system: { ...(item.system as object), equipped: true } } : item,
    ),
  };
}

async function melee() {
  const scene = squareScene();
  const hero = await fighter(scene, soldier(), { x: 0, y: 0 }, ana, "Hero");
  hero.token.disposition = 1;
  const foe = await fighter(scene, armed(), { x: 1, y: 0 }, ana, "Foe");
  const bystander = await fighter(scene, armed(), { x: 0, y: 1 }, ana, "Bystander");
  target(foe.token);
  return { scene, hero, foe, bystander };
}

/** Who the prompts posted after the card name as the one who may strike. */
function prompted(): string[] {
  return posted
    .map((message) => (message as { content?: string }).content ?? "")
    .map((content) => /in the area (\w+) threatens/.exec(content)?.[1])
    .filter((name): name is string => !!name)
    .sort();
}

const act = (actor: Actor.Implementation, kind: ManeuverKind, options: Partial<ManeuverOptions> = {}) =>
  startManeuver(actor, kind, { skipDialog: true, options });

describe("special attacks that provoke", () => {
  it("a disarm provokes from its target only", async () => {
    const { hero } = await melee();
    forcedResults.push(10, 10, 10, 10);
    await act(hero.actor, "disarm");
    expect(prompted()).toEqual(["Foe"]);
  });
  it("a bantha rush provokes from everyone threatening the rusher", async () => {
    const { hero } = await melee();
    forcedResults.push(10, 12);
    await act(hero.actor, "banthaRush");
    expect(prompted()).toEqual(["Bystander", "Foe"]);
  });
  it("a speeding collision (Burst of Speed) provokes from the one run into only", async () => {
    const { hero } = await melee();
    forcedResults.push(10, 12);
    await act(hero.actor, "banthaRush", { speedFeat: "burstOfSpeed" });
    expect(prompted()).toEqual(["Foe"]);
  });
  it("striking an object provokes from everyone threatening the striker", async () => {
    const { hero } = await melee();
    forcedResults.push(15, 1, 1);
    await act(hero.actor, "object");
    expect(prompted()).toEqual(["Bystander", "Foe"]);
  });
  it("an overrun provokes nothing by itself", async () => {
    const { hero } = await melee();
    forcedResults.push(10, 12, 10, 10);
    await act(hero.actor, "overrun", { defenderChoice: "avoid" });
    expect(prompted()).toEqual([]);
  });
  it("outside a started combat nothing is prompted", async () => {
    const { hero } = await melee();
    delete world.game.combat;
    forcedResults.push(10, 10, 10, 10);
    await act(hero.actor, "disarm");
    expect(prompted()).toEqual([]);
  });
});
