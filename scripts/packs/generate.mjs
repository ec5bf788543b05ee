// Writes the compendium sources in packs/_source/<pack>/ from the tables in scripts/packs/data/.
// The committed JSON files are what `npm run build` compiles; rerun this after editing a table:
//   node scripts/packs/generate.mjs            (writes packs/_source)
//   node scripts/packs/generate.mjs <folder>   (writes <folder>/<pack>/ instead: the sync test compares)
// Field names follow the data models (src/data/item/*-schema.ts, src/data/actor/actor-schema.ts).
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { d6PackOutput } from "./d6-packs.mjs";
import { actors } from "./data/actors.mjs";
import { armor } from "./data/armor.mjs";
import { d6Pages, d6Settings } from "./data/d6-rules-reference.mjs";
import { feats } from "./data/feats.mjs";
import { pages as referencePages, settings as worldSettings } from "./data/rules-reference.mjs";
import { sagaPages, sagaSettings } from "./data/saga-rules-reference.mjs";
import { weapons } from "./data/weapons.mjs";
import { stableId } from "./ids.mjs";
import { sagaPackOutput } from "./saga-packs.mjs";
import { rcrSkills } from "./skill-keys.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sourceRoot = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "packs", "_source");

/** Version stamps of the sources (the version they were written for, not the current build). */
const STATS = { coreVersion: "13.345", systemId: "swrpg", systemVersion: "0.1.0" };

/** Core Foundry icons (present in every v13 install); the validator allows exactly these. */
const ICONS = {
  melee: "icons/svg/sword.svg",
  ranged: "icons/svg/target.svg",
  explosive: "icons/svg/fire.svg",
  ion: "icons/svg/lightning.svg",
  armor: "icons/svg/shield.svg",
  feat: "icons/svg/upgrade.svg",
  actor: "icons/svg/mystery-man.svg",
};

const PACKS = {
  weapons: "rcr-weapons",
  armor: "rcr-armor",
  feats: "rcr-feats",
  npcs: "rcr-npcs",
  heroes: "rcr-heroes",
  reference: "rcr-rules-reference",
};

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paragraph = (text) => `<p>${escapeHtml(text)}</p>`;
const unsureNote = (text) => (text ? `<p><em>Not certain: ${escapeHtml(text)}.</em></p>` : "");

function baseDocument(pack, slug, collection, fields) {
  const _id = stableId(pack, slug);
  return {
    _id,
    _key: `!${collection}!${_id}`,
    ...fields,
    effects: [],
    folder: fields.folder ?? null,
    sort: fields.sort ?? 0,
    ownership: { default: 0 },
    flags: {},
    _stats: { ...STATS },
  };
}

function folderDocument(pack, slug, name, type, sort) {
  const _id = stableId(pack, "folder", slug);
  return {
    _id,
    _key: `!folders!${_id}`,
    name,
    type,
    description: "",
    folder: null,
    sorting: "a",
    sort,
    color: null,
    flags: {},
    _stats: { ...STATS },
  };
}

// --- Weapons ----------------------------------------------------------------------------------

/** Size relative to a Medium-size wielder (rcr-combat.txt › Attacking with Two Weapons: light weapons). */
function relativeSize(size) {
  if (size === "fine" || size === "diminutive" || size === "tiny" || size === "small") return "light";
  if (size === "medium") return "one-handed";
  return "two-handed";
}

function attackType(weapon) {
  // rcr-combat.txt › Grenadelike Weapon Attacks: thrown at a square, deviating on a miss, bursting on landing.
  if ((weapon.attack === "thrown" && weapon.burst) || weapon.grenadelike) return "grenadelike";
  return weapon.attack;
}

function defaultHand(weapon) {
  const size = relativeSize(weapon.size);
  if (size === "two-handed") return "two-hands";
  // Long arms are fired braced in two hands (rcr-combat.txt › Autofire and Multifire recoil).
  if (weapon.attack === "ranged" && size === "one-handed" && weapon.group !== "blasterPistols")
    return "two-hands";
  return "primary";
}

