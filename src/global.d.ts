import type { SwrpgCombat } from "./documents/combat.ts";
import type { ActiveEffectFlags, CombatantFlags, CombatFlags } from "./documents/combat-flags.ts";
import type { SwrpgCombatant } from "./documents/combatant.ts";
import type * as rules from "./rules/index.ts";
import type { SheetMacros } from "./hooks/sheet-macros.ts";

/** What the system exposes on `game.swrpg` for macros and other modules. */
export interface SwrpgApi {
  rules: typeof rules;
  /** What hotbar macros call (hooks/hotbar-macros.ts). */
  macros: SheetMacros;
  /** Every ruleset's roll classes by class name (AttackRoll, DamageRoll, SagaAttackRoll...). */
  rolls: Readonly<Record<string, foundry.dice.Roll.AnyConstructor>>;
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
  interface DocumentClassConfig {
    Combat: typeof SwrpgCombat;
    Combatant: typeof SwrpgCombatant;
  }
  interface FlagConfig {
    Combat: { swrpg?: CombatFlags };
    Combatant: { swrpg?: CombatantFlags };
    ActiveEffect: { swrpg?: ActiveEffectFlags };
  }
  /** Every line of system code runs inside or after the `init` hook. */
  interface AssumeHookRan {
    init: never;
  }
}
