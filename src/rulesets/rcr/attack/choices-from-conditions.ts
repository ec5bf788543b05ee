import type { AttackChoices, Stance } from "../dice/attack-views.ts";

/**
 * The labels of the attack parts that the attack's choices own. The actor's statuses say what it is doing
 * this round; the dialog starts from them, and once the player has chosen, the choice alone decides these
 * parts (so a stance the player turned off in the dialog no longer costs its -4).
 */
export const CHOICE_OWNED_LABELS: ReadonlySet<string> = new Set([
  "fightingDefensively",
  "totalDefense",
  "charge",
]);

/** The stance the actor's statuses show (rcr-combat.txt › Fighting Defensively, Total Defense). */
export function stanceOf(statuses: ReadonlySet<string>): Stance {
  if (statuses.has("totalDefense")) return "totalDefense";
  if (statuses.has("fightingDefensively")) return "fightingDefensively";
  return "normal";
}

/** The dialog's starting choices: remembered ones, with stance, charge and aim taken from the actor's statuses. */
export function choicesFromConditions(choices: AttackChoices, statuses: ReadonlySet<string>): AttackChoices {
  return {
    ...choices,
    stance: stanceOf(statuses),
    charge: statuses.has("charging"),
    aim: { ...choices.aim, aimed: statuses.has("aiming") },
  };
}

/** The statuses to switch so that they show what the attack chose (status id → on or off). */
export function statusesForChoices(
  choices: AttackChoices,
  statuses: ReadonlySet<string>,
): [string, boolean][] {
  const wanted: [string, boolean][] = [
    ["fightingDefensively", choices.stance === "fightingDefensively"],
    ["charging", choices.charge],
  ];
  return wanted.filter(([id, on]) => statuses.has(id) !== on);
}
