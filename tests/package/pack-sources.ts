/**
 * The compendium source validator: checks packs/_source/<pack>/*.json against the manifest, the lang
 * file and the data models' own constraint tables before the build compiles them. Pure: the loader
 * reads files, `validatePackSources` only looks at what it is given and returns readable errors.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ConstraintTable, checkValue } from "../../src/data/constraints.ts";
import { parseDiceFormula } from "../../src/rules/index.ts";
import { D6_ACTOR_CONSTRAINTS } from "../../src/rulesets/d6/data/actor-schema.ts";
import { D6_ARMOR_CONSTRAINTS } from "../../src/rulesets/d6/data/armor-schema.ts";
import { D6_WEAPON_CONSTRAINTS } from "../../src/rulesets/d6/data/weapon-schema.ts";
import { ACTOR_CONSTRAINTS } from "../../src/rulesets/rcr/data/actor/actor-schema.ts";
import { ARMOR_CONSTRAINTS } from "../../src/rulesets/rcr/data/item/armor-schema.ts";
import { isFeatKey, TARGETED_FEATS } from "../../src/rulesets/rcr/data/item/feat-registry.ts";
import { FEAT_CONSTRAINTS } from "../../src/rulesets/rcr/data/item/feat-schema.ts";
import { WEAPON_CONSTRAINTS, WEAPON_GROUPS } from "../../src/rulesets/rcr/data/item/weapon-schema.ts";
import {
  armorToUnequip,
  type EquippedItem,
  hasFreeHand,
} from "../../src/rulesets/rcr/documents/equipment.ts";
import { SAGA_ACTOR_CONSTRAINTS } from "../../src/rulesets/saga/data/actor-schema.ts";
import { SAGA_ARMOR_CONSTRAINTS } from "../../src/rulesets/saga/data/armor-schema.ts";
import { isSagaTalentKey, TALENT_TARGETS } from "../../src/rulesets/saga/data/talent-registry.ts";
import { SAGA_TALENT_CONSTRAINTS } from "../../src/rulesets/saga/data/talent-schema.ts";
import { SAGA_WEAPON_CONSTRAINTS } from "../../src/rulesets/saga/data/weapon-schema.ts";
import { SAGA_FORCE_POWER_CONSTRAINTS } from "../../src/rulesets/saga/force/power-schema.ts";

/** Core Foundry v13 icons the packs may use: each is shipped by every Foundry install. */
export const CORE_ICONS: ReadonlySet<string> = new Set([
  "icons/svg/sword.svg",
  "icons/svg/target.svg",
  "icons/svg/fire.svg",
  "icons/svg/lightning.svg",
  "icons/svg/shield.svg",
  "icons/svg/upgrade.svg",
  "icons/svg/mystery-man.svg",
]);

/** Image paths inside the system resolve against the repository root. */
const SYSTEM_PREFIX = "systems/swrpg/";

type Json = Record<string, unknown>;

/** One source file. */
export interface SourceFile {
  file: string;
  data: unknown;
}

/** One folder under packs/_source. */
export interface PackSource {
  name: string;
  files: SourceFile[];
}

export interface ManifestPack {
  name: string;
  label: string;
  type: string;
  path?: string;
  system?: string;
}

export interface ValidationContext {
  packs: PackSource[];
  manifestPacks: ManifestPack[];
  /** Whether a repository-relative file exists. */
  fileExists: (relativePath: string) => boolean;
}

/** The collection of each pack type, as the CLI names it in `_key`s. */
const COLLECTIONS: Record<string, string> = { Actor: "actors", Item: "items", JournalEntry: "journal" };

