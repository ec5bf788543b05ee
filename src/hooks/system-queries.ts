import { answerDamageQuery, answerWoundSaveQuery } from "../damage/damage-relay.ts";
import { answerInitiativeQuery } from "../documents/combat-initiative-relay.ts";
import { registerQueries } from "../socket/gm-request.ts";

/**
 * The system's queries (Foundry's `CONFIG.queries`), registered in init: damage requests for the GM,
 * wound saves for the owning player, a player's delay or readied action for the GM.
 */
export const systemQueries = {
  register(): void {
    registerQueries({
      "swrpg.damage": answerDamageQuery,
      "swrpg.woundSave": answerWoundSaveQuery,
      "swrpg.initiative": answerInitiativeQuery,
    });
  },
};
