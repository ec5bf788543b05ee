// Attacks of opportunity on the scene stand-in: rcr-combat.txt › Attacks of Opportunity (Threatened Area: 2 m
// with a melee weapon; Moving out of a Threatened Area; Moving through or within one: entering and stopping
// does not provoke, moving on does; a 2-meter step never; Making an Attack of Opportunity: one a round, at the
// highest bonus). The move reaches the system as v13's `moveToken` hook gives it (client/documents/token.mjs ›
// #onUpdateOperationMovement: the TokenDocument and its TokenDocument.MovementOperation with `id`, `chain`,
// `origin` and `passed.waypoints`, client/documents/token.d.mts), on every client after the update.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SwrpgActor } from "../../../../../src/documents/actor.ts";
import { roundCounter } from "../../../../../src/documents/combat-actor.ts";
import { startAttack } from "../../../../../src/rulesets/rcr/attack/attack-flow.ts";
import { readAttackCard } from "../../../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { OpportunityWatch } from "../../../../../src/rulesets/rcr/opportunity/move-hook.ts";
import type { MoveSegment } from "../../../../../src/rulesets/rcr/opportunity/move-path.ts";
import { takeOpportunity } from "../../../../../src/rulesets/rcr/opportunity/opportunity-button.ts";
import { createActor, registerSystem, soldier, stormtrooper } from "../../../data/fixtures.ts";
import { installScene } from "../../../fakes/canvas.ts";
import { installDocument } from "../../../fakes/dom.ts";
import { FakeScene, type FakeSceneToken, GRID_TYPES } from "../../../fakes/scene.ts";
import { installTokens, ownedBy } from "../../../fakes/tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers } from "../../../fakes/users-and-queries.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { FakeChatMessage } from "../../../rolls/fake-chat.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const targets = new Set<{ document: unknown }>();
const gm = Object.assign(new FakeUser("gm", "GM", true), { targets });
const ana = Object.assign(new FakeUser("ana", "Ana"), { targets });
const ben = Object.assign(new FakeUser("ben", "Ben"), { targets });

const vibroblade: Item.CreateData = {
  name: "Vibroblade",
  type: "weapon",
  system: {
    damage: { formula: "2d6", type: "slashing" },
    group: "vibroWeapons",
    size: "one-handed",
    attackType: "melee",
    rangeIncrement: 0,
    equipped: true,
  },
};

const rifle: Item.CreateData = {
  name: "Blaster rifle",
  type: "weapon",
  system: {
    damage: { formula: "3d8", type: "energy" },
    group: "blasterRifles",
    size: "two-handed",
    attackType: "ranged",
    rangeIncrement: 30,
    equipped: true,
    hand: "two-hands",
  },
};

beforeAll(() => {
  registerSystem();
  // foundry.utils.getProperty (common/utils/helpers.d.mts): the value at a dotted path, or undefined.
  const getProperty = (object: unknown, path: string) =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object);
  Object.assign(foundry, { utils: { ...(foundry as { utils?: object }).utils, getProperty } });
  // CONFIG.Token.movement.actions (client/config.d.mts › Token.movement): core's actions, "blink" and
  // "displace" teleporting (they pass no square between).
  Object.assign(CONFIG, {
    Token: {
      movement: { actions: { walk: {}, fly: {}, blink: { teleport: true }, displace: { teleport: true } } },
    },
  });
  installTemplates();
  world.ChatMessage = FakeChatMessage;
  world.game.settings = { get: (_scope: string, key: string) => (key === "rollMode" ? "publicroll" : true) };
});

beforeEach(() => {
  installUsers([gm, ana, ben], gm);
  installTokens();
  installDocument();
  FakeChatMessage.created.length = 0;
  targets.clear();
  forcedResults.length = 0;
  world.game.combat = { started: true };
  vi.mocked(ui.notifications!.warn).mockClear();
});

