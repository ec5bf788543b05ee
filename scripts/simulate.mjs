// `npm run simulate [-- encounter.json] [--ruleset rcr|saga|d6] [--fights N] [--seed N] [--cores N]`:
// encounter odds without Foundry, the fights shared among worker threads (one per core by default).
// Node 20 cannot run the TypeScript sources, so this bundles the command's entry with Vite (already a
// devDependency) into memory, writes it to a temporary folder beside a worker-thread script, and runs it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function bundle() {
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    build: {
      ssr: "src/rulesets/simulate-cli-entry.ts",
      write: false,
      target: "node20",
      minify: false,
      rollupOptions: { output: { format: "es" } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  return output.find((chunk) => chunk.type === "chunk" && chunk.isEntry).code;
}

// What each worker thread runs: the same bundle's BlockWorker, answering the main thread's messages.
const THREAD = `import { parentPort } from "node:worker_threads";
import { BlockWorker } from "./cli.mjs";
const worker = new BlockWorker();
parentPort.on("message", (message) => parentPort.postMessage(worker.answer(message)));
`;

const dir = mkdtempSync(path.join(tmpdir(), "swrpg-simulate-"));
try {
  const file = path.join(dir, "cli.mjs");
  const thread = path.join(dir, "thread.mjs");
  writeFileSync(file, await bundle());
  writeFileSync(thread, THREAD);
  const cli = await import(pathToFileURL(file).href);

  /** A worker thread as the PortRunner talks to it. */
  const threadPort = () => {
    const worker = new Worker(thread);
    return {
      post: (message) => worker.postMessage(message),
      onMessage: (listener) => worker.on("message", listener),
      onFailure: (listener) => {
        worker.on("error", (error) => listener(error.message));
        worker.on("exit", (code) => code !== 0 && listener(`the worker thread stopped (exit code ${code})`));
      },
      terminate: () => void worker.terminate(),
    };
  };

  const io = {
    readText(name) {
      try {
        return readFileSync(path.resolve(process.cwd(), name), "utf8");
      } catch {
        return null;
      }
    },
    // "rcr-npcs/stormtrooper" → the parsed packs/_source/rcr-npcs/stormtrooper.json, or null
    packs(reference) {
      const source = path.join(root, "packs", "_source", `${reference}.json`);
      return existsSync(source) ? JSON.parse(readFileSync(source, "utf8")) : null;
    },
    cores: availableParallelism(),
    async play(run, cores, tally) {
      if (cores <= 1) return cli.playInProcess(run, cores, tally);
      const runners = Array.from({ length: cores }, () => new cli.PortRunner(threadPort(), run.request));
      await cli.shareBlocks(run.blocks, runners, tally, { fallback: () => new cli.LocalRunner(run) });
    },
  };
  const result = await cli.runCli(process.argv.slice(2), cli.CLI_RULESETS, io);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
