import type { ComposedBonus } from "../../../rules/index.ts";
import { SagaForcePowerModel } from "./power-model.ts";
import type { FORCE_ACTIONS, FORCE_AREAS, FORCE_DEFENSES } from "./power-schema.ts";

/** A Force power as its pipeline takes it: plain values read from the item. */
export interface ForcePowerView {
  id: string | null;
  name: string;
  img: string;
  action: (typeof FORCE_ACTIONS)[number];
  defense: (typeof FORCE_DEFENSES)[number];
  area: { shape: (typeof FORCE_AREAS)[number]; size: number };
  ladder: { activationDc: number; step: number; rungs: number; dice: number; dicePerRung: number };
  die: string;
  damageType: "energy" | "piercing" | "slashing" | "bludgeoning" | "ion" | "stun";
  missHalf: boolean;
  conditionSteps: number;
  stepsPerFiveOver: boolean;
  knockProne: boolean;
}

/** The user's Use the Force as the pipeline takes it. */
export interface ForceUserView {
  trained: boolean;
  useTheForce: ComposedBonus;
}

/** The power of a `sagaForcePower` item, or null for any other item. */
export function forcePowerView(item: Item.Implementation): ForcePowerView | null {
  const system = item.system;
  if (!(system instanceof SagaForcePowerModel)) return null;
  return {
    id: item.id,
    name: item.name,
    img: item.img ?? "",
    action: system.action,
    defense: system.defense,
    area: { ...system.area },
    ladder: {
      activationDc: system.ladder.activationDc,
      step: system.ladder.step,
      rungs: system.ladder.rungs,
      dice: system.damage.dice,
      dicePerRung: system.damage.perRung,
    },
    die: system.damage.die,
    damageType: system.damage.type,
    missHalf: system.missHalf,
    conditionSteps: system.conditionSteps,
    stepsPerFiveOver: system.stepsPerFiveOver,
    knockProne: system.knockProne,
  };
}
