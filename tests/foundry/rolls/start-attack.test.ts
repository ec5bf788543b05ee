// The attack flow from a sheet button to the chat card: the soldier (BAB +1, Dex +1, Weapon Focus) fires
// the blaster rifle (+3) at targeted tokens. rcr-combat.txt › Attack Rolls, Range Penalty, Combat Stances.
// The dialog is a stand-in (its own test is attack-dialog.test.ts); the rules, the Roll classes, the
// card template and the chat message data are the system's own.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SwrpgActor } from "../../../src/documents/actor.ts";
import { startAttack } from "../../../src/rulesets/rcr/attack/attack-flow.ts";
import { readAttackCard } from "../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { AttackRoll } from "../../../src/rulesets/rcr/dice/attack-roll.ts";
import type { AttackChoices } from "../../../src/rulesets/rcr/dice/attack-views.ts";
import { createActor, registerSystem, soldier, stormtrooper, systemOf } from "../data/fixtures.ts";
import { expandObject, mergeInto } from "../fakes/data-model.ts";
import { modeName } from "../fakes/generation.ts";
import { choices } from "./attack-fixtures.ts";
import { installTemplates } from "./card-template.ts";
import { FakeChatMessage } from "./fake-chat.ts";
import { forcedResults } from "./fake-roll.ts";

const { prompt } = vi.hoisted(() => ({ prompt: vi.fn() }));
vi.mock("../../../src/rulesets/rcr/attack/attack-dialog.ts", () => ({ promptAttackChoices: prompt }));

// The globals the flow touches, as small as the code needs (Foundry cannot run here).
const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const metersGrid = {
  measurePath: ([a, b]: { x: number }[]) => ({ distance: Math.abs((b?.x ?? 0) - (a?.x ?? 0)) }),
};
const targets = new Set<{ document: unknown }>();
let userFlags: Record<string, unknown> = {};

beforeAll(() => {
  registerSystem();
  installTemplates();
  world.ChatMessage = FakeChatMessage;
  world.game.settings = {
    get: (_scope: string, key: string) => (key === "rollMode" ? "publicroll" : true),
  };
  world.game.user = {
    id: "player",
    isGM: false,
    targets,
    getFlag: (_scope: string, key: string) => userFlags[key],
    // As Foundry's setFlag: an update of `flags.swrpg.<key>`, whose dotted keys are expanded at every depth.
    setFlag: async (_scope: string, key: string, value: unknown) => {
      mergeInto(userFlags, expandObject({ [key]: structuredClone(value) }));
    },
  };
});

beforeEach(() => {
  FakeChatMessage.created.length = 0;
  targets.clear();
  userFlags = {};
  forcedResults.length = 0;
  prompt.mockReset();
  vi.mocked(ui.notifications!.warn).mockClear();
});

/** A token of the actor on a scene measured in meters, `x` meters along one line. */
function tokenOf(actor: SwrpgActor, x: number) {
  return {
    actor,
    uuid: `Scene.s.Token.${actor.id}`,
    name: actor.name,
    texture: { src: "token.webp" },
    parent: { grid: metersGrid },
    getCenterPoint: () => ({ x, y: 0 }),
  };
}

async function shooter(owner = true): Promise<SwrpgActor> {
  const actor = await createActor(soldier());
  // Owned by the player (or not): its ownership, as core reads it for isOwner and for every write.
  actor.updateSource({ ownership: { default: 0, player: owner ? 3 : 0 } } as unknown as Record<
    string,
    unknown
  >);
  const own = tokenOf(actor, 0);
  // Only the first token's document is read (getActiveTokens(true, true)).
  Object.assign(actor, { getActiveTokens: () => [own] });
  return actor;
}

async function target(data: Actor.CreateData, x: number): Promise<void> {
  targets.add({ document: tokenOf(await createActor(data), x) });
}

function weaponId(actor: SwrpgActor, name: string): string {
  const item = actor.items.find((entry) => entry.name === name);
  if (!item) throw new Error(`no ${name}`);
  return item.id ?? "";
}

