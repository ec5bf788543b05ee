// What the Saga damage tests share: the card the damage comes from, a plain hit of an amount, and a world
// with the system registered and ids the damage log can tell apart.
import { beforeAll } from "vitest";
import type { SagaDamageSpec } from "../../../../../src/rulesets/saga/damage/damage-spec.ts";
import { SagaDamageRoll } from "../../../../../src/rulesets/saga/dice/saga-damage-roll.ts";
import { sagaStatusEffects } from "../../../../../src/rulesets/saga/status-effects.ts";
import { registerSystem } from "../../../data/fixtures.ts";

export const source = { messageId: "msg1", attackIndex: 0 };

/**
 * A normal energy hit of this amount (not a lightsaber, not a critical) unless `more` says otherwise, with
 * the card's SagaDamageRoll as a chat message stores it (rebuilt from its data, its options the card's).
 */
export const hit = (amount: number, more: Partial<SagaDamageSpec> = {}): SagaDamageSpec => {
  const shown = {
    amount,
    kind: "normal" as const,
    types: ["energy" as const],
    lightsaber: false,
    critical: false,
    ...more,
  };
  const stored = {
    class: "SagaDamageRoll",
    formula: String(amount),
    options: { kind: shown.kind, types: shown.types, lightsaber: shown.lightsaber },
    dice: [],
    total: amount,
    evaluated: true,
  };
  return { ...shown, roll: SagaDamageRoll.fromData(stored as unknown as Roll.Data) };
};

/** The system registered, and `foundry.utils.randomID` giving `<prefix>1`, `<prefix>2`… for log entries. */
export function useDamageWorld(prefix: string): void {
  beforeAll(() => {
    registerSystem();
    // The world's ruleset is Saga: its status effects, as install.ts puts them in CONFIG at init.
    CONFIG.statusEffects = sagaStatusEffects().map((effect) => ({ ...effect }));
    let id = 0;
    Object.assign(foundry, {
      utils: { ...(foundry as { utils?: object }).utils, randomID: () => `${prefix}${++id}` },
    });
  });
}
