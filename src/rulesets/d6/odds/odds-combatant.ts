import { d6 } from "../../../rules/index.ts";
import type { D6Combatant, D6SimWeapon } from "../../../simulate/d6/d6-combatant.ts";
import { d6ActorStats, d6WeaponStats } from "../data/actor-stats.ts";

/**
 * A D6 tracker combatant as the simulator's record: every code comes from the actor's prepared stats
 * (`d6ActorStats`, `d6WeaponStats`) as an attack would roll it, with the current injury penalty taken back
 * out (the fight applies the penalty of the wound it reaches). Nothing else is computed here.
 */

const REACTIONS = ["dodge", "meleeParry", "brawlingParry", "lightsaber"] as const;

/** The code as rolled without the current injury penalty. */
function withoutInjury(code: d6.DiceCode, penalty: d6.DiceCode): d6.DiceCode {
  return d6.addDiceCodes(code, { dice: -penalty.dice, pips: -penalty.pips });
}

function weapons(actor: Actor.Implementation, penalty: d6.DiceCode): D6SimWeapon[] {
  const armed: D6SimWeapon[] = [];
  for (const item of actor.items) {
    const stats = d6WeaponStats(item);
    const attack = stats?.attack;
    if (!stats || !attack || !stats.equipped || !attack.effects.usable) continue;
    if (stats.attackKind !== "ranged" && stats.attackKind !== "melee" && stats.attackKind !== "brawling")
      continue;
    if (stats.attackKind === "ranged" && !stats.ranges) continue;
    const weapon: D6SimWeapon = {
      name: stats.name,
      kind: stats.attackKind,
      skill: withoutInjury(attack.skill.roll, penalty),
      damage: { strength: false, dice: attack.damage },
      damageType: stats.damageType,
      difficulty: stats.difficulty,
    };
    if (stats.ranges) weapon.ranges = { ...stats.ranges };
    if (stats.blast) {
      weapon.blast = {
        radius: [...stats.blast.radius],
        damage: stats.blast.damage.map((code) => ({ ...code })),
      };
      weapon.uses = 1;
    }
    if (stats.stun.active) weapon.stun = true;
    armed.push(weapon);
  }
  return armed;
}

/** The combatant's record, or null when its actor is not a D6 actor. */
export function d6OddsCombatant(combatant: Combatant.Implementation, unaware: boolean): D6Combatant | null {
  const actor = combatant.actor;
  const stats = actor ? d6ActorStats(actor) : null;
  if (!actor || !stats) return null;
  const penalty = stats.injury.penalty;
  const reactions: D6Combatant["reactions"] = {};
  for (const skill of REACTIONS) reactions[skill] = withoutInjury(stats.skills[skill].roll, penalty);
  return {
    name: combatant.name ?? actor.name,
    perception: stats.perception,
    strength: stats.strength,
    reactions,
    armor: stats.armor?.armor ?? null,
    move: stats.move,
    wound: stats.health.wound,
    stuns: stats.health.stuns ?? 0,
    weapons: weapons(actor, penalty),
    aware: !unaware,
  };
}