/** Ana's soldier with a vibroblade (friendly) and a hostile trooper; the mover is the trooper unless said. */
async function guard(
  scene: FakeScene,
  at: { x: number; y: number },
  items: Item.CreateData[] = [vibroblade],
) {
  const actor = ownedBy(await createActor({ ...soldier(), name: "Kyla", items }), ana);
  return { actor, token: scene.place(actor, at, { disposition: 1 }) };
}

async function trooper(scene: FakeScene, at: { x: number; y: number }, hidden = false) {
  const actor = await createActor({ ...stormtrooper(), name: "Trooper" });
  return scene.place(actor, at, { disposition: -1, hidden });
}

let nextMove = 1;
/** One update of a move, as the `moveToken` hook hands it: the token's squares, in pixels on a 100 px grid. */
function segment(
  origin: { x: number; y: number },
  waypoints: { x: number; y: number; action?: string }[],
  id = `move${nextMove++}`,
): MoveSegment {
  const px = (p: { x: number; y: number }) => ({ x: p.x * 100, y: p.y * 100 });
  return {
    id,
    chain: [],
    origin: px(origin),
    passed: { waypoints: waypoints.map((w) => ({ ...px(w), action: w.action ?? "walk" })) },
  };
}

/** The token ends where the segment's last waypoint is (the update stored it), then the hook runs. */
async function move(watch: OpportunityWatch, token: FakeSceneToken, part: MoveSegment) {
  const last = part.passed.waypoints.at(-1);
  if (last) token.moveTo(last.x, last.y);
  await watch.onMove(token.asDocument, part);
}

const prompts = () => FakeChatMessage.created.map((m) => m.data as { content?: string; whisper?: string[] });

describe("a move that leaves the threatened area", () => {
  it("walking away from the guard's vibroblade prompts Ana (its owner) and the GM, naming both", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 });
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5 }]));
    expect(prompts()).toHaveLength(1);
    const [prompt] = prompts();
    expect(prompt?.whisper?.sort()).toEqual(["ana", "gm"]);
    expect(prompt?.content).toContain(
      "Trooper moves out of or through the area Kyla threatens: Kyla may make an attack of opportunity.",
    );
    expect(prompt?.content).toContain("Attack with Vibroblade");
    expect(prompt?.content).toContain("1 left this round");
  });
  it("a single 2 m step away provokes nothing (a 2-meter step)", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 });
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 7, y: 5 }]));
    expect(prompts()).toHaveLength(0);
  });
  it("a ranged weapon threatens nothing: no prompt", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 5 }, [rifle]);
    const mover = await trooper(scene, { x: 6, y: 5 });
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5 }]));
    expect(prompts()).toHaveLength(0);
  });
});

describe("the whole path, waypoints and all", () => {
  it("a straight drag past the guard between two far waypoints provokes (start and end are out of reach)", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 4 });
    const mover = await trooper(scene, { x: 1, y: 5 });
    // From (1,5) to (9,5): squares (4..6, 5) are next to the guard at (5,4); neither end is.
    await move(new OpportunityWatch(), mover, segment({ x: 1, y: 5 }, [{ x: 9, y: 5 }]));
    expect(prompts()).toHaveLength(1);
  });
  it("a move paused at a checkpoint next to the guard prompts only when it goes on (same movement id)", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 4 });
    const mover = await trooper(scene, { x: 1, y: 5 });
    const watch = new OpportunityWatch();
    // Enters the area and stops: no attack of opportunity yet.
    await move(watch, mover, segment({ x: 1, y: 5 }, [{ x: 4, y: 5 }], "walk1"));
    expect(prompts()).toHaveLength(0);
    // The rest of the same move: on from inside the area, then out of it.
    await move(watch, mover, segment({ x: 4, y: 5 }, [{ x: 8, y: 5 }], "walk1"));
    expect(prompts()).toHaveLength(1);
    // A further update of that move does not prompt the same guard again.
    await move(watch, mover, segment({ x: 8, y: 5 }, [{ x: 9, y: 5 }], "walk1"));
    expect(prompts()).toHaveLength(1);
  });
  it("a move that continues an earlier one (its chain) is judged from the first one's start", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 });
    const watch = new OpportunityWatch();
    await move(watch, mover, segment({ x: 6, y: 5 }, [{ x: 7, y: 5 }], "first"));
    expect(prompts()).toHaveLength(0);
    await move(watch, mover, { ...segment({ x: 7, y: 5 }, [{ x: 8, y: 5 }], "second"), chain: ["first"] });
    expect(prompts()).toHaveLength(1);
  });
  it("a displacement or a teleport passes no square: no prompt for leaving", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 });
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5, action: "displace" }]));
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5, action: "blink" }]));
    expect(prompts()).toHaveLength(0);
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5, action: "fly" }]));
    expect(prompts()).toHaveLength(1);
  });
});

