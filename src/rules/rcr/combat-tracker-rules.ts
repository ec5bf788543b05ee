// The combat tracker's rules (issue 7), re-exported whole by the public index.
export * from "./combat-round.ts";
export * from "./effect-duration.ts";
export * from "./group-initiative.ts";
export * from "./turn-order.ts";
