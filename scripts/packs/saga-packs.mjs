// The Saga Edition compendium sources, built from the tables in data/saga-*.mjs with the helpers of
// generate.mjs (which writes them beside RCR's). Field names follow src/rulesets/saga/data/*-schema.ts.
import { sagaActors } from "./data/saga-actors.mjs";
import { sagaArmor } from "./data/saga-armor.mjs";
import { sagaForcePowers } from "./data/saga-force-powers.mjs";
import { sagaTalents } from "./data/saga-talents.mjs";
import { sagaWeapons } from "./data/saga-weapons.mjs";
import { sagaSkills } from "./skill-keys.mjs";

export const SAGA_PACKS = {
  weapons: "saga-weapons",
  armor: "saga-armor",
  talents: "saga-talents",
  npcs: "saga-npcs",
  heroes: "saga-heroes",
  powers: "saga-force-powers",
};

const ICONS = {
  melee: "icons/svg/sword.svg",
  ranged: "icons/svg/target.svg",
  explosive: "icons/svg/fire.svg",
  ion: "icons/svg/lightning.svg",
  armor: "icons/svg/shield.svg",
  talent: "icons/svg/upgrade.svg",
  actor: "icons/svg/mystery-man.svg",
  power: "icons/svg/lightning.svg",
};

const MELEE_GROUPS = ["melee", "natural", "unarmed"];

/** The book's weapon group of a form when the table names none (as saga.defaultProficiencyGroup reads it). */
const FORM_GROUPS = { pistol: "pistols", carbine: "rifles", rifle: "rifles", heavy: "heavy" };
const proficiencyGroupOf = (w) =>
  w.prof ??
  (w.group === "melee"
    ? w.lightsaber
      ? "lightsabers"
      : "advancedMelee"
    : (FORM_GROUPS[w.group] ?? "simple"));

