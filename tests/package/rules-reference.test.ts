// Every playable ruleset brings a "Rules reference" journal pack in its own compendium folder (issue 21):
// a JournalEntry pack whose one entry has a page per topic, the last listing the world settings.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAGA_VARIANT_OPTIONS } from "../../src/rulesets/saga/variant.ts";
import { repoRoot } from "../browser/harness/paths.ts";

interface Manifest {
  packs: { name: string; type: string }[];
  packFolders: { name: string; packs: string[] }[];
}
const manifest = JSON.parse(readFileSync(path.join(repoRoot, "system.json"), "utf8")) as Manifest;

function entryOf(pack: string): { name: string; pages: { text: { content: string } }[] } {
  const folder = path.join(repoRoot, "packs/_source", pack);
  const [file] = readdirSync(folder);
  if (!file) throw new Error(`no source in ${pack}`);
  return JSON.parse(readFileSync(path.join(folder, file), "utf8"));
}

describe("a rules reference per ruleset", () => {
  it.each([
    ["Star Wars d20 (RCR)", "rcr-rules-reference", "Rules reference (RCR)", "swrpg.groupInitiative"],
    [
      "Star Wars Saga Edition",
      "saga-rules-reference",
      "Rules reference (Saga Edition)",
      "swrpg.hideDefenseFromPlayers",
    ],
    ["WEG D6", "d6-rules-reference", "Rules reference (WEG D6)", "swrpg.d6WildDie"],
  ])("%s holds its journal %s, naming the world settings", (folder, pack, name, setting) => {
    expect(manifest.packs.find((entry) => entry.name === pack)?.type).toBe("JournalEntry");
    expect(manifest.packFolders.find((entry) => entry.name === folder)?.packs).toContain(pack);
    const entry = entryOf(pack);
    expect(entry.name).toBe(name);
    expect(entry.pages.length).toBeGreaterThanOrEqual(4);
    expect(entry.pages.at(-1)?.text.content).toContain(`<code>${setting}</code>`);
  });
  it("the Saga reference names each of the variant's world options, and says they are off by default", () => {
    const settings = entryOf("saga-rules-reference").pages.at(-1)?.text.content ?? "";
    for (const key of SAGA_VARIANT_OPTIONS) expect(settings, key).toContain(`<code>swrpg.${key}</code>`);
    expect(settings.match(/off by default/g)).toHaveLength(SAGA_VARIANT_OPTIONS.length);
  });
  it("the Saga reference does not offer RCR's group initiative, which Saga's tracker does not run", () => {
    const settings = entryOf("saga-rules-reference").pages.at(-1)?.text.content ?? "";
    expect(settings).toContain("swrpg.ruleset");
    expect(settings).not.toContain("swrpg.groupInitiative");
  });
});
