/**
 * What bench/simulate-scaling.mjs bundles: the 4-vs-4 encounter of each ruleset (the ones
 * bench/simulate.bench.ts times) as requests, and the pieces that play them on threads.
 */
import type { D6Combatant } from "../src/simulate/d6/d6-combatant.ts";
import type { SimulationRequest } from "../src/simulate/registry.ts";
import { duelist, trooper, versus } from "../tests/simulate/fixtures.ts";
import { sagaJedi, sagaTrooper, sagaVersus } from "../tests/simulate/saga-fixtures.ts";

export { LocalRunner } from "../src/simulate/parallel/local-runner.ts";
export { PortRunner } from "../src/simulate/parallel/port-runner.ts";
export { shareBlocks } from "../src/simulate/parallel/share-blocks.ts";
export { PreparedRun } from "../src/simulate/run-request.ts";
export { BlockWorker } from "../src/simulate/worker/block-worker.ts";

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

/** The three 4-vs-4 encounters, `fights` fights each, seed 7. */
export function requests(fights: number): SimulationRequest[] {
  return [
    {
      ruleset: "rcr",
      encounter: versus(
        [trooper("T1"), trooper("T2"), trooper("T3"), trooper("T4")],
        [duelist("D1"), duelist("D2"), duelist("D3"), duelist("D4")],
      ),
      fights,
      seed: 7,
    },
    {
      ruleset: "saga",
      encounter: sagaVersus(
        [sagaTrooper("T1"), sagaTrooper("T2"), sagaTrooper("T3"), sagaTrooper("T4")],
        [sagaJedi("J1"), sagaJedi("J2"), sagaJedi("J3"), sagaJedi("J4")],
        6,
      ),
      fights,
      seed: 7,
    },
    {
      ruleset: "d6",
      encounter: {
        distance: 20,
        sides: [
          { name: "Troopers", combatants: [1, 2, 3, 4].map((n) => d6Fighter(`T${n}`, code(4), true)) },
          { name: "Smugglers", combatants: [1, 2, 3, 4].map((n) => d6Fighter(`S${n}`, code(5, 1), false)) },
        ],
      },
      fights,
      seed: 7,
    },
  ];
}