function weaponIcon(weapon) {
  if (weapon.damageType === "ion") return ICONS.ion;
  if (weapon.burst) return ICONS.explosive;
  return weapon.attack === "melee" ? ICONS.melee : ICONS.ranged;
}

const WEAPON_FOLDERS = [
  ["melee", "Melee Weapons", (w) => w.attack === "melee" && w.group !== "lightsabers"],
  ["lightsabers", "Lightsabers", (w) => w.group === "lightsabers"],
  ["blaster-pistols", "Blaster Pistols", (w) => w.group === "blasterPistols"],
  [
    "blaster-rifles",
    "Blaster Rifles and Bowcaster",
    (w) => w.group === "blasterRifles" || w.group === "exotic",
  ],
  ["heavy", "Heavy Weapons", (w) => w.group === "heavyWeapons"],
  ["grenades", "Grenades", (w) => Boolean(w.burst)],
  ["other-ranged", "Slugthrowers and Primitive Ranged Weapons", () => true],
];

function weaponDescription(w) {
  const facts = [`Cost ${w.cost.toLocaleString("en-US")} credits, weight ${w.weight} kg.`];
  if (w.stunDC) facts.push(`Stun setting: the target resists with a Fortitude save, DC ${w.stunDC}.`);
  if (w.burst) facts.push(`Burst radius ${w.burst} m; those caught may make a Reflex save for half damage.`);
  return paragraph(w.desc) + paragraph(facts.join(" ")) + unsureNote(w.unsure);
}

function weaponSystem(w) {
  const modes = w.modes ?? (w.attack === "melee" ? [] : ["single"]);
  return {
    damage: { formula: w.damage, type: w.damageType === "stun" ? "energy" : w.damageType },
    threatRange: w.threat,
    group: w.group,
    size: relativeSize(w.size),
    attackType: attackType(w),
    rangeIncrement: w.range,
    fireModes: {
      single: w.attack === "melee" || modes.includes("single"),
      multifire: modes.includes("multifire"),
      autofire: modes.includes("autofire"),
    },
    stun: { available: Boolean(w.stunDC), active: w.damageType === "stun" },
    burstRadius: w.burst ?? 0,
    // The Reflex save DC for half damage in a burst (RCR core: 15 for the grenades the packs hold).
    burstReflexDC: w.reflexDC ?? 15,
    mounted: Boolean(w.mounted),
    primitive: w.group === "primitive",
    lightsaber: w.group === "lightsabers",
    // rcr-combat.txt › Double Weapon: both ends can attack (the quarterstaff entry models one end only).
    double: Boolean(w.double),
    equipped: false,
    station: "none",
    hand: defaultHand(w),
    description: weaponDescription(w),
  };
}

function weaponDocuments() {
  const pack = PACKS.weapons;
  const folders = WEAPON_FOLDERS.map(([slug, name], i) =>
    folderDocument(pack, slug, name, "Item", (i + 1) * 1000),
  );
  const documents = weapons.map((w) => {
    const folderIndex = WEAPON_FOLDERS.findIndex(([, , test]) => test(w));
    return baseDocument(pack, w.slug, "items", {
      name: w.name,
      type: "weapon",
      img: weaponIcon(w),
      system: weaponSystem(w),
      folder: folders[folderIndex]._id,
    });
  });
  return { folders, documents };
}

// --- Armor and feats --------------------------------------------------------------------------

function armorSystem(a) {
  const facts = `Cost ${a.cost.toLocaleString("en-US")} credits, weight ${a.weight} kg.`;
  return {
    damageReduction: a.dr,
    maxDexBonus: a.maxDex,
    armorCheckPenalty: a.penalty,
    category: a.category,
    equipped: false,
    description: paragraph(a.desc) + paragraph(facts) + unsureNote(a.unsure),
  };
}

function armorDocuments() {
  return {
    folders: [],
    documents: armor.map((a) =>
      baseDocument(PACKS.armor, a.slug, "items", {
        name: a.name,
        type: "armor",
        img: ICONS.armor,
        system: armorSystem(a),
      }),
    ),
  };
}

