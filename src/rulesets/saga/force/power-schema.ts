import { choice, constraintsOf, flag, html, integer, type SchemaOf } from "../../../data/fields.ts";
import { SAGA_DAMAGE_TYPES } from "../data/weapon-schema.ts";

/**
 * A Saga Force power (item type `sagaForcePower`): what its Use the Force check is compared with, its DC
 * ladder, damage and condition steps, its area. Using it rolls Use the Force (src/rulesets/saga/force/).
 * The numbers of the pack's powers are Saga core, not in the texts (saga-special-combat-rules.txt names
 * only Force Slam, as an area attack).
 */

export const FORCE_DESCRIPTORS = ["none", "telekinetic", "mindAffecting", "darkSide", "lightSide"] as const;
export const FORCE_ACTIONS = ["standard", "swift", "free", "reaction"] as const;
/** The defense the check is compared with, per target; "none": a power with no target but its user's ladder. */
export const FORCE_DEFENSES = ["none", "reflex", "fortitude", "will"] as const;
/** "cone": the shared placement has no cone, so it is placed as a circle of half its length (a reading). */
export const FORCE_AREAS = ["none", "burst", "cone"] as const;
export const FORCE_DICE = ["d4", "d6", "d8", "d10", "d12"] as const;

const F = "SWRPG.Saga.Force.Field.";

/** Every stored Force power field, declared once: the schema, the update guard and the sheet derive from it. */
export const SAGA_FORCE_POWER_FIELDS = {
  descriptor: choice(`${F}Descriptor`, FORCE_DESCRIPTORS, "none", "SWRPG.Saga.Force.Descriptor."),
  action: choice(`${F}Action`, FORCE_ACTIONS, "standard", "SWRPG.Saga.Force.Action."),
  /** Squares; 0: touch or the user. */
  range: integer(`${F}Range`, 0, 99, 12),
  defense: choice(`${F}Defense`, FORCE_DEFENSES, "none", "SWRPG.Saga.Force.Defense."),
  area: {
    shape: choice(`${F}AreaShape`, FORCE_AREAS, "none", "SWRPG.Saga.Force.Area."),
    /** Squares: a burst's radius, a cone's length. */
    size: integer(`${F}AreaSize`, 0, 20, 0),
  },
  ladder: {
    /** 0: no activation DC (the check is only compared with each target's defense). */
    activationDc: integer(`${F}ActivationDc`, 0, 60, 15),
    step: integer(`${F}Step`, 1, 20, 5),
    rungs: integer(`${F}Rungs`, 0, 6, 0),
  },
  damage: {
    dice: integer(`${F}Dice`, 0, 30, 0),
    die: choice(`${F}Die`, FORCE_DICE, "d6", "SWRPG.Saga.Force.Die."),
    perRung: integer(`${F}DicePerRung`, 0, 10, 0),
    type: choice(`${F}DamageType`, SAGA_DAMAGE_TYPES, "energy", "SWRPG.Saga.DamageTypeChoice."),
  },
  /** A target whose defense the check misses still takes half (Force Grip, Force Slam, Force Lightning). */
  missHalf: flag(`${F}MissHalf`),
  /** Steps down the condition track for a target the check reaches (equal or over its defense). */
  conditionSteps: integer(`${F}ConditionSteps`, 0, 5, 0),
  /** One step more for every full 5 points over the defense (Force Stun). */
  stepsPerFiveOver: flag(`${F}StepsPerFiveOver`),
  /** A target the check reaches is knocked prone (Force Slam): shown on the card. */
  knockProne: flag(`${F}KnockProne`),
  description: html,
} as const;

export const SAGA_FORCE_POWER_CONSTRAINTS = constraintsOf(SAGA_FORCE_POWER_FIELDS);

export type SagaForcePowerSchema = SchemaOf<typeof SAGA_FORCE_POWER_FIELDS>;
