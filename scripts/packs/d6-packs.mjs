// The WEG D6 compendium sources, built from the tables in data/d6-*.mjs with the helpers of generate.mjs
// (which writes them beside RCR's and Saga's). Field names follow src/rulesets/d6/data/*-schema.ts.
import { d6Actors } from "./data/d6-actors.mjs";
import { d6Armor } from "./data/d6-armor.mjs";
import { d6Weapons } from "./data/d6-weapons.mjs";

export const D6_PACKS = {
  weapons: "d6-weapons",
  armor: "d6-armor",
  npcs: "d6-npcs",
  heroes: "d6-heroes",
};

/**
 * Every skill key of the D6 actor model (src/rulesets/d6/data/skills.ts), in sheet order; the pack validator
 * (tests/package/pack-sources.ts) reports a key missing here or not in the model.
 */
const SKILL_KEYS = [
  "archaicGuns",
  "blaster",
  "blasterArtillery",
  "bowcaster",
  "brawlingParry",
  "dodge",
  "firearms",
  "grenade",
  "lightsaber",
  "meleeCombat",
  "meleeParry",
  "missileWeapons",
  "pickPocket",
  "running",
  "thrownWeapons",
  "vehicleBlasters",
  "alienSpecies",
  "bureaucracy",
  "cultures",
  "intimidation",
  "languages",
  "planetarySystems",
  "streetwise",
  "survival",
  "tactics",
  "value",
  "willpower",
  "astrogation",
  "beastRiding",
  "capitalShipGunnery",
  "capitalShipPiloting",
  "capitalShipShields",
  "communications",
  "groundVehicleOperation",
  "hoverVehicleOperation",
  "repulsorliftOperation",
  "sensors",
  "spaceTransports",
  "starfighterPiloting",
  "starshipGunnery",
  "starshipShields",
  "swoopOperation",
  "walkerOperation",
  "bargain",
  "command",
  "con",
  "forgery",
  "gambling",
  "hide",
  "investigation",
  "persuasion",
  "search",
  "sneak",
  "brawling",
  "climbingJumping",
  "lifting",
  "stamina",
  "swimming",
  "armorRepair",
  "blasterRepair",
  "capitalStarshipRepair",
  "computerProgrammingRepair",
  "demolitions",
  "droidProgrammingRepair",
  "firstAid",
  "medicine",
  "repulsorliftRepair",
  "security",
  "spaceTransportsRepair",
  "starfighterRepair",
];

/** Attribute order of the tables' `attributes` arrays (src/rulesets/d6/data/skills.ts). */
const ATTRIBUTES = ["dexterity", "knowledge", "mechanical", "perception", "strength", "technical"];

const ICONS = {
  melee: "icons/svg/sword.svg",
  ranged: "icons/svg/target.svg",
  explosive: "icons/svg/fire.svg",
  armor: "icons/svg/shield.svg",
  actor: "icons/svg/mystery-man.svg",
};

const MELEE_SKILLS = ["meleeCombat", "lightsaber", "brawling"];
const LOCATIONS = ["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"];
const BANDS = ["band1", "band2", "band3", "band4"];

