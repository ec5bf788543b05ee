/** What every ruleset's actor sheet shows alike: who the actor is, its size choices and its ability rows. */
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
}

/** The ability rows, in the ruleset's key order. */
export function abilityViews<K extends string>(
  keys: readonly K[],
  abilities: Readonly<Record<K, { value: number; mod: number }>>,
): AbilityView[] {
  return keys.map((key) => ({
    key,
    label: `SWRPG.Ability.${key}`,
    abbreviation: `SWRPG.Ability.Abbr.${key}`,
    score: abilities[key].value,
    modifier: abilities[key].mod,
    name: `system.abilities.${key}.value`,
  }));
}
