// The WEG D6 compendium sources, built from the tables in data/d6-*.mjs with the helpers of generate.mjs
// (which writes them beside RCR's and Saga's). Field names follow src/rulesets/d6/data/*-schema.ts.
import { d6Armor } from "./data/d6-armor.mjs";
import { d6Weapons } from "./data/d6-weapons.mjs";

export const D6_PACKS = {
  weapons: "d6-weapons",
  armor: "d6-armor",
};

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
export function d6PackOutput({ baseDocument, folderDocument, paragraph, unsureNote }) {
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

  return {
    [D6_PACKS.weapons]: { folders: weaponFolders, documents: weaponDocuments },
    [D6_PACKS.armor]: { folders: [], documents: armorDocuments },
  };
}