const single = { mode: "single", skipDialog: false } as const;
const lastWarning = () => vi.mocked(ui.notifications!.warn).mock.calls.at(-1);
const posted = () => FakeChatMessage.created.map((message) => readAttackCard(message.asDocument));

describe("Shift-click: no dialog, the default options, one card", () => {
  it("a natural 10 hits the stormtrooper 40 m away (3 - 2 range + 10 = 11 vs Defense 11) and misses the soldier 10 m away (13 vs 14)", async () => {
    const actor = await shooter();
    await target(stormtrooper(), 40);
    await target({ ...soldier(), name: "Veteran" }, 10);
    forcedResults.push(10);
    await startAttack(actor, weaponId(actor, "Blaster rifle"), { mode: "single", skipDialog: true });

    expect(prompt).not.toHaveBeenCalled();
    expect(FakeChatMessage.created).toHaveLength(1);
    const card = posted()[0];
    expect(card?.attacks).toHaveLength(1);
    expect(
      card?.attacks[0]?.targets.map(({ name, total, defense, hit }) => ({ name, total, defense, hit })),
    ).toEqual([
      { name: "Stormtrooper", total: 11, defense: 11, hit: true },
      { name: "Veteran", total: 13, defense: 14, hit: false },
    ]);
    const message = FakeChatMessage.created[0]!;
    expect(message.rolls).toHaveLength(1);
    expect(message.rolls[0]).toBeInstanceOf(AttackRoll);
    expect(message.data.rollMode).toBe(modeName("publicroll"));
    expect(message.data.speaker).toEqual({ actor: actor.id, alias: "Soldier" });
  });
  it("the stored content is the players' view: outcomes but no Defense numbers when the GM hides them", async () => {
    const actor = await shooter();
    await target(stormtrooper(), 40);
    forcedResults.push(10);
    await startAttack(actor, weaponId(actor, "Blaster rifle"), { mode: "single", skipDialog: true });
    const content = FakeChatMessage.created[0]?.data.content ?? "";
    expect(content).toContain("swrpg-attack-card");
    expect(content).toContain("Hit");
    expect(content).not.toContain("swrpg-target-defense");
    expect(content).not.toMatch(/vs Defense/);
  });
  it("an autofire-only weapon fires on autofire (a full attack), not in the single fire it lacks", async () => {
    const actor = await shooter();
    const created = await actor.createEmbeddedDocuments("Item", [
      {
        name: "Repeating blaster",
        type: "weapon",
        system: {
          damage: { formula: "3d8", type: "energy" },
          group: "blasterRifles",
          size: "two-handed",
          attackType: "ranged",
          rangeIncrement: 30,
          fireModes: { single: false, multifire: false, autofire: true },
        },
      },
    ]);
    forcedResults.push(10, 10, 10, 10);
    await startAttack(actor, created?.[0]?.id ?? "", { mode: "full", skipDialog: true });
    expect(ui.notifications?.warn).not.toHaveBeenCalled();
    const card = posted()[0];
    expect(card?.fireMode).toBe("autofire");
    expect(card?.attacks.map((attack) => attack.source)).toContain("autofire");
  });
  it("without targets the card holds the attack alone", async () => {
    const actor = await shooter();
    forcedResults.push(17);
    await startAttack(actor, weaponId(actor, "Blaster rifle"), { mode: "single", skipDialog: true });
    expect(posted()[0]?.attacks[0]).toMatchObject({ natural: 17, total: 20, targets: [] });
  });
});