describe("who is told, and when", () => {
  it("a mover the GM hid is never named to players: the prompt goes to the GM alone", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 }, true);
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5 }]));
    expect(prompts()[0]?.whisper).toEqual(["gm"]);
  });
  it("only the active GM's client prompts, and only in a started combat", async () => {
    const scene = new FakeScene();
    installScene(scene);
    await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 });
    await asClient(ana, () => move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5 }])));
    world.game.combat = { started: false };
    await move(
      new OpportunityWatch(),
      mover,
      segment({ x: 9, y: 5 }, [
        { x: 6, y: 5 },
        { x: 3, y: 5 },
      ]),
    );
    expect(prompts()).toHaveLength(0);
  });
  it("one a round: a guard who made its attack of opportunity is not prompted again", async () => {
    const scene = new FakeScene();
    installScene(scene);
    const { actor } = await guard(scene, { x: 5, y: 5 });
    await actor.update({ "flags.swrpg.attacksOfOpportunityThisRound": 1 } as Actor.UpdateData);
    const mover = await trooper(scene, { x: 6, y: 5 });
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5 }]));
    expect(prompts()).toHaveLength(0);
  });
  it("Combat Reflexes with Dex +1 allows a second one (RCR core): prompted, 1 left", async () => {
    const scene = new FakeScene();
    installScene(scene);
    const feat: Item.CreateData = {
      name: "Combat Reflexes",
      type: "feat",
      system: { key: "combatReflexes" },
    };
    const { actor } = await guard(scene, { x: 5, y: 5 }, [vibroblade, feat]);
    await actor.update({ "flags.swrpg.attacksOfOpportunityThisRound": 1 } as Actor.UpdateData);
    const mover = await trooper(scene, { x: 6, y: 5 });
    await move(new OpportunityWatch(), mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5 }]));
    expect(prompts()[0]?.content).toContain("1 left this round");
  });
  it("a hex scene is refused with a message to the GM, once", async () => {
    const scene = new FakeScene("hex", { type: GRID_TYPES.HEXODDR });
    installScene(scene);
    await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 });
    const watch = new OpportunityWatch();
    await move(watch, mover, segment({ x: 6, y: 5 }, [{ x: 9, y: 5 }]));
    await move(watch, mover, segment({ x: 9, y: 5 }, [{ x: 6, y: 5 }]));
    expect(prompts()).toHaveLength(0);
    expect(ui.notifications?.warn).toHaveBeenCalledTimes(1);
    expect(ui.notifications?.warn).toHaveBeenCalledWith("SWRPG.Opportunity.SquareGridOnly", {
      localize: true,
    });
  });
});

