import {
  chosenRollMode,
  type FieldGetter,
  oneOf,
  type RunningTotal,
  situationalOf,
  targetChoices,
} from "../../../dice/attack-form.ts";
import type { CoverDegree } from "../../../rules/index.ts";
import type { AimPosition, AimSupport } from "../../../rules/rcr/aiming.ts";
import type { FireMode } from "../../../rules/rcr/multiple-ranged-attacks.ts";
import {
  ATTACK_ROLL_MODES,
  type AttackChoices,
  type AttackRollMode,
  type PullBlowChoice,
  type Stance,
  type TargetView,
  type WeaponView,
} from "../dice/attack-views.ts";
import { isManeuverKind, MANEUVER_KINDS, type ManeuverKind } from "../maneuvers/maneuver-types.ts";
import type { MeasuredTarget } from "../map/measured-target.ts";
import { DOUBLE_END, offHandChoice, withDoubleEnd } from "./double-weapon-choice.ts";

/**
 * The attack dialog's form: the context its template renders and how a submitted form becomes
 * `AttackChoices`. Unknown values fall back to the plain choice, so a tampered form cannot inject one.
 */

const DEGREES: readonly CoverDegree[] = ["none", "quarter", "half", "threeQuarters", "nineTenths", "total"];
const STANCES: readonly Stance[] = ["normal", "fightingDefensively", "totalDefense"];
const PULLS: readonly PullBlowChoice[] = ["none", "vitalityOnly", "halfDamage"];
const POSITIONS: readonly AimPosition[] = ["standing", "kneeling", "prone"];
const SUPPORTS: readonly AimSupport[] = ["none", "improvised", "fixed"];

export interface AttackDialogInput {
  weapon: WeaponView;
  /** The actor's other weapons that could be used in the off hand. */
  offHandWeapons: readonly { id: string; name: string }[];
  targets: readonly TargetView[];
  choices: AttackChoices;
  /** The bonus of each planned attack for given choices (the running total), or why none is allowed. */
  preview?: (choices: AttackChoices) => number[] | { ok: false; refused: string };
  /** The roll mode the dialog starts on: the one last chosen, else the user's chat setting. */
  rollMode?: AttackRollMode;
  /** What the scene measured per target token (none off a square grid): shown, and the checkboxes' start. */
  measured?: Readonly<Record<string, MeasuredTarget>>;
  /** The attacker's Force Points and the dice one adds (null or absent: none to spend). */
  forcePoint?: { points: number; die: string } | null;
}

export type { RunningTotal } from "../../../dice/attack-form.ts";

export function runningTotal(input: AttackDialogInput, choices: AttackChoices): RunningTotal | null {
  const preview = input.preview?.(choices);
  if (!preview) return null;
  return Array.isArray(preview)
    ? { bonuses: preview, refusedKey: null }
    : { bonuses: [], refusedKey: `SWRPG.Attack.Refused.${preview.refused}` };
}

/** The measured line of a target: its distance, and the flanking ally or the melee it stands in. */
function measuredView(measured: MeasuredTarget | undefined, melee: boolean) {
  if (!measured) return null;
  return {
    distance: measured.distance,
    flankedWith: melee ? measured.flankedWith : null,
    inMelee: !melee && measured.inMelee,
  };
}

export function attackDialogContext(input: AttackDialogInput) {
  const { weapon, choices } = input;
  return {
    choices,
    melee: weapon.kind === "melee",
    ranged: weapon.kind === "ranged",
    modeOptions: { single: "SWRPG.Attack.Mode.single", full: "SWRPG.Attack.Mode.full" },
    fireModes: weapon.fireModes,
    showFireModes: weapon.fireModes.length > 1 || weapon.fireModes[0] !== "single",
    // Weapon names are not lang keys; localize leaves them as they are.
    offHandOptions: withDoubleEnd(weapon, {
      "": "SWRPG.Dialog.None",
      ...Object.fromEntries(input.offHandWeapons.map((w) => [w.id, w.name])),
    }),
    offHandSelected: offHandChoice(choices),
    hasOffHand: input.offHandWeapons.length > 0 || weapon.double,
    stanceOptions: {
      normal: "SWRPG.Dialog.StanceNormal",
      fightingDefensively: "SWRPG.Attack.Part.fightingDefensively",
      totalDefense: "SWRPG.Attack.Part.totalDefense",
    },
    // The select lists; the template names each value by its lang key (keyedOptions).
    pulls: PULLS,
    positions: POSITIONS,
    supports: SUPPORTS,
    degrees: DEGREES,
    rollModes: ATTACK_ROLL_MODES,
    rollMode: choices.rollMode ?? input.rollMode ?? "publicroll",
    // The maneuvers are melee attacks (rcr-combat.txt › Bantha Rush ... Overrun); any weapon strikes an
    // object (rcr-combat.txt › Strike an Object).
    specials: weapon.kind === "melee" ? ["none", ...MANEUVER_KINDS] : ["none", "object"],
    total: runningTotal(input, choices),
    forcePoint: input.forcePoint ?? null,
    targets: input.targets.map((target, index) => ({
      index,
      name: target.name,
      choice: choices.targets[target.tokenUuid] ?? { cover: "none", concealment: "none", intoMelee: false },
      measured: measuredView(input.measured?.[target.tokenUuid], weapon.kind === "melee"),
    })),
  };
}

/** The special attack chosen: a maneuver with a melee weapon, striking an object with any. */
function specialOf(weapon: WeaponView, value: string | null): { special?: ManeuverKind } {
  if (!isManeuverKind(value) || (weapon.kind !== "melee" && value !== "object")) return {};
  return { special: value };
}

/** Reads a submitted form (`get` returns a field's value, null when absent or unchecked). */
export function readAttackForm(
  get: FieldGetter,
  weapon: WeaponView,
  targets: readonly TargetView[],
  offHandIds: readonly string[],
): AttackChoices {
  const offHand = get("offHandWeaponId");
  return {
    mode: get("mode") === "full" ? "full" : "single",
    fireMode: oneOf<FireMode>(weapon.fireModes, get("fireMode"), weapon.fireModes[0] ?? "single"),
    offHandWeaponId: offHand && offHandIds.includes(offHand) ? offHand : null,
    doubleWeapon: weapon.double && offHand === DOUBLE_END,
    charge: get("charge") !== null,
    stance: oneOf(STANCES, get("stance"), "normal"),
    aim: {
      aimed: get("aimed") !== null,
      position: oneOf(POSITIONS, get("aimPosition"), "standing"),
      support: oneOf(SUPPORTS, get("aimSupport"), "none"),
    },
    pullBlow: oneOf(PULLS, get("pullBlow"), "none"),
    touch: get("touch") !== null,
    situational: situationalOf(get),
    spendForcePoint: get("spendForcePoint") !== null,
    ...specialOf(weapon, get("special")),
    targets: targetChoices(targets, get, (field) => ({
      cover: oneOf(DEGREES, field("cover"), "none"),
      concealment: oneOf(DEGREES, field("concealment"), "none"),
      intoMelee: field("intoMelee") !== null,
      ...(weapon.kind === "melee" && field("flanking") !== null ? { flanking: true } : {}),
    })),
  };
}

/** The roll mode chosen in the form (one of core's), or null when the form has none. */
export function readRollMode(get: FieldGetter): AttackRollMode | null {
  return chosenRollMode(get);
}
