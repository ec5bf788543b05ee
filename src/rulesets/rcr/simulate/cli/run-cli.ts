import {
  EncounterFileError,
  type PackLookup,
  readEncounterFile,
} from "../../../../simulate/encounter/encounter-file.ts";
import { rcrRuleset } from "../../../../simulate/rcr/rcr-ruleset.ts";
import { simulate } from "../../../../simulate/simulate.ts";
import { defaultEncounter } from "../default-encounter.ts";
import { oddsReport } from "./odds-report.ts";

/** What the command can do outside itself (scripts/simulate.mjs gives it Node's file system). */
export interface CliIO {
  /** The text of a file, or null when it cannot be read. */
  readText(path: string): string | null;
  packs: PackLookup;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const DEFAULT_FIGHTS = 10_000;
export const DEFAULT_SEED = 2026;

const USAGE = `Usage: npm run simulate [-- [encounter.json] [--fights N] [--seed N]]
Without a file: four stormtroopers against the three pregenerated heroes (from the packs).
The file format is in docs/simulate.md; docs/examples/encounter.json is an example.
`;

function numberOption(args: string[], name: string): number | null | "bad" {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const value = Number(args[at + 1]);
  args.splice(at, 2);
  return Number.isInteger(value) && value > 0 ? value : "bad";
}

/** `npm run simulate`: prints the odds of the default encounter or of the file given. */
export function runCli(argv: readonly string[], io: CliIO): CliResult {
  const args = [...argv];
  if (args.includes("--help") || args.includes("-h")) return { code: 0, stdout: USAGE, stderr: "" };
  const fightsOption = numberOption(args, "--fights");
  const seedOption = numberOption(args, "--seed");
  if (fightsOption === "bad" || seedOption === "bad")
    return { code: 2, stdout: "", stderr: `--fights and --seed take a whole number above 0.\n${USAGE}` };
  if (args.length > 1) return { code: 2, stdout: "", stderr: `One encounter file at most.\n${USAGE}` };
  const file = args[0];
  let encounter = defaultEncounter();
  let fights = DEFAULT_FIGHTS;
  let seed = DEFAULT_SEED;
  if (file) {
    const text = io.readText(file);
    if (text === null) return { code: 1, stdout: "", stderr: `${file}: cannot read the file.\n` };
    try {
      const read = readEncounterFile(text, io.packs);
      encounter = read.encounter;
      fights = read.fights ?? fights;
      seed = read.seed ?? seed;
    } catch (error) {
      if (error instanceof EncounterFileError) {
        const where = error.field ? ` ${error.field}` : "";
        return { code: 1, stdout: "", stderr: `${file}:${error.line}:${where} ${error.problem}\n` };
      }
      throw error;
    }
  }
  fights = fightsOption ?? fights;
  seed = seedOption ?? seed;
  try {
    const odds = simulate(rcrRuleset, encounter, { fights, seed });
    return { code: 0, stdout: oddsReport(odds), stderr: "" };
  } catch (error) {
    return { code: 1, stdout: "", stderr: `${file ?? "default encounter"}: ${(error as Error).message}\n` };
  }
}
