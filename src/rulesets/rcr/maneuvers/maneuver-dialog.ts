import { GRAPPLE_MOVES, type Maneuver } from "../dice/maneuver-card-data.ts";
import { DEFAULT_MANEUVER_OPTIONS, type ManeuverOptions } from "./maneuver-fighter.ts";

const TEMPLATE = "systems/swrpg/templates/rcr/dialog/maneuver-dialog.hbs";

const moveOptions = Object.fromEntries(GRAPPLE_MOVES.map((move) => [move, `SWRPG.Maneuver.Move.${move}`]));

/** The dialog's context: which options this maneuver asks for. */
export function maneuverDialogContext(maneuver: Maneuver, targetName: string, options: ManeuverOptions) {
  return {
    maneuver,
    titleKey: `SWRPG.Maneuver.Kind.${maneuver}`,
    targetName,
    options,
    grapple: maneuver === "grapple",
    banthaRush: maneuver === "banthaRush",
    opposedByStability: maneuver === "trip" || maneuver === "banthaRush",
    moveOptions,
  };
}

/** Reads the submitted form (`get` returns a field's value, null when absent or unchecked). */
export function readManeuverForm(get: (name: string) => string | null): ManeuverOptions {
  const move = get("move");
  const number = (name: string) => {
    const value = Number.parseInt(get(name) ?? "0", 10);
    return Number.isFinite(value) ? value : 0;
  };
  return {
    ...DEFAULT_MANEUVER_OPTIONS,
    move: GRAPPLE_MOVES.find((entry) => entry === move) ?? "grab",
    charging: get("charging") !== null,
    defenderStable: get("defenderStable") !== null,
    follow: get("follow") !== null,
    movementLeft: Math.max(0, number("movementLeft")),
    pinned: get("pinned") !== null,
    pinningAnother: get("pinningAnother") !== null,
    joining: get("joining") !== null,
    situational: number("situational"),
  };
}

/** The maneuver's options (a DialogV2); null when closed. */
export async function promptManeuver(
  maneuver: Maneuver,
  targetName: string,
): Promise<ManeuverOptions | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    TEMPLATE,
    maneuverDialogContext(maneuver, targetName, DEFAULT_MANEUVER_OPTIONS),
  );
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n?.localize(`SWRPG.Maneuver.Kind.${maneuver}`) ?? maneuver },
    classes: ["swrpg-attack-dialog-window"],
    content,
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: "SWRPG.Dialog.Roll",
        icon: "fa-solid fa-dice-d20",
        default: true,
        callback: (_event, button) => {
          const data = new FormData(button.form ?? undefined);
          return readManeuverForm((name) => {
            const value = data.get(name);
            return typeof value === "string" ? value : null;
          });
        },
      },
    ],
  });
  return result && typeof result === "object" ? result : null;
}
