import { type FieldGetter, oneOf } from "../../../dice/attack-form.ts";
import { ATTACK_ROLL_MODES, type AttackRollMode } from "../dice/attack-views.ts";
import { objectDialogContext, readObjectForm } from "../objects/object-form.ts";
import type { ObjectStrike } from "../objects/object-types.ts";
import { type FighterView, GRAPPLE_MOVES, type ManeuverOptions, SPEED_FEATS } from "./maneuver-types.ts";

/**
 * The special-attack dialog's form: the context its template renders, and how a submitted form becomes
 * `ManeuverOptions`. A choice outside its list falls back to the plain one (a tampered form injects
 * nothing); a number that is not a whole number in its range is refused, naming the field, and every other
 * field is kept for the dialog to open again with.
 */

const DEFENDER_CHOICES = ["block", "avoid"] as const;

interface NumberField {
  name:
    | "situational"
    | "defenderSituational"
    | "escapeArtist"
    | "attackOfOpportunityDamage"
    | "straightMeters"
    | "movementLeft";
  min: number;
  max: number;
  /** An empty field means null (movement left: the attacker's speed). */
  nullable?: boolean;
}

const NUMBER_FIELDS: readonly NumberField[] = [
  { name: "situational", min: -99, max: 99 },
  { name: "defenderSituational", min: -99, max: 99 },
  { name: "escapeArtist", min: -99, max: 99 },
  { name: "attackOfOpportunityDamage", min: 0, max: 9999 },
  { name: "straightMeters", min: 0, max: 9999 },
  { name: "movementLeft", min: 0, max: 9999, nullable: true },
];

export interface ManeuverDialogInput {
  options: ManeuverOptions;
  attacker: FighterView;
  defender: FighterView | null;
  rollMode: AttackRollMode;
  /** Striking an object: what the documents add (the targeted token's kept numbers, the distance). */
  strike?: ObjectStrike | null;
}

/** The weapons the dialog offers: melee ones for the maneuvers, any for striking an object. */
function usableWeapons(attacker: FighterView, kind: ManeuverOptions["kind"]) {
  return attacker.weapons.filter((weapon) => kind === "object" || weapon.melee);
}

export function maneuverDialogContext(input: ManeuverDialogInput) {
  const { options, attacker, defender } = input;
  const kind = options.kind;
  const melee = usableWeapons(attacker, kind);
  return {
    options,
    target: defender?.name ?? input.strike?.token?.name ?? null,
    grapple: kind === "grapple",
    disarm: kind === "disarm",
    object: kind === "object" ? objectDialogContext(options.object, input.strike) : null,
    banthaRush: kind === "banthaRush",
    overrun: kind === "overrun",
    stability: kind === "trip" || kind === "banthaRush" || kind === "overrun",
    fallBack: kind === "banthaRush" || kind === "overrun",
    counter: kind === "trip" || kind === "disarm" || kind === "overrun",
    counterLabel: `SWRPG.Maneuver.Dialog.Counter.${kind === "disarm" ? "disarm" : "trip"}`,
    grappleMoves: GRAPPLE_MOVES,
    speedFeats: SPEED_FEATS,
    defenderChoices: DEFENDER_CHOICES,
    movementLeft: options.movementLeft ?? "",
    // Weapon names are not lang keys; localize leaves them as they are.
    weaponOptions: {
      "": "SWRPG.Sheet.UnarmedStrike",
      ...Object.fromEntries(melee.map((weapon) => [weapon.id, weapon.name])),
    },
    itemOptions: Object.fromEntries((defender?.weapons ?? []).map((weapon) => [weapon.id, weapon.name])),
    rollModes: ATTACK_ROLL_MODES,
    rollMode: options.rollMode ?? input.rollMode,
  };
}

/** A form read: the options, or the first field refused (its lang key) with everything else kept. */
export type ManeuverFormRead = { options: ManeuverOptions } | { invalid: string; kept: ManeuverOptions };

function numberOf(
  get: FieldGetter,
  field: NumberField,
  fallback: number | null,
): { value: number | null; ok: boolean } {
  const raw = get(field.name);
  if (raw === null) return { value: fallback, ok: true };
  const text = raw.trim();
  if (text === "") return field.nullable ? { value: null, ok: true } : { value: fallback, ok: false };
  const value = Number(text);
  const ok = Number.isInteger(value) && value >= field.min && value <= field.max;
  return { value: ok ? value : fallback, ok };
}

/** Reads a submitted form (`get` returns a field's value, null when absent or unchecked) over `current`. */
export function readManeuverForm(
  get: FieldGetter,
  current: ManeuverOptions,
  input: Omit<ManeuverDialogInput, "options" | "rollMode">,
): ManeuverFormRead {
  const checked = (name: string) => get(name) !== null;
  const weaponIds = usableWeapons(input.attacker, current.kind).map((weapon) => weapon.id);
  const itemIds = (input.defender?.weapons ?? []).map((weapon) => weapon.id);
  const weapon = get("weaponId");
  const item = get("defenderWeaponId");
  const kept: ManeuverOptions = {
    ...current,
    grappleMove: oneOf(GRAPPLE_MOVES, get("grappleMove"), current.grappleMove),
    weaponId:
      weapon === null ? current.weaponId : weapon !== "" && weaponIds.includes(weapon) ? weapon : null,
    defenderWeaponId: item !== null && itemIds.includes(item) ? item : current.defenderWeaponId,
    speedFeat: oneOf(SPEED_FEATS, get("speedFeat"), current.speedFeat),
    defenderChoice: oneOf(DEFENDER_CHOICES, get("defenderChoice"), current.defenderChoice),
    // A box the kind does not show reads unchecked: only the kind's own boxes matter to its resolver.
    charging: checked("charging"),
    follow: checked("follow"),
    defenderStable: checked("defenderStable"),
    returnSpaceOccupied: checked("returnSpaceOccupied"),
    counter: checked("counter"),
  };
  const rollMode = get("rollMode");
  if ((ATTACK_ROLL_MODES as readonly (string | null)[]).includes(rollMode))
    kept.rollMode = rollMode as AttackRollMode;
  let invalid: string | null = null;
  for (const field of NUMBER_FIELDS) {
    const read = numberOf(get, field, current[field.name]);
    if (!read.ok) invalid ??= `SWRPG.Maneuver.Dialog.${field.name}Field`;
    if (field.name === "movementLeft") kept.movementLeft = read.value;
    else kept[field.name] = read.value ?? 0;
  }
  if (current.kind === "object") {
    const object = readObjectForm(get, current.object);
    kept.object = object.choice;
    invalid ??= object.invalid;
  }
  return invalid ? { invalid, kept } : { options: kept };
}
