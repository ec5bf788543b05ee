// WEG Star Wars D6 armor, written down from memory of the second edition's equipment (not copied from it).
// The rule text (shared/rules/d6-combat.txt › Armor) confirms stormtrooper armor: +2D physical, +1D energy,
// -1D to Dexterity and its skills; and a "blast armor" that adds +1D. Every other number is marked in
// `unsure`. Fields: physical / energy (dice codes), dexterity (a penalty: "-1D" or "0D"), covers (hit
// locations; absent: the whole body), cost (credits). Descriptions are our own words.

const COST = "cost";

export const d6Armor = [
  {
    slug: "stormtrooper-armor",
    name: "Stormtrooper Armor",
    physical: "2D",
    energy: "1D",
    dexterity: "-1D",
    cost: 2000,
    desc: "The Empire's white plastoid armor, sealed against the environment; bulky to move in.",
    unsure: COST,
  },
  {
    slug: "blast-armor",
    name: "Blast Armor",
    physical: "1D",
    energy: "1D",
    dexterity: "0D",
    covers: ["torso", "leftArm", "rightArm", "leftLeg", "rightLeg"],
    cost: 500,
    desc: "Padded plates over the body and limbs; the rules text's Sandor wears one for +1D.",
    unsure: ["the energy protection", "the locations", COST].join(", "),
  },
  {
    slug: "blast-vest",
    name: "Blast Vest",
    physical: "1D",
    energy: "0D+1",
    dexterity: "0D",
    covers: ["torso"],
    cost: 300,
    desc: "A vest with blast plates front and back, worn under a spacer's jacket.",
    unsure: ["the protection", COST].join(", "),
  },
  {
    slug: "blast-helmet",
    name: "Blast Helmet",
    physical: "1D",
    energy: "0D+1",
    dexterity: "0D",
    covers: ["head"],
    cost: 300,
    desc: "A military helmet; with the hit location option it protects only the head.",
    unsure: ["the protection", COST].join(", "),
  },
  {
    slug: "scout-trooper-armor",
    name: "Scout Trooper Armor",
    physical: "1D",
    energy: "1D",
    dexterity: "0D",
    covers: ["head", "torso", "leftLeg", "rightLeg"],
    cost: 1500,
    desc: "A lighter cut of trooper armor for speeder-bike patrols, leaving the arms free.",
    unsure: ["the protection", "the locations", COST].join(", "),
  },
  {
    slug: "padded-flight-suit",
    name: "Padded Flight Suit",
    physical: "0D+2",
    energy: "0D+1",
    dexterity: "0D",
    cost: 400,
    desc: "A pilot's suit with padding and a sealed collar; it offers little against a blaster.",
    unsure: ["the protection", COST].join(", "),
  },
  {
    slug: "bounty-hunter-armor",
    name: "Bounty Hunter Armor",
    physical: "3D",
    energy: "2D",
    dexterity: "-1D",
    cost: 5000,
    desc: "Old battle armor rebuilt by a hunter, heavy with plates and gadgets.",
    unsure: ["the protection", "the Dexterity penalty", COST].join(", "),
  },
];
