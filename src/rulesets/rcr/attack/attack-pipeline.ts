import { cardAttacker, cardTarget, cardWeapon, refusedTarget } from "../../../dice/card-records.ts";
import {
  attackBonus,
  type BonusPart,
  damageBonus,
  flankingParts,
  rangePenalty,
  withModifier,
} from "../../../rules/index.ts";
import { aimedAttack } from "../../../rules/rcr/aiming.ts";
import { attackAgainst } from "../../../rules/rcr/attack-against.ts";
import { charge } from "../../../rules/rcr/charge.ts";
import { stanceEffects } from "../../../rules/rcr/combat-stances.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import { type PlannedAttack, type PlannerWeapon, planAttacks } from "../../../rules/rcr/full-attack.ts";
import { pullBlow } from "../../../rules/rcr/pulling-a-blow.ts";
import {
  ATTACK_CARD_VERSION,
  type AttackCardData,
  type AttackEntry,
  type RefusedTarget,
  type TargetResult,
} from "../dice/attack-card-data.ts";
import type { AttackRoll, AttackRollOptions, AttackRollTarget } from "../dice/attack-roll.ts";
import {
  type AttackChoices,
  type AttackerView,
  NO_TARGET_CHOICE,
  type TargetView,
  type WeaponView,
} from "../dice/attack-views.ts";
import { CHOICE_OWNED_LABELS } from "./choices-from-conditions.ts";

/**
 * The attack pipeline, from the dialog's choices to the chat card's data: the engine plans every attack and
 * each target's side of it; each attack's AttackRoll (dice/attack-roll.ts) knows its threat range, rolls its
 * own confirmation and says what it does against each target. The dice come in through `AttackDice` (core
 * Rolls in a world, forced results in tests). No Foundry global is touched here.
 */

/** The dice an attack needs, in the order they are rolled. */
export interface AttackDice {
  /** Builds and evaluates the attack's AttackRoll (`1d20 + bonus`), which rolls its confirmation on a threat. */
  attack(bonus: number, options: AttackRollOptions): Promise<AttackRoll>;
  missChance(attack: { index: number }, target: { tokenUuid: string; missChance: number }): Promise<number>;
}

/** What the pipeline takes. */
export interface AttackRequestData {
  attacker: AttackerView;
  weapon: WeaponView;
  offHand: WeaponView | null;
  choices: AttackChoices;
  targets: readonly TargetView[];
}

/** A request the rules refuse (lang key under SWRPG.Attack.Refused). */
export type AttackRefusal = { ok: false; refused: string };

function plannerWeapon(attacker: AttackerView, weapon: WeaponView): PlannerWeapon {
  // bab 0: the planner adds each attack's own base attack bonus; this is the weapon's share.
  const own = attackBonus({
    kind: weapon.kind,
    bab: 0,
    strModifier: attacker.strModifier,
    dexModifier: attacker.dexModifier,
    size: attacker.size,
    weaponFocus: weapon.weaponFocus,
  }).parts.filter((part) => part.label !== "bab");
  return {
    id: weapon.id ?? "unarmed",
    ranged: weapon.kind === "ranged",
    light: weapon.light,
    double: weapon.double,
    fireModes: weapon.fireModes,
    autofireOnly: weapon.autofireOnly,
    twoHanded: weapon.grip === "two-hands",
    blasterRifle: weapon.blasterRifle,
    tripod: weapon.tripod,
    parts: own,
  };
}

/**
 * The choice's parts replace the attacker's parts of the same label, and the stance and charge parts are the
 * choice's alone: a status the player turned off in the dialog no longer counts (choices-from-conditions.ts).
 */
function mergeParts(own: readonly BonusPart[], chosen: readonly BonusPart[]): BonusPart[] {
  const labels = new Set([...chosen.map((part) => part.label), ...CHOICE_OWNED_LABELS]);
  return [...own.filter((part) => !labels.has(part.label)), ...chosen];
}

interface Plan {
  attacks: PlannedAttack[];
  vitalityOnly: boolean;
  halfDamage: boolean;
}

