import { d6 } from "../../../rules/index.ts";
import type { D6CodePart } from "../card/card-data.ts";
import { actionsTaken, fullReactionOf } from "../combat/round-flags.ts";
import { type D6ActorStats, type D6WeaponStats, d6ActorStats } from "../data/actor-stats.ts";
import { D6_SKILL_ATTRIBUTE } from "../data/skills.ts";
import type { D6AttackerView, D6TargetView, D6WeaponView } from "./attack-views.ts";
import { tokenDistance } from "./scene-distance.ts";

/**
 * The only place D6 documents become the attack pipeline's plain views: every number is read from the
 * prepared stats (src/rulesets/d6/data/actor-stats.ts), this round's actions and full reaction from the
 * actor's round flags, distances from the scene.
 */

/** An unarmed attack: brawling with the attacker's Strength (d6-combat.txt › Combat and Injuries). */
export const UNARMED: Omit<D6WeaponView, "name"> = {
  id: null,
  img: "icons/skills/melee/unarmed-punch-fist.webp",
  kind: "brawling",
  damage: { strength: true, dice: { dice: 0, pips: 0 } },
  damageType: "physical",
  ranges: null,
  // The text's only close-combat number: the thug's vibro-ax at Moderate.
  difficulty: "moderate",
  stun: false,
  condition: "undamaged",
  blast: null,
};

/** The skill a weapon (or a bare fist) is used with. */
export function weaponSkill(weapon: D6WeaponStats | null) {
  return weapon?.skill ?? "brawling";
}

/**
 * The attacker with this weapon: the skill as written, then what lowers it now as its own parts: the
 * injuries' penalty and, on a Dexterity skill, the worn armor's (d6-combat.txt › Armor; the paragraphs after
 * the Character Damage Chart).
 */
export function attackerView(
  actor: Actor.Implementation,
  stats: D6ActorStats,
  weapon: D6WeaponStats | null,
): D6AttackerView {
  const skill = weaponSkill(weapon);
  const penalties: D6CodePart[] = [];
  const armor = stats.armor?.armor.dexterityPenalty;
  if (D6_SKILL_ATTRIBUTE[skill] === "dexterity" && armor && (armor.dice || armor.pips))
    penalties.push({ label: "armor", code: armor });
  const injury = stats.injury.penalty;
  if (injury.dice || injury.pips) penalties.push({ label: "injuries", code: injury });
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    skill: stats.skills[skill].base,
    penalties,
    strength: stats.strength,
    actions: stats.injury.actions,
    actionsTaken: actionsTaken(actor),
  };
}

/** The weapon as its wielder uses it; null for an item that is not a D6 weapon of a D6 actor. */
export function weaponView(weapon: D6WeaponStats, img: string): D6WeaponView {
  return {
    id: weapon.itemId,
    name: weapon.name,
    img,
    kind: weapon.attackKind,
    damage: weapon.damage,
    damageType: weapon.damageType,
    ranges: weapon.ranges,
    difficulty: weapon.difficulty,
    // d6-combat.txt › Stun Damage: only a weapon that can be set for stun is.
    stun:
      weapon.stun.active && d6.canSetForStun({ characterScaleBlaster: false, stun: weapon.stun.available }),
    condition: weapon.condition,
    blast: weapon.blast,
  };
}

/** A targeted token as the pipeline sees it (null: no D6 actor behind it). */
export function targetView(
  token: TokenDocument.Implementation,
  from: TokenDocument.Implementation | null,
): D6TargetView | null {
  const actor = token.actor;
  const stats = actor ? d6ActorStats(actor) : null;
  if (!actor || !stats) return null;
  return {
    tokenUuid: token.uuid,
    actorUuid: actor.uuid,
    name: token.name ?? actor.name,
    img: actor.img ?? "",
    ...(token.hidden ? { hidden: true } : {}),
    distance: tokenDistance(from, token),
    fullReaction: fullReactionOf(actor),
  };
}
