import {
  chosenRollMode,
  type FieldGetter,
  oneOf,
  type RunningTotal,
  situationalOf,
  targetChoices,
} from "../../../dice/attack-form.ts";
import { ROLL_MODES, type RollMode } from "../../../foundry-compat/message-mode.ts";
import { saga } from "../../../rules/index.ts";
import type { SagaVariant } from "../variant.ts";
import { previewSagaAttack } from "./attack-plan.ts";
import {
  NO_TARGET_CHOICE,
  type SagaAttackChoices,
  type SagaAttackerView,
  type SagaTargetChoice,
  type SagaTargetView,
  type SagaWeaponView,
} from "./attack-views.ts";

/**
 * The Saga attack dialog's form: the context its template renders and how a submitted form becomes
 * `SagaAttackChoices`. Unknown values fall back to the plain choice, so a tampered form cannot inject one.
 * The same form, `areaOnly`, asks the cover of each token caught in an area (judged from the area's origin).
 */

const COVERS: readonly saga.SagaCoverDegree[] = ["none", "cover", "improved", "total"];
const CONCEALMENTS: readonly saga.SagaConcealmentDegree[] = ["none", "concealment", "total"];
type Fire = SagaAttackChoices["fire"];
const GRIPS: readonly saga.Grip[] = ["normal", "double", "single"];
const HEAVY = Object.keys(saga.HEAVY_ATTACKS) as saga.HeavyAttackTier[];
type RangeChoice = NonNullable<SagaTargetChoice["range"]>;
const RANGES: readonly RangeChoice[] = [...saga.RANGE_BANDS, "outOfRange"];

/**
 * The heavy attacks this attacker may make: the variant's formulas on and the BAB for the tier
 * (saga-variant-character-combat.txt › Special Attacks). An area weapon's is refused when rolled.
 */
function heavyTiers(input: SagaDialogInput): saga.HeavyAttackTier[] {
  return input.variant?.sagaVariantFormulas
    ? HEAVY.filter((tier) => saga.heavyAttack(tier, input.attacker.bab).ok)
    : [];
}

/**
 * A combat maneuver is offered with the variant's formulas and defenses, for a melee weapon or unarmed
 * (saga-variant-character-combat.txt › Attacks; ../maneuver/maneuver-plan.ts).
 */
function canManeuver(input: SagaDialogInput): boolean {
  const variant = input.variant;
  return Boolean(
    variant?.sagaVariantFormulas && variant.sagaVariantDefenses && input.weapon.kind === "melee",
  );
}

/** The fire modes the weapon allows this attacker. */
export function fireModes(weapon: SagaWeaponView, attacker: SagaAttackerView): Fire[] {
  const modes: Fire[] = weapon.rules.autofireOnly ? [] : ["single"];
  if (weapon.autofire) modes.push("autofire");
  if (weapon.autofire && attacker.burstFire) modes.push("burstFire");
  return modes;
}

export interface SagaDialogInput {
  weapon: SagaWeaponView;
  attacker: SagaAttackerView;
  targets: readonly SagaTargetView[];
  choices: SagaAttackChoices;
  /** Only the cover of each token in an area, judged from `coverOrigin`. */
  areaOnly?: { coverOrigin: "center" | "attacker" };
  /** The world's variant options (none: core Saga). */
  variant?: Partial<SagaVariant>;
  /** Who sees the roll when the dialog opens: the one last chosen, else the user's chat setting. */
  rollMode?: RollMode;
  /** The attacker's Force Points and the die one adds (null or absent: none to spend). */
  forcePoint?: { points: number; die: string } | null;
}

/**
 * The running total for `choices` (src/rulesets/saga/attack/attack-plan.ts, the bonus the roll will use) and
 * each target's bonus with its own modifiers (prone, concealment, range...) by row index; null for an area's
 * cover dialog, whose attack bonus was shown in the first dialog.
 */
export function sagaRunningTotal(
  input: SagaDialogInput,
  choices: SagaAttackChoices,
): { total: RunningTotal; targets: (number | null)[] } | null {
  if (input.areaOnly) return null;
  const preview = previewSagaAttack({ ...input, choices });
  if ("ok" in preview)
    return {
      total: { bonuses: [], refusedKey: `SWRPG.Saga.Attack.Refused.${preview.refused}` },
      targets: input.targets.map(() => null),
    };
  return {
    total: { bonuses: [preview.bonus], refusedKey: null },
    targets: input.targets.map((target) => preview.targets[target.tokenUuid] ?? null),
  };
}

