// The options a combatant has (src/simulate/rcr/attack-options.ts), each planned by the engine's
// planAttacks from the weapon the simulator hands it. Bonuses worked out by hand from rcr-combat.txt ›
// Autofire (two extra attacks at the highest bonus, each attack -6; -2 more when not in two hands, -2 more
// when neither a blaster rifle nor on a tripod), Rapid Shot (one extra attack, each -2), Multishot
// (autofire -4 instead of -6), Attacking with Two Weapons (-6/-10; a light off-hand weapon -4/-8).
import { describe, expect, it } from "vitest";
import { attackOptions, type RcrCombatant, type RcrWeapon } from "../../src/simulate/index.ts";
import { duelist, trooper } from "./fixtures.ts";

/** The trooper's blaster rifle (+5, 3d8, single and autofire, two hands), named "Rifle" here. */
const trooperRifle = trooper().weapons[0];
if (!trooperRifle) throw new Error("the trooper fixture carries a rifle");
const rifle: RcrWeapon = { ...trooperRifle, name: "Rifle" };

/** A pistol that lists no fire modes (+5, 3d6, 10 m increments). */
const pistol: RcrWeapon = { name: "Pistol", kind: "ranged", attack: 5, damage: "3d6", rangeIncrement: 10 };

/** "action label kind: bonuses" for each option, in the order offered. */
function listed(combatant: RcrCombatant): string[] {
  return attackOptions(combatant).map(
    (o) => `${o.action} ${o.label} ${o.kind}: ${o.attacks.map((a) => `${a.weapon}@${a.bonus}`).join(" ")}`,
  );
}

describe("ranged options: fire modes and Rapid Shot", () => {
  it("base +4, rifle +5 braced, Rapid Shot: single, single with Rapid Shot, autofire (-6 ×3), autofire with Rapid Shot (-8 ×4)", () => {
    expect(
      listed(trooper("T", { baseAttackBonus: 4, weapons: [rifle], feats: { rapidShot: true } })),
    ).toEqual([
      "attack Rifle ranged: 0@5",
      "fullAttack Rifle single ranged: 0@5",
      "fullAttack Rifle single rapid shot ranged: 0@3 0@3",
      "fullAttack Rifle autofire ranged: 0@-1 0@-1 0@-1",
      "fullAttack Rifle autofire rapid shot ranged: 0@-3 0@-3 0@-3 0@-3",
    ]);
  });
  it("the weapon's part of the bonus is kept apart from the base attack: base +6 and +8 gives +8/+3", () => {
    const bab6 = trooper("T", {
      baseAttackBonus: 6,
      weapons: [{ ...rifle, attack: 8, fireModes: ["single"] }],
    });
    expect(listed(bab6)).toEqual(["attack Rifle ranged: 0@8", "fullAttack Rifle single ranged: 0@8 0@3"]);
  });
  it("autofire held in one hand, not a blaster rifle: -10 (+5 → -5 ×3); on a tripod only -8 (-3 ×3)", () => {
    const loose = { ...rifle, fireModes: ["autofire"] as const, twoHanded: false, blasterRifle: false };
    expect(listed(trooper("T", { weapons: [{ ...loose, fireModes: ["autofire"] }] }))).toContain(
      "fullAttack Rifle autofire ranged: 0@-5 0@-5 0@-5",
    );
    expect(
      listed(trooper("T", { weapons: [{ ...loose, fireModes: ["autofire"], tripod: true }] })),
    ).toContain("fullAttack Rifle autofire ranged: 0@-3 0@-3 0@-3");
  });
  it("Multishot makes autofire -4: +5 → +1 ×3", () => {
    const t = trooper("T", { weapons: [{ ...rifle, fireModes: ["autofire"] }], feats: { multishot: true } });
    expect(listed(t)).toContain("fullAttack Rifle autofire ranged: 0@1 0@1 0@1");
  });
  it("a ranged weapon with no fire modes listed fires single shots", () => {
    expect(listed(trooper("T", { weapons: [pistol] }))).toEqual([
      "attack Pistol ranged: 0@5",
      "fullAttack Pistol single ranged: 0@5",
    ]);
  });
});

describe("melee options and two weapons", () => {
  const blade: RcrWeapon = { name: "Blade", kind: "melee", attack: 4, damage: "2d6" };
  const dagger: RcrWeapon = { name: "Dagger", kind: "melee", attack: 4, damage: "2d4", light: true };
  it("a melee weapon has no Rapid Shot and no fire modes, even if they are set", () => {
    const odd = duelist("D", {
      weapons: [{ ...blade, fireModes: ["single", "autofire"] }],
      feats: { rapidShot: true },
    });
    expect(listed(odd)).toEqual(["attack Blade melee: 0@4", "fullAttack Blade single melee: 0@4"]);
  });
  it("fire modes set on a melee weapon by mistake (autofire only) do not stop its swings", () => {
    const odd = duelist("D", { weapons: [{ ...blade, fireModes: ["autofire"] }] });
    expect(listed(odd)).toEqual(["attack Blade melee: 0@4", "fullAttack Blade single melee: 0@4"]);
  });
  it("two melee weapons, no feats: a light off-hand -4/-8, a heavy one -6/-10, each way round", () => {
    expect(listed(duelist("D", { weapons: [blade, dagger] }))).toEqual([
      "attack Blade melee: 0@4",
      "fullAttack Blade single melee: 0@4",
      "fullAttack Blade + Dagger melee: 0@0 1@-4",
      "attack Dagger melee: 1@4",
      "fullAttack Dagger single melee: 1@4",
      "fullAttack Dagger + Blade melee: 1@-2 0@-6",
    ]);
  });
  it("Two-Weapon Fighting and Ambidexterity with a light off-hand weapon: -2/-2", () => {
    const twin = duelist("D", {
      weapons: [blade, dagger],
      feats: { twoWeaponFighting: true, ambidexterity: true },
    });
    expect(listed(twin)).toContain("fullAttack Blade + Dagger melee: 0@2 1@2");
  });
  it("a melee and a ranged weapon are not fought with together", () => {
    expect(listed(duelist("D", { weapons: [blade, pistol] })).filter((line) => line.includes("+"))).toEqual(
      [],
    );
    expect(listed(duelist("D", { weapons: [blade, pistol] }))).toHaveLength(4);
  });
  it("a double weapon's both ends: one-handed with a light off-hand end, -4/-8", () => {
    const staff = duelist("D", { weapons: [{ ...blade, name: "Staff", double: true }] });
    expect(listed(staff)).toContain("fullAttack Staff both ends melee: 0@0 0@-4");
  });
});
