import type * as rules from "./rules/index.ts";

/** What the system exposes on `game.swrpg` for macros and other modules. */
export interface SwrpgApi {
  rules: typeof rules;
}

declare global {
  interface InitGame {
    swrpg: SwrpgApi;
  }
  interface I18nInitGame {
    swrpg: SwrpgApi;
  }
  interface SetupGame {
    swrpg: SwrpgApi;
  }
  interface ReadyGame {
    swrpg: SwrpgApi;
  }
}

declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "swrpg";
  }
  /** Every line of system code runs inside or after the `init` hook. */
  interface AssumeHookRan {
    init: never;
  }
}
