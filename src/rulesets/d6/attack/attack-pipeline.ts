import { cardAttacker, cardTarget, cardWeapon, refusedTarget } from "../../../dice/card-records.ts";
import { d6 } from "../../../rules/index.ts";
import {
  D6_CARD_VERSION,
  type D6AttackCard,
  type D6CardAttack,
  type D6CardProtection,
  type D6CardTarget,
  type D6CodePart,
  type D6DifficultyPart,
  type D6RefusedTarget,
  type D6RolledCode,
} from "../card/card-data.ts";
import {
  attackLevel,
  type D6AttackChoices,
  type D6AttackerView,
  type D6TargetView,
  type D6WeaponView,
  defaultTargetChoice,
} from "./attack-views.ts";

/**
 * The D6 attack pipeline, from the dialog's choices to the card's data: one skill roll per target, each
 * against the difficulty of its range band (or the melee weapon's), raised by the target's full reaction,
 * the smoke, light and cover dice and a called shot, and resolved by the engine (hit, the protection it hides
 * behind, or miss). Every number is the engine's (d6-combat.txt › Combat and Injuries, Full Reaction, Called
 * Shots, Cover Modifiers 1 and 2, Damaged Weapons); the dice come in through `D6AttackDice` (D6Rolls in a
 * world, scripted results in tests). No Foundry global is touched here.
 */

/** The attack's dice: a code rolled (the Wild Die by the world's option), kept for the chat message. */
export interface D6AttackDice {
  roll(code: d6.DiceCode): Promise<D6RolledCode>;
}

export interface D6AttackRequest {
  attacker: D6AttackerView;
  weapon: D6WeaponView;
  choices: D6AttackChoices;
  targets: readonly D6TargetView[];
  /** The world's options when rolled. */
  options: { wildDie: boolean; hitLocation: boolean };
}

/** A request the rules refuse (lang key under SWRPG.D6.Attack.Refused). */
export type D6AttackRefusal = { ok: false; refused: "cannotAct" | "weaponUnusable" };

// A called shot's size as a length the engine's table takes (d6-combat.txt › Called Shots).
const CALLED_SHOT_CM = { large: 30, small: 5, tiny: 0.5 } as const;

/** The code the attacker rolls and its parts: skill, injuries and armor, the multiple-action penalty. */
export function attackCodeOf(
  attacker: D6AttackerView,
  actions: number,
): { code: d6.DiceCode; parts: D6CodePart[] } {
  const parts: D6CodePart[] = [{ label: "skill", code: attacker.skill }, ...attacker.penalties];
  // (D6 core, not in the text): −1D for each action beyond the first, on every one of them.
  const penalty = d6.multipleActionPenalty(actions);
  if (penalty.dice || penalty.pips) parts.push({ label: "actions", code: penalty });
  return { code: d6.addDiceCodes(...parts.map((part) => part.code)), parts };
}

/**
 * The damage code and its parts: the weapon's dice (a STR code adds the attacker's Strength:
 * d6-combat.txt › Combat and Injuries), less a damaged weapon's dice (Damaged Weapons, notes 1-2).
 */
export function damageCodeOf(
  attacker: Pick<D6AttackerView, "strength">,
  weapon: Pick<D6WeaponView, "damage" | "condition">,
): { code: d6.DiceCode; parts: D6CodePart[] } {
  const parts: D6CodePart[] = [];
  if (weapon.damage.strength) parts.push({ label: "strength", code: attacker.strength });
  if (!weapon.damage.strength || weapon.damage.dice.dice || weapon.damage.dice.pips)
    parts.push({ label: "weapon", code: weapon.damage.dice });
  const penalty = d6.weaponDamageEffects(weapon.condition).damagePenalty;
  if (penalty.dice) parts.push({ label: "weaponDamage", code: penalty });
  return { code: d6.addDiceCodes(d6.damageDice(weapon.damage, attacker.strength), penalty), parts };
}

/** A code rolled as a difficulty part. */
async function rolledPart(
  label: D6DifficultyPart["label"],
  code: d6.DiceCode,
  dice: D6AttackDice,
): Promise<D6DifficultyPart> {
  const rolled = await dice.roll(code);
  return { label, value: rolled.total, rolled };
}

/** A cover's dice rolled as a difficulty part (nothing for none). */
async function coverPart(
  label: "smoke" | "light" | "cover",
  kind: d6.CoverKind | "none",
  dice: D6AttackDice,
): Promise<D6DifficultyPart[]> {
  const code = kind === "none" ? null : d6.coverModifier(kind);
  return code && kind !== "none" ? [{ ...(await rolledPart(label, code, dice)), cover: kind }] : [];
}

