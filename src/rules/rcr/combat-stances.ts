import type { BonusPart } from "./types.ts";

/**
 * Fighting defensively and total defense.
 * rcr-combat.txt › Fighting Defensively (with a full attack: -4 on every attack of the round, +2 dodge
 * bonus to Defense for the round); Total Defense (an attack action with no attack, a move action still
 * allowed: +4 dodge bonus to Defense for 1 round).
 * Dodge bonuses stack and are lost with the Dex bonus: pass `dodge` values into `defense`'s dodgeBonuses.
 */

export type CombatStance = "normal" | "fightingDefensively" | "totalDefense";

/** What a stance does this round. */
export interface StanceEffects {
  /** On every attack of the round ("fightingDefensively" -4). */
  attackParts: BonusPart[];
  /** Dodge bonuses to Defense for the round. */
  dodgeParts: BonusPart[];
  /** False under total defense: no attack at all. */
  canAttack: boolean;
  /** The action the stance takes: fighting defensively rides on a full attack; total defense is an attack action. */
  action: "none" | "fullAttack" | "attack";
}

export const FIGHTING_DEFENSIVELY = { attack: -4, dodge: 2 } as const;
export const TOTAL_DEFENSE_DODGE = 4;

/** The effects of a stance. */
export function stanceEffects(stance: CombatStance): StanceEffects {
  switch (stance) {
    case "fightingDefensively":
      return {
        attackParts: [{ label: "fightingDefensively", value: FIGHTING_DEFENSIVELY.attack }],
        dodgeParts: [{ label: "fightingDefensively", value: FIGHTING_DEFENSIVELY.dodge }],
        canAttack: true,
        action: "fullAttack",
      };
    case "totalDefense":
      return {
        attackParts: [],
        dodgeParts: [{ label: "totalDefense", value: TOTAL_DEFENSE_DODGE }],
        canAttack: false,
        action: "attack",
      };
    default:
      return { attackParts: [], dodgeParts: [], canAttack: true, action: "none" };
  }
}