/** Builds every Saga pack: `{ [pack]: { folders, documents } }`. */
export function sagaPackOutput({
  baseDocument,
  folderDocument,
  paragraph,
  unsureNote,
  escapeHtml,
  stableId,
  STATS,
}) {
  // --- Weapons ------------------------------------------------------------------------------------
  const weaponIcon = (w) => {
    if (w.type === "ion") return ICONS.ion;
    if (w.burst || w.splash) return ICONS.explosive;
    return MELEE_GROUPS.includes(w.group) ? ICONS.melee : ICONS.ranged;
  };
  const weaponFacts = (w) => {
    const facts = [`Cost ${w.cost.toLocaleString("en-US")} credits, weight ${w.weight} kg.`];
    if (w.burst) facts.push(`Burst radius ${w.burst} squares: an area attack against everyone in it.`);
    if (w.splash) facts.push("Splash: the creatures next to the target are caught too.");
    if (w.autofireOnly) facts.push("Fires only on autofire (a 2 × 2 square area, 10 shots).");
    else if (w.autofire) facts.push("Has an autofire setting (a 2 × 2 square area, 10 shots).");
    if (w.stunOnly) facts.push("Stun only.");
    else if (w.stun) facts.push("Has a stun setting (6 squares at most).");
    return facts.join(" ");
  };
  const weaponSystem = (w) => ({
    group: w.group,
    proficiencyGroup: proficiencyGroupOf(w),
    damage: { formula: w.damage, type: w.type, secondType: w.second ?? "none" },
    lightsaber: Boolean(w.lightsaber),
    stun: { available: Boolean(w.stun), active: Boolean(w.stunOnly) },
    fire: {
      autofire: Boolean(w.autofire),
      autofireOnly: Boolean(w.autofireOnly),
      burstFire: Boolean(w.burstFire),
    },
    splash: Boolean(w.splash),
    burstRadius: w.burst ?? null,
    accuracy: w.accuracy ?? "normal",
    range: w.range,
    defense: w.defense ?? "reflex",
    shots: { value: w.shots ?? 0, max: w.shots ?? 0 },
    twoHanded: Boolean(w.twoHanded),
    equipped: false,
    description: paragraph(w.desc) + paragraph(weaponFacts(w)) + unsureNote(w.unsure),
  });
  const WEAPON_FOLDERS = [
    ["melee", "Melee Weapons and Lightsabers", (w) => MELEE_GROUPS.includes(w.group)],
    ["pistols", "Pistols", (w) => w.group === "pistol"],
    ["rifles", "Carbines and Rifles", (w) => w.group === "carbine" || w.group === "rifle"],
    ["heavy", "Heavy Weapons", (w) => w.group === "heavy"],
    ["grenades", "Grenades and Thrown Weapons", () => true],
  ];
  const weaponFolders = WEAPON_FOLDERS.map(([slug, name], i) =>
    folderDocument(SAGA_PACKS.weapons, slug, name, "Item", (i + 1) * 1000),
  );
  const weaponDocuments = sagaWeapons.map((w) =>
    baseDocument(SAGA_PACKS.weapons, w.slug, "items", {
      name: w.name,
      type: "sagaWeapon",
      img: weaponIcon(w),
      system: weaponSystem(w),
      folder: weaponFolders[WEAPON_FOLDERS.findIndex(([, , test]) => test(w))]._id,
    }),
  );

  // --- Armor and talents --------------------------------------------------------------------------
  const armorSystem = (a) => ({
    armorType: a.type,
    reflexBonus: a.reflex,
    fortitudeBonus: a.fortitude,
    maxDexBonus: a.maxDex,
    damageReduction: a.dr,
    shieldRating: a.sr,
    equipped: false,
    description:
      paragraph(a.desc) +
      paragraph(`Cost ${a.cost.toLocaleString("en-US")} credits, weight ${a.weight} kg.`) +
      unsureNote(a.unsure),
  });
  const talentSystem = (t) => ({
    kind: t.kind,
    key: t.key,
    target: t.target ?? "",
    description:
      paragraph(t.desc) +
      `<p><strong>Prerequisites:</strong> ${escapeHtml(t.prerequisites)}</p>` +
      `<p><strong>In play:</strong> ${escapeHtml(t.rule)}</p>` +
      unsureNote(t.unsure),
  });
  // --- Force powers (item type sagaForcePower) ---------------------------------------------------
  const powerSystem = (p) => ({
    descriptor: p.descriptor,
    action: p.action,
    range: p.range,
    defense: p.defense,
    area: { shape: p.area?.[0] ?? "none", size: p.area?.[1] ?? 0 },
    ladder: { activationDc: p.ladder[0], step: 5, rungs: p.ladder[1] },
    damage: {
      dice: p.dice?.[0] ?? 0,
      die: p.dice?.[1] ?? "d6",
      perRung: p.dice?.[2] ?? 0,
      type: p.damageType ?? "energy",
    },
    missHalf: Boolean(p.missHalf),
    conditionSteps: p.steps ?? 0,
    stepsPerFiveOver: Boolean(p.perFive),
    knockProne: Boolean(p.prone),
    description: paragraph(p.desc) + (p.ladderText ? paragraph(p.ladderText) : "") + unsureNote(p.unsure),
  });
  const simple = (pack, list, type, img, system) =>
    list.map((entry) =>
      baseDocument(pack, entry.slug, "items", {
        name: entry.name,
        type,
        img: img(entry),
        system: system(entry),
      }),
    );

  // --- Actors -------------------------------------------------------------------------------------
  const SOURCES = {
    weapons: {
      list: sagaWeapons,
      pack: SAGA_PACKS.weapons,
      type: "sagaWeapon",
      system: weaponSystem,
      img: weaponIcon,
    },
    armor: {
      list: sagaArmor,
      pack: SAGA_PACKS.armor,
      type: "sagaArmor",
      system: armorSystem,
      img: () => ICONS.armor,
    },
    powers: {
      list: sagaForcePowers,
      pack: SAGA_PACKS.powers,
      type: "sagaForcePower",
      system: powerSystem,
      img: () => ICONS.power,
    },
    talents: {
      list: sagaTalents,
      pack: SAGA_PACKS.talents,
      type: "sagaTalent",
      system: talentSystem,
      img: () => ICONS.talent,
    },
  };
  const embeddedItem = (actorPack, actorSlug, actorId, entry, index) => {
    const [sourceName, slug] = entry.ref.split(":");
    const source = SOURCES[sourceName];
    const data = source?.list.find((candidate) => candidate.slug === slug);
    if (!data) throw new Error(`${actorSlug}: no ${entry.ref}`);
    const _id = stableId(actorPack, actorSlug, entry.ref);
    const system = source.system(data);
    if (sourceName !== "talents" && sourceName !== "powers") system.equipped = Boolean(entry.equipped);
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
  const actorDocument = (a, folderId) => {
    const pack = SAGA_PACKS[a.pack];
    const _id = stableId(pack, a.slug);
    return baseDocument(pack, a.slug, "actors", {
      name: a.name,
      type: a.type,
      img: ICONS.actor,
      system: {
        abilities: Object.fromEntries(Object.entries(a.abilities).map(([key, value]) => [key, { value }])),
        heroicLevel: a.heroic,
        nonheroicLevel: a.nonheroic,
        classDefense: { ...a.classDefense, general: 0, devastatingInjury: 0 },
        // The Saga variant's inputs (world options, off by default): stored at their initial values.
        combatManeuverBonus: 0,
        thresholdMisc: { damage: 0, mental: 0 },
        secondWind: { used: 0, perDay: 1, extra: false },
        limbs: { leftArm: 0, rightArm: 0, leftLeg: 0, rightLeg: 0 },
        flankImmunity: { blindsense: false, flexibleEyes: false, passivePerception: 0 },
        baseAttackBonus: a.bab,
        hp: { value: a.hp, max: a.hp, temp: 0 },
        condition: { step: 0, persistent: false },
        shield: { value: 0, max: 0 },
        damageReduction: a.damageReduction ?? 0,
        damageReductionTypes: { mode: "all", type: "energy" },
        size: a.size ?? "medium",
        speed: a.speed ?? 6,
        reach: null,
        initiative: {
          trained: Boolean(a.initiative?.trained),
          skillFocus: Boolean(a.initiative?.skillFocus),
          misc: 0,
        },
        force: {
          trained: Boolean(a.force?.trained),
          skillFocus: Boolean(a.force?.skillFocus),
          misc: 0,
          training: a.force?.training ?? 0,
          points: a.force?.points ?? 0,
        },
        skills: sagaSkills(),
        destinyPoints: 0,
        droid: Boolean(a.droid),
        cybernetic: false,
        notes: paragraph(a.bio) + `<p><strong>${escapeHtml(a.classes)}.</strong></p>` + unsureNote(a.unsure),
      },
      prototypeToken: {
        name: a.name,
        actorLink: a.type === "sagaCharacter",
        disposition: a.disposition,
        texture: { src: ICONS.actor },
        bar1: { attribute: "hp" },
        bar2: { attribute: null },
      },
      items: a.items.map((entry, i) => embeddedItem(pack, a.slug, _id, entry, i)),
      folder: folderId,
    });
  };
  const npcFolders = [
    folderDocument(SAGA_PACKS.npcs, "nonheroic", "Nonheroic NPCs", "Actor", 1000),
    folderDocument(SAGA_PACKS.npcs, "heroic", "Heroic NPCs", "Actor", 2000),
  ];
  const npcs = sagaActors.filter((a) => a.pack === "npcs");
  const heroes = sagaActors.filter((a) => a.pack === "heroes");

  return {
    [SAGA_PACKS.weapons]: { folders: weaponFolders, documents: weaponDocuments },
    [SAGA_PACKS.armor]: {
      folders: [],
      documents: simple(SAGA_PACKS.armor, sagaArmor, "sagaArmor", () => ICONS.armor, armorSystem),
    },
    [SAGA_PACKS.talents]: {
      folders: [],
      documents: simple(SAGA_PACKS.talents, sagaTalents, "sagaTalent", () => ICONS.talent, talentSystem),
    },
    [SAGA_PACKS.npcs]: {
      folders: npcFolders,
      documents: npcs.map((a) => actorDocument(a, (a.heroic > 0 ? npcFolders[1] : npcFolders[0])._id)),
    },
    [SAGA_PACKS.heroes]: { folders: [], documents: heroes.map((a) => actorDocument(a, null)) },
    [SAGA_PACKS.powers]: {
      folders: [],
      documents: simple(SAGA_PACKS.powers, sagaForcePowers, "sagaForcePower", () => ICONS.power, powerSystem),
    },
  };
}
