import { type ComposedBonus, saga } from "../../../rules/index.ts";
import { SagaActorModel } from "../data/actor-model.ts";

/**
 * A Saga actor's Force numbers, from its prepared data and the engine only: the Use the Force modifier (half
 * the character level, Charisma, trained, Skill Focus, the condition penalty, other), how many powers its Force
 * Training teaches, its Force Points and the die one adds (Saga core, not in the texts).
 */
export interface SagaActorForce {
  useTheForce: ComposedBonus;
  trained: boolean;
  training: number;
  powersKnown: number;
  points: number;
  pointDie: string;
}

export function sagaActorForce(system: unknown): SagaActorForce | null {
  if (!(system instanceof SagaActorModel)) return null;
  const { force } = system;
  return {
    useTheForce: saga.useTheForceBonus({
      characterLevel: system.characterLevel,
      chaModifier: system.abilities.cha.mod,
      trained: force.trained,
      skillFocus: force.skillFocus,
      conditionPenalty: system.conditionPenalty,
      other: force.misc,
    }),
    trained: force.trained,
    training: force.training,
    powersKnown: saga.forcePowersKnown(force.training, system.abilities.wis.mod),
    points: force.points,
    pointDie: saga.forcePointDie(system.heroicLevel),
  };
}
