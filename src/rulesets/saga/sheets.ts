import type { Ruleset } from "../types.ts";

/** Saga's sheets (filled in by the sheet work). */
export const sagaSheets: Ruleset["sheets"] = { Actor: [], Item: [] };
