// The simulator over cores: `node bench/simulate-scaling.mjs [fights] [rcr,saga,d6]` plays the 4-vs-4 encounter of each
// ruleset (bench/simulate-bench-entry.ts) on 1, 2, ... up to every core with worker threads, as the command
// does, and prints fights per second, the speed-up over one thread and the CPU time per fight on one thread
// (process.cpuUsage: what a core gives when the machine is shared). It checks the odds are the same on every
// number of threads. Not part of the test suite.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fights = Number(process.argv[2] ?? 20000);
// Which rulesets (default: all three), e.g. `d6` to measure one again.
const only = process.argv[3]?.split(",") ?? null;

const bundled = await build({
  configFile: false,
  root,
  logLevel: "silent",
  build: {
    ssr: "bench/simulate-bench-entry.ts",
    write: false,
    target: "node20",
    minify: false,
    rollupOptions: { output: { format: "es" } },
  },
});
const dir = mkdtempSync(path.join(tmpdir(), "swrpg-scaling-"));
try {
  const file = path.join(dir, "bench.mjs");
  const output = (Array.isArray(bundled) ? bundled[0] : bundled).output;
  writeFileSync(file, output.find((chunk) => chunk.type === "chunk" && chunk.isEntry).code);
  writeFileSync(
    path.join(dir, "thread.mjs"),
    `import { parentPort } from "node:worker_threads";
import { BlockWorker } from "./bench.mjs";
const worker = new BlockWorker();
parentPort.on("message", (message) => parentPort.postMessage(worker.answer(message)));
`,
  );
  const lib = await import(pathToFileURL(file).href);
  const port = () => {
    const worker = new Worker(path.join(dir, "thread.mjs"));
    return {
      post: (message) => worker.postMessage(message),
      onMessage: (listener) => worker.on("message", listener),
      onFailure: (listener) => worker.on("error", (error) => listener(error.message)),
      terminate: () => void worker.terminate(),
    };
  };
  const cores = availableParallelism();
  // The machine may be shared: each line says the one-minute load average just before it was measured.
  const load = () => `load ${loadavg()[0].toFixed(1)}`;
  console.log(`${fights.toLocaleString("en-US")} fights per run; ${cores} cores; ${load()}`);
  for (const request of lib.requests(fights)) {
    if (only && !only.includes(request.ruleset)) continue;
    const run = new lib.PreparedRun(request);
    // Warm up (the JIT compiles the hot paths), then one thread's CPU time: the main thread plays every block.
    for (let block = 0; block < Math.min(run.blocks, 8); block++) run.play(block);
    const cpu = process.cpuUsage();
    const tally = run.tally();
    for (let block = 0; block < run.blocks; block++) tally.merge(run.play(block));
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const reference = JSON.stringify(run.odds(tally));
    console.log(
      `${request.ruleset.padEnd(4)} one thread: ${Math.round(fights / cpuSeconds).toLocaleString("en-US")} fights per CPU-second (${((cpuSeconds / fights) * 1e6).toFixed(1)} µs a fight), ${load()}`,
    );
    let single = 0;
    for (let threads = 1; threads <= Math.max(2, cores); threads++) {
      const before = load();
      const started = performance.now();
      const shared = run.tally();
      const runners = Array.from({ length: threads }, () => new lib.PortRunner(port(), request));
      await lib.shareBlocks(run.blocks, runners, shared);
      const seconds = (performance.now() - started) / 1000;
      if (threads === 1) single = seconds;
      const same = JSON.stringify(run.odds(shared)) === reference ? "same odds" : "ODDS DIFFER";
      console.log(
        `     ${threads} thread${threads > 1 ? "s" : " "}: ${Math.round(fights / seconds)
          .toLocaleString("en-US")
          .padStart(7)} fights/s, ×${(single / seconds).toFixed(2)}, ${same}, ${before}`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
