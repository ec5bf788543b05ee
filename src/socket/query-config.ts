import type { RelayRefusal } from "../damage/relay-validation.ts";

/**
 * The shared queries (`CONFIG.queries`, asked with `User#query`), declared for the types. Each
 * handler takes the data as sent (untrusted: it parses and checks it) and answers a refusal or null.
 */
declare global {
  namespace CONFIG {
    interface Queries {
      /** A card's damage applied or undone by the GM on tokens the requester may not change. */
      "swrpg.damage": (data: unknown) => Promise<RelayRefusal | null>;
    }
  }
}
