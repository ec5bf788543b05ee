// A token the GM has hidden (TokenDocument#hidden) is on every client's scene, but a player must not learn of
// it: the attack dialog measured flanking and "into melee" from it and named it as the flanking ally, and a
// GM's attack on it named it on the card every client shows (FOUNDRY-NOTES › Hidden tokens).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SwrpgActor } from "../../../../../src/documents/actor.ts";
import { startAttack } from "../../../../../src/rulesets/rcr/attack/attack-flow.ts";
import { attackTargets } from "../../../../../src/rulesets/rcr/attack/attack-targets.ts";
import { readAttackCard } from "../../../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { createActor, registerSystem, soldier, stormtrooper } from "../../../data/fixtures.ts";
import { installScene } from "../../../fakes/canvas.ts";
import { installDocument } from "../../../fakes/dom.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installTokens } from "../../../fakes/tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers } from "../../../fakes/users-and-queries.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { FakeChatMessage } from "../../../rolls/fake-chat.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const targets = new Set<{ document: unknown }>();
const gm = Object.assign(new FakeUser("gm", "GM", true), { targets });
const ana = Object.assign(new FakeUser("ana", "Ana"), { targets });

beforeAll(() => {
  registerSystem();
  installTemplates();
  world.ChatMessage = FakeChatMessage;
  world.game.settings = { get: (_scope: string, key: string) => (key === "rollMode" ? "publicroll" : true) };
});

beforeEach(() => {
  installUsers([gm, ana], gm);
  installTokens();
  installDocument();
  FakeChatMessage.created.length = 0;
  targets.clear();
  forcedResults.length = 0;
});

/** A soldier holding its vibroblade (a melee weapon threatens: rcr-combat.txt › Threatened Area). */
async function swordsman(name: string): Promise<SwrpgActor> {
  const data = soldier();
  const items = [...((data.items ?? []) as Iterable<Item.CreateData>)].map((item) =>
    item.name === "Vibroblade" ? { ...item, system: { ...item.system, equipped: true } } : item,
  );
  const actor = await createActor({ ...data, name, items });
  Object.defineProperty(actor, "isOwner", { value: true });
  return actor;
}

/** Ana's swordsman west of a trooper, and a hidden ally of hers east of it: the two flank the trooper. */
async function flankedByAHiddenAlly() {
  const scene = new FakeScene();
  installScene(scene);
  const attacker = scene.place(await swordsman("Ana's swordsman"), { x: 0, y: 0 }, { disposition: 1 });
  const trooper = scene.place(await createActor(stormtrooper()), { x: 1, y: 0 }, { disposition: -1 });
  scene.place(await swordsman("Hidden ally"), { x: 2, y: 0 }, { disposition: 1, hidden: true });
  return { attacker, trooper };
}

describe("measuring an attack leaves out what the user cannot see", () => {
  it("a player is not told of a flanking ally, nor of melee, from a token the GM has hidden", async () => {
    const { attacker, trooper } = await flankedByAHiddenAlly();
    const measured = await asClient(ana, async () =>
      attackTargets(attacker as unknown as TokenDocument.Implementation, [
        trooper as unknown as TokenDocument.Implementation,
      ]),
    );
    expect(measured.measured[trooper.uuid]).toMatchObject({ flankedWith: null, inMelee: false });
  });
  it("the GM, who sees the hidden ally, measures the flank and the melee (rcr-combat.txt › Flanking)", async () => {
    const { attacker, trooper } = await flankedByAHiddenAlly();
    const measured = attackTargets(attacker as unknown as TokenDocument.Implementation, [
      trooper as unknown as TokenDocument.Implementation,
    ]);
    expect(measured.measured[trooper.uuid]).toMatchObject({ flankedWith: "Hidden ally", inMelee: true });
  });
});

describe("the GM's attack on a token he has hidden", () => {
  it("marks it hidden on the card, and the card's stored players' view does not name it", async () => {
    const scene = new FakeScene();
    installScene(scene);
    const shooter = await swordsman("GM's soldier");
    scene.place(shooter, { x: 0, y: 0 }, { disposition: -1 });
    const lurker = scene.place(
      await createActor({ ...stormtrooper(), name: "Lurker" }),
      { x: 3, y: 0 },
      {
        disposition: 1,
        hidden: true,
      },
    );
    targets.add({ document: lurker });
    const rifle = shooter.items.find((item) => item.name !== "Vibroblade" && item.type === "weapon");
    forcedResults.push(15, 3, 3, 3);
    await startAttack(shooter, rifle?.id ?? null, { mode: "single", skipDialog: true });
    const card = readAttackCard(FakeChatMessage.created[0]?.asDocument);
    expect(card?.attacks[0]?.targets.map((target) => [target.name, target.hidden ?? false])).toEqual([
      ["Lurker", true],
    ]);
    expect(FakeChatMessage.created[0]?.data.content).not.toContain("Lurker");
  });
});
