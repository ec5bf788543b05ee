import {
  checkList,
  checkName,
  checkNumber,
  combatantLabel,
  SimulationInputError,
  shown,
} from "./input-check.ts";
import type { Encounter } from "./ruleset.ts";

/**
 * The shape every ruleset's `prepare` checks first: two or more named sides, each with combatants; a
 * finite distance of 0 or more; options only of the names the ruleset knows, each true or false. Then
 * `each` checks every combatant, named in its refusals.
 */
export function checkEncounter<Combatant>(
  encounter: Encounter<Combatant>,
  knownOptions: readonly string[],
  each: (combatant: Combatant, who: string) => void,
): void {
  const who = "the encounter";
  if (typeof encounter !== "object" || encounter === null)
    throw new SimulationInputError(who, "", `must be an object, got ${shown(encounter)}`);
  const sides = checkList(who, "sides", encounter.sides);
  if (sides.length < 2) throw new SimulationInputError(who, "sides", "must be at least two");
  if (encounter.distance !== undefined) checkNumber(who, "distance", encounter.distance, { min: 0 });
  const options = encounter.options;
  if (options !== undefined) {
    if (typeof options !== "object" || options === null || Array.isArray(options))
      throw new SimulationInputError(who, "options", `must be an object, got ${shown(options)}`);
    for (const [key, value] of Object.entries(options)) {
      if (!knownOptions.includes(key))
        throw new SimulationInputError(
          who,
          `options.${key}`,
          knownOptions.length
            ? `is unknown (known: ${knownOptions.join(", ")})`
            : "is unknown (this ruleset has no options)",
        );
      if (typeof value !== "boolean")
        throw new SimulationInputError(who, `options.${key}`, `must be true or false, got ${shown(value)}`);
    }
  }
  sides.forEach((value, s) => {
    const side = value as Encounter<Combatant>["sides"][number];
    const label = `side ${s + 1}`;
    if (typeof side !== "object" || side === null)
      throw new SimulationInputError(label, "", `must be an object, got ${shown(side)}`);
    checkName(label, "name", side.name);
    const combatants = checkList(`${label} (${side.name})`, "combatants", side.combatants);
    if (combatants.length === 0)
      throw new SimulationInputError(`${label} (${side.name})`, "combatants", "must not be empty");
    combatants.forEach((combatant, c) => {
      const name = combatantLabel(combatant, s, c);
      if (typeof combatant !== "object" || combatant === null)
        throw new SimulationInputError(name, "", `must be an object, got ${shown(combatant)}`);
      each(combatant as Combatant, name);
    });
  });
}
