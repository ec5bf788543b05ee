/**
 * Compendium packs are grouped per ruleset in pack folders (system.json `packFolders`); when the world
 * is ready, only the world ruleset's folder is expanded in the Compendium sidebar. v13 keeps a folder's
 * open state in `game.folders._expanded[folder.uuid]` (fvtt-types `client/documents/collections/folders.d.mts`
 * › `Folders#_expanded`, read by `client/documents/folder.d.mts` › `Folder#expanded`); a system pack's
 * folder is `CompendiumCollection#folder` (`client/documents/collections/compendium-collection.d.mts`),
 * and its pack id is `swrpg.<name>`.
 */
import { SYSTEM_ID } from "../config/system-id.ts";
import { activeRuleset, registeredRulesets } from "../rulesets/registry.ts";

/** A folder as far as this needs it. */
export interface PackFolder {
  uuid: string;
  ancestors: readonly PackFolder[];
}

/**
 * Open (true) or closed (false) by folder uuid: the folders holding the world ruleset's packs, and their
 * ancestors, open; those holding only other rulesets' packs closed.
 */
export function packFolderStates(folderOfPack: (packId: string) => PackFolder | null): Map<string, boolean> {
  const active = activeRuleset();
  const states = new Map<string, boolean>();
  // Other rulesets first, so a folder shared with the world ruleset's packs ends up open.
  const ordered = [...registeredRulesets().filter((r) => r !== active), active];
  for (const ruleset of ordered) {
    for (const name of ruleset.packs) {
      const folder = folderOfPack(`${SYSTEM_ID}.${name}`);
      for (const each of folder ? [folder, ...folder.ancestors] : [])
        states.set(each.uuid, ruleset === active);
    }
  }
  return states;
}

/** Applies the states to the sidebar's expanded folders and re-renders the Compendium tab. */
export function expandRulesetPackFolders(): void {
  const folders = game.folders as unknown as { _expanded?: Record<string, boolean> } | undefined;
  const expanded = folders?._expanded;
  if (!expanded) return;
  const states = packFolderStates((packId) => game.packs?.get(packId)?.folder ?? null);
  for (const [uuid, open] of states) expanded[uuid] = open;
  ui.compendium?.render();
}

export const rulesetPackFolders = {
  listen(): void {
    Hooks.once("ready", expandRulesetPackFolders);
  },
};
