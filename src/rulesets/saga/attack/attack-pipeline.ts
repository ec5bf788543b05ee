import { cardAttacker, cardTarget, cardWeapon, refusedTarget } from "../../../dice/card-records.ts";
import { saga } from "../../../rules/index.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import {
  SAGA_CARD_VERSION,
  type SagaAttackCard,
  type SagaAttackShape,
  type SagaCardPart,
  type SagaCardTarget,
  type SagaRefusedTarget,
} from "../card/card-data.ts";
import type { SagaAttackRoll, SagaAttackRollOptions } from "../dice/saga-attack-roll.ts";
import { maneuverParts, maneuverRequest } from "../maneuver/maneuver-plan.ts";
import { type RangePlan, rangePlan } from "../range/range-plan.ts";
import type { SagaVariant } from "../variant.ts";
import {
  NO_TARGET_CHOICE,
  type SagaAttackChoices,
  type SagaAttackerView,
  type SagaTargetView,
  type SagaWeaponView,
} from "./attack-views.ts";
import { variantPlan } from "./variant-plan.ts";

/**
 * The Saga attack pipeline, from the dialog's choices to the card's data. The engine decides every number
 * (saga-special-combat-rules.txt › Area Attacks, Autofire, Cover, Concealment, Flanking, Helpless Opponents,
 * Prone Targets, Shooting or Throwing into a Melee); the one SagaAttackRoll (dice/saga-attack-roll.ts) says
 * what it does against each target or area, and comes in through `SagaAttackDice` (a core Roll in a world,
 * forced dice in tests). No Foundry global is touched here.
 */

/**
 * The attack's moment in the world: spends its actions (false: the turn cannot afford them, the user was
 * told), then builds and evaluates the SagaAttackRoll (`1d20 + bonus`, two d20s keeping the higher with
 * advantage) and returns it with its index in the message.
 */
export interface SagaAttackDice {
  spend(actions: saga.SagaActionType[]): Promise<boolean>;
  attack(bonus: number, options: SagaAttackRollOptions): Promise<{ roll: SagaAttackRoll; rollIndex: number }>;
}

export interface SagaAttackRequest {
  attacker: SagaAttackerView;
  weapon: SagaWeaponView;
  choices: SagaAttackChoices;
  /** Single attacks and splash: the targeted tokens (splash: the first is struck); areas: those inside. */
  targets: readonly SagaTargetView[];
  /** Splash: the tokens next to the struck one. */
  adjacent?: readonly SagaTargetView[];
  /** Areas: the measured template placed for it. */
  templateUuid?: string | null;
  /** The world's variant options (none: core Saga). */
  variant?: Partial<SagaVariant>;
}

/** A request the rules refuse (lang key under SWRPG.Saga.Attack.Refused). */
export type SagaAttackRefusal = { ok: false; refused: string };

/** The shape of the attack: autofire fills a 2 × 2 area, a grenade its burst, a splash weapon its target. */
export function attackShape(weapon: SagaWeaponView, choices: SagaAttackChoices): SagaAttackShape {
  if (choices.fire === "autofire") return "autofire";
  if (weapon.burstRadius > 0) return "burst";
  if (weapon.splash) return "splash";
  return "single";
}

/**
 * A hit of 2 points tells whether an area's damage lands on a target at all: a hit, or a miss that still
 * deals half (the engine's halves round down, so 2 leaves 1 where anything is dealt).
 */
