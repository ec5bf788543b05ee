// The world the damage relay tests share, over the stand-ins of Foundry's users, query API, chat messages,
// scene and ownership: the GM, Ana (the author, who owns the attacking hero and token A) and Bob; tokens B
// and C owned by the GM alone; Ana's card, made by the real attack pipeline from these documents (the GM's
// client works it out again before applying): her hero's blaster rifle (+3) rolls a natural 12, 15 against
// Defense 14 hits A and B and misses C behind half cover (18); 9 damage (3d8: 4, 4, 1).
import "../rolls/fake-roll.ts";
import { beforeAll, beforeEach, vi } from "vitest";
import { systemQueries } from "../../../src/hooks/system-queries.ts";
import { type AttackDice, runAttack } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import { attackTargets } from "../../../src/rulesets/rcr/attack/attack-targets.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import { defaultChoices } from "../../../src/rulesets/rcr/dice/attack-views.ts";
import { actorModel, attackerView, weaponView } from "../../../src/rulesets/rcr/dice/combatant-views.ts";
import { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { createActor, registerSystem, soldier, systemOf } from "../data/fixtures.ts";
import { FakeCardMessage, installMessages } from "../fakes/chat-messages.ts";
import { FakeScene, setViewedScene } from "../fakes/scene.ts";
import { installTokens, ownedBy } from "../fakes/tokens-and-ownership.ts";
import { FakeUser, installUsers } from "../fakes/users-and-queries.ts";
import { scriptedDice } from "../rolls/attack-fixtures.ts";
import { forcedResults } from "../rolls/fake-roll.ts";

export const A = "Scene.s.Token.a";
export const B = "Scene.s.Token.b";
export const C = "Scene.s.Token.c";

export const gm = new FakeUser("gm", "Game Master", true);
export const ana = new FakeUser("ana", "Ana");
export const bob = new FakeUser("bob", "Bob");

/** The card the last `scene()` posted, and the rolls its message holds. */
let posted: { card: AttackCardData; rolls: Roll.Any[] } | null = null;

/** Installs the stand-ins before each test (call at the top of a test file). */
export function useRelayWorld(): void {
  const world = globalThis as unknown as Record<string, unknown>;
  beforeAll(async () => {
    registerSystem();
    let id = 0;
    Object.assign(foundry, {
      utils: { ...(foundry as { utils?: object }).utils, randomID: () => `id${++id}` },
    });
    world.canvas = { tokens: { controlled: [] } };
    world.ChatMessage = { getSpeaker: () => ({}) };
  });
  beforeEach(() => {
    installUsers([gm, ana, bob], ana);
    gm.active = true;
    bob.active = true;
    installTokens();
    installMessages();
    systemQueries.register();
    vi.mocked(ui.notifications!.warn).mockClear();
    vi.mocked(Hooks.onError).mockClear();
  });
}

/** Ana's hero shoots at A, B and C (C behind half cover): the card the real attack pipeline makes. */
async function heroShoots(
  hero: Actor.Implementation,
  own: TokenDocument.Implementation,
  tokens: TokenDocument.Implementation[],
): Promise<{ card: AttackCardData; rolls: Roll.Any[] }> {
  const system = actorModel(hero);
  const rifle = hero.items.find((item) => item.name === "Blaster rifle");
  const weapon = rifle && system ? weaponView(rifle, system) : null;
  if (!system || !weapon) throw new Error("the hero has no blaster rifle");
  const rolls: Roll.Any[] = [];
  const scripted = scriptedDice([12]);
  const dice: AttackDice = {
    attack: async (bonus, options) => {
      const roll = await scripted.attack(bonus, options);
      rolls.push(roll);
      return roll;
    },
    missChance: scripted.missChance,
  };
  const choices = {
    ...defaultChoices("single"),
    targets: { [C]: { cover: "half" as const, concealment: "none" as const, intoMelee: false } },
  };
  const { targets } = attackTargets(own, tokens);
  const result = await runAttack(
    { attacker: attackerView(hero, system), weapon, offHand: null, choices, targets },
    dice,
  );
  if ("ok" in result) throw new Error(result.refused);
  const attack = result.attacks[0];
  if (!attack) throw new Error("no attack");
  forcedResults.push(4, 4, 1);
  const damage = await new DamageRoll(attack.damageFormula, hero.getRollData(), {}).evaluate(); // 9
  rolls.push(damage);
  const stored = { ...attack, damage: { formula: damage.formula, total: 9, rollIndex: rolls.length - 1 } };
  return { card: { ...result, attacks: [stored] }, rolls };
}

/** Ana's card as the last `scene()` made it (a copy, free to edit). */
export function card(): AttackCardData {
  if (!posted) throw new Error("call scene() first");
  return structuredClone(posted.card);
}

/** A card message by `author`, with the rolls the card's attack made (the damage where the card says it is). */
export function postCard(author: FakeUser, data: AttackCardData = card()): FakeCardMessage {
  return new FakeCardMessage(author, {
    flags: { swrpg: { attack: data } },
    rolls: [...(posted?.rolls ?? [])],
  });
}

/** The world: Ana owns the hero (the attacker) and token A; the GM alone owns B and C; all on scene "s". */
export async function scene(author: FakeUser = ana) {
  const world = new FakeScene("s");
  setViewedScene(world);
  const hero = ownedBy(await createActor(soldier()), ana);
  const a = ownedBy(await createActor(soldier()), ana);
  const b = ownedBy(await createActor(soldier()), gm);
  const c = ownedBy(await createActor(soldier()), gm);
  // 2 m squares in a row: A at 4 m, B at 6 m, C at 8 m, all within the rifle's first range increment.
  const own = world.addToken("hero", hero, 0, 0);
  const tokens = [world.addToken("a", a, 2, 0), world.addToken("b", b, 3, 0), world.addToken("c", c, 4, 0)];
  posted = await heroShoots(
    hero,
    own.asDocument,
    tokens.map((token) => token.asDocument),
  );
  const message = postCard(author);
  return { a, b, c, hero, message, doc: message.asDocument };
}

export const vitality = (...actors: Actor.Implementation[]) =>
  actors.map((actor) => systemOf(actor).vitality.value);
export const lastWarning = () => vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0];
/** The damage query, as any client may send it to the GM. */
export const damageQuery = (data: object) => gm.query("swrpg.damage", data);
