import { composeParts } from "./compose.ts";
import { concealmentPenalties } from "./concealment.ts";
import type { AttackKind, BonusPart, ComposedBonus, SagaConcealmentDegree, SagaOptions } from "./types.ts";

/** What makes a creature immune to being flanked in the variant. */
export interface FlankImmunity {
  blindsense?: boolean;
  flexibleEyes?: boolean;
  passivePerception?: number;
}

/** The situation of one attack. */
export interface AttackModifiersInput {
  kind: AttackKind;
  attackerProne?: boolean;
  targetProne?: boolean;
  targetHelpless?: boolean;
  concealment?: SagaConcealmentDegree;
  flanking?: boolean;
  /** Read only with variantFlanking. */
  targetFlankImmunity?: FlankImmunity;
  /** A ranged attack at a target adjacent to the attacker's allies. */
  intoMelee?: boolean;
  /** The Precise Shot feat. */
  preciseShot?: boolean;
}

/** saga-special-combat-rules.txt › Prone Targets: ±5. */
export const PRONE_MODIFIER = 5;
/** saga-special-combat-rules.txt › Helpless Opponents: +5 to a melee attack. */
export const HELPLESS_MELEE_BONUS = 5;
/** saga-special-combat-rules.txt › Flanking: +2 to a melee attack. */
export const FLANKING_BONUS = 2;
/** saga-special-combat-rules.txt › Shooting or Throwing into a Melee: -5. */
export const INTO_MELEE_PENALTY = -5;
/** saga-variant-character-combat.txt › Flanking: a passive Perception of 18 or more cannot be flanked. */
export const FLANK_IMMUNE_PASSIVE_PERCEPTION = 18;

/** variant › Flanking: blindsense, flexible eyes or a passive Perception of 18 or more. */
function flankImmune(immunity: FlankImmunity | undefined): boolean {
  if (!immunity) return false;
  if (immunity.blindsense || immunity.flexibleEyes) return true;
  return (immunity.passivePerception ?? 0) >= FLANK_IMMUNE_PASSIVE_PERCEPTION;
}

/**
 * The situational modifiers of one attack, with their breakdown.
 * saga-special-combat-rules.txt › Prone Targets (attacker prone: melee -5; target prone: melee +5, ranged -5),
 * Helpless Opponents (melee +5; a separate rule, so it stacks with prone), Concealment (-2, total -5),
 * Flanking (melee +2), Shooting or Throwing into a Melee (ranged -5 unless Precise Shot).
 * With `variantFlanking` (saga-variant-character-combat.txt › Flanking) a flanking melee attack gets
 * Advantage instead of the +2, unless the target is immune.
 */
export function attackModifiers(
  input: AttackModifiersInput,
  options?: SagaOptions,
): ComposedBonus & { advantage: boolean } {
  const melee = input.kind === "melee";
  const parts: BonusPart[] = [];
  if (input.attackerProne && melee) parts.push({ label: "attackerProne", value: -PRONE_MODIFIER });
  if (input.targetProne)
    parts.push({ label: "targetProne", value: melee ? PRONE_MODIFIER : -PRONE_MODIFIER });
  if (input.targetHelpless && melee) parts.push({ label: "helpless", value: HELPLESS_MELEE_BONUS });
  const concealment = input.concealment ?? "none";
  const concealmentLabel = concealment === "total" ? "totalConcealment" : "concealment";
  parts.push({ label: concealmentLabel, value: concealmentPenalties(concealment).attack });
  let advantage = false;
  if (input.flanking && melee) {
    if (!options?.variantFlanking) parts.push({ label: "flanking", value: FLANKING_BONUS });
    else advantage = !flankImmune(input.targetFlankImmunity);
  }
  if (input.intoMelee && !melee && !input.preciseShot)
    parts.push({ label: "intoMelee", value: INTO_MELEE_PENALTY });
  return { ...composeParts(parts), advantage };
}
