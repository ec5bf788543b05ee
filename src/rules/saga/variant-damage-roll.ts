import { composeParts, half } from "./compose.ts";
import { HEAVY_ATTACKS } from "./heavy-attack.ts";
import type { BonusPart, ComposedBonus, HeavyAttackTier } from "./types.ts";
import type { Grip } from "./variant-attack-bonus.ts";

/** What `damageRoll` takes. */
export interface VariantDamageInput {
  /** melee also covers improvised, unarmed/martial and combat maneuvers. */
  kind: "melee" | "thrown" | "ranged" | "force";
  /** The weapon's (or power's) damage dice as rolled, summed. */
  dice: number;
  heroicLevel: number;
  strModifier?: number;
  grip?: Grip;
  upgrade?: number;
  other?: number;
  /** A critical multiplies the dice only, before modifiers. */
  critical?: boolean;
  /** Default 2. */
  criticalMultiplier?: number;
  /** Multiplies the dice by the tier's multiplier; a heavy attack is never critical. */
  heavy?: HeavyAttackTier;
}

/** saga-special-combat-rules.txt › Area Attacks: a critical hit deals double damage. */
export const DEFAULT_CRITICAL_MULTIPLIER = 2;

function diceMultiplier(input: VariantDamageInput): number {
  if (input.heavy) return HEAVY_ATTACKS[input.heavy].diceMultiplier;
  return input.critical ? (input.criticalMultiplier ?? DEFAULT_CRITICAL_MULTIPLIER) : 1;
}

/** Strength to damage: melee by grip (double 2 × Str, single Str / 2.5 rounded down), thrown and heavy plain. */
function strengthToDamage(input: VariantDamageInput): number {
  const str = input.strModifier ?? 0;
  if (input.kind === "thrown") return str;
  if (input.kind !== "melee") return 0;
  if (input.heavy) return str;
  if (input.grip === "double") return str * 2;
  return input.grip === "single" ? Math.floor(str / 2.5) : str;
}

/**
 * The variant's damage. saga-variant-character-combat.txt › Damage Calculation Formulas (dice + half heroic
 * level + upgrade + other, plus Strength for melee and thrown; Force: dice + half level + other), Double-Grip &
 * Single-Grip (melee only), Special Attack Damage Calculation (dice multiplied, plain Strength, no critical),
 * Damage (a critical multiplies the dice before the modifiers).
 */
export function damageRoll(input: VariantDamageInput): ComposedBonus {
  const force = input.kind === "force";
  const parts: BonusPart[] = [
    { label: "dice", value: input.dice * diceMultiplier(input) },
    { label: "halfLevel", value: half(input.heroicLevel) },
    { label: "strength", value: strengthToDamage(input) },
    { label: "upgrade", value: force ? 0 : (input.upgrade ?? 0) },
    { label: "other", value: input.other ?? 0 },
  ];
  return composeParts(parts);
}
