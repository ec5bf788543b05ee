/** What scripts/simulate.mjs bundles and calls: the command, and the pack conversion for file references. */
export { combatantFromPackActor, type PackActor } from "../pack-combatant.ts";
export { type CliIO, type CliResult, runCli } from "./run-cli.ts";
