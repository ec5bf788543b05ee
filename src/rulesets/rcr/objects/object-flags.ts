import type { StoredObject } from "./object-types.ts";

/** The flags a strike on an object writes (declaration merging, beside the code that writes them). */
declare module "fvtt-types/configuration" {
  interface FlagConfig {
    /** A token marked as an object keeps its numbers (rulesets/rcr/objects). */
    TokenDocument: { swrpg?: { object?: StoredObject } };
    /** A weapon struck as an object keeps its wound points. */
    Item: { swrpg?: { object?: StoredObject } };
  }
}
