// Weapon groups as the book has them (Saga core, not in the texts): a weapon names its group, the wielder's
// Weapon Proficiency feats make it proficient (−5 without), Weapon Focus (+1) and Weapon Specialization (+2
// damage) count by group; weapons and feats stored before groups are migrated without losing what they gave.
import { beforeEach, describe, expect, it } from "vitest";
import { sagaWeaponStats } from "../../../../../src/rulesets/saga/data/actor-stats.ts";
import {
  migrateSagaTalentSource,
  migrateSagaWeaponSource,
} from "../../../../../src/rulesets/saga/data/item-migrations.ts";
import { sagaItemSheetView } from "../../../../../src/rulesets/saga/sheets/item-view.ts";
import { createSoldier, type ItemData, itemNamed, registerSystem } from "./saga-fixtures.ts";

beforeEach(() => registerSystem());

const withoutProficiency = (group: string) => (data: { items: ItemData[] }) => {
  data.items = data.items.filter(
    (item) => item.system.key !== "weaponProficiency" || item.system.target !== group,
  );
};

describe("proficiency comes from the wielder's feats", () => {
  it("without Weapon Proficiency (rifles) the soldier's rifle attacks at −5, shown as its own part", async () => {
    const trained = sagaWeaponStats(itemNamed(await createSoldier(), "Blaster rifle"));
    const untrained = sagaWeaponStats(
      itemNamed(await createSoldier(withoutProficiency("rifles")), "Blaster rifle"),
    );
    expect(trained?.proficient).toBe(true);
    expect(untrained?.proficient).toBe(false);
    expect(untrained?.attackBonus).toBe((trained?.attackBonus ?? 0) - 5);
    expect(untrained?.attackParts).toContainEqual({ label: "nonproficient", value: -5 });
    expect(trained?.attackParts.map((part) => part.label)).not.toContain("nonproficient");
  });
  it("another group's proficiency does not help: the vibroblade without advanced melee is at −5", async () => {
    const actor = await createSoldier(withoutProficiency("advancedMelee"));
    expect(sagaWeaponStats(itemNamed(actor, "Vibroblade"))?.proficient).toBe(false);
    expect(sagaWeaponStats(itemNamed(actor, "Blaster rifle"))?.proficient).toBe(true);
  });
});

describe("Weapon Focus and Weapon Specialization by group", () => {
  it("Weapon Specialization (rifles): +2 damage with the rifle, not with the vibroblade", async () => {
    const plain = await createSoldier();
    const specialized = await createSoldier((data) => {
      data.items.push({
        name: "Weapon Specialization (rifles)",
        type: "sagaTalent",
        system: { kind: "talent", key: "weaponSpecialization", target: "rifles" },
      });
    });
    const rifle = (actor: Actor.Implementation) => sagaWeaponStats(itemNamed(actor, "Blaster rifle"));
    expect(rifle(specialized)?.damageBonus).toBe((rifle(plain)?.damageBonus ?? 0) + 2);
    expect(rifle(specialized)?.damageFormula).toBe("3d8 + 3");
    expect(sagaWeaponStats(itemNamed(specialized, "Vibroblade"))?.damageBonus).toBe(
      sagaWeaponStats(itemNamed(plain, "Vibroblade"))?.damageBonus,
    );
  });
  it("Weapon Focus (rifles) covers a carbine: a carbine is a rifle", async () => {
    const actor = await createSoldier((data) => {
      data.items.push({ name: "Carbine", type: "sagaWeapon", system: { group: "carbine", range: "rifle" } });
    });
    const carbine = sagaWeaponStats(itemNamed(actor, "Carbine"));
    expect(carbine?.proficiencyGroup).toBe("rifles");
    expect(carbine?.attackParts).toContainEqual({ label: "weaponFocus", value: 1 });
    expect(carbine?.proficient).toBe(true);
  });
});