/** Unconstrained fields the models define besides those in their constraint tables. */
const TYPES: Record<string, { document: "Item" | "Actor"; table: ConstraintTable; free: string[] }> = {
  weapon: { document: "Item", table: WEAPON_CONSTRAINTS, free: ["description"] },
  armor: { document: "Item", table: ARMOR_CONSTRAINTS, free: ["description"] },
  feat: { document: "Item", table: FEAT_CONSTRAINTS, free: ["target", "description"] },
  character: { document: "Actor", table: ACTOR_CONSTRAINTS, free: ["biography"] },
  npc: { document: "Actor", table: ACTOR_CONSTRAINTS, free: ["biography"] },
  sagaWeapon: { document: "Item", table: SAGA_WEAPON_CONSTRAINTS, free: ["description"] },
  sagaArmor: { document: "Item", table: SAGA_ARMOR_CONSTRAINTS, free: ["description"] },
  sagaTalent: { document: "Item", table: SAGA_TALENT_CONSTRAINTS, free: ["target", "description"] },
  sagaForcePower: { document: "Item", table: SAGA_FORCE_POWER_CONSTRAINTS, free: ["description"] },
  sagaCharacter: { document: "Actor", table: SAGA_ACTOR_CONSTRAINTS, free: ["notes"] },
  sagaNpc: { document: "Actor", table: SAGA_ACTOR_CONSTRAINTS, free: ["notes"] },
  d6Weapon: { document: "Item", table: D6_WEAPON_CONSTRAINTS, free: ["description"] },
  d6Armor: { document: "Item", table: D6_ARMOR_CONSTRAINTS, free: ["description"] },
  d6Character: { document: "Actor", table: D6_ACTOR_CONSTRAINTS, free: ["biography", "notes"] },
  d6Npc: { document: "Actor", table: D6_ACTOR_CONSTRAINTS, free: ["biography", "notes"] },
};