function plan(data: AttackRequestData): Plan | AttackRefusal {
  const { attacker, weapon, choices } = data;
  if (!attacker.canAttack) return { ok: false, refused: "cannotAttack" };
  const stance = stanceEffects(choices.stance);
  if (!stance.canAttack) return { ok: false, refused: "totalDefense" };
  const chosen: BonusPart[] = [...stance.attackParts];
  let action: "attack" | "fullAttack" = choices.mode === "full" ? "fullAttack" : "attack";
  if (choices.charge) {
    if (weapon.kind !== "melee") return { ok: false, refused: "chargeMeleeOnly" };
    // The player vouches for the path; the engine checks what the sheet knows (fatigue).
    const result = charge({ speed: attacker.speed, fatigued: attacker.fatigued });
    if (!result.ok) return { ok: false, refused: `charge.${result.refused}` };
    chosen.push(...result.attackParts);
    action = "attack";
  }
  let vitalityOnly = false;
  let halfDamage = false;
  if (choices.pullBlow !== "none") {
    const pulled = pullBlow({ kind: weapon.kind, choice: choices.pullBlow });
    if (!pulled.ok) return { ok: false, refused: `pullBlow.${pulled.refused}` };
    chosen.push(...pulled.parts);
    vitalityOnly = pulled.hit.vitalityOnly === true;
    halfDamage = pulled.hit.halfDamage === true;
  }
  if (choices.situational) chosen.push({ label: "situational", value: choices.situational });
  // A spent Force Point's dice (RCR core, not in the texts): added to each attack roll of the attack.
  if (choices.forcePoint) chosen.push({ label: "forcePoint", value: choices.forcePoint });
  const parts = mergeParts(attacker.attackParts[weapon.kind], chosen);
  const offHand = data.offHand ? plannerWeapon(attacker, data.offHand) : null;
  const result = planAttacks({
    action,
    bab: attacker.bab,
    primary: plannerWeapon(attacker, weapon),
    offHand,
    doubleWeapon: choices.doubleWeapon === true,
    fireMode: choices.fireMode,
    feats: {
      twoWeaponFighting: attacker.feats.twoWeaponFighting,
      ambidexterity: attacker.feats.ambidexterity,
      improvedTwoWeaponFighting: attacker.feats.improvedTwoWeaponFighting,
      multishot: attacker.feats.multishot,
      rapidShot: action === "fullAttack" && weapon.kind === "ranged" && attacker.feats.rapidShot,
    },
    parts,
  });
  if (!result.ok) return { ok: false, refused: result.refused };
  return { attacks: result.attacks, vitalityOnly, halfDamage };
}

/**
 * The bonus of each attack the choices plan, before any target's own modifiers (range, cover, aim
 * against that target): the attack dialog's running total. A refusal when the choices allow no attack.
 */
export function plannedBonuses(data: AttackRequestData): number[] | AttackRefusal {
  const planned = plan(data);
  return "attacks" in planned ? planned.attacks.map((attack) => attack.bonus) : planned;
}

function damageFormulaOf(
  attacker: AttackerView,
  weapon: WeaponView,
  hand: "primary" | "offHand",
  bothEnds: boolean,
): string {
  // A double weapon striking with both ends is two weapons: its primary end adds the one-hand Strength
  // bonus, not the two-handed one (RCR core, not in the texts; rcr-combat.txt › Double Weapon).
  const primaryGrip = bothEnds && weapon.grip === "two-hands" ? "one-hand" : weapon.grip;
  const bonus = damageBonus({
    kind: weapon.kind,
    strModifier: attacker.strModifier,
    grip: hand === "offHand" ? "off-hand" : primaryGrip,
  });
  return withModifier(weapon.damageFormula, bonus.total);
}

