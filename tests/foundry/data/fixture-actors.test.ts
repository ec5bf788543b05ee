// Derived numbers of the fixture actors, worked out by hand from the rule texts' arithmetic:
// rcr-combat.txt › Attack Bonus, Defense, Size Modifier, Strength Modifier, Movement in Combat, Initiative Checks.
import { beforeAll, describe, expect, it } from "vitest";
import { SwrpgActor } from "../../../src/documents/actor.ts";
import { tokenBars } from "../../../src/rulesets/rcr/token-bars.ts";
import manifest from "../../../system.json" with { type: "json" };
import type { FakeActor } from "../fakes/documents.ts";
import {
  createActor,
  mediumInMediumArmor,
  registerSystem,
  smallCharacter,
  soldier,
  stormtrooper,
  systemOf,
} from "./fixtures.ts";

beforeAll(registerSystem);

function attackFor(actor: Actor.Implementation, name: string) {
  const item = actor.items.find((i) => i.name === name);
  const attack = item ? systemOf(actor).attacks[item.id ?? ""] : undefined;
  if (!attack) throw new Error(`no attack for ${name}`);
  return attack;
}

describe("a 1st-level heroic soldier", () => {
  it("has the ability modifiers of its scores", async () => {
    const system = systemOf(await createActor(soldier()));
    expect(system.abilities.str.mod).toBe(2);
    expect(system.abilities.dex.mod).toBe(1);
    expect(system.abilities.cha.mod).toBe(-1);
  });

  it("has Defense 14 (10 + class 3 + Dex 1), flat-footed 13 (no Dex), touch 11 (no class bonus)", async () => {
    const system = systemOf(await createActor(soldier()));
    expect(system.defense.value).toBe(14);
    expect(system.defense.flatFooted).toBe(13);
    expect(system.defense.touch).toBe(11);
  });

  it("lists a Defense breakdown that sums to the Defense", async () => {
    const system = systemOf(await createActor(soldier()));
    expect(system.defense.breakdown).toEqual([
      { label: "base", value: 10 },
      { label: "class", value: 3 },
      { label: "dexterity", value: 1 },
      { label: "size", value: 0 },
    ]);
  });

  it("attacks with the blaster rifle at +3: BAB 1 + Dex 1 + Weapon Focus 1; damage 3d8 with no Strength", async () => {
    const actor = await createActor(soldier());
    const rifle = attackFor(actor, "Blaster rifle");
    expect(rifle.attack.parts).toEqual([
      { label: "bab", value: 1 },
      { label: "dexterity", value: 1 },
      { label: "size", value: 0 },
      { label: "weaponFocus", value: 1 },
    ]);
    expect(rifle.attack.total).toBe(3);
    expect(rifle.damageFormula).toBe("3d8");
    expect(rifle.threatRange).toBe(20);
  });

  it("strikes with the vibroblade at +3 (BAB 1 + Str 2) for 2d6 + 2", async () => {
    const actor = await createActor(soldier());
    const blade = attackFor(actor, "Vibroblade");
    expect(blade.attack.total).toBe(3);
    expect(blade.damageFormula).toBe("2d6 + 2");
  });

  it("has saves from class bonus + ability, initiative +1, speed 10 m, wounds max = Constitution", async () => {
    const system = systemOf(await createActor(soldier()));
    expect(system.saves.fortitude.total).toBe(4);
    expect(system.saves.reflex.total).toBe(1);
    expect(system.saves.will.total).toBe(1);
    expect(system.initiative.bonus).toBe(1);
    expect(system.speed.value).toBe(10);
    expect(system.wounds.max).toBe(15);
    expect(system.vitality).toEqual({ value: 12, max: 12 });
    expect(system.condition).toBe("unhurt");
  });

  it("is heroic: the prototype token shows vitality, then wounds", async () => {
    const actor = await createActor(soldier());
    expect(actor._source.prototypeToken).toMatchObject({
      bar1: { attribute: "vitality" },
      bar2: { attribute: "wounds" },
    });
    expect(systemOf(actor).health).toMatchObject({ heroic: true, vitality: 12, wounds: 15, woundsMax: 15 });
  });
});

