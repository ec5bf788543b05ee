import type { AttackInput, DamageHit, Health, TurnStartInput } from "../../rules/index.ts";

/**
 * Input records for the engine's hot calls, filled in and passed again and again instead of built anew
 * for every attack: the engine never keeps nor changes its inputs, and a fight then allocates far less.
 */
export class Scratch {
  readonly attack: AttackInput = {
    d20: 1,
    attackBonus: 0,
    defense: 10,
    threatRange: 20,
    confirmD20: 1,
    canCritical: true,
  };
  readonly health: Health = {
    vitality: 0,
    wounds: 0,
    woundsMax: 0,
    heroic: false,
    damageReduction: 0,
    woundsLostThisRound: 0,
  };
  readonly hit: DamageHit = { amount: 0, critical: false };
  readonly wounds = { type: "wounds" as const, wounds: 0 };
  readonly woundSave = { type: "woundSave" as const, fortitudeTotal: 0, dc: 0, d4: 1 };
  readonly dyingSave = { type: "dyingSave" as const, fortitudeTotal: 0 };
  readonly roundEnd = { type: "roundEnd" as const };
  readonly turn: TurnStartInput = {
    id: "",
    condition: "unhurt",
    knockedOut: false,
    stable: false,
    conscious: true,
    round: 0,
    surpriseRound: false,
    firstTurn: true,
    ready: null,
  };
}