function featSystem(f) {
  return {
    key: f.key,
    target: f.target ?? "",
    description:
      paragraph(f.desc) +
      `<p><strong>Prerequisites:</strong> ${escapeHtml(f.prerequisites)}</p>` +
      `<p><strong>In play:</strong> ${escapeHtml(f.rule)}</p>`,
  };
}

function featDocuments() {
  return {
    folders: [],
    documents: feats.map((f) =>
      baseDocument(PACKS.feats, f.slug, "items", {
        name: f.name,
        type: "feat",
        img: ICONS.feat,
        system: featSystem(f),
      }),
    ),
  };
}

// --- Rules reference (a JournalEntry with one text page per topic) -----------------------------

/** A feat of the rcr-feats pack as a content link, named as the pack names it. */
function featLink(slug) {
  const feat = feats.find((candidate) => candidate.slug === slug);
  if (!feat) throw new Error(`rules reference: no feat ${slug}`);
  return `@UUID[Compendium.swrpg.${PACKS.feats}.Item.${stableId(PACKS.feats, slug)}]{${feat.name}}`;
}

function settingsList(settings) {
  const items = settings.map(
    (setting) =>
      `<li><strong>${escapeHtml(setting.name)}</strong> (<code>swrpg.${setting.key}</code>): ${escapeHtml(setting.does)}.</li>`,
  );
  return `<ul>${items.join("")}</ul>`;
}

function pageHtml(page, settings) {
  const body = page.paragraphs
    .map((text) => (text === "{settings}" ? settingsList(settings) : paragraph(text)))
    .join("");
  const links = page.links.length ? `<p>See also: ${page.links.map(featLink).join(", ")}.</p>` : "";
  return body + links;
}

/** A ruleset's rules reference: one journal entry named `title` holding `pages`, in the pack `pack`. */
function referenceDocuments(
  pack = PACKS.reference,
  title = "Rules reference (RCR)",
  pages = referencePages,
  settings = worldSettings,
) {
  const entryId = stableId(pack, "rules-reference");
  const journalPages = pages.map((page, index) => {
    const _id = stableId(pack, "page", page.slug);
    return {
      _id,
      _key: `!journal.pages!${entryId}.${_id}`,
      name: page.name,
      type: "text",
      title: { show: true, level: 1 },
      text: { format: 1, content: pageHtml(page, settings) },
      sort: (index + 1) * 100000,
      ownership: { default: -1 },
      flags: {},
      _stats: { ...STATS },
    };
  });
  return {
    folders: [],
    documents: [
      {
        _id: entryId,
        _key: `!journal!${entryId}`,
        name: title,
        pages: journalPages,
        folder: null,
        sort: 0,
        ownership: { default: 2 },
        flags: {},
        _stats: { ...STATS },
      },
    ],
  };
}

// --- Actors -----------------------------------------------------------------------------------

const SOURCES = {
  weapons: { list: weapons, pack: PACKS.weapons, type: "weapon", system: weaponSystem, img: weaponIcon },
  armor: { list: armor, pack: PACKS.armor, type: "armor", system: armorSystem, img: () => ICONS.armor },
  feats: { list: feats, pack: PACKS.feats, type: "feat", system: featSystem, img: () => ICONS.feat },
};

function embeddedItem(actorPack, actorSlug, actorId, entry, index) {
  const [sourceName, slug] = entry.ref.split(":");
  const source = SOURCES[sourceName];
  const data = source?.list.find((candidate) => candidate.slug === slug);
  if (!data) throw new Error(`${actorSlug}: no ${entry.ref}`);
  const _id = stableId(actorPack, actorSlug, entry.ref);
  const system = source.system(data);
  if (sourceName !== "feats") system.equipped = Boolean(entry.equipped);
  if (entry.hand) system.hand = entry.hand;
  return {
    _id,
    _key: `!actors.items!${actorId}.${_id}`,
    name: data.name,
    type: source.type,
    img: source.img(data),
    system,
    effects: [],
    folder: null,
    sort: (index + 1) * 100,
    ownership: { default: 0 },
    flags: {},
    _stats: {
      ...STATS,
      compendiumSource: `Compendium.swrpg.${source.pack}.Item.${stableId(source.pack, slug)}`,
    },
  };
}

