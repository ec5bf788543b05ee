/**
 * Saga's fight in Foundry: the attack flow, its chat card, card damage and combat procedures, as the
 * Ruleset record (./index.ts) takes them. Placeholders until the Saga-in-Foundry work fills them.
 */
import type { AttackFlow, ChatCardParts, CombatProcedures, DamageApplication } from "../types.ts";

export const sagaAttack: AttackFlow = {
  async start() {
    ui.notifications?.warn("SWRPG.Ruleset.NotYet", { localize: true });
  },
};

export const sagaChatCard: ChatCardParts = {
  owns: () => false,
  render: async () => null,
  act: async () => {},
};

export const sagaDamage: DamageApplication = {
  modes: [],
  view: () => null,
  spec: () => ({ refused: "noCard" }),
  apply: async () => null,
  logged: () => false,
  undo: async () => false,
};

export const sagaCombat: CombatProcedures = {
  initiativeFormula: "1d20",
  install() {},
};