export function sagaDialogContext(input: SagaDialogInput) {
  const { weapon, choices } = input;
  const modes = fireModes(weapon, input.attacker);
  const tiers = heavyTiers(input);
  const running = sagaRunningTotal(input, choices);
  return {
    choices,
    forcePoint: input.areaOnly ? null : (input.forcePoint ?? null),
    total: running?.total ?? null,
    rollModes: ROLL_MODES,
    rollMode: choices.rollMode ?? input.rollMode ?? "publicroll",
    areaOnly: input.areaOnly,
    melee: weapon.kind === "melee",
    ranged: weapon.kind === "ranged",
    defense: weapon.defense,
    // Not proficient with the weapon's group: the dialog says so before the roll (the card lists the part).
    nonproficient: weapon.attackParts.find((part) => part.label === "nonproficient")?.value ?? null,
    proficiencyGroup: weapon.proficiencyGroup ?? null,
    showFire: modes.length > 1 || modes[0] !== "single",
    // Plain value lists: the template names each option by its lang key.
    fireModes: modes,
    canBrace: weapon.rules.autofireOnly === true,
    // The weapon data says how it is wielded, not whether it is a one- or two-handed weapon: all grips.
    grips: input.variant?.sagaVariantFormulas ? GRIPS : null,
    heavyTiers: tiers.length ? tiers : null,
    canManeuver: canManeuver(input),
    covers: COVERS,
    concealments: CONCEALMENTS,
    // A ranged weapon's band per target, measured where the scene allows it (src/rulesets/saga/range/).
    ranges: weapon.range ? RANGES : null,
    targets: input.targets.map((target, index) => {
      const choice = choices.targets[target.tokenUuid] ?? NO_TARGET_CHOICE;
      const measured = choice.distance !== undefined;
      const bonus = running?.targets[index] ?? null;
      return { index, name: target.name, choice, range: choice.range ?? "pointBlank", measured, bonus };
    }),
  };
}

/**
 * The band the player chose for each target; the measured squares are kept only while the band is the
 * measured one (a band the player changed is their word, with no distance).
 */
function withRanges(
  read: Record<string, SagaTargetChoice>,
  get: FieldGetter,
  input: SagaDialogInput,
): Record<string, SagaTargetChoice> {
  if (!input.weapon.range) return read;
  return Object.fromEntries(
    input.targets.map((target, index) => {
      const before = input.choices.targets[target.tokenUuid];
      const range = oneOf(RANGES, get(`range-${index}`), before?.range ?? "pointBlank");
      const measured = before?.distance !== undefined && before.range === range;
      const choice = read[target.tokenUuid] ?? NO_TARGET_CHOICE;
      return [target.tokenUuid, { ...choice, range, ...(measured ? { distance: before.distance } : {}) }];
    }),
  );
}

/** Reads a submitted form (`get` returns a field's value, null when absent or unchecked). */
export function readSagaAttackForm(get: FieldGetter, input: SagaDialogInput): SagaAttackChoices {
  const { choices } = input;
  const modes = fireModes(input.weapon, input.attacker);
  const targets = targetChoices(
    input.targets,
    get,
    (field): SagaTargetChoice => ({
      cover: oneOf(COVERS, field("cover"), "none"),
      concealment: oneOf(CONCEALMENTS, field("concealment"), "none"),
      flanking: field("flanking") !== null,
      intoMelee: field("intoMelee") !== null,
    }),
  );
  if (input.areaOnly) return { ...choices, targets: { ...choices.targets, ...targets } };
  const ranged = withRanges(targets, get, input);
  const maneuver = canManeuver(input) && get("maneuver") !== null;
  const rollMode = chosenRollMode(get);
  return {
    fire: oneOf(modes, get("fire"), modes[0] ?? "single"),
    braced: input.weapon.rules.autofireOnly === true && get("braced") !== null,
    aimed: input.weapon.kind === "ranged" && get("aimed") !== null,
    situational: situationalOf(get),
    grip: oneOf(GRIPS, get("grip"), "normal"),
    heavy: maneuver
      ? undefined
      : oneOf<saga.HeavyAttackTier | "">(heavyTiers(input), get("heavy"), "") || undefined,
    maneuver,
    targets: ranged,
    spendForcePoint: get("spendForcePoint") !== null,
    ...(rollMode ? { rollMode } : {}),
  };
}
