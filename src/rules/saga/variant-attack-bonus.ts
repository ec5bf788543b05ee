import { composeParts, half } from "./compose.ts";
import type { BonusPart, ComposedBonus } from "./types.ts";

export type Grip = "normal" | "double" | "single";

/** What `attackBonus` takes. */
export interface VariantAttackBonusInput {
  /** melee: weapon, improvised, unarmed/martial; ranged: ranged or thrown weapon. */
  kind: "melee" | "ranged" | "combatManeuver" | "force";
  bab?: number;
  strModifier?: number;
  dexModifier?: number;
  /** double: a one-handed weapon in two hands; single: a two-handed weapon in one hand. */
  grip?: Grip;
  /** Weapon upgrade modifier. */
  upgrade?: number;
  /** Ranged only. */
  rangePenalty?: number;
  combatManeuverAttackBonus?: number;
  useTheForce?: number;
  /** Additional attack roll modifiers. */
  other?: number;
}

/** saga-variant-character-combat.txt › Single-Grip: -10 to a melee attack, -5 to a ranged one. */
export const SINGLE_GRIP_PENALTY = { melee: -10, ranged: -5 } as const;

function meleeStrength(str: number, grip: Grip): number {
  return grip === "normal" ? str : half(str);
}

function rangedDexterity(dex: number, grip: Grip): number {
  if (grip === "double") return dex * 2;
  return grip === "single" ? half(dex) : dex;
}

/**
 * The variant's attack roll modifiers (the d20 is the caller's). saga-variant-character-combat.txt › Attack
 * Roll Formulas (melee BAB + Str; ranged BAB + Dex + range; combat maneuver: its own bonus; Force: Use the
 * Force), Double-Grip & Single-Grip (melee half Str, ranged double Dex; single grip melee half Str -10,
 * ranged half Dex -5). Halves round down.
 */
export function attackBonus(input: VariantAttackBonusInput): ComposedBonus {
  const grip = input.grip ?? "normal";
  const parts: BonusPart[] = [];
  if (input.kind === "melee" || input.kind === "ranged") {
    const melee = input.kind === "melee";
    parts.push({ label: "bab", value: input.bab ?? 0 });
    if (melee) parts.push({ label: "strength", value: meleeStrength(input.strModifier ?? 0, grip) });
    else parts.push({ label: "dexterity", value: rangedDexterity(input.dexModifier ?? 0, grip) });
    parts.push({ label: "upgrade", value: input.upgrade ?? 0 });
    if (!melee) parts.push({ label: "range", value: input.rangePenalty ?? 0 });
    if (grip === "single") {
      parts.push({
        label: "singleGrip",
        value: melee ? SINGLE_GRIP_PENALTY.melee : SINGLE_GRIP_PENALTY.ranged,
      });
    }
  } else if (input.kind === "combatManeuver") {
    parts.push({ label: "combatManeuver", value: input.combatManeuverAttackBonus ?? 0 });
  } else {
    parts.push({ label: "useTheForce", value: input.useTheForce ?? 0 });
  }
  parts.push({ label: "other", value: input.other ?? 0 });
  return composeParts(parts);
}
