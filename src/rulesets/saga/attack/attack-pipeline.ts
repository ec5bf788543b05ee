import { cardAttacker, cardTarget, cardWeapon, refusedTarget } from "../../../dice/card-records.ts";
import { saga } from "../../../rules/index.ts";
import {
  SAGA_CARD_VERSION,
  type SagaAttackCard,
  type SagaCardTarget,
  type SagaRefusedTarget,
} from "../card/card-data.ts";
import type { SagaAttackRoll, SagaAttackRollOptions } from "../dice/saga-attack-roll.ts";
import type { SagaVariant } from "../variant.ts";
import { planAttack, type SinglePlan } from "./attack-plan.ts";
import {
  NO_TARGET_CHOICE,
  type SagaAttackChoices,
  type SagaAttackerView,
  type SagaTargetView,
  type SagaWeaponView,
} from "./attack-views.ts";

export { attackShape, previewSagaAttack, type SagaAttackPreview } from "./attack-plan.ts";

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

/**
 * A hit of 2 points tells whether an area's damage lands on a target at all: a hit, or a miss that still
 * deals half (the engine's halves round down, so 2 leaves 1 where anything is dealt).
 */
const PROBE_DAMAGE = 2;

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
 * Builds the card: plans the attack (planAttack), spends its actions, rolls once, resolves the roll against
 * every target. Null when the turn cannot afford the actions.
 */
export async function runSagaAttack(
  asked: SagaAttackRequest,
  dice: SagaAttackDice,
): Promise<SagaAttackCard | SagaAttackRefusal | null> {
  const plan = planAttack(asked);
  if ("ok" in plan) return plan;
  const { request, shape, refused, plans, advantage, variant, weaponDice, parts, bonus } = plan;
  const { attacker, weapon, choices } = request;
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
