/**
 * The 4-vs-4 encounter of each ruleset that the simulator's benchmarks play: bench/simulate.bench.ts times
 * one fight of each on one core, bench/simulate-scaling.mjs (through simulate-bench-entry.ts) the scaling
 * over cores.
 */
import type { D6Combatant } from "../src/simulate/d6/d6-combatant.ts";
import type { RcrCombatant } from "../src/simulate/rcr/rcr-combatant.ts";
import type { Encounter } from "../src/simulate/ruleset.ts";
import type { SagaCombatant } from "../src/simulate/saga/saga-combatant.ts";
import { duelist, trooper, versus } from "../tests/simulate/fixtures.ts";
import { sagaJedi, sagaTrooper, sagaVersus } from "../tests/simulate/saga-fixtures.ts";

/** RCR: four stormtroopers against four duelists. */
export const rcrFourVersusFour: Encounter<RcrCombatant> = versus(
  [trooper("T1"), trooper("T2"), trooper("T3"), trooper("T4")],
  [duelist("D1"), duelist("D2"), duelist("D3"), duelist("D4")],
);

/** Saga: four stormtroopers (rifles, autofire) against four 1st-level Jedi (lightsabers), 6 squares apart. */
export const sagaFourVersusFour: Encounter<SagaCombatant> = sagaVersus(
  [sagaTrooper("T1"), sagaTrooper("T2"), sagaTrooper("T3"), sagaTrooper("T4")],
  [sagaJedi("J1"), sagaJedi("J2"), sagaJedi("J3"), sagaJedi("J4")],
  6,
);

const code = (dice: number, pips = 0) => ({ dice, pips });
const d6Fighter = (name: string, skill: ReturnType<typeof code>, armored: boolean): D6Combatant => ({
  name,
  perception: code(2),
  strength: code(3),
  reactions: { dodge: code(4) },
  armor: armored ? { physical: code(2), energy: code(1) } : null,
  move: 10,
  weapons: [
    {
      name: "Blaster",
      kind: "ranged",
      skill,
      damage: { strength: false, dice: code(5) },
      damageType: "energy",
      ranges: { short: 30, medium: 100, long: 300 },
    },
  ],
});

/** D6: four stormtroopers (blaster 4D in armor) against four smugglers (blaster 5D+1, dodge 4D), 20 m apart. */
export const d6FourVersusFour: Encounter<D6Combatant> = {
  distance: 20,
  sides: [
    { name: "Troopers", combatants: [1, 2, 3, 4].map((n) => d6Fighter(`T${n}`, code(4), true)) },
    { name: "Smugglers", combatants: [1, 2, 3, 4].map((n) => d6Fighter(`S${n}`, code(5, 1), false)) },
  ],
};
