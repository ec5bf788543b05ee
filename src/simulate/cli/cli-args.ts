import { MAX_FIGHTS } from "../blocks.ts";
import { MAX_SEED } from "../input-check.ts";

/** What the command line asks for; a refusal names the option and shows the value as given. */
export interface CliArgs {
  help: boolean;
  file: string | null;
  ruleset: string | null;
  fights: number | null;
  seed: number | null;
  cores: number | null;
}

/** A refused command line: the message, then the usage. */
export class CliArgsError extends Error {}

/** The most threads the command starts, whatever `--cores` says. */
export const MAX_CORES = 256;

const NUMBER_OPTIONS = {
  "--fights": { min: 1, max: MAX_FIGHTS },
  "--seed": { min: 0, max: MAX_SEED },
  "--cores": { min: 1, max: MAX_CORES },
} as const;

/** A whole number written in decimal digits, within the bounds; the text is shown as given when refused. */
function wholeNumber(option: keyof typeof NUMBER_OPTIONS, text: string | undefined): number {
  const { min, max } = NUMBER_OPTIONS[option];
  const value = text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max))
    throw new CliArgsError(
      `${option} takes a whole number from ${min} to ${max.toLocaleString("en-US")}, got ${text === undefined ? "nothing" : JSON.stringify(text)}.`,
    );
  return value;
}

/** Reads `npm run simulate -- [file] [--ruleset id] [--fights N] [--seed N] [--cores N]`. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { help: false, file: null, ruleset: null, fights: null, seed: null, cores: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] =
      arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    if (name === "--help" || name === "-h") args.help = true;
    else if (name === "--ruleset") {
      const id = value();
      if (id === undefined) throw new CliArgsError("--ruleset takes a ruleset: rcr, saga or d6.");
      args.ruleset = id;
    } else if (name === "--fights") args.fights = wholeNumber("--fights", value());
    else if (name === "--seed") args.seed = wholeNumber("--seed", value());
    else if (name === "--cores") args.cores = wholeNumber("--cores", value());
    else if (name!.startsWith("-") && name !== "-") throw new CliArgsError(`unknown option ${name}.`);
    else if (args.file !== null)
      throw new CliArgsError(`one encounter file at most (got ${args.file} and ${arg}).`);
    else args.file = arg;
  }
  return args;
}
