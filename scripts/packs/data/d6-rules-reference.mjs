// The "Rules reference" journal for WEG D6: how this system plays D6 combat, in our own words (never the
// rulebook's), one page per topic. `{settings}` is replaced by the list of world settings.

export const d6Settings = [
  {
    key: "ruleset",
    name: "Ruleset",
    does: "which Star Wars rules the world runs; WEG D6 here; changing it reloads the world",
  },
  {
    key: "d6WildDie",
    name: "D6: the Wild Die",
    does: "off by default; one die of every roll is the Wild Die: a 6 adds and rolls again, a 1 on its first roll takes itself and the highest other die away",
  },
  {
    key: "d6HitLocation",
    name: "D6: hit location",
    does: "off by default; a hit rolls where it lands, and armor protects only the places it covers",
  },
];

export const d6Pages = [
  {
    slug: "dice-codes",
    name: "Dice codes",
    paragraphs: [
      "Every attribute, skill, weapon and armor is a dice code: 3D+2 means three six-sided dice and two more. The sheet keeps the code as you write it; an empty skill is untrained and rolls its attribute.",
      "Three pips make a die. A code of 3D+2 that gains a pip becomes 4D, and 2D that loses a pip becomes 1D+2. Every penalty and bonus the system adds is counted this way.",
      "The button beside a code rolls it as it stands now: bulky armor takes its Dexterity penalty from Dexterity and every Dexterity skill, and wounds and stuns lower every skill and attribute roll. A lowered code is underlined.",
    ],
    links: [],
  },
  {
    slug: "attacks",
    name: "Attacks and difficulties",
    paragraphs: [
      "A ranged attack rolls the weapon's skill against a difficulty the GM picks for the range band: point-blank is Very Easy, short Easy, medium Moderate and long Difficult. The weapon's sheet lists how far each band reaches. A melee weapon lists its own difficulty.",
      "A target who gives up the round to a full reaction (dodging shots, parrying blades or fists) adds the roll to the difficulty of every attack it answers that round. Cover and called shots add dice to the difficulty; a shot that beats the difficulty but not the cover hits the cover instead.",
    ],
    links: [],
  },
  {
    slug: "damage-and-wounds",
    name: "Damage and wound levels",
    paragraphs: [
      "Damage is rolled against the target's Strength plus the armor for that kind of damage (physical or energy). The difference reads off the damage chart: stunned, wounded, incapacitated, mortally wounded or killed. A second wound makes a character wounded twice, and worse wounds climb the ladder from there.",
      "Wounded gives −1D to every roll, wounded twice −2D; a stun −1D for the rest of the round and the next. As many stuns as Strength has dice knock a character out. A weapon set for stun knocks out instead of wounding.",
      "The sheet shows the wound level as a strip you can click, and the token shows it as a status and on its bars (the wound track and the stuns). Armor damaged by a hit protects less: a pip less when lightly damaged, a die less when heavily damaged, nothing when worse.",
    ],
    links: [],
  },
  {
    slug: "grenades",
    name: "Grenades",
    paragraphs: [
      "A grenade is thrown at a point, not a person. A throw that misses strays from the point by a few meters, more the farther it was thrown. The blast does less damage band by band away from where it lands; the grenade's sheet lists each band's reach and damage.",
      "Someone who sees it coming may dive for the deck: if the dodge beats the throw, they take no damage. A grenade that lands close may be picked up and thrown away, as far as the roll sends it.",
    ],
    links: [],
  },
  {
    slug: "combat-rounds",
    name: "Combat rounds",
    paragraphs: [
      "Each side's best Perception rolls for initiative, and the winner chooses whether to act first or last. Doing more than one thing in a round costs a die from every roll of that round for each action past the first.",
      "A mortally wounded character rolls two dice at the end of every round and dies when the roll is lower than the rounds he has been dying. First aid can stabilize him; a medpac or a bacta tank within the hour saves him.",
    ],
    links: [],
  },
  {
    slug: "world-settings",
    name: "World settings",
    paragraphs: ["The GM sets these in Configure Settings, under the system's settings:", "{settings}"],
    links: [],
  },
];
