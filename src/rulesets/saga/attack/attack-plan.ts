import { refusedTarget } from "../../../dice/card-records.ts";
import { saga } from "../../../rules/index.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import type { SagaAttackShape, SagaCardPart, SagaCardTarget, SagaRefusedTarget } from "../card/card-data.ts";
import { maneuverParts, maneuverRequest } from "../maneuver/maneuver-plan.ts";
import { type RangePlan, rangePlan } from "../range/range-plan.ts";
import type { SagaAttackRefusal, SagaAttackRequest } from "./attack-pipeline.ts";
import {
  NO_TARGET_CHOICE,
  type SagaAttackChoices,
  type SagaAttackerView,
  type SagaTargetView,
  type SagaWeaponView,
} from "./attack-views.ts";
import { variantPlan } from "./variant-plan.ts";

/**
 * A Saga attack before its d20 is rolled (saga-special-combat-rules.txt › Autofire, Burst Fire, Cover,
 * Concealment, Flanking, Helpless Opponents, Prone Targets, Shooting or Throwing into a Melee): the fire mode,
 * the bonus every target shares, each single target's own situation. The roll (attack-pipeline.ts) and the
 * dialog's running total (previewSagaAttack) both start here, so the preview is the bonus the roll uses.
 */

/** The shape of the attack: autofire fills a 2 × 2 area, a grenade its burst, a splash weapon its target. */
export function attackShape(weapon: SagaWeaponView, choices: SagaAttackChoices): SagaAttackShape {
  if (choices.fire === "autofire") return "autofire";
  if (weapon.burstRadius > 0) return "burst";
  if (weapon.splash) return "splash";
  return "single";
}

interface FirePlan {
  parts: SagaCardPart[];
  extraDice: number;
}

/** Autofire and Burst Fire through the engine (saga-special-combat-rules.txt › Autofire, Burst Fire). */
function firePlan(
  attacker: SagaAttackerView,
  weapon: SagaWeaponView,
  choices: SagaAttackChoices,
): FirePlan | SagaAttackRefusal {
  if (choices.fire === "single") {
    if (weapon.rules.autofireOnly) return { ok: false, refused: "autofireOnly" };
    return { parts: [], extraDice: 0 };
  }
  if (!weapon.autofire) return { ok: false, refused: "noAutofire" };
  if (choices.fire === "burstFire" && !attacker.burstFire) return { ok: false, refused: "noBurstFire" };
  const fired = saga.autofireAttack({
    weapon: weapon.rules,
    shotsLoaded: weapon.shotsLoaded ?? Number.MAX_SAFE_INTEGER,
    burstFire: choices.fire === "burstFire",
    braced: choices.braced,
  });
  if (!fired.ok) return { ok: false, refused: fired.refused };
  return {
    parts: [{ label: choices.fire === "burstFire" ? "burstFire" : "autofire", value: fired.attackPenalty }],
    extraDice: fired.extraDamageDice,
  };
}

/** A single attack's target before the roll: the defense compared and its own situation. */
export interface SinglePlan {
  target: SagaTargetView;
  cover: saga.SagaCoverDegree;
  compared: number;
  situation: ReturnType<typeof saga.attackModifiers>;
  range: SagaCardTarget["range"] | undefined;
}

/** Each target's defense (cover added where it counts) and situation; total cover refuses it. */
function singlePlans(request: SagaAttackRequest, refused: SagaRefusedTarget[]): SinglePlan[] {
  const { attacker, weapon, choices } = request;
  return request.targets.flatMap((target) => {
    const choice = choices.targets[target.tokenUuid] ?? NO_TARGET_CHOICE;
    const cover = choices.aimed ? saga.coverWhenAimed(choice.cover) : choice.cover;
    const defense = target.defenses[weapon.defense];
    // Cover adds to Reflex Defense only (saga-special-combat-rules.txt › Cover), or to the General Defense
    // that stands in for it in the variant; total cover blocks any attack.
    const compared = saga.coverAddsTo(weapon.defense)
      ? saga.reflexWithCover({ id: target.tokenUuid, reflex: defense, cover })
      : cover === "total"
        ? null
        : defense;
    if (compared === null) {
      refused.push(refusedTarget(target, "totalCover"));
      return [];
    }
    const range = rangePlan(weapon, choice);
    if (range && "refused" in range) {
      refused.push(refusedTarget(target, range.refused));
      return [];
    }
    const situation = saga.attackModifiers(
      {
        kind: weapon.kind,
        attackerProne: attacker.prone,
        targetProne: target.prone,
        targetHelpless: target.helpless,
        concealment: choice.concealment,
        flanking: choice.flanking,
        targetFlankImmunity: target.flankImmunity,
        intoMelee: choice.intoMelee,
        preciseShot: attacker.preciseShot,
      },
      { variantFlanking: request.variant?.sagaVariantFlanking },
    );
    return [{ target, cover, compared, situation: withRange(situation, range), range: range?.range }];
  });
}