const ID = /^[A-Za-z0-9]{16}$/;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Dotted paths of every leaf (non-object value) under `value`. */
function leafPaths(value: Json, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    isObject(child) ? leafPaths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(value: Json, dotted: string): unknown {
  let current: unknown = value;
  for (const key of dotted.split(".")) current = isObject(current) ? current[key] : undefined;
  return current;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Collects errors for one document (top level or embedded). */
class Checker {
  readonly errors: string[] = [];
  readonly ids = new Map<string, string>();
  /** "<pack>.<id>" → the document, for compendiumSource links. */
  readonly entries = new Map<string, Json>();

  constructor(private readonly context: ValidationContext) {}

  error(where: string, message: string): void {
    this.errors.push(`${where}: ${message}`);
  }

  claimId(where: string, id: unknown): id is string {
    if (typeof id !== "string" || !ID.test(id)) {
      this.error(where, `_id ${JSON.stringify(id)} is not 16 letters and digits`);
      return false;
    }
    const owner = this.ids.get(id);
    if (owner) this.error(where, `_id ${id} is already used by ${owner}`);
    else this.ids.set(id, where);
    return true;
  }

  /**
   * A journal entry: text pages with their ids and keys, HTML content without lang keys or template
   * residue; returns the content links (`@UUID[...]{name}`) for the caller to resolve across packs.
   */
  journal(
    where: string,
    entryId: string,
    data: Json,
  ): { where: string; uuid: string; name: string; type: string }[] {
    const found: { where: string; uuid: string; name: string; type: string }[] = [];
    const pages = Array.isArray(data.pages) ? data.pages.filter(isObject) : [];
    if (pages.length === 0) this.error(where, "has no pages");
    for (const page of pages) {
      const pageWhere = `${where} › ${text(page.name) || "page"}`;
      if (!text(page.name).trim()) this.error(pageWhere, "has no name");
      if (!this.claimId(pageWhere, page._id)) continue;
      if (page._key !== `!journal.pages!${entryId}.${page._id}`)
        this.error(
          pageWhere,
          `_key ${JSON.stringify(page._key)} must be !journal.pages!${entryId}.${page._id}`,
        );
      if (page.type !== "text") this.error(pageWhere, `type "${text(page.type)}" is not a text page`);
      const content = text(valueAt(page, "text.content"));
      if (!content.trim()) this.error(pageWhere, "has no text");
      if (/\bSWRPG\.[A-Za-z]/.test(content) || /\{\{|\}\}|\{settings\}/.test(content))
        this.error(pageWhere, "shows a lang key or template residue");
      for (const match of content.matchAll(/@UUID\[([^\]]*)\]\{([^}]*)\}/g))
        found.push({ where: pageWhere, uuid: match[1] ?? "", name: match[2] ?? "", type: "link" });
    }
    return found;
  }

  image(where: string, src: unknown, field: string): void {
    if (src === undefined || src === null || src === "") return;
    if (typeof src !== "string") {
      this.error(where, `${field} is not a path`);
      return;
    }
    const local = src.startsWith(SYSTEM_PREFIX) ? src.slice(SYSTEM_PREFIX.length) : null;
    if (CORE_ICONS.has(src) || (local && this.context.fileExists(local))) return;
    this.error(where, `${field} ${src} is neither an allowed core icon nor a file of this system`);
  }

  system(where: string, type: string, system: unknown): void {
    const spec = TYPES[type];
    if (!spec) return;
    if (!isObject(system)) {
      this.error(where, "has no system data");
      return;
    }
    const known = new Set([...Object.keys(spec.table), ...spec.free]);
    for (const leaf of leafPaths(system)) {
      if (!known.has(leaf)) this.error(where, `system.${leaf} is not a field of the ${type} model`);
    }
    for (const [field, { constraint }] of Object.entries(spec.table)) {
      const value = valueAt(system, field);
      if (value === undefined) {
        this.error(where, `system.${field} is missing`);
        continue;
      }
      const result = checkValue(constraint, value);
      if (!result.ok)
        this.error(where, `system.${field} = ${JSON.stringify(value)} is refused (${result.reason})`);
      else if (result.value !== value)
        this.error(where, `system.${field} must be stored as ${JSON.stringify(result.value)}`);
    }
    for (const field of spec.free) {
      if (typeof valueAt(system, field) !== "string") this.error(where, `system.${field} must be text`);
    }
    if (type === "weapon") this.weapon(where, system);
    if (type === "feat") this.feat(where, system);
    if (type === "character" || type === "npc") this.actorNumbers(where, system);
    if (type === "sagaWeapon") this.sagaWeapon(where, system);
    if (type === "sagaTalent") this.sagaTalent(where, system);
    if (type === "sagaCharacter" || type === "sagaNpc") this.sagaActorNumbers(where, system);
    if (type === "d6Weapon") this.d6Weapon(where, system);
    if (type === "d6Armor" && text(system.description).trim() === "") this.error(where, "has no description");
  }

  /** A D6 weapon: bands in order, a full pack at most, stun only with a stun setting, blast bands widening. */
  d6Weapon(where: string, system: Json): void {
    const band = (name: string) => Number(valueAt(system, `range.${name}`));
    const [short, medium, long] = [band("short"), band("medium"), band("long")];
    if (!(short <= medium && medium <= long))
      this.error(where, `range bands ${short}/${medium}/${long} out of order`);
    const melee = ["meleeCombat", "lightsaber", "brawling"].includes(text(system.skill));
    if (melee !== (long === 0))
      this.error(where, melee ? "a melee weapon has ranges" : "a ranged weapon needs ranges");
    if (valueAt(system, "stun.active") === true && valueAt(system, "stun.available") !== true)
      this.error(where, "stun is active on a weapon without a stun setting");
    const ammo = Number(valueAt(system, "ammo.value"));
    const ammoMax = Number(valueAt(system, "ammo.max"));
    if (ammoMax > 0 && ammo > ammoMax) this.error(where, `ammo ${ammo} exceeds a full pack of ${ammoMax}`);
    let edge = 0;
    for (const band of ["band1", "band2", "band3", "band4"]) {
      const radius = Number(valueAt(system, `blast.${band}.radius`));
      const damage = text(valueAt(system, `blast.${band}.damage`));
      if (radius > 0 !== (damage !== "")) this.error(where, `blast ${band} needs both a radius and damage`);
      if (radius > 0 && radius <= edge) this.error(where, `blast ${band} does not widen`);
      if (radius > 0) edge = radius;
    }
    if (text(system.description).trim() === "") this.error(where, "has no description");
  }

  sagaWeapon(where: string, system: Json): void {
    const formula = text(valueAt(system, "damage.formula"));
    const parsed = parseDiceFormula(formula, { allowReferences: false });
    if (!parsed.ok) this.error(where, `damage formula "${formula}" does not parse (${parsed.code})`);
    if (valueAt(system, "fire.autofireOnly") === true && valueAt(system, "fire.autofire") !== true)
      this.error(where, "autofire only without autofire");
    if (valueAt(system, "stun.active") === true && valueAt(system, "stun.available") !== true)
      this.error(where, "stun is active on a weapon without a stun setting");
    const shots = valueAt(system, "shots.value");
    const max = valueAt(system, "shots.max");
    if (typeof shots === "number" && typeof max === "number" && max > 0 && shots > max)
      this.error(where, `shots ${shots} exceed the magazine ${max}`);
    if (text(system.description).trim() === "") this.error(where, "has no description");
  }

  sagaTalent(where: string, system: Json): void {
    const key = text(system.key);
    const target = text(system.target).trim();
    if (!isSagaTalentKey(key)) return;
    const targets = TALENT_TARGETS[key];
    if (targets && !targets.includes(target))
      this.error(where, `${key} needs a target among ${targets.join(", ")}`);
    if (!targets && target !== "") this.error(where, `${key} takes no target`);
    if (text(system.description).trim() === "") this.error(where, "has no description");
  }

  sagaActorNumbers(where: string, system: Json): void {
    const hp = valueAt(system, "hp.value");
    const max = valueAt(system, "hp.max");
    if (typeof hp === "number" && typeof max === "number" && hp > max)
      this.error(where, `hit points ${hp} exceed the maximum ${max}`);
  }

  weapon(where: string, system: Json): void {
    const formula = text(valueAt(system, "damage.formula"));
    const parsed = parseDiceFormula(formula, { allowReferences: false });
    if (!parsed.ok) this.error(where, `damage formula "${formula}" does not parse (${parsed.code})`);
    const attackType = valueAt(system, "attackType");
    const increment = valueAt(system, "rangeIncrement");
    if (attackType === "melee" && increment !== 0) this.error(where, "a melee weapon has a range increment");
    if (attackType !== "melee" && !(typeof increment === "number" && increment > 0))
      this.error(where, "a ranged weapon needs a range increment");
    const burst = valueAt(system, "burstRadius");
    if (attackType === "grenadelike" && !(typeof burst === "number" && burst > 0))
      this.error(where, "a grenadelike weapon needs a burst radius");
    const modes = ["single", "multifire", "autofire"].filter(
      (m) => valueAt(system, `fireModes.${m}`) === true,
    );
    if (modes.length === 0) this.error(where, "no fire mode");
    if (valueAt(system, "stun.active") === true && valueAt(system, "stun.available") !== true)
      this.error(where, "stun is active on a weapon without a stun setting");
    if (text(system.description).trim() === "") this.error(where, "has no description");
  }

  feat(where: string, system: Json): void {
    const key = text(system.key);
    const target = text(system.target).trim();
    if (!isFeatKey(key)) return;
    if (TARGETED_FEATS.has(key) && target === "") this.error(where, `${key} needs a target`);
    if (!TARGETED_FEATS.has(key) && target !== "") this.error(where, `${key} takes no target`);
    if (TARGETED_FEATS.has(key) && target && !(WEAPON_GROUPS as readonly string[]).includes(target))
      this.error(where, `target ${target} is not a weapon group key`);
    if (text(system.description).trim() === "") this.error(where, "has no description");
  }

  actorNumbers(where: string, system: Json): void {
    const con = valueAt(system, "abilities.con.value");
    const wounds = valueAt(system, "wounds.value");
    const vitality = valueAt(system, "vitality.value");
    const vitalityMax = valueAt(system, "vitality.max");
    if (typeof con === "number" && typeof wounds === "number" && wounds > con)
      this.error(where, `wounds ${wounds} exceed the Constitution score ${con}`);
    if (typeof vitality === "number" && typeof vitalityMax === "number" && vitality > vitalityMax)
      this.error(where, `vitality ${vitality} exceeds its maximum ${vitalityMax}`);
    if (system.heroic === true && vitalityMax === 0) this.error(where, "a heroic character needs vitality");
    if (system.heroic === false && vitalityMax !== 0)
      this.error(where, "an ordinary character has no vitality");
  }

  /** Equipped weapons and armor must be a loadout the Item document would accept. */
  loadout(where: string, items: Json[]): void {
    const equipped: EquippedItem[] = items.map((item) => {
      const system = isObject(item.system) ? item.system : {};
      return {
        id: text(item._id),
        type: text(item.type),
        equipped: system.equipped === true,
        size: text(system.size),
        hand: text(system.hand),
      };
    });
    const armor = equipped.filter((item) => item.type === "armor" && item.equipped);
    if (armor[0] && armorToUnequip(equipped, armor[0].id).length > 0)
      this.error(where, "wears more than one armor");
    for (const item of equipped) {
      const others = equipped.filter((other) => other.id !== item.id);
      if (!hasFreeHand(others, item)) this.error(where, `${item.id}: no free hand to hold it`);
    }
  }
}

