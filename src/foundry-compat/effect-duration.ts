import type { V14ActiveEffectConfig, V14EffectDurationData, V14EffectStartData } from "../types/v14";
import { isV14 } from "./generation.ts";

/**
 * The duration in combat rounds the system gives an effect (a knock-out's 1d4 rounds), in either shape:
 * - v13 (client/documents/active-effect.d.mts › EffectDurationData): `duration {rounds, startRound,
 *   startTurn, combat}`; core never ends it: the system's turn code deletes it when its rules say so.
 * - v14 (v14 API: EffectDurationData, EffectStartData): `duration {value, units: "rounds", expiry}` and
 *   `start {combat, combatant, round, turn, initiative}`; core's ActiveEffectRegistry expires effects on its
 *   own turn events (CONST.ACTIVE_EFFECT_EXPIRY_EVENTS). The system's effects name the system's own expiry
 *   event (`SYSTEM_EXPIRY`, registered in CONFIG.ActiveEffect.expiryEvents, whose handling core leaves to
 *   the package), so core never reaches their expiry and only the system ends them, once. An effect with one
 *   of core's expiry events is core's to end, and the system leaves it alone.
 */
export const SYSTEM_EXPIRY = "swrpgRules";
const SYSTEM_EXPIRY_LABEL = "SWRPG.Effect.Expiry.rules";

export interface RoundDurationStart {
  rounds: number;
  combat: string | null;
  combatant?: string | null;
  round: number;
  turn: number;
  initiative?: number | null;
}

/** The effect update that gives it `rounds` rounds from now, in the running generation's shape. */
export function roundDurationUpdate(start: RoundDurationStart, generation?: number): Record<string, unknown> {
  if (!isV14(generation))
    return {
      duration: {
        rounds: start.rounds,
        startRound: start.round,
        startTurn: start.turn,
        combat: start.combat,
      },
    };
  const duration: V14EffectDurationData = { value: start.rounds, units: "rounds", expiry: SYSTEM_EXPIRY };
  const begun: V14EffectStartData = {
    combat: start.combat,
    combatant: start.combatant ?? null,
    round: start.round,
    turn: start.turn,
    initiative: start.initiative ?? null,
  };
  return { duration, start: begun };
}

/** v14: the system's expiry event, so core knows its name (and leaves its handling to the system). */
export function registerSystemExpiry(generation?: number): void {
  if (!isV14(generation)) return;
  // CONFIG.ActiveEffect.expiryEvents is v14 API, absent from the v13 types.
  const config = CONFIG.ActiveEffect as unknown as Partial<V14ActiveEffectConfig>;
  config.expiryEvents = { ...(config.expiryEvents ?? {}), [SYSTEM_EXPIRY]: SYSTEM_EXPIRY_LABEL };
}

function expiryOf(effect: { duration?: unknown; _source?: unknown }): unknown {
  const source = (effect._source as { duration?: { expiry?: unknown } } | undefined)?.duration;
  if (source && "expiry" in source) return source.expiry;
  return (effect.duration as { expiry?: unknown } | undefined)?.expiry;
}

/**
 * Whether the system's turn code ends this effect: every effect with a round duration on v13 (core ends
 * none there); on v14 only those with the system's expiry event (core ends the others itself).
 */
export function expiresBySystem(
  effect: { duration?: unknown; _source?: unknown },
  generation?: number,
): boolean {
  return !isV14(generation) || expiryOf(effect) === SYSTEM_EXPIRY;
}

interface ClaimableEffect {
  _source?: unknown;
  updateSource(changes: Record<string, unknown>): unknown;
}

/**
 * v14, as an effect is created: a duration in rounds or turns with no expiry event is given the system's,
 * so its ruleset's rules end it (as they end every round duration on v13) and core does not also expire it.
 * An effect whose creator picked one of core's events (turnStart, roundEnd...) stays core's.
 */
export function claimRoundExpiry(effect: ClaimableEffect, generation?: number): boolean {
  if (!isV14(generation)) return false;
  const duration = (effect._source as { duration?: Partial<V14EffectDurationData> } | undefined)?.duration;
  const counted = duration?.units === "rounds" || duration?.units === "turns";
  if (!counted || !duration?.value || duration.expiry) return false;
  effect.updateSource({ duration: { expiry: SYSTEM_EXPIRY } });
  return true;
}
