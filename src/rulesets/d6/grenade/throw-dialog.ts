import { format, localize } from "../../../config/i18n.ts";
import { type FieldGetter, oneOf, promptAttack } from "../../../dice/attack-form.ts";
import { warn } from "../../../dice/notify.ts";
import { d6 } from "../../../rules/index.ts";
import { bindBandDifficulty } from "../attack/attack-dialog.ts";
import { MAX_ACTIONS } from "../attack/attack-dialog-form.ts";
import { parseDifficulty } from "../card/difficulty-edit.ts";

/**
 * The throw's dialog: actions this round, the target point's range band and difficulty number (from the
 * measured distance), and the GM's +5 to +10 when the thrower cannot see the point (d6-combat.txt › Grenades
 * and Thermal Detonators). A typed number that is not one is refused, naming the field; the rest counts.
 */

const BANDS: readonly d6.RangeBand[] = ["pointBlank", "short", "medium", "long"];
/** The text's modifier for an unseen target point: +5 to +10, or 0 when he sees it. */
const MAX_UNSEEN = 10;

export interface D6ThrowChoices {
  actions: number;
  band: d6.RangeBand;
  difficulty: number;
  unseen: number;
}

function whole(text: string | null, min: number, max: number): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** Reads the submitted form; each refused number keeps the default and is named. */
export function readThrowForm(
  get: FieldGetter,
  defaults: D6ThrowChoices,
): { choices: D6ThrowChoices; refusals: { field: string; value: string }[] } {
  const refusals: { field: string; value: string }[] = [];
  const number = (
    name: string,
    field: string,
    parse: (text: string | null) => number | null,
    fallback: number,
  ) => {
    const value = parse(get(name));
    if (value !== null) return value;
    refusals.push({ field, value: get(name) ?? "" });
    return fallback;
  };
  const band = oneOf(BANDS, get("band"), defaults.band);
  return {
    choices: {
      actions: number(
        "actions",
        "SWRPG.D6.Attack.Actions",
        (t) => whole(t, 1, MAX_ACTIONS),
        defaults.actions,
      ),
      band,
      difficulty: number(
        "difficulty",
        "SWRPG.D6.Attack.Difficulty",
        parseDifficulty,
        d6.typicalDifficulty(d6.rangeDifficulty(band)),
      ),
      unseen: number("unseen", "SWRPG.D6.Grenade.Unseen", (t) => whole(t, 0, MAX_UNSEEN), 0),
    },
    refusals,
  };
}

export async function promptThrow(input: {
  weaponName: string;
  distance: number | null;
  actionsTaken: number;
  choices: D6ThrowChoices;
}): Promise<D6ThrowChoices | null> {
  const read = await promptAttack({
    template: "systems/swrpg/templates/d6/dialog/throw-dialog.hbs",
    context: {
      ...input.choices,
      distance: input.distance,
      actionsTaken: input.actionsTaken,
      maxActions: MAX_ACTIONS,
      bands: BANDS.map((value) => ({ value, difficulty: d6.typicalDifficulty(d6.rangeDifficulty(value)) })),
    },
    title: format("SWRPG.D6.Grenade.Title", { weapon: input.weaponName }, ""),
    rollLabel: "SWRPG.D6.Attack.Roll",
    read: (get) => readThrowForm(get, input.choices),
    bind: bindBandDifficulty,
  });
  if (!read) return null;
  for (const refusal of read.refusals)
    warn("SWRPG.D6.Attack.Refused.badNumber", { field: localize(refusal.field), value: refusal.value });
  return read.choices;
}
