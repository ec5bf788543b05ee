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
    slug: "world-settings",
    name: "World settings",
    paragraphs: ["The GM sets these in Configure Settings, under the system's settings:", "{settings}"],
    links: [],
  },
];