/** One target's shot, after its cover and its own difficulty; null when it cannot be attacked. */
async function shootAt(
  request: D6AttackRequest,
  target: D6TargetView,
  code: d6.DiceCode,
  dice: D6AttackDice,
  refused: D6RefusedTarget[],
): Promise<{ target: D6CardTarget; roll: D6RolledCode } | null> {
  const { weapon, choices } = request;
  const choice = choices.targets[target.tokenUuid] ?? defaultTargetChoice(weapon, target);
  // d6-combat.txt › Cover Modifiers 2: a fully covered target must first be rid of his cover.
  if (choice.cover === "full") {
    refused.push(refusedTarget(target, "fullCover"));
    return null;
  }
  if (weapon.ranges && choice.band === null) {
    refused.push(refusedTarget(target, "outOfRange"));
    return null;
  }
  const roll = await dice.roll(code);
  const modifiers: D6DifficultyPart[] = [];
  const reaction = target.fullReaction;
  if (reaction && d6.reactionCovers(reaction.skill, weapon.kind))
    modifiers.push({ label: "fullReaction", value: reaction.total, skill: reaction.skill });
  modifiers.push(...(await coverPart("smoke", choice.smoke, dice)));
  modifiers.push(...(await coverPart("light", choice.light, dice)));
  const sturdy = choice.protection !== "none" && choice.cover !== "none";
  if (!sturdy) modifiers.push(...(await coverPart("cover", choice.cover, dice)));
  const called =
    choices.calledShot === "none" ? null : d6.calledShotModifier(CALLED_SHOT_CM[choices.calledShot]);
  if (called) modifiers.push(await rolledPart("calledShot", called, dice));
  const worn = d6.weaponDamageEffects(weapon.condition).difficultyModifier;
  if (worn) modifiers.push({ label: "weaponDamage", value: worn });
  let protection: D6CardProtection | null = null;
  const portion = choice.cover;
  // The portion's dice are a sturdy object's protecting cover, rolled apart (Cover Modifiers 2, the bins).
  if (choice.protection !== "none" && portion !== "none")
    protection = { kind: choice.protection, portion, rolled: await dice.roll(d6.coverModifier(portion)!) };
  const difficulty = d6.attackDifficulty({
    difficulty: choice.difficulty,
    attack: weapon.kind,
    fullReaction: reaction,
    modifiers: modifiers.filter((part) => part.label !== "fullReaction").map((part) => part.value),
  });
  const resolved = d6.resolveAttack({
    total: roll.total,
    difficulty,
    protectionCover: protection?.rolled.total ?? 0,
  });
  return {
    roll,
    target: {
      ...cardTarget(target),
      distance: target.distance,
      band: choice.band,
      level: attackLevel(weapon, choice.band),
      base: choice.difficulty,
      modifiers,
      protection,
      difficulty,
      needed: resolved.difficulty,
      outcome: resolved.outcome,
      hit: resolved.hit,
      lands: resolved.outcome !== "miss",
      critical: false,
    },
  };
}

/**
 * Builds the card: one skill roll per target (each shot an action), resolved by the engine. A refusal when
 * the attacker cannot act or the weapon cannot be used; with no target, one roll against nobody (its damage
 * goes to the selected tokens).
 */
export async function runD6Attack(
  request: D6AttackRequest,
  dice: D6AttackDice,
): Promise<D6AttackCard | D6AttackRefusal> {
  const { attacker, weapon, choices } = request;
  // d6-combat.txt › Character Damage Chart: unconscious, mortally wounded or groggy characters use no skills.
  if (attacker.actions !== "all") return { ok: false, refused: "cannotAct" };
  if (!d6.weaponDamageEffects(weapon.condition).usable) return { ok: false, refused: "weaponUnusable" };
  const shots = Math.max(1, request.targets.length);
  const actions = Math.max(choices.actions, attacker.actionsTaken + shots);
  const { code, parts } = attackCodeOf(attacker, actions);
  const damage = damageCodeOf(attacker, weapon);
  const refused: D6RefusedTarget[] = [];
  const attacks: D6CardAttack[] = [];
  const attack = (roll: D6RolledCode, targets: D6CardTarget[]): D6CardAttack => ({
    index: attacks.length,
    parts,
    roll,
    total: roll.total,
    damageFormula: d6.formatDiceCode(damage.code),
    damageCode: damage.code,
    damageParts: damage.parts,
    damage: null,
    targets,
  });
  for (const target of request.targets) {
    const shot = await shootAt(request, target, code, dice, refused);
    if (shot) attacks.push(attack(shot.roll, [shot.target]));
  }
  if (!request.targets.length) attacks.push(attack(await dice.roll(code), []));
  return {
    version: D6_CARD_VERSION,
    attacker: cardAttacker(attacker),
    weapon: cardWeapon(weapon),
    kind: weapon.kind,
    damageType: weapon.damageType,
    stun: weapon.stun,
    actions,
    calledShot: choices.calledShot,
    wildDie: request.options.wildDie,
    hitLocation: request.options.hitLocation,
    attacks,
    refused,
  };
}
