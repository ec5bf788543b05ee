import type { Encounter, Side } from "../ruleset.ts";
import { EncounterFileError } from "./encounter-file-error.ts";
import { join, Reader } from "./field-reader.ts";
import { JsonSyntaxError, parseLocatedJson } from "./located-json.ts";

export { EncounterFileError };

/**
 * The encounter file of `npm run simulate -- encounter.json` (docs/simulate.md › Encounter file): it names
 * its ruleset, and is checked field by field, every refusal naming the line and the field.
 */

/** A combatant of any ruleset: a name, and whether it is aware when the fight starts. */
export interface NamedCombatant {
  name: string;
  aware?: boolean;
}

/** What the file reader needs of a ruleset. */
export interface FileRuleset<Combatant extends NamedCombatant> {
  id: string;
  /** The optional rules an encounter of this ruleset may switch (`"options"`). */
  options: readonly string[];
  /** A combatant written inline (its items may name pack entries); refuses a bad field with `r.fail`. */
  readCombatant(r: Reader, fields: Record<string, unknown>, path: string, packs: PackSource): Combatant;
  /** A pack actor's source as a combatant; null when the actor is not one of this ruleset's. */
  fromPack(actor: unknown): Combatant | null;
  /** An example pack reference for the refusal of an unknown one. */
  packExample: string;
}

/** What a file gives the command. */
export interface EncounterFile<Combatant> {
  ruleset: string;
  encounter: Encounter<Combatant>;
  seed: number | null;
  fights: number | null;
}

/** A pack actor's source by reference ("rcr-npcs/stormtrooper"), or null when there is no such actor. */
export type PackSource = (reference: string) => unknown;

/** The ruleset of a file that names none (files written before Saga and D6 joined are RCR's). */
export const DEFAULT_FILE_RULESET = "rcr";

function combatants<C extends NamedCombatant>(
  r: Reader,
  ruleset: FileRuleset<C>,
  value: unknown,
  path: string,
  packs: PackSource,
  sideAware: boolean,
): C[] {
  const c = r.object(value, path);
  const count = r.integer(c, "count", path, 1, 50, 1) ?? 1;
  const aware = r.boolean(c, "aware", path, sideAware);
  let base: C;
  if (c.pack !== undefined) {
    r.only(c, path, ["pack", "name", "count", "aware"]);
    const reference = r.string(c, "pack", path);
    const source = /^[a-z0-9-]+\/[a-z0-9-]+$/.test(reference) ? packs(reference) : null;
    const found = source === null || source === undefined ? null : ruleset.fromPack(source);
    if (!found)
      r.fail(
        join(path, "pack"),
        `no ${ruleset.id} pack actor "${reference}" (use "<pack folder>/<file name>", e.g. "${ruleset.packExample}")`,
      );
    base = { ...found, name: r.string(c, "name", path, found.name) };
  } else {
    base = ruleset.readCombatant(r, c, path, packs);
  }
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    name: count > 1 ? `${base.name} ${i + 1}` : base.name,
    aware,
  }));
}

/**
 * Reads an encounter file's text; throws `EncounterFileError` naming the line and field at fault. The file's
 * `ruleset` picks the reader of its combatants among `rulesets` ("rcr" when it names none).
 */
export function readEncounterFile(
  text: string,
  rulesets: Readonly<Record<string, FileRuleset<NamedCombatant>>>,
  packs: PackSource,
): EncounterFile<NamedCombatant> {
  let located: ReturnType<typeof parseLocatedJson>;
  try {
    located = parseLocatedJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      throw new EncounterFileError(error.line, "", `not valid JSON: ${error.message}`);
    throw error;
  }
  const r = new Reader(located.lines, located.numbers);
  const root = r.object(located.value, "");
  r.only(root, "", ["ruleset", "seed", "fights", "distance", "options", "sides"]);
  const id = r.choice(root, "ruleset", "", Object.keys(rulesets), DEFAULT_FILE_RULESET);
  const ruleset = rulesets[id]!;
  let options: Record<string, boolean> | undefined;
  if (root.options !== undefined) {
    const given = r.object(root.options, "options");
    r.only(given, "options", ruleset.options);
    options = {};
    for (const key of Object.keys(given)) options[key] = r.boolean(given, key, "options", false);
  }
  const sides: Side<NamedCombatant>[] = r
    .array(root.sides ?? r.fail("sides", "missing (a list of at least two sides)"), "sides", 2)
    .map((value, s) => {
      const path = `sides[${s}]`;
      const side = r.object(value, path);
      r.only(side, path, ["name", "aware", "combatants"]);
      const aware = r.boolean(side, "aware", path, true);
      const list = r.array(
        side.combatants ?? r.fail(join(path, "combatants"), "missing"),
        join(path, "combatants"),
        1,
      );
      return {
        name: r.string(side, "name", path),
        combatants: list.flatMap((c, i) =>
          combatants(r, ruleset, c, `${path}.combatants[${i}]`, packs, aware),
        ),
      };
    });
  const distance = r.integer(root, "distance", "", 0, 1000, null);
  return {
    ruleset: id,
    encounter: {
      sides,
      ...(distance === null ? {} : { distance }),
      ...(options ? { options } : {}),
    },
    seed: r.integer(root, "seed", "", 0, 4294967295, null),
    fights: r.integer(root, "fights", "", 1, 1_000_000, null),
  };
}