/** Validates every pack source; returns the errors (empty when everything is in order). */
export function validatePackSources(context: ValidationContext): string[] {
  const checker = new Checker(context);
  const declared = new Map(context.manifestPacks.map((pack) => [pack.name, pack]));
  const links: { where: string; uuid: string; name: string; type: string }[] = [];
  const journalLinks: { where: string; uuid: string; name: string; type: string }[] = [];

  for (const pack of context.packs) {
    const manifest = declared.get(pack.name);
    if (!manifest) {
      checker.error(pack.name, "is not declared in system.json");
      continue;
    }
    if (pack.name.includes(".")) checker.error(pack.name, "pack names may not contain dots");
    if (manifest.path !== `packs/${pack.name}`) checker.error(pack.name, `path must be packs/${pack.name}`);
    if (manifest.system !== "swrpg") checker.error(pack.name, 'system must be "swrpg"');
    // Foundry localizes pack labels in the sidebar only (window titles and search results show the raw
    // label), so labels are display text, never lang keys.
    if (!manifest.label.trim() || /^SWRPG\./.test(manifest.label))
      checker.error(pack.name, `label "${manifest.label}" must be display text, not a lang key`);
    if (pack.files.length === 0) checker.error(pack.name, "has no entries");

    const folders = new Set<string>();
    const folderRefs: { where: string; folder: unknown }[] = [];
    const names = new Map<string, string>();
    for (const { file, data } of pack.files) {
      const where = `${pack.name}/${file}`;
      if (!isObject(data)) {
        checker.error(where, "is not a JSON object");
        continue;
      }
      const id = data._id;
      if (!checker.claimId(where, id)) continue;
      const name = text(data.name).trim();
      if (!name) checker.error(where, "has no name");
      const key = text(data._key);
      const isFolder = key.startsWith("!folders!");
      const collection = COLLECTIONS[manifest.type] ?? "items";
      if (key !== `!${isFolder ? "folders" : collection}!${id}`)
        checker.error(where, `_key ${JSON.stringify(data._key)} does not match its _id and pack type`);
      folderRefs.push({ where, folder: data.folder });
      const nameKey = `${isFolder ? "folder" : "document"}:${name.toLowerCase()}`;
      const clash = names.get(nameKey);
      if (clash) checker.error(where, `name "${name}" is already used by ${clash}`);
      else names.set(nameKey, where);
      if (isFolder) {
        folders.add(id);
        if (data.type !== manifest.type) checker.error(where, `folder type must be ${manifest.type}`);
        continue;
      }
      if (manifest.type === "JournalEntry") {
        checker.entries.set(`${pack.name}.${id}`, data);
        journalLinks.push(...checker.journal(where, id, data));
        continue;
      }
      const type = text(data.type);
      if (TYPES[type]?.document !== manifest.type) {
        checker.error(where, `type "${type}" does not belong in an ${manifest.type} pack`);
        continue;
      }
      checker.entries.set(`${pack.name}.${id}`, data);
      checker.image(where, data.img, "img");
      checker.system(where, type, data.system);
      if (manifest.type === "Actor") {
        const token = isObject(data.prototypeToken) ? data.prototypeToken : {};
        checker.image(where, valueAt(token, "texture.src"), "prototypeToken.texture.src");
        const items = Array.isArray(data.items) ? data.items.filter(isObject) : [];
        if (!Array.isArray(data.items)) checker.error(where, "has no items array");
        for (const item of items) {
          const itemWhere = `${where} › ${text(item.name) || "item"}`;
          if (!checker.claimId(itemWhere, item._id)) continue;
          if (item._key !== `!actors.items!${id}.${item._id}`)
            checker.error(
              itemWhere,
              `_key ${JSON.stringify(item._key)} must be !actors.items!${id}.${item._id}`,
            );
          const itemType = text(item.type);
          if (TYPES[itemType]?.document !== "Item")
            checker.error(itemWhere, `type "${itemType}" is not an item type`);
          checker.image(itemWhere, item.img, "img");
          checker.system(itemWhere, itemType, item.system);
          const source = valueAt(item, "_stats.compendiumSource");
          if (typeof source === "string")
            links.push({ where: itemWhere, uuid: source, name: text(item.name), type: itemType });
        }
        checker.loadout(where, items);
      }
    }
    for (const { where, folder } of folderRefs) {
      if (folder !== null && folder !== undefined && !(typeof folder === "string" && folders.has(folder)))
        checker.error(where, `folder ${JSON.stringify(folder)} is not a folder of this pack`);
    }
  }

  for (const pack of context.manifestPacks) {
    if (!context.packs.some((source) => source.name === pack.name))
      checker.error(pack.name, "is declared in system.json but has no sources");
  }

  // An embedded copy names the pack entry it came from: that entry must exist and match.
  for (const link of links) {
    const match = /^Compendium\.swrpg\.([^.]+)\.Item\.([A-Za-z0-9]{16})$/.exec(link.uuid);
    const entry = match ? checker.entries.get(`${match[1]}.${match[2]}`) : undefined;
    if (!entry) checker.error(link.where, `compendiumSource ${link.uuid} is not an entry of these packs`);
    else if (entry.name !== link.name || entry.type !== link.type)
      checker.error(
        link.where,
        `compendiumSource ${link.uuid} is "${text(entry.name)}" (${text(entry.type)})`,
      );
  }
  // A journal's content link names a pack entry by uuid and shows its name: both must match an entry.
  for (const link of journalLinks) {
    const match = /^Compendium\.swrpg\.([^.]+)\.(Item|Actor)\.([A-Za-z0-9]{16})$/.exec(link.uuid);
    const entry = match ? checker.entries.get(`${match[1]}.${match[3]}`) : undefined;
    if (!entry) checker.error(link.where, `link ${link.uuid} is not an entry of these packs`);
    else if (entry.name !== link.name)
      checker.error(link.where, `link ${link.uuid} is "${text(entry.name)}", not "${link.name}"`);
  }
  return checker.errors;
}

