// A world that switches rulesets keeps every document whole: RCR → another ruleset → RCR, reloading each
// time, leaves every actor, item, effect, flag and chat card byte for byte as it was (DESIGN.md › Three
// rulesets in one system: a document's schema never changes under it). Saga and D6 are not registered yet,
// so the other ruleset is the test-only minimal one.
import { beforeAll, describe, expect, it } from "vitest";
import { attackCardButtons } from "../../../src/hooks/attack-card-buttons.ts";
import { activeRuleset, registerRuleset, rulesetFor } from "../../../src/rulesets/registry.ts";
import { minimal } from "../../rulesets/minimal/index.ts";
import { attackCard } from "../damage/card-fixture.ts";
import { soldier, stormtrooper } from "../data/fixtures.ts";
import { installTemplates } from "../rolls/card-template.ts";
import { type LoadedWorld, persistWorld, reloadWorld, type StoredWorld } from "./stand-in-database.ts";
import { StandInChatHtml, settle } from "./stand-ins.ts";

const world = globalThis as unknown as { game: Record<string, unknown> };

/** An RCR hero with items, an active effect and flags; an ordinary NPC; a minimal trooper; two chat cards. */
function seedWorld(): StoredWorld {
  const hero = {
    _id: "hero",
    ...soldier(),
    effects: [
      {
        _id: "prone1",
        name: "Prone",
        statuses: ["prone"],
        duration: { rounds: 2, startRound: 1, startTurn: 0, combat: "combat1" },
        flags: { swrpg: { startCount: 14 } },
      },
    ],
    flags: {
      swrpg: {
        deadFromWounds: false,
        woundsLostThisRound: { combatId: "combat1", round: 1, value: 2 },
        damageLog: [{ id: "log1", messageId: "card1", attackIndex: 0, at: 1 }],
      },
      core: { sheetLock: true },
    },
    prototypeToken: { bar1: { attribute: "vitality" }, bar2: { attribute: "wounds" } },
  };
  const trooper = {
    _id: "trooper",
    ...stormtrooper(),
    flags: { swrpg: { attacksOfOpportunityThisRound: 1 } },
  };
  const minimalTrooper = {
    _id: "bex",
    name: "Bex",
    type: "minimalTrooper",
    system: { health: 6 },
    flags: { swrpg: { minimalLog: { messageId: "card2", attackIndex: 0, before: 9 } } },
  };
  const rcrCard = {
    _id: "card1",
    content: '<div class="swrpg-attack-card">stored for players</div>',
    flags: { swrpg: { attack: attackCard() } },
  };
  const minimalCard = {
    _id: "card2",
    content: '<div class="swrpg-attack-card">Tanner hits for 3</div>',
    flags: { swrpg: { minimalAttack: { attacker: "Tanner", target: "Scene.s.Token.bex", damage: 3 } } },
  };
  // The first load under RCR gives the database its canonical form (every field the models define).
  return persistWorld(
    reloadWorld(
      {
        actors: [hero, trooper, minimalTrooper].map((actor) => JSON.stringify(actor)),
        messages: [rcrCard, minimalCard].map((message) => JSON.stringify(message)),
      },
      "rcr",
    ),
  );
}

/** Shows every message in the chat log, as each client does on load (the shell may re-render a card). */
async function showChatLog(loaded: LoadedWorld): Promise<string[]> {
  const shown: string[] = [];
  for (const message of loaded.messages) {
    const html = new StandInChatHtml(String(message.source.content));
    Hooks.callAll(
      "renderChatMessageHTML",
      message as unknown as ChatMessage.Implementation,
      html as unknown as HTMLElement,
      {} as ChatMessage.MessageData,
    );
    await settle();
    shown.push(html.html);
  }
  return shown;
}

/** Nothing was written while loading and showing: no update, no status toggled, no message changed. */
function expectNoWrites(loaded: LoadedWorld): void {
  for (const actor of loaded.actors) {
    const fake = actor as unknown as { updateLog: unknown[]; toggleLog: unknown[] };
    expect(fake.updateLog, actor.name).toEqual([]);
    expect(fake.toggleLog, actor.name).toEqual([]);
  }
  for (const message of loaded.messages) expect(message.updates, message.id).toEqual([]);
}

beforeAll(() => {
  registerRuleset(minimal);
  installTemplates();
  attackCardButtons.listen();
  world.game.user = { id: "user-gm", isGM: true };
});

describe("switching a world's ruleset and back", () => {
  it("RCR → minimal → RCR, reloading each time: every document byte for byte the same", async () => {
    const start = seedWorld();
    expect(start.actors).toHaveLength(3);
    expect(start.messages).toHaveLength(2);

    const underMinimal = reloadWorld(start, "minimal");
    expect(activeRuleset()).toBe(minimal);
    await showChatLog(underMinimal);
    expectNoWrites(underMinimal);
    const afterMinimal = persistWorld(underMinimal);

    const backUnderRcr = reloadWorld(afterMinimal, "rcr");
    expect(activeRuleset().id).toBe("rcr");
    await showChatLog(backUnderRcr);
    expectNoWrites(backUnderRcr);
    const afterRcr = persistWorld(backUnderRcr);

    expect(afterMinimal).toEqual(start);
    expect(afterRcr).toEqual(start);
    // The pieces the issue names are really in what was compared.
    const hero = JSON.parse(start.actors[0] ?? "{}");
    expect(hero.items).toHaveLength(3);
    expect(hero.effects[0].flags.swrpg.startCount).toBe(14);
    expect(hero.flags.swrpg.damageLog).toHaveLength(1);
    expect(JSON.parse(start.messages[0] ?? "{}").flags.swrpg.attack.version).toBe(1);
  });

  it("under the other ruleset RCR's documents still load with their own models, as another ruleset's", () => {
    const loaded = reloadWorld(seedWorld(), "minimal");
    const [hero, trooper, bex] = loaded.actors;
    expect(rulesetFor(hero)?.id).toBe("rcr");
    expect(rulesetFor(trooper)?.id).toBe("rcr");
    expect(rulesetFor(bex)).toBe(minimal);
    // Derived data is still the RCR model's own: Defense 10 + class 3 + Dex 1 for the soldier.
    expect((hero?.system as unknown as { defense: { value: number } }).defense.value).toBe(14);
    // v13 keeps them in an array, v14 in a record by id: the ids either way.
    const statuses: unknown = CONFIG.statusEffects;
    expect(Object.values(statuses as Record<string, { id: string }>).map((effect) => effect.id)).toEqual([
      "down",
    ]);
  });

  it("each world shows its own cards live and the other ruleset's as stored", async () => {
    const start = seedWorld();
    const [rcrShown, minimalShown] = await showChatLog(reloadWorld(start, "rcr"));
    expect(rcrShown).toContain("swrpg-attack-card");
    expect(rcrShown).not.toContain("stored for players");
    expect(minimalShown).toBe('<div class="swrpg-attack-card">Tanner hits for 3</div>');
    const [rcrStored, minimalLive] = await showChatLog(reloadWorld(start, "minimal"));
    expect(rcrStored).toBe('<div class="swrpg-attack-card">stored for players</div>');
    expect(minimalLive).toContain("Apply");
  });
});