describe("refused attacks: a warning and no message", () => {
  it("an actor of no swrpg type", async () => {
    const droid = { name: "Droid", isOwner: true, system: {} } as unknown as Actor.Implementation;
    await startAttack(droid, null, single);
    expect(lastWarning()).toEqual(["SWRPG.Attack.Refused.noActor", { localize: true }]);
    expect(FakeChatMessage.created).toHaveLength(0);
  });
  it("a user who does not own the actor", async () => {
    const actor = await shooter(false);
    await startAttack(actor, weaponId(actor, "Blaster rifle"), single);
    expect(lastWarning()).toEqual(["SWRPG.Attack.Refused.noPermission", { localize: true }]);
    expect(prompt).not.toHaveBeenCalled();
    expect(FakeChatMessage.created).toHaveLength(0);
  });
  it("a weapon no longer on the actor", async () => {
    const actor = await shooter();
    await startAttack(actor, "deleted", single);
    expect(lastWarning()?.[0]).toBe("The weapon no longer exists on Soldier.");
    expect(FakeChatMessage.created).toHaveLength(0);
  });
  it("a weapon deleted while the dialog was open", async () => {
    const actor = await shooter();
    const rifle = weaponId(actor, "Blaster rifle");
    prompt.mockImplementation(async () => {
      actor.items.delete(rifle);
      return choices();
    });
    await startAttack(actor, rifle, single);
    expect(lastWarning()?.[0]).toBe("The weapon no longer exists on Soldier.");
    expect(FakeChatMessage.created).toHaveLength(0);
  });
  it("a damage formula that is not valid", async () => {
    const actor = await shooter();
    const rifle = actor.items.get(weaponId(actor, "Blaster rifle"));
    // A stored value from before the formula check: the data model's validation is not what stops it here.
    Object.assign((rifle?.system as unknown as { damage: object }).damage, { formula: "3d8 + banana" });
    await startAttack(actor, rifle?.id ?? "", { mode: "single", skipDialog: true });
    expect(lastWarning()?.[0]).toBe('Blaster rifle: the damage formula "3d8 + banana" is not valid.');
    expect(FakeChatMessage.created).toHaveLength(0);
  });
  it("an off-hand weapon gone by the time the dialog closes", async () => {
    const actor = await shooter();
    prompt.mockResolvedValue(choices({ mode: "full", offHandWeaponId: "deleted" }));
    await startAttack(actor, weaponId(actor, "Vibroblade"), { mode: "full", skipDialog: false });
    expect(lastWarning()?.[0]).toBe("The off-hand weapon no longer exists on Soldier.");
    expect(FakeChatMessage.created).toHaveLength(0);
  });
  it("a closed dialog posts nothing and remembers nothing", async () => {
    const actor = await shooter();
    prompt.mockResolvedValue(null);
    await startAttack(actor, weaponId(actor, "Blaster rifle"), single);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(userFlags.attackChoices).toBeUndefined();
    expect(ui.notifications?.warn).not.toHaveBeenCalled();
  });
});

describe("the dialog remembers the choices per weapon", () => {
  it("the next attack with the same weapon opens with them (targets excepted); another weapon opens plain", async () => {
    const actor = await shooter();
    await target(stormtrooper(), 40);
    const rifle = weaponId(actor, "Blaster rifle");
    const target0 = [...targets][0]?.document as { uuid: string };
    const chosen: AttackChoices = choices({
      stance: "fightingDefensively",
      situational: 2,
      targets: { [target0.uuid]: { cover: "half", concealment: "none", intoMelee: false } },
    });
    prompt.mockResolvedValueOnce(chosen).mockResolvedValue(null);
    forcedResults.push(10);
    await startAttack(actor, rifle, single);
    expect(FakeChatMessage.created).toHaveLength(1);

    await startAttack(actor, rifle, { mode: "full", skipDialog: false });
    expect(prompt.mock.calls[1]?.[0].choices).toEqual({ ...chosen, mode: "full", targets: {} });
    await startAttack(actor, weaponId(actor, "Vibroblade"), single);
    // Another weapon remembers nothing, but the actor still fights defensively this round.
    expect(prompt.mock.calls[2]?.[0].choices).toMatchObject({
      stance: "fightingDefensively",
      situational: 0,
    });
  });
});

