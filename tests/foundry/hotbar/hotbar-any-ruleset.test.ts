// Every ruleset's weapon, and Saga's Force power, dropped on the hotbar makes an attack macro (the sheet's
// `attack` action with the item's id); armor, talents and world items stay core's. Over the real item
// documents of each ruleset and the fromUuidSync stand-in.
import { beforeEach, describe, expect, it } from "vitest";
import { heldWeapon, macroSpecFor } from "../../../src/hooks/hotbar-macros.ts";
import { createActor, registerSystem } from "../data/fixtures.ts";
import { installTokens, placeDocument } from "../fakes/tokens-and-ownership.ts";

beforeEach(() => {
  registerSystem();
  installTokens();
});

async function held(actorType: string, itemType: string, name: string) {
  const actor = await createActor({
    name: "Holder",
    type: actorType,
    items: [{ name, type: itemType }],
  } as Actor.CreateData);
  const item = actor.items.contents[0];
  if (!item) throw new Error("no item");
  placeDocument(item.uuid, item);
  return { actor, item };
}

describe("a drop of any ruleset's weapon or power", () => {
  it.each([
    ["character", "weapon", "Blaster pistol"],
    ["sagaCharacter", "sagaWeapon", "Lightsaber"],
    ["sagaCharacter", "sagaForcePower", "Force Slam"],
    ["d6Character", "d6Weapon", "Heavy blaster pistol"],
  ])("%s's %s makes an attack macro for that item", async (actorType, itemType, name) => {
    const { actor, item } = await held(actorType, itemType, name);
    const spec = macroSpecFor({ type: "Item", uuid: item.uuid }, heldWeapon);
    expect(spec?.name).toBe(`Holder: ${name}`);
    expect(spec?.command).toBe(
      `game.swrpg.macros.run(${JSON.stringify(actor.uuid)}, "attack", ${JSON.stringify({ itemId: item.id })});`,
    );
  });
  it.each([
    ["sagaCharacter", "sagaArmor", "Combat jumpsuit"],
    ["sagaCharacter", "sagaTalent", "Evasion"],
    ["character", "armor", "Padded flight suit"],
  ])("%s's %s is left to core", async (actorType, itemType, name) => {
    const { item } = await held(actorType, itemType, name);
    expect(macroSpecFor({ type: "Item", uuid: item.uuid }, heldWeapon)).toBeNull();
  });
});
