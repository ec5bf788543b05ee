// `npm run simulate [-- encounter.json] [--fights N] [--seed N]`: encounter odds without Foundry.
// Node 20 cannot run the TypeScript sources, so this bundles the simulator's command entry with Vite
// (already a devDependency) into memory, writes it to a temporary file, and runs it: nothing to build first.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function bundle() {
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    build: {
      ssr: "src/rulesets/rcr/simulate/cli/cli-entry.ts",
      write: false,
      target: "node20",
      minify: false,
      rollupOptions: { output: { format: "es" } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  return output.find((chunk) => chunk.type === "chunk" && chunk.isEntry).code;
}

const dir = mkdtempSync(path.join(tmpdir(), "swrpg-simulate-"));
try {
  const file = path.join(dir, "cli.mjs");
  writeFileSync(file, await bundle());
  const { runCli, combatantFromPackActor } = await import(pathToFileURL(file).href);
  const io = {
    readText(name) {
      try {
        return readFileSync(path.resolve(process.cwd(), name), "utf8");
      } catch {
        return null;
      }
    },
    // "rcr-npcs/stormtrooper" → packs/_source/rcr-npcs/stormtrooper.json
    packs(reference) {
      if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(reference)) return null;
      const source = path.join(root, "packs", "_source", `${reference}.json`);
      if (!existsSync(source)) return null;
      const actor = JSON.parse(readFileSync(source, "utf8"));
      return actor.type === "character" || actor.type === "npc" ? combatantFromPackActor(actor) : null;
    },
  };
  const result = runCli(process.argv.slice(2), io);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