describe("the dialog starts from the actor's conditions (one source of truth for stance, charge and aim)", () => {
  it("an actor already fighting defensively opens the dialog on Fighting defensively", async () => {
    const actor = await shooter();
    await actor.toggleStatusEffect("fightingDefensively", { active: true });
    await actor.toggleStatusEffect("aiming", { active: true });
    prompt.mockResolvedValue(null);
    await startAttack(actor, weaponId(actor, "Vibroblade"), single);
    expect(prompt.mock.calls[0]?.[0].choices).toMatchObject({ stance: "fightingDefensively", charge: false });
    expect(prompt.mock.calls[0]?.[0].choices.aim.aimed).toBe(true);
  });
  it("switching the stance back to Normal in the dialog drops the -4 and the status", async () => {
    const actor = await shooter();
    await actor.toggleStatusEffect("fightingDefensively", { active: true });
    prompt.mockResolvedValue(choices({ stance: "normal" }));
    forcedResults.push(10);
    await startAttack(actor, weaponId(actor, "Vibroblade"), single);
    expect(posted()[0]?.attacks[0]?.parts.map((part) => part.label)).not.toContain("fightingDefensively");
    expect(actor.statuses.has("fightingDefensively")).toBe(false);
  });
  it("Shift-click (no dialog) keeps the stance the actor is in, with its -4", async () => {
    const actor = await shooter();
    await actor.toggleStatusEffect("fightingDefensively", { active: true });
    forcedResults.push(10);
    await startAttack(actor, weaponId(actor, "Vibroblade"), { mode: "single", skipDialog: true });
    expect(posted()[0]?.attacks[0]?.parts).toContainEqual({ label: "fightingDefensively", value: -4 });
    expect(actor.statuses.has("fightingDefensively")).toBe(true);
  });
});

describe("stance statuses after the attack", () => {
  it("fighting defensively and a charge set their statuses once the card is posted", async () => {
    const actor = await shooter();
    prompt.mockResolvedValue(choices({ stance: "fightingDefensively", charge: true }));
    forcedResults.push(10);
    await startAttack(actor, weaponId(actor, "Vibroblade"), single);
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(posted()[0]?.attacks[0]?.parts.map((part) => part.label)).toEqual(
      expect.arrayContaining(["fightingDefensively", "charge"]),
    );
    expect([...actor.statuses]).toEqual(expect.arrayContaining(["fightingDefensively", "charging"]));
  });
  it("total defense makes no attack but takes effect: a warning, no card, the status set", async () => {
    const actor = await shooter();
    prompt.mockResolvedValue(choices({ stance: "totalDefense" }));
    await startAttack(actor, weaponId(actor, "Vibroblade"), single);
    expect(lastWarning()?.[0]).toBe("Total defense takes the attack action: no attack is made.");
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(actor.statuses.has("totalDefense")).toBe(true);
  });
  it("a plain attack sets no status", async () => {
    const actor = await shooter();
    forcedResults.push(10);
    await startAttack(actor, weaponId(actor, "Vibroblade"), { mode: "single", skipDialog: true });
    expect(actor.statuses.size).toBe(0);
  });
});

// RCR Force Points (RCR core, not in the texts): a point spent from the dialog adds 1d6 (below 8th level) to
// the attack roll as its own part, and one point is taken; with none left the attack is refused.
describe("a Force Point spent from the dialog", () => {
  it("a natural 8 + 3 on the point's die hits the stormtrooper 40 m away (3 − 2 + 8 + 3 = 12 vs 11); 1 point of 2 left", async () => {
    const actor = await shooter();
    await actor.update({ "system.forcePoints": 2 } as Actor.UpdateData);
    await target(stormtrooper(), 40);
    prompt.mockResolvedValueOnce({ ...choices(), spendForcePoint: true });
    forcedResults.push(3, 8);
    await startAttack(actor, weaponId(actor, "Blaster rifle"), single);
    const attack = posted()[0]?.attacks[0];
    expect(attack?.targets[0]).toMatchObject({ total: 12, defense: 11, hit: true });
    expect(attack?.parts).toContainEqual({ label: "forcePoint", value: 3 });
    expect(systemOf(actor).forcePoints).toBe(1);
  });
  it("with no Force Points the attack is refused and nothing is posted", async () => {
    const actor = await shooter();
    await target(stormtrooper(), 40);
    prompt.mockResolvedValueOnce({ ...choices(), spendForcePoint: true });
    await startAttack(actor, weaponId(actor, "Blaster rifle"), single);
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(String(lastWarning()?.[0])).toContain("no Force Points");
  });
});
