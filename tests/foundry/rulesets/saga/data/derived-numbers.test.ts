// A Saga actor's derived numbers through the real models and the stand-ins, checked against numbers
// worked out by hand (Saga core, as src/rules/saga/core-*.ts state it):
//   Reflex 10 + armor bonus (or heroic level) + Dex (capped) + class + size; Fortitude 10 + level + Con +
//   class + armor's equipment bonus (proficient only); Will 10 + level + Wis + class; each + condition
//   penalty (0, -1, -2, -5, -10); threshold = Fortitude (+ size, + 5 per Improved Damage Threshold);
//   attack BAB + Dex/Str + 1 Weapon Focus; damage dice + half heroic level (+ Str in melee);
//   Initiative half character level + Dex + 5 trained + 5 Skill Focus.
import { beforeAll, describe, expect, it } from "vitest";
import { createSoldier, itemNamed, registerSystem, sagaSystemOf } from "./saga-fixtures.ts";

beforeAll(registerSystem);

function system(data: Awaited<ReturnType<typeof createSoldier>>) {
  return sagaSystemOf(data);
}

describe("the rebel soldier (level 3, Dex 14, Con 13, combat jumpsuit +4/+2, max Dex +3)", () => {
  it("defenses: Reflex 10 + 4 + 2 + 1 = 17 (flat-footed 15), Fortitude 10 + 3 + 1 + 2 + 2 = 18, Will 13", async () => {
    const s = system(await createSoldier());
    expect(s.defenses.reflex.total).toBe(17);
    expect(s.defenses.flatFootedReflex).toBe(15);
    expect(s.defenses.fortitude.total).toBe(18);
    expect(s.defenses.will.total).toBe(13);
    expect(s.defenses.reflex.parts).toEqual([
      { label: "base", value: 10 },
      { label: "armor", value: 4 },
      { label: "dexterity", value: 2 },
      { label: "class", value: 1 },
    ]);
  });

  it("damage threshold = Fortitude 18; ability modifiers; half heroic level 1", async () => {
    const s = system(await createSoldier());
    expect(s.damageThreshold).toBe(18);
    expect(s.abilities.dex).toEqual({ value: 14, mod: 2 });
    expect(s.abilities.cha.mod).toBe(-1);
    expect(s.halfHeroicLevel).toBe(1);
  });

  it("attacks: rifle 3 + 2 + 1 = +6 for 3d8 + 1; vibroblade 3 + 1 = +4 for 2d6 + 2; grenade +5 for 4d6 + 1", async () => {
    const actor = await createSoldier();
    const s = system(actor);
    const rifle = s.attacks[itemNamed(actor, "Blaster rifle").id ?? ""];
    expect(rifle?.attack.total).toBe(6);
    expect(rifle?.damageFormula).toBe("3d8 + 1");
    const blade = s.attacks[itemNamed(actor, "Vibroblade").id ?? ""];
    expect(blade?.kind).toBe("melee");
    expect(blade?.attack.total).toBe(4);
    expect(blade?.damageFormula).toBe("2d6 + 2");
    const grenade = s.attacks[itemNamed(actor, "Frag grenade").id ?? ""];
    expect(grenade?.attack.total).toBe(5);
    expect(grenade?.damageFormula).toBe("4d6 + 1");
  });

  it("initiative: 1 + 2 + 5 trained = +8; Skill Focus makes it +13", async () => {
    expect(system(await createSoldier()).initiativeBonus.total).toBe(8);
    const focused = await createSoldier((data) => {
      Object.assign(data.system, { initiative: { trained: true, skillFocus: true, misc: 0 } });
    });
    expect(system(focused).initiativeBonus.total).toBe(13);
  });

  it("speed 6 in light armor, 4 in medium (three quarters, rounded down); fighting space 1; reach 1", async () => {
    const s = system(await createSoldier());
    expect(s.movement).toEqual({ speed: 6, fightingSpace: { side: 1, squares: 1 }, reach: 1 });
    const medium = await createSoldier((data) => {
      Object.assign(data.items[3]?.system ?? {}, { armorType: "medium" });
    });
    expect(system(medium).movement.speed).toBe(4);
  });

  it("two steps down the condition track: −2 to every defense, attack and Initiative; the threshold stays 18", async () => {
    const actor = await createSoldier((data) => {
      Object.assign(data.system, { condition: { step: 2, persistent: false } });
    });
    const s = system(actor);
    expect(s.conditionPenalty).toBe(-2);
    expect([s.defenses.reflex.total, s.defenses.fortitude.total, s.defenses.will.total]).toEqual([
      15, 16, 11,
    ]);
    expect(s.attacks[itemNamed(actor, "Blaster rifle").id ?? ""]?.attack.total).toBe(4);
    expect(s.initiativeBonus.total).toBe(6);
    expect(s.damageThreshold).toBe(18);
    expect(s.helpless).toBe(false);
  });

  it("at the bottom of the track (step 5): helpless, Dex −5 to Reflex and no track penalty: 10 + 4 − 5 + 1 = 10", async () => {
    const s = system(
      await createSoldier((data) => {
        Object.assign(data.system, { condition: { step: 5, persistent: false } });
      }),
    );
    expect(s.helpless).toBe(true);
    expect(s.conditionPenalty).toBe(0);
    expect(s.defenses.reflex.total).toBe(10);
  });

  it("flat-footed by status: Reflex without the Dex bonus (15); helpless by status: Dex −5 (10)", async () => {
    const flat = system(await createSoldier(undefined, ["flatFooted"]));
    expect(flat.flatFooted).toBe(true);
    expect(flat.defenses.reflex.total).toBe(15);
    const helpless = system(await createSoldier(undefined, ["helpless"]));
    expect(helpless.defenses.reflex.total).toBe(10);
    const unconscious = system(await createSoldier(undefined, ["unconscious"]));
    expect(unconscious.helpless).toBe(true);
  });

  it("not proficient with the armor: no equipment bonus to Fortitude (16, threshold 16)", async () => {
    const s = system(
      await createSoldier((data) => {
        data.items = data.items.filter((item) => item.name !== "Armor Proficiency (light)");
      }),
    );
    expect(s.armor.proficient).toBe(false);
    expect(s.defenses.fortitude.total).toBe(16);
    expect(s.damageThreshold).toBe(16);
  });

  it("proficient with heavy armor covers light armor", async () => {
    const s = system(
      await createSoldier((data) => {
        const proficiency = data.items.find((item) => item.name === "Armor Proficiency (light)");
        Object.assign(proficiency?.system ?? {}, { target: "heavy" });
      }),
    );
    expect(s.armor.proficient).toBe(true);
  });

  it("without armor: heroic level to Reflex (10 + 3 + 2 + 1 = 16), full speed", async () => {
    const s = system(
      await createSoldier((data) => {
        data.items = data.items.filter((item) => item.type !== "sagaArmor");
      }),
    );
    expect(s.armor).toEqual({ itemId: null, type: "none", proficient: true });
    expect(s.defenses.reflex.total).toBe(16);
    expect(s.defenses.fortitude.total).toBe(16);
  });

  it("a droid uses Strength for Fortitude: Str 14, no Con: 10 + 3 + 2 + 2 + 2 = 19", async () => {
    const s = system(
      await createSoldier((data) => {
        Object.assign(data.system, {
          droid: true,
          abilities: { str: { value: 14 }, dex: { value: 14 }, con: { value: 0 } },
        });
      }),
    );
    expect(s.defenses.fortitude.total).toBe(19);
    expect(s.health.kind).toBe("droid");
  });

  it("Improved Damage Threshold twice: +10; Large: +5 threshold, −1 Reflex, space 2 × 2", async () => {
    const s = system(
      await createSoldier((data) => {
        Object.assign(data.system, { size: "large" });
        for (let i = 0; i < 2; i++)
          data.items.push({
            name: "Improved Damage Threshold",
            type: "sagaTalent",
            system: { kind: "feat", key: "improvedDamageThreshold", target: "" },
          });
      }),
    );
    expect(s.damageThreshold).toBe(18 + 5 + 10);
    expect(s.defenses.reflex.total).toBe(16);
    expect(s.movement.fightingSpace).toEqual({ side: 2, squares: 4 });
  });

  it("the engine's health record: hit points, temp, threshold, condition, DR from actor and armor, shield", async () => {
    const s = system(
      await createSoldier((data) => {
        Object.assign(data.system, {
          hp: { value: 30, max: 38, temp: 5 },
          damageReduction: 2,
          shield: { value: 10, max: 15 },
          cybernetic: true,
        });
        const armor = data.items[3]?.system ?? {};
        Object.assign(armor, { damageReduction: 3, shieldRating: 20 });
      }),
    );
    expect(s.health).toEqual({
      hitPoints: 30,
      maxHitPoints: 38,
      temporaryHitPoints: 5,
      damageThreshold: 18,
      condition: 0,
      damageReduction: [{ amount: 2 }, { amount: 3 }],
      shieldRating: 10,
      kind: "creature",
      cybernetic: true,
    });
    expect(s.shieldMax).toBe(20);
  });
});
