import { format, localize } from "../../../config/i18n.ts";
import { promptAttack } from "../../../dice/attack-form.ts";
import { ownToken, readyAttacker, targetedTokens } from "../../../dice/attack-start.ts";
import { warn } from "../../../dice/notify.ts";
import { currentRollMode } from "../../../foundry-compat/message-mode.ts";
import type { AttackRollMode } from "../dice/attack-views.ts";
import { actorModel } from "../dice/combatant-views.ts";
import { objectStart } from "../objects/object-form.ts";
import { sendProvoked } from "../opportunity/action-provokes.ts";
import { provokedByManeuver } from "../opportunity/maneuver-provokes.ts";
import { postManeuverCard } from "./maneuver-card.ts";
import { coreManeuverDice } from "./maneuver-dice.ts";
import { type ManeuverFormRead, maneuverDialogContext, readManeuverForm } from "./maneuver-form.ts";
import { settleManeuver } from "./maneuver-relay.ts";
import { maneuverRequest } from "./maneuver-request.ts";
import { resolveManeuver } from "./maneuver-resolve.ts";
import {
  defaultManeuverOptions,
  type ManeuverKind,
  type ManeuverOptions,
  type ManeuverRequest,
  needsTarget,
} from "./maneuver-types.ts";

/**
 * Entry point of the special attacks (the sheet's buttons and the attack dialog's choice): the user's
 * targeted token is the defender, as for attacks. Dialog (unless skipped), the engine's resolution through
 * core Rolls, one chat card, then its results written (maneuver-relay.ts).
 */

const REFUSED = "SWRPG.Maneuver.Refused.";
const TEMPLATE = "systems/swrpg/templates/rcr/dialog/maneuver-dialog.hbs";

/** The dialog, opened again with the other fields kept while a number is refused. */
async function promptOptions(
  options: ManeuverOptions,
  { attacker, defender, strike }: Pick<ManeuverRequest, "attacker" | "defender" | "strike">,
): Promise<ManeuverOptions | null> {
  const rollMode: AttackRollMode = currentRollMode();
  let current = options;
  for (;;) {
    const read = await promptAttack<ManeuverFormRead>({
      template: TEMPLATE,
      context: maneuverDialogContext({ options: current, attacker, defender, rollMode, strike }),
      title: format(
        "SWRPG.Maneuver.Dialog.Title",
        { kind: localize(`SWRPG.Maneuver.Kind.${options.kind}`) },
        "",
      ),
      rollLabel: "SWRPG.Maneuver.Dialog.Roll",
      read: (get) => readManeuverForm(get, current, { attacker, defender }),
    });
    if (!read) return null;
    if ("options" in read) return read.options;
    warn("SWRPG.Maneuver.Refused.badField", { field: localize(read.invalid) });
    current = read.kept;
  }
}

export interface ManeuverStart {
  /** The weapon chosen on the sheet or in the attack dialog (disarm rolls with it); null unarmed. */
  weaponId?: string | null;
  skipDialog?: boolean;
  /** The options to start from (tests and macros); the kind's defaults otherwise. */
  options?: Partial<ManeuverOptions>;
}

export async function startManeuver(
  actor: Actor.Implementation,
  kind: ManeuverKind,
  start: ManeuverStart = {},
): Promise<void> {
  if (!readyAttacker(actor, REFUSED, actorModel(actor))) return;
  const own = ownToken(actor);
  if (!own) return warn(`${REFUSED}noToken`, { name: actor.name });
  const targets = targetedTokens();
  const defaults = defaultManeuverOptions(kind);
  const first = await maneuverRequest(own, targets.length === 1 ? (targets[0] ?? null) : null, {
    ...defaults,
    ...start.options,
  });
  if ("ok" in first) return warn(REFUSED + first.refused, { name: actor.name });
  let options: ManeuverOptions = {
    ...defaults,
    weaponId: start.weaponId ?? null,
    defenderWeaponId: first.defender?.weapons[0]?.id ?? null,
    ...start.options,
  };
  if (kind === "object" && !start.options?.object)
    options.object = objectStart(options.object, first.strike, first.defender);
  if (!start.skipDialog) {
    const chosen = await promptOptions(options, first);
    if (!chosen) return;
    options = chosen;
  }
  // An escape acts on the grapple's own opponents; an object may lie off the map (no target, or one);
  // everything else acts on exactly one targeted token.
  const wanted = needsTarget(options);
  if (wanted && targets.length !== 1) return warn(`${REFUSED}${targets.length ? "oneTarget" : "noTarget"}`);
  if (options.kind === "object" && targets.length > 1) return warn(`${REFUSED}oneTarget`);
  const aimed = wanted || options.kind === "object" ? (targets[0] ?? null) : null;
  // The documents again: something may have moved while the dialog was open.
  const request = await maneuverRequest(own, aimed, options);
  if ("ok" in request) return warn(REFUSED + request.refused, { name: actor.name });
  const { dice, rolls } = coreManeuverDice(actor.getRollData());
  const card = await resolveManeuver(request, dice);
  if ("ok" in card) return warn(REFUSED + card.refused, { name: actor.name });
  // Who the attack provokes, from where the attacker stands before the card moves anyone.
  const provoked = provokedByManeuver(actor, options, aimed ? [aimed] : []);
  const message = await postManeuverCard(actor, own, card, rolls);
  if (message) await settleManeuver(message, card);
  await sendProvoked(provoked);
}