describe("an ordinary stormtrooper", () => {
  it("is ordinary by default, has no vitality, and its primary token bar is wounds", async () => {
    const actor = await createActor(stormtrooper());
    const system = systemOf(actor);
    expect(system.heroic).toBe(false);
    expect(system.vitality).toEqual({ value: 0, max: 0 });
    expect(actor._source.prototypeToken).toMatchObject({
      bar1: { attribute: "wounds" },
      bar2: { attribute: null },
    });
  });

  it("imported from a compendium (every field given, bars at their defaults) still shows wounds first", async () => {
    const imported = await (SwrpgActor as unknown as typeof FakeActor).importFromCompendium(stormtrooper());
    expect(imported._source.prototypeToken).toMatchObject({
      bar1: { attribute: "wounds" },
      bar2: { attribute: null },
    });
  });

  it("Foundry's default bars (system.json) are the heroic bars, which is what import takes as unchosen", () => {
    expect(tokenBars(true)).toEqual({
      bar1: { attribute: manifest.primaryTokenAttribute },
      bar2: { attribute: manifest.secondaryTokenAttribute },
    });
  });

  it("imported with bars its creator chose, keeps them", async () => {
    const chosen = {
      ...stormtrooper(),
      prototypeToken: { bar1: { attribute: "speed" }, bar2: { attribute: null } },
    };
    const imported = await (SwrpgActor as unknown as typeof FakeActor).importFromCompendium(chosen);
    expect(imported._source.prototypeToken).toMatchObject({ bar1: { attribute: "speed" } });
  });

  it("takes DR, max Dex and the speed from its medium armor", async () => {
    const system = systemOf(await createActor(stormtrooper()));
    expect(system.armor).toMatchObject({
      category: "medium",
      damageReduction: 5,
      maxDexBonus: 3,
      checkPenalty: -4,
    });
    expect(system.health.damageReduction).toBe(5);
    expect(system.speed.value).toBe(8);
    expect(system.defense.value).toBe(11);
  });

  it("fires its rifle at BAB 2 + Dex 1 = +3", async () => {
    const actor = await createActor(stormtrooper());
    expect(attackFor(actor, "Blaster rifle").attack.total).toBe(3);
  });
});

describe("a Medium character in medium armor", () => {
  it("caps Dex +3 at the armor's +2 in Defense, flat-footed and touch alike", async () => {
    const system = systemOf(await createActor(mediumInMediumArmor()));
    expect(system.defense.value).toBe(14);
    expect(system.defense.flatFooted).toBe(12);
    expect(system.defense.touch).toBe(12);
    expect(system.defense.breakdown.find((part) => part.label === "dexterity")?.value).toBe(2);
  });

  it("moves 8 m (Movement in Combat: Medium-size, medium armor)", async () => {
    const system = systemOf(await createActor(mediumInMediumArmor()));
    expect(system.speed.value).toBe(8);
    expect(system.armor.damageReduction).toBe(4);
  });
});

const heavyArmor: Item.CreateData = {
  name: "Plate",
  type: "armor",
  system: { category: "heavy", equipped: true, damageReduction: 6 },
};

describe("a Small character", () => {
  it("gets the +1 size modifier to Defense and attacks, and moves 6 m", async () => {
    const actor = await createActor(smallCharacter());
    const system = systemOf(actor);
    expect(system.defense.value).toBe(14);
    const spear = attackFor(actor, "Spear");
    expect(spear.attack.total).toBe(0);
    expect(spear.damageFormula).toBe("1d6 - 1");
    expect(system.speed.value).toBe(6);
  });

  it("moves 2 m in heavy armor (Movement in Combat: Small, heavy armor)", async () => {
    const data = { ...smallCharacter(), items: [heavyArmor] };
    expect(systemOf(await createActor(data)).speed.value).toBe(2);
  });
});