// --- Loading ------------------------------------------------------------------------------------

/** Reads every pack source folder (recursively, like the build) under `<root>/packs/_source` or `sourceRoot`. */
export async function loadPackSources(
  root: string,
  sourceRoot = path.join(root, "packs", "_source"),
): Promise<PackSource[]> {
  const packs: PackSource[] = [];
  const dirs = (await readdir(sourceRoot, { withFileTypes: true })).filter((d) => d.isDirectory());
  for (const dir of dirs.map((d) => d.name).sort()) {
    const folder = path.join(sourceRoot, dir);
    const files: SourceFile[] = [];
    for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
      const full = path.join(entry.parentPath, entry.name);
      const file = path.relative(folder, full);
      try {
        files.push({ file, data: JSON.parse(await readFile(full, "utf8")) as unknown });
      } catch (error) {
        files.push({ file, data: `unparsable JSON: ${String(error)}` });
      }
    }
    packs.push({ name: dir, files: files.sort((a, b) => a.file.localeCompare(b.file)) });
  }
  return packs;
}

/** The manifest's packs, for `validatePackSources`. */
export async function loadManifestPacks(root: string): Promise<ManifestPack[]> {
  const manifest = JSON.parse(await readFile(path.join(root, "system.json"), "utf8")) as {
    packs?: ManifestPack[];
  };
  return manifest.packs ?? [];
}
