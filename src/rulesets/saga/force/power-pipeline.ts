import { type ComposedBonus, saga, withModifier } from "../../../rules/index.ts";
import { runSagaAttack, type SagaAttackDice } from "../attack/attack-pipeline.ts";
import {
  defaultChoices,
  type SagaAttackerView,
  type SagaTargetView,
  type SagaWeaponView,
} from "../attack/attack-views.ts";
import type { SagaAttackCard, SagaCardAttack, SagaCardTarget } from "../card/card-data.ts";
import type { SagaVariant } from "../variant.ts";
import type { ForcePowerView, ForceUserView } from "./power-view.ts";

/**
 * Using a Force power, from its user and targets to the card's data: one Use the Force check (a d20 + the
 * modifier; with the variant's formulas `1d20 + Use the Force + modifiers`, saga-variant-character-combat.txt ›
 * Attack Roll Formulas) compared with the defense the power names for each target, or with each target's in an
 * area (saga-special-combat-rules.txt › Area Attacks: Force Slam is one, its defense Fortitude), through the
 * Saga attack pipeline; then the DC ladder the check reached decides the dice (saga.forcePowerOutcome), the
 * steps down the condition track each target takes (saga.forceConditionSteps), and, with the variant's
 * formulas, the damage adds half the heroic level (variant › Damage Calculation Formulas). A power's check is
 * never a critical; a natural 20 still reaches every defense and a natural 1 none, like every Saga attack roll
 * (a reading). Used by the flow and by the GM's check of a player's card alike.
 */

export interface ForcePowerRequest {
  attacker: SagaAttackerView;
  user: ForceUserView;
  power: ForcePowerView;
  /** Single: the targeted tokens; area: the tokens inside it; none for a power without a defense. */
  targets: readonly SagaTargetView[];
  templateUuid?: string | null;
  variant?: Partial<SagaVariant>;
}

export type ForcePowerRefusal = { ok: false; refused: string };

const ACTION_SPENT = { standard: "standard", swift: "swift", free: "free" } as const;

/** The check's bonus and parts: Use the Force, or the variant's Force Power Attack formula. */
function checkBonus(user: ForceUserView, formulas: boolean): ComposedBonus {
  return formulas
    ? saga.attackBonus({ kind: "force", useTheForce: user.useTheForce.total })
    : user.useTheForce;
}

/** The power as the attack pipeline's weapon: its check bonus, its named defense, its area. */
function asWeapon(request: ForcePowerRequest, bonus: ComposedBonus): SagaWeaponView {
  const { power, variant } = request;
  const dice = `${Math.max(1, power.ladder.dice)}${power.die}`;
  const named = power.defense === "none" ? "will" : power.defense;
  return {
    id: power.id,
    name: power.name,
    img: power.img,
    kind: "ranged",
    rules: { group: "thrown" },
    attackBonus: bonus.total,
    attackParts: bonus.parts,
    damageFormula: dice,
    diceFormula: dice,
    damageTypes: [power.damageType],
    lightsaber: false,
    stun: false,
    autofire: false,
    splash: false,
    burstRadius: saga.forcePowerAreaRadius(power.area.shape, power.area.size),
    defense: saga.defenseAttacked(named, variant?.sagaVariantDefenses === true),
    shotsLoaded: null,
  };
}

/** A power's check is no attack roll for prone, helpless or flanking modifiers: the targets' situation is left out. */
const plainTarget = (target: SagaTargetView): SagaTargetView => ({
  ...target,
  prone: false,
  helpless: false,
});

/** What the ladder and each defense make of the pipeline's roll. */
function applyLadder(
  request: ForcePowerRequest,
  attack: SagaCardAttack,
  area: boolean,
): { attack: SagaCardAttack; outcome: ReturnType<typeof saga.forcePowerOutcome> } {
  const { power, attacker, variant } = request;
  const outcome = saga.forcePowerOutcome(power.ladder, attack.total);
  const targets = attack.targets.map((target): SagaCardTarget => {
    if (!outcome.activated) return { ...target, hit: false, critical: false, lands: false };
    const reached = target.hit;
    const conditionSteps = reached
      ? saga.forceConditionSteps({
          checkTotal: target.total,
          defense: target.compared ?? target.defense,
          steps: power.conditionSteps,
          perFiveOver: power.stepsPerFiveOver,
          reached,
        })
      : 0;
    return {
      ...target,
      critical: false,
      lands: area ? target.lands : reached || power.missHalf,
      ...(conditionSteps ? { conditionSteps } : {}),
    };
  });
  const dice = outcome.dice > 0 ? `${outcome.dice}${power.die}` : "0";
  if (!variant?.sagaVariantFormulas || outcome.dice === 0)
    return { attack: { ...attack, targets, damageFormula: dice }, outcome };
  // variant › Damage Calculation Formulas: (Force Power Damage Die) + half the heroic level + modifiers.
  const variantDamage = { kind: "force" as const, heroicLevel: attacker.heroicLevel };
  const flat = saga.damageRoll({ ...variantDamage, dice: 0 });
  return {
    attack: {
      ...attack,
      targets,
      damageFormula: withModifier(dice, flat.total),
      damageParts: flat.parts,
      variantDamage,
    },
    outcome,
  };
}

/** Builds the power's card; refused when its user is untrained; null when the turn cannot afford the action. */
export async function runForcePower(
  request: ForcePowerRequest,
  dice: SagaAttackDice,
): Promise<SagaAttackCard | ForcePowerRefusal | null> {
  const allowed = saga.canUseForcePowers(request.user.trained);
  if (!allowed.ok) return allowed;
  const { power } = request;
  const formulas = request.variant?.sagaVariantFormulas === true;
  const weapon = asWeapon(request, checkBonus(request.user, formulas));
  const spent = power.action === "reaction" ? [] : [ACTION_SPENT[power.action]];
  const card = await runSagaAttack(
    {
      attacker: { ...request.attacker, prone: false },
      weapon,
      choices: defaultChoices(weapon),
      targets: power.defense === "none" ? [] : request.targets.map(plainTarget),
      templateUuid: request.templateUuid ?? null,
      // The variant's weapon formulas do not apply; its Force Power Attack formula is checkBonus's.
      variant: { ...request.variant, sagaVariantFormulas: false, sagaVariantFlanking: false },
    },
    { spend: () => dice.spend(spent), attack: dice.attack },
  );
  if (!card || "ok" in card) return card;
  const [first] = card.attacks;
  if (!first) return card;
  const area = card.shape === "burst";
  const { attack, outcome } = applyLadder(request, first, area);
  return {
    ...card,
    attacks: [attack],
    power: {
      itemId: power.id,
      activated: outcome.activated,
      rung: outcome.rung,
      ladder: saga.forceLadderRungs(power.ladder),
      die: power.die,
      missHalf: power.missHalf,
      knockProne: power.knockProne,
      defense: power.defense,
    },
  };
}
