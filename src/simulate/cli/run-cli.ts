import {
  EncounterFileError,
  type FileRuleset,
  type NamedCombatant,
  type PackSource,
  readEncounterFile,
} from "../encounter/encounter-file.ts";
import { SimulationInputError } from "../input-check.ts";
import type { Encounter } from "../ruleset.ts";
import { PreparedRun } from "../run-request.ts";
import type { Tally } from "../tally.ts";
import { CliArgsError, parseCliArgs } from "./cli-args.ts";
import { oddsReport } from "./odds-report.ts";

/** A ruleset as the command knows it: its file reader, its name and its default encounter. */
export interface CliRuleset extends FileRuleset<NamedCombatant> {
  /** As the report names it: "RCR", "Saga Edition", "WEG D6". */
  label: string;
  /** What `--ruleset <id>` plays without a file, built from the ruleset's packs. */
  defaultEncounter(packs: PackSource): Encounter<NamedCombatant>;
  /** The default encounter in words, for the usage. */
  defaultLabel: string;
}

/** What the command can do outside itself (scripts/simulate.mjs gives it Node's files and threads). */
export interface CliIO {
  /** The text of a file, or null when it cannot be read. */
  readText(path: string): string | null;
  packs: PackSource;
  /** The machine's cores: how many threads play the fights unless `--cores` says otherwise. */
  cores: number;
  /** Plays every block of the run on `cores` threads, merging the counts into `tally`. */
  play(run: PreparedRun, cores: number, tally: Tally): Promise<void>;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const DEFAULT_FIGHTS = 10_000;
export const DEFAULT_SEED = 2026;
export const DEFAULT_RULESET = "rcr";

/** Plays every block on this thread, in order. */
export async function playInProcess(run: PreparedRun, _cores: number, tally: Tally): Promise<void> {
  for (let block = 0; block < run.blocks; block++) tally.merge(run.play(block));
}

function usage(rulesets: Readonly<Record<string, CliRuleset>>): string {
  const defaults = Object.entries(rulesets)
    .map(([id, r]) => `  --ruleset ${id.padEnd(5)} ${r.defaultLabel}`)
    .join("\n");
  return `Usage: npm run simulate -- [encounter.json] [--ruleset rcr|saga|d6] [--fights N] [--seed N] [--cores N]
Without a file, the ruleset's default encounter (from its packs; rcr unless --ruleset says otherwise):
${defaults}
--fights: 1 to 1,000,000 (default 10,000); --seed: 0 to 4294967295 (default 2026);
--cores: threads to play on (default: every core; the odds are the same on any number).
The file format is in docs/simulate.md; docs/examples/ has one encounter per ruleset.
`;
}

/** `npm run simulate`: prints the odds of a ruleset's default encounter or of the file given. */
export async function runCli(
  argv: readonly string[],
  rulesets: Readonly<Record<string, CliRuleset>>,
  io: CliIO,
): Promise<CliResult> {
  const refuse = (code: number, message: string, withUsage = false): CliResult => ({
    code,
    stdout: "",
    stderr: `${message}\n${withUsage ? usage(rulesets) : ""}`,
  });
  let args: ReturnType<typeof parseCliArgs>;
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    if (error instanceof CliArgsError) return refuse(2, error.message, true);
    throw error;
  }
  if (args.help) return { code: 0, stdout: usage(rulesets), stderr: "" };
  if (args.ruleset !== null && !(args.ruleset in rulesets))
    return refuse(
      2,
      `unknown ruleset ${JSON.stringify(args.ruleset)} (known: ${Object.keys(rulesets).join(", ")}).`,
      true,
    );
  let id = args.ruleset ?? DEFAULT_RULESET;
  let encounter: Encounter<NamedCombatant>;
  let fights = DEFAULT_FIGHTS;
  let seed = DEFAULT_SEED;
  const source = args.file ?? `the ${id} default encounter`;
  if (args.file !== null) {
    const text = io.readText(args.file);
    if (text === null) return refuse(1, `${args.file}: cannot read the file.`);
    try {
      const read = readEncounterFile(text, rulesets, io.packs);
      if (args.ruleset !== null && read.ruleset !== args.ruleset)
        return refuse(
          2,
          `${args.file}: the file is a ${read.ruleset} encounter, not ${args.ruleset} (--ruleset).`,
        );
      id = read.ruleset;
      encounter = read.encounter;
      fights = read.fights ?? fights;
      seed = read.seed ?? seed;
    } catch (error) {
      if (error instanceof EncounterFileError) {
        const where = error.field ? ` ${error.field}` : "";
        return refuse(1, `${args.file}:${error.line}:${where} ${error.problem}`);
      }
      throw error;
    }
  } else {
    encounter = rulesets[id]!.defaultEncounter(io.packs);
  }
  fights = args.fights ?? fights;
  seed = args.seed ?? seed;
  let run: PreparedRun;
  try {
    run = new PreparedRun({ ruleset: id, encounter, fights, seed });
  } catch (error) {
    if (error instanceof SimulationInputError) return refuse(1, `${source}: ${error.message}`);
    throw error;
  }
  const stderr = run.threatens()
    ? ""
    : "warning: nobody on the field can hurt anybody: every fight will be a draw.\n";
  const tally = run.tally();
  await io.play(run, Math.min(args.cores ?? io.cores, run.blocks), tally);
  return { code: 0, stdout: oddsReport(run.odds(tally), rulesets[id]!.label), stderr };
}