describe("the prompt's button", () => {
  async function provoked() {
    const scene = new FakeScene();
    installScene(scene);
    const { actor } = await guard(scene, { x: 5, y: 5 });
    const mover = await trooper(scene, { x: 6, y: 5 });
    return {
      actor: actor as SwrpgActor,
      mover,
      weaponId: actor.items.find((i) => i.name === "Vibroblade")?.id ?? "",
    };
  }
  it("Ana's click attacks the trooper with the vibroblade at her highest bonus and counts it", async () => {
    const { actor, mover, weaponId } = await provoked();
    forcedResults.push(15);
    await asClient(ana, () =>
      takeOpportunity({ actorUuid: actor.uuid, weaponId, targetUuid: mover.uuid }, true),
    );
    const card = readAttackCard(FakeChatMessage.created.at(-1)?.asDocument);
    expect(card?.weapon.name).toBe("Vibroblade");
    expect(card?.attacks).toHaveLength(1);
    // BAB +1, Str +2: +3; the trooper is the only target.
    expect(card?.attacks[0]?.bonus).toBe(3);
    expect(card?.attacks[0]?.targets.map((t) => t.tokenUuid)).toEqual([mover.uuid]);
    expect(roundCounter(actor, "attacksOfOpportunityThisRound")).toBe(1);
  });
  it("a second click the same round is refused: none left", async () => {
    const { actor, mover, weaponId } = await provoked();
    forcedResults.push(15, 15);
    const click = () =>
      asClient(ana, () => takeOpportunity({ actorUuid: actor.uuid, weaponId, targetUuid: mover.uuid }, true));
    await click();
    const posted = FakeChatMessage.created.length;
    await click();
    expect(FakeChatMessage.created).toHaveLength(posted);
    expect(ui.notifications?.warn).toHaveBeenLastCalledWith(
      "Kyla has no attack of opportunity left this round.",
    );
  });
  it("Ben, who does not own the guard, cannot make its attack", async () => {
    const { actor, mover, weaponId } = await provoked();
    await asClient(ben, () =>
      takeOpportunity({ actorUuid: actor.uuid, weaponId, targetUuid: mover.uuid }, true),
    );
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(roundCounter(actor, "attacksOfOpportunityThisRound")).toBe(0);
  });
});

describe("an attack that provokes (rcr-combat.txt › Attacks of Opportunity and Ranged Weapons)", () => {
  async function shooter(scene: FakeScene, weapons: Item.CreateData[]) {
    const actor = ownedBy(await createActor({ ...soldier(), name: "Kyla", items: weapons }), ana);
    scene.place(actor, { x: 5, y: 5 }, { disposition: 1 });
    const target = await trooper(scene, { x: 12, y: 5 });
    const blade = ownedBy(await createActor({ ...stormtrooper(), name: "Blade", items: [vibroblade] }), ben);
    scene.place(blade, { x: 6, y: 6 }, { disposition: -1 });
    targets.add({ document: target });
    return actor;
  }
  it("firing a two-handed blaster rifle next to an enemy's vibroblade prompts that enemy (Ben owns it)", async () => {
    const scene = new FakeScene();
    installScene(scene);
    const actor = await shooter(scene, [rifle]);
    forcedResults.push(12);
    await asClient(ana, () =>
      startAttack(actor, actor.items.contents[0]?.id ?? "", { mode: "single", skipDialog: true }),
    );
    const prompt = prompts().find((data) => data.content?.includes("Attack of opportunity"));
    expect(prompt?.content).toContain(
      "Kyla lets their guard down in the area Blade threatens: Blade may make an attack of opportunity.",
    );
    expect(prompt?.whisper?.sort()).toEqual(["ben", "gm"]);
  });
  it("a one-handed melee attack provokes nothing", async () => {
    const scene = new FakeScene();
    installScene(scene);
    const actor = await shooter(scene, [vibroblade]);
    forcedResults.push(12);
    await asClient(ana, () =>
      startAttack(actor, actor.items.contents[0]?.id ?? "", { mode: "single", skipDialog: true }),
    );
    expect(prompts().some((data) => data.content?.includes("Attack of opportunity"))).toBe(false);
  });
});
