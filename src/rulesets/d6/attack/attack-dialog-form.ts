import { type FieldGetter, oneOf } from "../../../dice/attack-form.ts";
import { d6 } from "../../../rules/index.ts";
import type { D6CalledShot, D6Light, D6Portion, D6Smoke } from "../card/card-data.ts";
import { parseDifficulty } from "../card/difficulty-edit.ts";
import {
  attackLevel,
  type D6AttackChoices,
  type D6AttackerView,
  type D6TargetChoice,
  type D6TargetView,
  type D6WeaponView,
  defaultTargetChoice,
} from "./attack-views.ts";

/**
 * The D6 attack dialog's form: the context its template renders and how a submitted form becomes
 * `D6AttackChoices`. Each target's row starts from what the scene measured (its band and the band's
 * number); everything stays the player's to change. A select's unknown value falls back to the plain choice
 * (a tampered form cannot inject one); a typed number that is not one is refused, naming the field, and the
 * rest of the form is kept.
 */

const BANDS: readonly d6.RangeBand[] = ["pointBlank", "short", "medium", "long"];
/** A ranged target beyond long range: the band select's value for none. */
const OUT_OF_RANGE = "outOfRange";
const SMOKES: readonly D6Smoke[] = ["none", "lightSmoke", "thickSmoke", "veryThickSmoke"];
const LIGHTS: readonly D6Light[] = ["none", "poorLight", "moonlitNight", "completeDarkness"];
const PORTIONS: readonly D6Portion[] = ["none", "quarter", "half", "threeQuarters", "full"];
const PROTECTIONS: readonly ("none" | d6.ProtectionKind)[] = [
  "none",
  "flimsyWoodenDoor",
  "standardWoodenDoor",
  "standardMetalDoor",
  "reinforcedDoor",
  "blastDoor",
];
const CALLED_SHOTS: readonly D6CalledShot[] = ["none", "large", "small", "tiny"];
/** The most actions a character may declare in a round, as the dialog accepts them. */
export const MAX_ACTIONS = 20;

export interface D6DialogInput {
  attacker: D6AttackerView;
  weapon: D6WeaponView;
  targets: readonly D6TargetView[];
  choices: D6AttackChoices;
}

/** A typed number the form refused: the field's lang key and data, what was typed. */
export interface D6FormRefusal {
  field: string;
  data?: Record<string, string>;
  value: string;
}

export function d6DialogContext(input: D6DialogInput) {
  const { weapon, choices } = input;
  const ranged = weapon.ranges !== null;
  return {
    choices,
    ranged,
    bands: BANDS.map((band) => ({
      value: band,
      difficulty: d6.typicalDifficulty(d6.rangeDifficulty(band)),
    })),
    smokes: SMOKES,
    lights: LIGHTS,
    portions: PORTIONS,
    protections: PROTECTIONS,
    calledShots: CALLED_SHOTS,
    maxActions: MAX_ACTIONS,
    actionsTaken: input.attacker.actionsTaken,
    targets: input.targets.map((target, index) => {
      const choice = choices.targets[target.tokenUuid] ?? defaultTargetChoice(weapon, target);
      const reaction = target.fullReaction;
      return {
        index,
        name: target.name,
        distance: target.distance === null ? null : Math.round(target.distance * 10) / 10,
        band: choice.band ?? OUT_OF_RANGE,
        levelKey: `SWRPG.D6.Difficulty.${attackLevel(weapon, choice.band ?? "long")}`,
        choice,
        reaction: reaction && {
          skillKey: `SWRPG.D6.Card.Reaction.${reaction.skill}`,
          total: reaction.total,
          covers: d6.reactionCovers(reaction.skill, weapon.kind),
        },
      };
    }),
  };
}

/** A whole number typed in a field, or null when it is not one within [min, max]. */
function wholeNumber(text: string | null, min: number, max: number): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** Reads a submitted form (`get` returns a field's value, null when absent). */
export function readD6AttackForm(
  get: FieldGetter,
  input: D6DialogInput,
): { choices: D6AttackChoices; refusals: D6FormRefusal[] } {
  const { weapon, choices } = input;
  const refusals: D6FormRefusal[] = [];
  const typedActions = get("actions");
  let actions = wholeNumber(typedActions, 1, MAX_ACTIONS);
  if (actions === null) {
    refusals.push({ field: "SWRPG.D6.Attack.Actions", value: typedActions ?? "" });
    actions = choices.actions;
  }
  const targets: Record<string, D6TargetChoice> = {};
  input.targets.forEach((target, index) => {
    const field = (name: string) => get(`${name}-${index}`);
    const fallback = choices.targets[target.tokenUuid] ?? defaultTargetChoice(weapon, target);
    const bandValue = field("band");
    const band = !weapon.ranges
      ? null
      : bandValue === OUT_OF_RANGE
        ? null
        : oneOf(BANDS, bandValue, fallback.band ?? "long");
    const typed = field("difficulty");
    let difficulty = parseDifficulty(typed);
    if (difficulty === null) {
      refusals.push({
        field: "SWRPG.D6.Attack.DifficultyOf",
        data: { name: target.name },
        value: typed ?? "",
      });
      difficulty = d6.typicalDifficulty(attackLevel(weapon, band ?? "long"));
    }
    targets[target.tokenUuid] = {
      band,
      difficulty,
      smoke: oneOf(SMOKES, field("smoke"), "none"),
      light: oneOf(LIGHTS, field("light"), "none"),
      cover: oneOf(PORTIONS, field("cover"), "none"),
      protection: oneOf(PROTECTIONS, field("protection"), "none"),
    };
  });
  return {
    choices: { actions, calledShot: oneOf(CALLED_SHOTS, get("calledShot"), "none"), targets },
    refusals,
  };
}