describe("stored weapons get their group from their data", () => {
  it("an old rifle, carbine, pistol, heavy weapon and grenade get rifles, rifles, pistols, heavy, simple", () => {
    const groupOf = (group: string) => migrateSagaWeaponSource({ group, proficient: true }).proficiencyGroup;
    expect(["rifle", "carbine", "pistol", "heavy", "thrown"].map(groupOf)).toEqual([
      "rifles",
      "rifles",
      "pistols",
      "heavy",
      "simple",
    ]);
  });
  it("an old melee weapon: lightsabers when it is a lightsaber, advanced melee otherwise", () => {
    expect(migrateSagaWeaponSource({ group: "melee", lightsaber: true }).proficiencyGroup).toBe(
      "lightsabers",
    );
    expect(migrateSagaWeaponSource({ group: "melee", lightsaber: false }).proficiencyGroup).toBe(
      "advancedMelee",
    );
  });
  it("the per-weapon Proficient switch goes; every other field stays as typed", () => {
    const source = {
      group: "pistol",
      proficient: false,
      damage: { formula: "3d6+1" },
      shots: { value: 3, max: 50 },
    };
    expect(migrateSagaWeaponSource(source)).toEqual({
      group: "pistol",
      proficiencyGroup: "pistols",
      damage: { formula: "3d6+1" },
      shots: { value: 3, max: 50 },
    });
  });
  it("a weapon that names its group keeps it (a bowcaster stays exotic): idempotent", () => {
    const source = { group: "rifle", proficiencyGroup: "exotic" };
    expect(migrateSagaWeaponSource(source).proficiencyGroup).toBe("exotic");
  });
  it("an unknown form is left alone (validation reports it)", () => {
    expect(migrateSagaWeaponSource({ group: "bowcaster" })).toEqual({ group: "bowcaster" });
  });
  it("through the document: an old pistol source loads as a pistol of the Pistols group", async () => {
    const actor = await createSoldier((data) => {
      data.items.push({
        name: "Old pistol",
        type: "sagaWeapon",
        system: { group: "pistol", proficient: false, range: "pistol" },
      });
    });
    const pistol = itemNamed(actor, "Old pistol");
    expect(pistol.system).toMatchObject({ group: "pistol", proficiencyGroup: "pistols" });
    expect("proficient" in (pistol._source.system as object)).toBe(false);
  });
});

describe("stored weapon feats name the book's groups", () => {
  it("Weapon Focus (pistol) becomes Weapon Focus (pistols); carbine and rifle become rifles; thrown simple", () => {
    const targetOf = (target: string) => migrateSagaTalentSource({ key: "weaponFocus", target }).target;
    expect(["pistol", "carbine", "rifle", "thrown", "heavy"].map(targetOf)).toEqual([
      "pistols",
      "rifles",
      "rifles",
      "simple",
      "heavy",
    ]);
  });
  it("proficiency and specialization migrate the same way; other feats' targets are left alone", () => {
    expect(migrateSagaTalentSource({ key: "weaponProficiency", target: "rifle" }).target).toBe("rifles");
    expect(migrateSagaTalentSource({ key: "weaponSpecialization", target: "pistol" }).target).toBe("pistols");
    expect(migrateSagaTalentSource({ key: "armorProficiency", target: "light" }).target).toBe("light");
    expect(migrateSagaTalentSource({ key: "evasion", target: "pistol" }).target).toBe("pistol");
  });
  it("'melee' stays 'melee' and keeps covering lightsabers, advanced melee and simple weapons", async () => {
    expect(migrateSagaTalentSource({ key: "weaponProficiency", target: "melee" }).target).toBe("melee");
    const actor = await createSoldier((data) => {
      data.items = data.items.filter((item) => item.system.key !== "weaponProficiency");
      data.items.push(
        {
          name: "Lightsaber",
          type: "sagaWeapon",
          system: { group: "melee", lightsaber: true, range: "melee" },
        },
        {
          name: "Weapon Proficiency (melee)",
          type: "sagaTalent",
          system: { kind: "feat", key: "weaponProficiency", target: "melee" },
        },
      );
    });
    expect(itemNamed(actor, "Weapon Proficiency (melee)").system).toMatchObject({ target: "melee" });
    expect(sagaWeaponStats(itemNamed(actor, "Lightsaber"))?.proficient).toBe(true);
    expect(sagaWeaponStats(itemNamed(actor, "Vibroblade"))?.proficient).toBe(true);
    expect(sagaWeaponStats(itemNamed(actor, "Blaster rifle"))?.proficient).toBe(false);
  });
  it("the talent sheet offers the seven groups, and a stored 'melee' as its own choice so saving keeps it", async () => {
    const actor = await createSoldier((data) => {
      data.items.push({
        name: "Old focus",
        type: "sagaTalent",
        system: { kind: "feat", key: "weaponFocus", target: "melee" },
      });
    });
    const choicesOf = (name: string) => {
      const item = itemNamed(actor, name);
      const view = sagaItemSheetView(
        { id: item.id, uuid: item.uuid, name: item.name, img: null, type: "sagaTalent", system: item.system },
        { editable: true, enrichedDescription: "" },
      );
      const field = view.groups.flatMap((group) => group.fields).find((f) => f.name === "system.target");
      return (field?.choices ?? []).map((choice) => choice.value);
    };
    expect(choicesOf("Weapon Focus (rifles)")).toEqual([
      "",
      "simple",
      "advancedMelee",
      "lightsabers",
      "pistols",
      "rifles",
      "heavy",
      "exotic",
    ]);
    expect(choicesOf("Old focus")).toContain("melee");
  });
});