/** Builds every D6 pack: `{ [pack]: { folders, documents } }`. */
export function d6PackOutput({
  baseDocument,
  folderDocument,
  paragraph,
  unsureNote,
  escapeHtml,
  stableId,
  STATS,
}) {
  const skillKeys = SKILL_KEYS;
  // --- Weapons ------------------------------------------------------------------------------------
  const weaponIcon = (w) => {
    if (w.blast) return ICONS.explosive;
    return MELEE_SKILLS.includes(w.skill) ? ICONS.melee : ICONS.ranged;
  };
  const weaponFacts = (w) => {
    const facts = [`Cost ${w.cost.toLocaleString("en-US")} credits.`];
    if (w.blast)
      facts.push(
        `Blast: ${w.blast.map(([radius, damage]) => `${damage} out to ${radius} m`).join(", ")}; ${
          w.activator === "contact" ? "goes off on contact" : "goes off by its timer"
        }.`,
      );
    if (w.stunOnly) facts.push("Stun only.");
    else if (w.stun) facts.push("Has a stun setting.");
    if (w.range[2] > 0)
      facts.push(`Ranges: short to ${w.range[0]} m, medium to ${w.range[1]} m, long to ${w.range[2]} m.`);
    return facts.join(" ");
  };
  const weaponSystem = (w) => ({
    skill: w.skill,
    damage: w.damage,
    damageType: w.type,
    difficulty: w.difficulty ?? "moderate",
    range: { short: w.range[0], medium: w.range[1], long: w.range[2] },
    ammo: { value: w.ammo, max: w.ammo },
    stun: { available: Boolean(w.stun), active: Boolean(w.stunOnly) },
    blast: Object.fromEntries(
      BANDS.map((band, i) => {
        const [radius, damage] = w.blast?.[i] ?? [0, ""];
        return [band, { radius, damage }];
      }),
    ),
    activator: w.activator ?? "timer",
    bodyStrength: "2D",
    condition: "undamaged",
    equipped: false,
    description: paragraph(w.desc) + paragraph(weaponFacts(w)) + unsureNote(w.unsure),
  });
  const PISTOLS = [
    "hold-out-blaster",
    "blaster-pistol",
    "heavy-blaster-pistol",
    "sporting-blaster",
    "slugthrower-pistol",
  ];
  const WEAPON_FOLDERS = [
    ["melee", "Melee Weapons and Lightsabers", (w) => MELEE_SKILLS.includes(w.skill)],
    ["grenades", "Grenades", (w) => Boolean(w.blast)],
    ["pistols", "Pistols", (w) => PISTOLS.includes(w.slug)],
    ["heavy", "Heavy Weapons", (w) => w.slug.includes("repeating") || w.skill === "vehicleBlasters"],
    [
      "primitive",
      "Primitive and Thrown Weapons",
      (w) => ["missileWeapons", "thrownWeapons"].includes(w.skill),
    ],
    ["rifles", "Rifles and Long Arms", () => true],
  ];
  const weaponFolders = WEAPON_FOLDERS.map(([slug, name], i) =>
    folderDocument(D6_PACKS.weapons, slug, name, "Item", (i + 1) * 1000),
  );
  const weaponDocuments = d6Weapons.map((w) =>
    baseDocument(D6_PACKS.weapons, w.slug, "items", {
      name: w.name,
      type: "d6Weapon",
      img: weaponIcon(w),
      system: weaponSystem(w),
      folder: weaponFolders[WEAPON_FOLDERS.findIndex(([, , test]) => test(w))]._id,
    }),
  );

  // --- Armor --------------------------------------------------------------------------------------
  const armorSystem = (a) => {
    const covers = a.covers ?? LOCATIONS;
    const where = a.covers ? `Covers: ${a.covers.join(", ")}.` : "Covers the whole body.";
    return {
      physical: a.physical,
      energy: a.energy,
      dexterityPenalty: a.dexterity,
      covers: Object.fromEntries(LOCATIONS.map((location) => [location, covers.includes(location)])),
      condition: "intact",
      equipped: false,
      description:
        paragraph(a.desc) +
        paragraph(`Cost ${a.cost.toLocaleString("en-US")} credits. ${where}`) +
        unsureNote(a.unsure),
    };
  };
  const armorDocuments = d6Armor.map((a) =>
    baseDocument(D6_PACKS.armor, a.slug, "items", {
      name: a.name,
      type: "d6Armor",
      img: ICONS.armor,
      system: armorSystem(a),
    }),
  );

  // --- Actors -------------------------------------------------------------------------------------
  const SOURCES = {
    weapons: {
      list: d6Weapons,
      pack: D6_PACKS.weapons,
      type: "d6Weapon",
      system: weaponSystem,
      img: weaponIcon,
    },
    armor: {
      list: d6Armor,
      pack: D6_PACKS.armor,
      type: "d6Armor",
      system: armorSystem,
      img: () => ICONS.armor,
    },
  };
  const embeddedItem = (actorPack, actorSlug, actorId, entry, index) => {
    const [sourceName, slug] = entry.ref.split(":");
    const source = SOURCES[sourceName];
    const data = source?.list.find((candidate) => candidate.slug === slug);
    if (!data) throw new Error(`${actorSlug}: no ${entry.ref}`);
    const _id = stableId(actorPack, actorSlug, entry.ref);
    const system = source.system(data);
    system.equipped = Boolean(entry.equipped);
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
  };
  const actorSystem = (a) => {
    const [characterPoints, forcePoints, darkSidePoints] = a.points ?? [0, 0, 0];
    return {
      attributes: Object.fromEntries(ATTRIBUTES.map((key, i) => [key, a.attributes[i]])),
      skills: Object.fromEntries(skillKeys.map((key) => [key, a.skills[key] ?? ""])),
      force: Object.fromEntries(["control", "sense", "alter"].map((key) => [key, a.force?.[key] ?? ""])),
      characterPoints,
      forcePoints,
      darkSidePoints,
      forceSensitive: Boolean(a.forceSensitive),
      move: a.move ?? 10,
      wounds: { value: 0, mortallyWoundedRounds: 0, stabilized: false, treated: false },
      stun: { value: 0, rounds: 0, unconscious: false },
      biography: paragraph(a.bio) + unsureNote(a.unsure),
      notes: "",
    };
  };
  const actorDocument = (a) => {
    const pack = D6_PACKS[a.pack];
    const _id = stableId(pack, a.slug);
    for (const key of Object.keys(a.skills))
      if (!skillKeys.includes(key)) throw new Error(`${a.slug}: no skill ${escapeHtml(key)}`);
    return baseDocument(pack, a.slug, "actors", {
      name: a.name,
      type: a.type,
      img: ICONS.actor,
      system: actorSystem(a),
      prototypeToken: {
        name: a.name,
        actorLink: a.type === "d6Character",
        disposition: a.pack === "heroes" ? 1 : -1,
        texture: { src: ICONS.actor },
        bar1: { attribute: "wounds" },
        bar2: { attribute: "stun" },
      },
      items: a.items.map((entry, i) => embeddedItem(pack, a.slug, _id, entry, i)),
    });
  };

  return {
    [D6_PACKS.weapons]: { folders: weaponFolders, documents: weaponDocuments },
    [D6_PACKS.armor]: { folders: [], documents: armorDocuments },
    [D6_PACKS.npcs]: { folders: [], documents: d6Actors.filter((a) => a.pack === "npcs").map(actorDocument) },
    [D6_PACKS.heroes]: {
      folders: [],
      documents: d6Actors.filter((a) => a.pack === "heroes").map(actorDocument),
    },
  };
}
