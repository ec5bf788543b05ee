// The "Rules reference" journal for Saga Edition: how this system plays Saga's combat, in our own words
// (never the rulebook's), one page per topic. `{settings}` is replaced by the list of world settings.

export const sagaSettings = [
  {
    key: "ruleset",
    name: "Ruleset",
    does: "which Star Wars rules the world runs; Saga Edition here; changing it reloads the world",
  },
  {
    key: "hideDefenseFromPlayers",
    name: "Hide Defense from players",
    does: "players see only hit or miss on attack cards, never a target's Reflex or other defense",
  },
  ...[
    [
      "sagaVariantFormulas",
      "attack and damage formulas",
      "the variant's attack and damage, grips and heavy attacks",
    ],
    [
      "sagaVariantDefenses",
      "defenses and thresholds",
      "the six variant defenses, both thresholds, typed damage resistance; weapons attack General Defense",
    ],
    [
      "sagaVariantShieldDamage",
      "shield damage",
      "a shield loses 5 when it absorbs damage, 10 when it is exceeded",
    ],
    [
      "sagaVariantDamageThreshold",
      "damage threshold steps",
      "a step per multiple of the threshold, one more on a critical, massive damage noted",
    ],
    ["sagaVariantConditionTrack", "15-step condition track", "a track of 15 steps instead of 5"],
    ["sagaVariantLimbTracks", "limb condition tracks", "a 5-step track for each limb on the Conditions tab"],
    [
      "sagaVariantSecondWind",
      "second wind",
      "the Catch a second wind button, and temporary hit points gone when a fight ends",
    ],
    [
      "sagaVariantActionEconomy",
      "action economy",
      "each combatant's actions and reactions in the tracker, spent by attacks and clicks",
    ],
    [
      "sagaVariantCombatSequence",
      "combat sequence",
      "nobody starts flat-footed without a surprise round; with one, only the unaware",
    ],
    [
      "sagaVariantFlanking",
      "flanking gives advantage",
      "flanking rolls twice and keeps the better, instead of +2",
    ],
  ].map(([key, name, does]) => ({ key, name: `Saga variant: ${name}`, does: `off by default; ${does}` })),
];

export const sagaPages = [
  {
    slug: "playing-an-attack",
    name: "Playing an attack",
    paragraphs: [
      "Target one or more tokens, then press Attack on a weapon's row of the sheet. A dialog asks for what the sheet cannot know: the fire mode, aiming, cover and concealment for each target, flanking or shooting into a melee. Shift-click skips it and attacks with the plain options.",
      "One d20 is compared with each target's Reflex Defense. A total equal to the defense hits; a natural 20 always hits and is a critical hit, which doubles the rolled damage; a natural 1 always misses.",
    ],
    links: [],
  },
  {
    slug: "area-attacks",
    name: "Grenades, bursts and autofire",
    paragraphs: [
      "An area weapon places a measured template where you aim: a circle for a burst, a square of four for autofire. Drag it where you want it and confirm; every token inside becomes a target.",
      "One roll is compared with every target's Reflex. A roll under 10 reaches nobody. A target the roll beats takes full damage, the others half; Evasion turns that into half and nothing, and a target behind cover takes nothing on a miss. Cover is judged from the center of a burst, from the attacker for autofire.",
    ],
    links: [],
  },
  {
    slug: "hit-points-and-the-condition-track",
    name: "Hit points and the condition track",
    paragraphs: [
      "Damage is taken by temporary hit points first, then the shield rating, then damage reduction, then hit points. A hit that reaches the damage threshold also moves its target one step down the condition track; the sheet shows the track as a strip of steps with the penalty of the current one.",
      "Apply, Half and To selected on the card put the damage on the tokens; a player's Apply on a token they do not own is carried out by the GM. Undo gives back exactly what an attack's damage took.",
      "Stun and ion damage follow their own rules: droids, vehicles and characters with cybernetic parts are hurt by ion weapons, and stun damage moves living targets down the track.",
    ],
    links: [],
  },
  {
    slug: "the-combat-tracker",
    name: "The combat tracker",
    paragraphs: [
      "Initiative is a d20 plus the Initiative modifier on the sheet; ties go to the higher modifier. When some combatants are unaware, the aware act first in a surprise round. Everyone is flat-footed until their first turn.",
      "Delay and ready are on a combatant's context menu in the tracker; players use them for their own combatants. When a token leaves a square an enemy threatens, the GM is told who may take an attack of opportunity.",
    ],
    links: [],
  },
  {
    slug: "the-variant",
    name: "The house variant, as world options",
    paragraphs: [
      "The GM may switch on the rules of a house variant of Saga one by one, in the world settings. Each changes what the sheets derive and show, what the attack dialog offers and what the card and the tracker do; none changes what is stored, so switching one off brings back the core numbers.",
      "With the variant's formulas the attack dialog offers how the weapon is gripped and, from a base attack bonus of 6, 12 and 18, heavy attacks that trade a penalty and the whole turn for multiplied damage dice; a heavy attack whose damage exceeds its target's threshold notes a devastating injury on the card. With the variant's defenses the sheet shows General, Combat Maneuver, Fortitude, Reflex, Will and Devastating Injury Defense and a mental threshold, and weapons attack General Defense.",
      "The longer condition track has 15 steps and no penalty before its bottom; limb tracks are recorded on the Conditions tab. The second wind is a button on the sheet. With the action economy on, each combatant's row in the tracker shows the actions and reactions left; attacks spend them, and a click spends one.",
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