/** The situation's parts with the range band's penalty (the band travels to the card on its own too). */
function withRange(
  situation: ReturnType<typeof saga.attackModifiers>,
  range: RangePlan | null,
): ReturnType<typeof saga.attackModifiers> {
  if (!range || "refused" in range || !range.parts.length) return situation;
  return {
    ...situation,
    parts: [...situation.parts, ...range.parts],
    total: situation.total + sumParts(range.parts),
  };
}

/** Everything decided before the d20 is rolled: the bonus, its parts, each single target's situation. */
export interface AttackPlan {
  request: SagaAttackRequest;
  shape: SagaAttackShape;
  refused: SagaRefusedTarget[];
  plans: SinglePlan[];
  advantage: boolean;
  variant: ReturnType<typeof variantPlan> | null;
  weaponDice: string;
  parts: SagaCardPart[];
  bonus: number;
}

/**
 * The attack before its roll: checks the fire mode (and a heavy attack), works out the bonus every target
 * shares and each single target's own situation. The roll (runSagaAttack) and the dialog's running total
 * (previewSagaAttack) both start here, so the preview is the bonus the roll will use.
 */
export function planAttack(asked: SagaAttackRequest): AttackPlan | SagaAttackRefusal {
  // A combat maneuver attacks Combat Maneuver Defense with its own bonus (../maneuver/maneuver-plan.ts).
  const request = asked.choices.maneuver ? maneuverRequest(asked) : asked;
  if ("ok" in request) return request;
  const { attacker, weapon, choices } = request;
  const fire = firePlan(attacker, weapon, choices);
  if ("ok" in fire) return fire;
  const formulas = request.variant?.sagaVariantFormulas;
  // The variant adds its own modifiers to the weapon's dice; core Saga rolls the dice with the wielder's bonus.
  const weaponDice = saga.withExtraDamageDice(
    formulas ? weapon.diceFormula : weapon.damageFormula,
    fire.extraDice,
  );
  if (weaponDice === null) return { ok: false, refused: "badFormula" };
  const shape = attackShape(weapon, choices);
  const refused: SagaRefusedTarget[] = [];
  const plans = shape === "single" ? singlePlans(request, refused) : [];
  // Special attacks are single-target attacks (variant › Special Attacks): one target it can be made against.
  if (choices.heavy && plans.length !== 1) return { ok: false, refused: "heavySingleTarget" };
  // variant › Flanking: Advantage on the attack and damage rolls, read as the higher of two rolls (the damage:
  // the card's rolledFormula); one roll serves every target, so it has advantage only when it has it against each.
  const advantage = plans.length > 0 && plans.every((plan) => plan.situation.advantage);
  const variant = formulas ? variantPlan(request, weaponDice) : null;
  const extra: SagaCardPart[] = [...fire.parts];
  if (choices.situational) extra.push({ label: "situational", value: choices.situational });
  // A spent Force Point's die (Saga core, not in the texts: forcePointDie).
  if (choices.forcePoint) extra.push({ label: "forcePoint", value: choices.forcePoint });
  const maneuver = choices.maneuver ? maneuverParts(attacker.combatManeuverBonus ?? 0) : null;
  const own = maneuver ?? variant?.parts;
  const parts = [...(own ?? weapon.attackParts), ...extra];
  const bonus = (own ? sumParts(own) : weapon.attackBonus) + sumParts(extra);
  return { request, shape, refused, plans, advantage, variant, weaponDice, parts, bonus };
}

/** The dialog's running total: the bonus the roll would use, and each single target's with its own parts. */
export interface SagaAttackPreview {
  bonus: number;
  advantage: boolean;
  /** By token uuid: the bonus against that target (its own modifiers and range added); a refused one is absent. */
  targets: Record<string, number>;
}

/** The bonus the attack would roll with for these choices (nothing is spent or rolled), or why it is refused. */
export function previewSagaAttack(asked: SagaAttackRequest): SagaAttackPreview | SagaAttackRefusal {
  const plan = planAttack(asked);
  if ("ok" in plan) return plan;
  const targets = Object.fromEntries(
    plan.plans.map(({ target, situation }) => [target.tokenUuid, plan.bonus + situation.total]),
  );
  return { bonus: plan.bonus, advantage: plan.advantage, targets };
}