/** Builds the card: plans the attacks, rolls each, resolves it against every target. */
export async function runAttack(
  data: AttackRequestData,
  dice: AttackDice,
): Promise<AttackCardData | AttackRefusal> {
  const planned = plan(data);
  if ("ok" in planned) return planned;
  const { attacker, weapon, choices } = data;
  const refused: RefusedTarget[] = [];
  const reachable = data.targets.filter((target) => {
    const probe = against(data, weapon, target, false);
    if (!probe.ok) refused.push(refusedTarget(target, probe.refused));
    return probe.ok;
  });

  const attacks: AttackEntry[] = [];
  const bothEnds = choices.doubleWeapon === true && planned.attacks.some((a) => a.hand === "offHand");
  for (const [index, attack] of planned.attacks.entries()) {
    const used = data.offHand && attack.hand === "offHand" ? data.offHand : weapon;
    const aimed = index === 0 && choices.aim.aimed;
    const targets = reachable.map((target) => {
      const side = against(data, used, target, aimed);
      if (!side.ok) throw new Error("a reachable target became unreachable");
      const defense: AttackRollTarget = {
        defense: side.defense,
        modifier: side.bonus,
        immuneToCriticals: target.immuneToCriticals,
        missChance: side.missChance,
      };
      return { target, side, defense };
    });
    const roll = await dice.attack(attack.bonus, {
      purpose: "attack",
      attackIndex: index,
      threatRange: used.threatRange,
      improvedCritical: used.improvedCritical,
      unarmed: used.unarmed,
      martialArts: attacker.feats.martialArts,
      parts: attack.parts,
      targets: reachable.map((target) => target.tokenUuid),
      against: targets.map(({ defense }) => defense),
    });
    const natural = roll.natural ?? 0;
    const results: TargetResult[] = [];
    for (const { target, side, defense } of targets) {
      const missD100 =
        roll.hits(defense) && side.missChance > 0
          ? await dice.missChance({ index }, { tokenUuid: target.tokenUuid, missChance: side.missChance })
          : undefined;
      const outcome = roll.outcome(defense, missD100);
      results.push({
        ...cardTarget(target),
        parts: side.parts,
        total: outcome.total,
        confirmTotal: outcome.confirmTotal,
        defense: side.defense,
        defenseKind: side.defenseKind,
        cover: side.cover,
        missChance: side.missChance,
        missD100: missD100 ?? null,
        hit: outcome.hit,
        threat: outcome.threat,
        critical: outcome.critical,
        concealed: outcome.concealed,
        lands: outcome.lands,
        damageBonus: sumParts(side.damageParts),
      });
    }
    attacks.push({
      index,
      source: attack.source,
      weaponId: used.id,
      weaponName: used.name,
      bonus: attack.bonus,
      parts: attack.parts,
      natural,
      total: natural + attack.bonus,
      threatRange: roll.threatRange,
      inThreatRange: roll.inThreatRange,
      confirmNatural: roll.confirmation?.natural ?? null,
      damageFormula: damageFormulaOf(attacker, used, attack.hand, bothEnds),
      damage: null,
      targets: results,
    });
  }
  return {
    version: ATTACK_CARD_VERSION,
    attacker: cardAttacker(attacker),
    weapon: cardWeapon(weapon),
    mode: choices.mode,
    fireMode: choices.fireMode,
    damageType: weapon.damageType,
    stun: weapon.stun,
    vitalityOnly: planned.vitalityOnly,
    halfDamage: planned.halfDamage,
    attacks,
    refused,
    choices,
  };
}

/** The target side of an attack with `weapon`, aim included when this attack follows an aim. */
function against(data: AttackRequestData, weapon: WeaponView, target: TargetView, aimed: boolean) {
  const choice = data.choices.targets[target.tokenUuid] ?? NO_TARGET_CHOICE;
  const ranged = weapon.kind === "ranged";
  let targetLosesDex = false;
  const aimParts: BonusPart[] = [];
  if (aimed && ranged && weapon.rangeIncrement > 0) {
    const penalty = rangePenalty(target.distance, weapon.rangeIncrement, weapon.rangeKind) ?? 0;
    const aim = aimedAttack({
      aimed: true,
      rangePenalty: penalty,
      position: data.choices.aim.position,
      support: data.choices.aim.support,
      weapon: { thrown: weapon.rangeKind === "thrown", mounted: weapon.mounted, primitive: weapon.primitive },
    });
    targetLosesDex = aim.targetLosesDex;
    aimParts.push(...aim.parts);
  }
  const side = attackAgainst({
    kind: weapon.kind,
    distance: target.distance,
    rangeIncrement: weapon.rangeIncrement,
    rangeKind: weapon.rangeKind,
    pointBlankShot: data.attacker.feats.pointBlankShot,
    preciseShot: data.attacker.feats.preciseShot,
    intoMelee: choice.intoMelee,
    touch: data.choices.touch,
    targetLosesDex,
    target: {
      defense: target.defense,
      losesDexBonus: target.losesDexBonus,
      helpless: target.helpless,
      conditions: target.againstMe[weapon.kind],
      cover: choice.cover,
      concealment: choice.concealment,
    },
  });
  // rcr-combat.txt › Flanking: +2 on melee attacks only.
  const extraParts = [...aimParts, ...flankingParts(weapon.kind, choice.flanking === true)];
  if (!side.ok || extraParts.length === 0) return side;
  const parts = [...side.parts, ...extraParts];
  return { ...side, parts, bonus: side.bonus + sumParts(extraParts) };
}
