/**
 * D6's fight in Foundry: the attack flow, its chat card, card damage and combat procedures, as the
 * Ruleset record (./index.ts) takes them. Placeholders until the D6-in-Foundry work fills them.
 */
import { warn } from "../../dice/notify.ts";
import type { AttackFlow, ChatCardParts, CombatProcedures, DamageApplication } from "../types.ts";

export const d6Attack: AttackFlow = {
  async start() {
    warn("SWRPG.Ruleset.NotYet");
  },
};

export const d6ChatCard: ChatCardParts = {
  owns: () => false,
  render: async () => null,
  act: async () => {},
};

export const d6Damage: DamageApplication = {
  modes: [],
  view: () => null,
  spec: () => ({ refused: "noCard" }),
  apply: async () => null,
  logged: () => false,
  undo: async () => false,
};

export const d6Combat: CombatProcedures = {
  initiativeFormula: "1d20",
  install() {},
};
