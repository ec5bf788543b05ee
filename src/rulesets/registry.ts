/**
 * The ruleset registry: which rulesets exist, which one the world runs, and which one a document belongs
 * to. Shared code asks here and never imports a ruleset folder; `src/rulesets/index.ts` registers the
 * built-in rulesets (one line each), a test registers its own the same way.
 */
import { localize } from "../config/i18n.ts";
import { SYSTEM_ID } from "../config/system-id.ts";
import type { Ruleset, RulesetId, TypedDocumentName } from "./types.ts";

/** The ruleset of a world that never chose one (the setting's default). */
export const DEFAULT_RULESET_ID: RulesetId = "rcr";

const rulesets = new Map<RulesetId, Ruleset>();
const typeOwners: Record<TypedDocumentName, Map<string, Ruleset>> = { Actor: new Map(), Item: new Map() };

/** Adds a ruleset. Refused (thrown) when its id or one of its document types is taken. */
export function registerRuleset(ruleset: Ruleset): void {
  if (rulesets.has(ruleset.id)) throw new Error(`swrpg | ruleset "${ruleset.id}" is already registered`);
  for (const documentName of ["Actor", "Item"] as const) {
    for (const type of Object.keys(ruleset.documentTypes[documentName])) {
      const owner = typeOwners[documentName].get(type);
      if (owner) throw new Error(`swrpg | ${documentName} type "${type}" belongs to ruleset "${owner.id}"`);
    }
  }
  rulesets.set(ruleset.id, ruleset);
  for (const documentName of ["Actor", "Item"] as const) {
    for (const type of Object.keys(ruleset.documentTypes[documentName]))
      typeOwners[documentName].set(type, ruleset);
  }
}

/** Removes a ruleset (tests only: a world's rulesets are fixed at load). */
export function unregisterRuleset(id: RulesetId): void {
  const ruleset = rulesets.get(id);
  if (!ruleset) return;
  rulesets.delete(id);
  for (const documentName of ["Actor", "Item"] as const) {
    for (const type of Object.keys(ruleset.documentTypes[documentName]))
      typeOwners[documentName].delete(type);
  }
}

/** Every registered ruleset, in registration order. */
export function registeredRulesets(): Ruleset[] {
  return [...rulesets.values()];
}

/**
 * The ruleset the world runs (the `ruleset` world setting). A stored id that is not registered (a world
 * saved by a newer version) falls back to the default, so the world still loads.
 */
export function activeRuleset(): Ruleset {
  // Before the settings exist (a unit test of one module), the default ruleset runs.
  const id = game.settings?.get(SYSTEM_ID, "ruleset") ?? DEFAULT_RULESET_ID;
  const ruleset = rulesets.get(id) ?? rulesets.get(DEFAULT_RULESET_ID);
  if (!ruleset) throw new Error("swrpg | no ruleset is registered");
  return ruleset;
}

/** The names a notice about another ruleset's document gives: that ruleset's and the world's, localized. */
export function rulesetNames(ruleset: Ruleset): { ruleset: string; world: string } {
  return { ruleset: localize(ruleset.label), world: localize(activeRuleset().label) };
}

/** The ruleset that owns a document subtype (null: a type no ruleset declares, e.g. a module's). */
export function rulesetOfType(documentName: TypedDocumentName, type: string): Ruleset | null {
  return typeOwners[documentName].get(type) ?? null;
}

/** Anything whose ruleset can be told: an Actor or Item by its type, a Combatant by its actor. */
export type RulesetSubject =
  | { documentName: "Actor" | "Item"; type: string }
  | { documentName: "Combatant"; actor: { documentName: "Actor"; type: string } | null };

/** The ruleset a document belongs to (null: none of the registered ones). */
export function rulesetFor(document: RulesetSubject | null | undefined): Ruleset | null {
  if (!document) return null;
  if (document.documentName === "Combatant") return rulesetFor(document.actor);
  return rulesetOfType(document.documentName, document.type);
}

/** The document belongs to the world's ruleset: the system's automation may act on it. */
export function inActiveRuleset(document: RulesetSubject | null | undefined): boolean {
  const ruleset = rulesetFor(document);
  return ruleset !== null && ruleset === activeRuleset();
}

/** The ruleset of a document that belongs to another ruleset than the world's (null otherwise). */
export function foreignRuleset(document: RulesetSubject | null | undefined): Ruleset | null {
  const ruleset = rulesetFor(document);
  return ruleset && ruleset !== activeRuleset() ? ruleset : null;
}

/** The ruleset whose chat card a message holds (null: no card of any registered ruleset). */
export function rulesetOfCard(message: ChatMessage.Implementation): Ruleset | null {
  return registeredRulesets().find((ruleset) => ruleset.chatCard.owns(message)) ?? null;
}
