/**
 * The six attributes and the skills under each, as a WEG Star Wars character sheet lists them (D6 core,
 * not in the texts: d6-combat.txt names only the combat skills it uses). A skill is stored as the full code
 * the sheet shows ("4D+1"), or "" when untrained: then it rolls its attribute's code.
 */
export const D6_ATTRIBUTES = [
  "dexterity",
  "knowledge",
  "mechanical",
  "perception",
  "strength",
  "technical",
] as const;
export type D6Attribute = (typeof D6_ATTRIBUTES)[number];

export const D6_SKILLS = {
  dexterity: [
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
  ],
  knowledge: [
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
  ],
  mechanical: [
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
  ],
  perception: [
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
  ],
  strength: ["brawling", "climbingJumping", "lifting", "stamina", "swimming"],
  technical: [
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
  ],
} as const satisfies Record<D6Attribute, readonly string[]>;

export type D6Skill = (typeof D6_SKILLS)[D6Attribute][number];

/** The Force skills of a Force-sensitive character (D6 core, not in the texts); "" when he has none. */
export const D6_FORCE_SKILLS = ["control", "sense", "alter"] as const;
export type D6ForceSkill = (typeof D6_FORCE_SKILLS)[number];

/** Every skill with its attribute, in sheet order. */
export const D6_SKILL_ATTRIBUTE: Readonly<Record<D6Skill, D6Attribute>> = Object.fromEntries(
  D6_ATTRIBUTES.flatMap((attribute) => D6_SKILLS[attribute].map((skill) => [skill, attribute])),
) as Record<D6Skill, D6Attribute>;

export const D6_SKILL_KEYS = Object.keys(D6_SKILL_ATTRIBUTE) as D6Skill[];

/**
 * The skills a weapon may be used with, and the kind of attack each makes (the reaction that answers it:
 * d6-combat.txt › Full Reaction). Vehicle blasters are fired from a vehicle: a vehicle dodge answers them.
 */
export const D6_WEAPON_SKILLS = {
  blaster: "ranged",
  archaicGuns: "ranged",
  blasterArtillery: "ranged",
  bowcaster: "ranged",
  firearms: "ranged",
  grenade: "ranged",
  missileWeapons: "ranged",
  thrownWeapons: "ranged",
  vehicleBlasters: "vehicle",
  meleeCombat: "melee",
  lightsaber: "melee",
  brawling: "brawling",
} as const satisfies Partial<Record<D6Skill, "ranged" | "melee" | "brawling" | "vehicle">>;

export type D6WeaponSkill = keyof typeof D6_WEAPON_SKILLS;
export const D6_WEAPON_SKILL_KEYS = Object.keys(D6_WEAPON_SKILLS) as D6WeaponSkill[];