function biography(a) {
  return (
    paragraph(a.bio) +
    `<p><strong>${escapeHtml(a.classes)}.</strong> ${escapeHtml(a.statLine)}</p>` +
    unsureNote(a.unsure.replace(/\.$/, ""))
  );
}

function actorDocument(a, folderId) {
  const pack = PACKS[a.pack];
  const _id = stableId(pack, a.slug);
  const wounds = a.abilities.con;
  const vitality = a.heroic ? a.vitality : 0;
  return baseDocument(pack, a.slug, "actors", {
    name: a.name,
    type: a.type,
    img: ICONS.actor,
    system: {
      heroic: a.heroic,
      abilities: Object.fromEntries(Object.entries(a.abilities).map(([key, value]) => [key, { value }])),
      size: a.size ?? "medium",
      level: a.level,
      baseAttackBonus: a.bab,
      classDefenseBonus: a.classDefense,
      saves: {
        fortitude: { base: a.saves.fortitude },
        reflex: { base: a.saves.reflex },
        will: { base: a.saves.will },
      },
      vitality: { value: vitality, max: vitality },
      wounds: { value: wounds },
      speed: { base: null },
      skills: rcrSkills(),
      forcePoints: 0,
      darkSidePoints: 0,
      biography: biography(a),
    },
    prototypeToken: {
      name: a.name,
      actorLink: a.type === "character",
      disposition: a.disposition,
      texture: { src: ICONS.actor },
    },
    items: a.items.map((entry, i) => embeddedItem(pack, a.slug, _id, entry, i)),
    folder: folderId,
  });
}

function actorDocuments(packKey) {
  const pack = PACKS[packKey];
  const list = actors.filter((a) => a.pack === packKey);
  if (packKey !== "npcs") return { folders: [], documents: list.map((a) => actorDocument(a, null)) };
  const folders = [
    folderDocument(pack, "ordinary", "Ordinary NPCs", "Actor", 1000),
    folderDocument(pack, "heroic", "Heroic NPCs", "Actor", 2000),
  ];
  return {
    folders,
    documents: list.map((a) => actorDocument(a, (a.heroic ? folders[1] : folders[0])._id)),
  };
}

// --- Writing ----------------------------------------------------------------------------------

function slugOf(document) {
  return document.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

async function writePack(pack, { folders, documents }) {
  const dir = path.join(sourceRoot, pack);
  await mkdir(dir, { recursive: true });
  const wanted = new Map();
  for (const folder of folders) wanted.set(`_folder-${slugOf(folder)}.json`, folder);
  for (const document of documents) wanted.set(`${slugOf(document)}.json`, document);
  if (wanted.size !== folders.length + documents.length)
    throw new Error(`${pack}: two entries share a file name`);
  for (const file of await readdir(dir)) {
    if (file.endsWith(".json") && !wanted.has(file)) await rm(path.join(dir, file));
  }
  for (const [file, document] of wanted) {
    await writeFile(path.join(dir, file), `${JSON.stringify(document, null, 2)}\n`);
  }
  return wanted.size;
}

const output = {
  [PACKS.weapons]: weaponDocuments(),
  [PACKS.armor]: armorDocuments(),
  [PACKS.feats]: featDocuments(),
  [PACKS.npcs]: actorDocuments("npcs"),
  [PACKS.heroes]: actorDocuments("heroes"),
  [PACKS.reference]: referenceDocuments(),
  "saga-rules-reference": referenceDocuments(
    "saga-rules-reference",
    "Rules reference (Saga Edition)",
    sagaPages,
    sagaSettings,
  ),
  ...sagaPackOutput({ baseDocument, folderDocument, paragraph, unsureNote, escapeHtml, stableId, STATS }),
  "d6-rules-reference": referenceDocuments(
    "d6-rules-reference",
    "Rules reference (WEG D6)",
    d6Pages,
    d6Settings,
  ),
  ...d6PackOutput({ baseDocument, folderDocument, paragraph, unsureNote, escapeHtml, stableId, STATS }),
};
for (const [pack, content] of Object.entries(output)) {
  const count = await writePack(pack, content);
  if (!process.argv[2]) console.log(`${pack}: ${count} files`);
}