const PROBE_DAMAGE = 2;

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
interface SinglePlan {
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

/** A single attack against each planned target (a heavy attack's roll is never a critical). */
function singleTargets(
  request: SagaAttackRequest,
  plans: readonly SinglePlan[],
  roll: SagaAttackRoll,
): SagaCardTarget[] {
  return plans.map(({ target, cover, compared, situation, range }) => {
    const outcome = roll.outcome({ defense: compared, modifier: situation.total });
    return {
      ...cardTarget(target),
      parts: situation.parts,
      total: outcome.total,
      defense: target.defenses[request.weapon.defense],
      defenseKind: request.weapon.defense,
      cover,
      compared,
      evasion: false,
      role: null,
      hit: outcome.hit,
      critical: outcome.critical,
      lands: outcome.hit,
      damageThreshold: target.damageThreshold,
      ...(target.injuryDefense === undefined ? {} : { injuryDefense: target.injuryDefense }),
      ...(range ? { range } : {}),
    };
  });
}

function areaTarget(
  target: SagaTargetView,
  request: SagaAttackRequest,
  withEvasion: boolean,
): saga.AreaTarget {
  const choice = request.choices.targets[target.tokenUuid] ?? NO_TARGET_CHOICE;
  // An area against Fortitude or Will (Force Slam): cover adds nothing (total cover was refused before), and
  // Evasion, which the text ties to Reflex Defense, does not apply (a reading of special › Area Attacks).
  const reflexLike = saga.coverAddsTo(request.weapon.defense);
  return {
    id: target.tokenUuid,
    reflex: target.defenses[request.weapon.defense],
    cover: reflexLike ? choice.cover : "none",
    ...(withEvasion && reflexLike && target.evasion ? { evasion: true } : {}),
  };
}

function areaCardTarget(
  target: SagaTargetView,
  request: SagaAttackRequest,
  area: saga.AreaTarget,
  hit: saga.AreaHit,
  total: number,
  role: SagaCardTarget["role"],
): SagaCardTarget {
  return {
    ...cardTarget(target),
    parts: [],
    total,
    defense: area.reflex,
    defenseKind: request.weapon.defense,
    cover: area.cover ?? "none",
    compared: hit.reflex,
    evasion: area.evasion === true,
    role,
    hit: hit.hit,
    critical: false,
    lands: hit.damage > 0,
  };
}

/** Total cover: the target cannot be attacked (listed as refused, not as a miss). */
function withoutTotalCover(
  targets: readonly SagaTargetView[],
  request: SagaAttackRequest,
  refused: SagaRefusedTarget[],
): SagaTargetView[] {
  return targets.filter((target) => {
    const covered = (request.choices.targets[target.tokenUuid] ?? NO_TARGET_CHOICE).cover === "total";
    if (covered) refused.push(refusedTarget(target, "totalCover"));
    return !covered;
  });
}

/** An area attack: one roll against every Reflex in the area (saga-special-combat-rules.txt › Area Attacks). */
function areaTargets(request: SagaAttackRequest, roll: SagaAttackRoll, refused: SagaRefusedTarget[]) {
  const reachable = withoutTotalCover(request.targets, request, refused);
  const areas = reachable.map((target) => areaTarget(target, request, true));
  const result = roll.againstArea(areas, PROBE_DAMAGE);
  const targets = reachable.map((target, i) =>
    areaCardTarget(
      target,
      request,
      areas[i] as saga.AreaTarget,
      result.results[i] as saga.AreaHit,
      result.total,
      null,
    ),
  );
  return { targets, reachesTargets: result.reachesTargets };
}

/** A splash weapon: the struck target and its neighbours (saga-special-combat-rules.txt › Splash Weapons). */
function splashTargets(request: SagaAttackRequest, roll: SagaAttackRoll, refused: SagaRefusedTarget[]) {
  const [primary, ...others] = withoutTotalCover(request.targets, request, refused);
  if (!primary) return [];
  const adjacent = withoutTotalCover([...others, ...(request.adjacent ?? [])], request, refused);
  const primaryArea = areaTarget(primary, request, false);
  const adjacentAreas = adjacent.map((target) => areaTarget(target, request, false));
  const result = roll.againstSplash(primaryArea, adjacentAreas, PROBE_DAMAGE);
  return [
    areaCardTarget(primary, request, primaryArea, result.primary, result.total, "primary"),
    ...adjacent.map((target, i) =>
      areaCardTarget(
        target,
        request,
        adjacentAreas[i] as saga.AreaTarget,
        result.adjacent[i] as saga.AreaHit,
        result.total,
        "adjacent",
      ),
    ),
  ];
}

/**
 * Builds the card: checks the fire mode (and a heavy attack), spends the attack's actions, rolls once,
 * resolves the roll against every target. Null when the turn cannot afford the actions.
 */
export async function runSagaAttack(
  asked: SagaAttackRequest,
  dice: SagaAttackDice,
): Promise<SagaAttackCard | SagaAttackRefusal | null> {
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
  const maneuver = choices.maneuver ? maneuverParts(attacker.combatManeuverBonus ?? 0) : null;
  const own = maneuver ?? variant?.parts;
  const parts = [...(own ?? weapon.attackParts), ...extra];
  const bonus = (own ? sumParts(own) : weapon.attackBonus) + sumParts(extra);
  // variant › Special Attacks, read with the action economy as the whole turn (a full-round action).
  if (!(await dice.spend([choices.heavy ? "fullRound" : "standard"]))) return null;
  const { roll, rollIndex } = await dice.attack(bonus, {
    attackIndex: 0,
    advantage,
    // variant › Special Attacks: a heavy attack is never a critical.
    heavy: Boolean(choices.heavy),
    parts,
    targets: request.targets.map((target) => target.tokenUuid),
  });
  const natural = roll.natural ?? 0;
  let targets: SagaCardTarget[];
  let reachesTargets = true;
  if (shape === "burst" || shape === "autofire") {
    ({ targets, reachesTargets } = areaTargets(request, roll, refused));
  } else if (shape === "splash") targets = splashTargets(request, roll, refused);
  else targets = singleTargets(request, plans, roll);
  return {
    version: SAGA_CARD_VERSION,
    attacker: cardAttacker(attacker),
    weapon: cardWeapon(weapon),
    kind: weapon.kind,
    shape,
    fire: choices.fire,
    area:
      shape === "burst" || shape === "autofire"
        ? { templateUuid: request.templateUuid ?? null, coverOrigin: saga.areaCoverOrigin(shape) }
        : null,
    damageTypes: weapon.damageTypes,
    lightsaber: weapon.lightsaber,
    stun: weapon.stun,
    attacks: [
      {
        index: 0,
        bonus,
        parts,
        natural,
        total: natural + bonus,
        rollIndex,
        reachesTargets,
        damageFormula: variant?.damageFormula ?? weaponDice,
        damage: null,
        targets,
        advantage,
        ...(advantage && roll.d20s.length > 1 ? { d20s: roll.d20s } : {}),
        ...variant?.damage,
      },
    ],
    refused,
    choices: asked.choices,
  };
}
