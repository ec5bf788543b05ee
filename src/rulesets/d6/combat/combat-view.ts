import type { CombatantState, d6 } from "../../../rules/index.ts";

/**
 * A D6 character's injuries in the shared tracker's terms (its badges and who may act): killed is dead; a
 * mortally wounded character not yet stabilized is dying (he rolls each round); stabilized, or knocked out,
 * he is unconscious; an incapacitated character who came to is groggy and only moves (one action: the
 * tracker's "single"). d6-combat.txt › the paragraphs after the Character Damage Chart (d6.injuryEffects).
 */
export function d6CombatantState(health: d6.Health, injury: d6.InjuryEffects): CombatantState {
  if (health.wound === "killed") return { condition: "dead", knockedOut: false, stable: false };
  if (health.wound === "mortallyWounded")
    return { condition: "dying", knockedOut: false, stable: health.stabilized === true, conscious: false };
  if (health.unconscious) return { condition: "unhurt", knockedOut: true, stable: false };
  return {
    condition: injury.actions === "moveOnly" ? "disabled" : "unhurt",
    knockedOut: false,
    stable: false,
  };
}
