import type { AttackCardData, TargetResult } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";

/** A card with one attack: it landed on "a" (critical), missed "b", and rolled 9 damage. */
export function targetResult(id: string, overrides: Partial<TargetResult> = {}): TargetResult {
  return {
    tokenUuid: `Scene.s.Token.${id}`,
    actorUuid: `Actor.${id}`,
    name: id,
    img: "",
    parts: [],
    total: 18,
    confirmTotal: null,
    defense: 15,
    defenseKind: "normal",
    cover: "none",
    missChance: 0,
    missD100: null,
    hit: true,
    threat: false,
    critical: false,
    concealed: false,
    lands: true,
    damageBonus: 0,
    ...overrides,
  };
}

export function attackCard(overrides: Partial<AttackCardData> = {}): AttackCardData {
  return {
    version: 1,
    attacker: { uuid: "Actor.hero", name: "Hero", img: "" },
    weapon: { id: "blaster", name: "Blaster", img: "" },
    mode: "single",
    fireMode: "single",
    damageType: "energy",
    stun: false,
    vitalityOnly: false,
    halfDamage: false,
    refused: [],
    attacks: [
      {
        index: 0,
        source: "base",
        weaponId: "blaster",
        weaponName: "Blaster",
        bonus: 8,
        parts: [
          { label: "bab", value: 6 },
          { label: "dexterity", value: 2 },
        ],
        natural: 20,
        total: 28,
        threatRange: 20,
        inThreatRange: true,
        confirmNatural: 12,
        damageFormula: "3d6",
        damage: { formula: "3d6", total: 9, rollIndex: 2 },
        targets: [
          targetResult("a", { critical: true, threat: true, confirmTotal: 20, damageBonus: 1 }),
          targetResult("b", { hit: false, lands: false }),
        ],
      },
    ],
    ...overrides,
  };
}
