import { answerDamageQuery } from "../damage/damage-relay.ts";
import { answerInitiativeQuery } from "../documents/combat-initiative-relay.ts";
import { registeredRulesets } from "../rulesets/registry.ts";
import { registerQueries } from "../socket/gm-request.ts";

/**
 * The system's queries (Foundry's `CONFIG.queries`), registered in init: damage requests and a player's
 * delay or readied action for the GM, and each ruleset's own (RCR's wound saves for the owning player).
 */
export const systemQueries = {
  register(): void {
    const own = registeredRulesets().map((ruleset) => ruleset.queries ?? {});
    registerQueries(
      Object.assign({}, ...own, {
        "swrpg.damage": answerDamageQuery,
        "swrpg.initiative": answerInitiativeQuery,
      }),
    );
  },
};
