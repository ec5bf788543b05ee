/**
 * What scripts/simulate.mjs bundles: the command with every ruleset's part (its default encounter from
 * its packs, its pack actors, its file fields), and what a worker thread runs.
 */
import type { CliRuleset } from "../simulate/cli/run-cli.ts";
import { d6Cli } from "./d6/simulate/cli-ruleset.ts";
import { rcrCli } from "./rcr/simulate/cli-ruleset.ts";
import { sagaCli } from "./saga/simulate/cli-ruleset.ts";

export { playInProcess, runCli } from "../simulate/cli/run-cli.ts";
export { LocalRunner } from "../simulate/parallel/local-runner.ts";
export { PortRunner } from "../simulate/parallel/port-runner.ts";
export { shareBlocks } from "../simulate/parallel/share-blocks.ts";
export { BlockWorker } from "../simulate/worker/block-worker.ts";

export const CLI_RULESETS: Readonly<Record<string, CliRuleset>> = { rcr: rcrCli, saga: sagaCli, d6: d6Cli };
