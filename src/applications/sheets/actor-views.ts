/**
 * What every ruleset's actor sheet shows alike: who the actor is, its size choices, its ability rows and
 * its health pools as bars.
 */
import { SIZES } from "../../rules/index.ts";

/** Foundry's default portrait for an actor without one. */
const DEFAULT_ACTOR_IMAGE = "icons/svg/mystery-man.svg";

/** The header's actor: ids for the part ids, the name and the portrait. */
export function actorIdentity(actor: { id: string | null; uuid: string; name: string; img?: string | null }) {
  return { id: actor.id ?? "", uuid: actor.uuid, name: actor.name, img: actor.img ?? DEFAULT_ACTOR_IMAGE };
}

/** The size select's choices, labelled `SWRPG.Size.<size>`. */
export const SIZE_CHOICES = SIZES.map((value) => ({ value, label: `SWRPG.Size.${value}` }));

/** One ability row: its entered score (the input `name`), its derived modifier, its lang keys. */
export interface AbilityView {
  key: string;
  label: string;
  abbreviation: string;
  score: number;
  modifier: number;
  name: string;
  /** The score that counts, when something (fatigue) changes it; null when it counts as entered. */
  effective: number | null;
  /** Why it changes: each reason's lang key (`SWRPG.Sheet.AbilityReason.<label>`) and amount. */
  adjustments: { labelKey: string; value: number }[];
}

/** An ability as the data model derives it; `effective` and `adjustments` where a ruleset changes scores. */
interface DerivedAbility {
  value: number;
  mod: number;
  effective?: number;
  adjustments?: readonly { label: string; value: number }[];
}

/** The ability rows, in the ruleset's key order. */
export function abilityViews<K extends string>(
  keys: readonly K[],
  abilities: Readonly<Record<K, DerivedAbility>>,
): AbilityView[] {
  return keys.map((key) => {
    const ability = abilities[key];
    const adjustments = (ability.adjustments ?? []).map((part) => ({
      labelKey: `SWRPG.Sheet.AbilityReason.${part.label}`,
      value: part.value,
    }));
    return {
      key,
      label: `SWRPG.Ability.${key}`,
      abbreviation: `SWRPG.Ability.Abbr.${key}`,
      score: ability.value,
      modifier: ability.mod,
      name: `system.abilities.${key}.value`,
      effective: adjustments.length > 0 ? (ability.effective ?? ability.value) : null,
      adjustments,
    };
  });
}

/** A pool drawn as a bar (templates/parts/resource-bar.hbs), stored at `system.<key>`. */
export interface ResourceView {
  key: string;
  /** Lang key. */
  label: string;
  value: number;
  max: number;
  /** Form field name of the current value. */
  valueName: string;
  /** Form field name of the maximum; null when the maximum is derived (shown, not edited). */
  maxName: string | null;
  /** Lang key telling where a derived maximum comes from (null: the maximum is stored). */
  maxHint: string | null;
}

/**
 * The pool at `system.<key>`: its value always editable, its maximum editable too unless it is derived
 * (`derivedMaxHint` then says from what).
 */
export function resourceView(
  key: string,
  label: string,
  { value, max }: { value: number; max: number },
  derivedMaxHint: string | null = null,
): ResourceView {
  return {
    key,
    label,
    value,
    max,
    valueName: `system.${key}.value`,
    maxName: derivedMaxHint ? null : `system.${key}.max`,
    maxHint: derivedMaxHint,
  };
}
