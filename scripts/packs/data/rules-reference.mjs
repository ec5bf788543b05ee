// The "Rules reference" journal for RCR: how this system plays the d20 Revised Core Rules, in our own
// words (never the rulebook's), one page per topic. `links` name feats of the rcr-feats pack by slug; the
// generator turns them into @UUID links, and the pack validator checks that each one resolves.
// `{settings}` in a page is replaced by the list of world settings (name and what it does).

export const settings = [
  {
    key: "ruleset",
    name: "Ruleset",
    does: "which Star Wars rules the world runs; changing it reloads the world",
  },
  {
    key: "hideDefenseFromPlayers",
    name: "Hide Defense from players",
    does: "players see only hit or miss on attack cards, never a target's Defense number",
  },
  {
    key: "groupInitiative",
    name: "Group initiative for opponents",
    does: "the GM may roll one initiative for a group of opponents, who then share it",
  },
];

export const pages = [
  {
    slug: "playing-an-attack",
    name: "Playing an attack",
    paragraphs: [
      "Target one or more tokens, then press Attack or Full attack on a weapon's row of the sheet. A dialog asks for what the sheet cannot know: stance, aiming, a pulled blow, cover and concealment for each target. Shift-click skips the dialog and attacks with the plain options.",
      "The dialog shows the attack bonus the engine has worked out for the options picked so far. Each target's own modifiers (range, cover, aiming against that target) are added when the attack is rolled.",
      "A weapon or an ability dragged from the sheet to the hotbar makes a macro that does the same.",
    ],
    links: [],
  },
  {
    slug: "reading-the-card",
    name: "Reading the attack card",
    paragraphs: [
      "Each attack lists its total and its natural d20. Each target's line gives the total that target faced and how it differs from the attack's total, for example 18 = 28 − 10 Range.",
      "When the natural roll falls in the weapon's threat range, a second d20 tests the threat: the card shows that die and the total it made, apart from each other. Only a confirmed threat is a critical hit.",
      "Hover over a target's name to highlight its token; click it to pan the canvas there. Hover over the damage total to see each die.",
    ],
    links: ["improved-critical-blaster-pistols"],
  },
  {
    slug: "vitality-and-wounds",
    name: "Vitality and wounds",
    paragraphs: [
      "Heroic characters have vitality points, which soak up ordinary damage first; wound points are the body itself and stand for real injury. A critical hit goes straight to wounds. Ordinary characters have wounds only.",
      "Apply to targets uses what the card rolled; Half and Vitality only are there for the cases that call for them; Apply to selected puts the damage on the tokens you have selected. Undo gives back what an attack's damage took.",
      "Armor's damage reduction lowers the wound damage of each hit; vitality damage goes through it.",
    ],
    links: [],
  },
  {
    slug: "feats-that-change-rolls",
    name: "Feats that change rolls",
    paragraphs: [
      "A feat item names the rule it brings, so its numbers come from the engine, not from a typed bonus. Weapon Focus and Improved Critical name a weapon group or a weapon, picked from a list on the feat's sheet.",
      "The RCR Feats compendium holds each feat the engine understands, ready to drag onto a character.",
    ],
    links: ["weapon-focus-blaster-pistols", "point-blank-shot", "dodge"],
  },
  {
    slug: "world-settings",
    name: "World settings",
    paragraphs: [
      "The GM changes these under Game Settings › Configure Settings › System Settings. Each one, and what it does:",
      "{settings}",
    ],
    links: [],
  },
];
