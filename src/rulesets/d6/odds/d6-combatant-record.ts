import { d6 } from "../../../rules/index.ts";
import type { D6Combatant, D6SimWeapon } from "../../../simulate/d6/d6-combatant.ts";
import type { D6WeaponRecord } from "../data/actor-record.ts";
import type { D6ActorDerived } from "../data/derive-actor.ts";

/**
 * The one conversion from a D6 actor's derived codes to the simulator's record, shared by the Odds button
 * (a world actor's prepared data) and the command (a pack actor through `deriveD6Actor`): every code as an
 * attack would roll it (the worn armor's Dexterity penalty in), with the current injury penalty taken back
 * out, since the fight applies the penalty of the wound it reaches. Nothing else is computed here.
 */

const REACTIONS = ["dodge", "meleeParry", "brawlingParry", "lightsaber"] as const;

/** What the conversion reads of the derived data (a D6 actor model's `system` has all of it). */
export type D6DerivedNumbers = Pick<
  D6ActorDerived,
  "attributeCodes" | "skillCodes" | "wornArmor" | "health" | "injury" | "attacks"
>;

function withoutInjury(code: d6.DiceCode, penalty: d6.DiceCode): d6.DiceCode {
  return d6.addDiceCodes(code, { dice: -penalty.dice, pips: -penalty.pips });
}

function simWeapon(weapon: D6WeaponRecord, derived: D6DerivedNumbers): D6SimWeapon | null {
  const attack = derived.attacks[weapon.id];
  const kind = weapon.attackKind;
  if (!attack || !weapon.equipped || !attack.effects.usable) return null;
  if (kind !== "ranged" && kind !== "melee" && kind !== "brawling") return null;
  if (kind === "ranged" && !weapon.ranges) return null;
  const sim: D6SimWeapon = {
    name: weapon.name,
    kind,
    skill: withoutInjury(attack.skill.roll, derived.injury.penalty),
    damage: { strength: false, dice: attack.damage },
    damageType: weapon.damageType,
    difficulty: weapon.difficulty,
  };
  if (weapon.ranges) sim.ranges = { ...weapon.ranges };
  if (weapon.blast) {
    sim.blast = {
      radius: [...weapon.blast.radius],
      damage: weapon.blast.damage.map((code) => ({ ...code })),
    };
    // A grenade is thrown once.
    sim.uses = 1;
  }
  if (weapon.stun.active) sim.stun = true;
  return sim;
}

export function d6CombatantRecord(input: {
  name: string;
  move: number;
  aware: boolean;
  derived: D6DerivedNumbers;
  weapons: readonly D6WeaponRecord[];
}): D6Combatant {
  const { derived } = input;
  const penalty = derived.injury.penalty;
  const reactions: D6Combatant["reactions"] = {};
  for (const skill of REACTIONS) reactions[skill] = withoutInjury(derived.skillCodes[skill].roll, penalty);
  return {
    name: input.name,
    perception: { ...derived.attributeCodes.perception.base },
    strength: { ...derived.attributeCodes.strength.base },
    reactions,
    armor: derived.wornArmor ? structuredClone(derived.wornArmor.armor) : null,
    move: input.move,
    wound: derived.health.wound,
    stuns: derived.health.stuns ?? 0,
    weapons: input.weapons.flatMap((weapon) => simWeapon(weapon, derived) ?? []),
    aware: input.aware,
  };
}
