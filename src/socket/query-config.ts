import type { RelayRefusal } from "../damage/relay-validation.ts";
import type { InitiativeRelayRefusal } from "../documents/combat-initiative-relay.ts";

/**
 * The shared queries (`CONFIG.queries`, asked with `User#query`), declared for the types. Each
 * handler takes the data as sent (untrusted: it parses and checks it) and answers a refusal or null.
 */
declare global {
  namespace CONFIG {
    interface Queries {
      /** A card's damage applied or undone by the GM on tokens the requester may not change. */
      "swrpg.damage": (data: unknown) => Promise<RelayRefusal | null>;
      /** A player's delay or readied action, written on their own combatant, carried out by the GM. */
      "swrpg.initiative": (data: unknown) => Promise<InitiativeRelayRefusal | null>;
    }
  }
}
