// Where Foundry v13 and v14 differ, one small helper each; everything else is one code path. See
// README.md › Foundry versions and src/types/v14.d.ts.
export * from "./context-menu.ts";
export * from "./deletion.ts";
export * from "./effect-duration.ts";
export * from "./generation.ts";
export * from "./message-mode.ts";
export * from "./status-effects.ts";
