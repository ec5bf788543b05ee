import { format, localize } from "../../../config/i18n.ts";
import { type FieldGetter, promptAttack } from "../../../dice/attack-form.ts";
import { warn } from "../../../dice/notify.ts";
import { actorModel } from "../dice/combatant-views.ts";
import {
  HEALING_TEMPLATE,
  type HealingRecord,
  healingCardContext,
  readHealingRecord,
} from "./healing-card.ts";
import {
  afterRest,
  afterStabilize,
  type FormRefusal,
  type HealthState,
  type Patient,
  readRestForm,
  readStabilizeForm,
} from "./healing-plan.ts";

/**
 * Healing from the sheet: rest (natural healing, with long-term care) and a helper's stabilizing of the
 * dying, each asked in a dialog, worked out by the engine (healing-plan.ts), written to the actor, and told
 * on a card with Undo. The GM or the actor's owner does it; Undo puts back the values from before when
 * nothing changed them since.
 */

const REST_DIALOG = "systems/swrpg/templates/rcr/dialog/rest-dialog.hbs";
const STABILIZE_DIALOG = "systems/swrpg/templates/rcr/dialog/stabilize-dialog.hbs";
const TENDED = "flags.swrpg.tended";

/** The actor as a patient, or null when it is not one of RCR's. */
export function patientOf(actor: Actor.Implementation): Patient | null {
  const system = actorModel(actor);
  if (!system) return null;
  return {
    level: system.level,
    vitality: system.vitality.value,
    vitalityMax: system.heroic ? system.vitality.max : 0,
    wounds: system.wounds.value,
    woundsMax: system.wounds.max,
    stable: actor.statuses.has("stable"),
    tended: foundry.utils.getProperty(actor, TENDED) === true,
  };
}

function current(actor: Actor.Implementation): HealthState | null {
  const patient = patientOf(actor);
  return (
    patient && {
      vitality: patient.vitality,
      wounds: patient.wounds,
      stable: patient.stable,
      tended: patient.tended,
    }
  );
}

/** Writes a health state to the actor: vitality, wounds, the tended flag and the stable status. */
async function write(actor: Actor.Implementation, state: HealthState): Promise<void> {
  await actor.update({
    "system.vitality.value": state.vitality,
    "system.wounds.value": state.wounds,
    [TENDED]: state.tended,
  } as Actor.UpdateData);
  if (actor.statuses.has("stable") !== state.stable)
    await actor.toggleStatusEffect("stable", { active: state.stable });
}

async function post(record: HealingRecord): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(
    HEALING_TEMPLATE,
    healingCardContext(record),
  );
  await ChatMessage.create({ content, flags: { swrpg: { healing: record } } } as ChatMessage.CreateData);
}

/** Opens a healing dialog; the form's refusal names the field, and nothing is changed. */
async function ask<Choice extends object>(
  template: string,
  context: Record<string, unknown>,
  title: string,
  read: (get: FieldGetter) => { ok: true; choice: Choice } | FormRefusal,
): Promise<Choice | null> {
  const answer = await promptAttack({
    template,
    context,
    title,
    rollLabel: "SWRPG.Healing.Apply",
    read: (get) => read(get),
  });
  if (!answer) return null;
  if (!answer.ok) {
    warn("SWRPG.Healing.Refused", { field: localize(answer.field) });
    return null;
  }
  return answer.choice;
}

function mayHeal(actor: Actor.Implementation): boolean {
  if (actor.isOwner) return true;
  warn("SWRPG.Attack.Refused.noPermission");
  return false;
}

/** Rest: hours and days, natural or under long-term care. */
export async function restActor(actor: Actor.Implementation): Promise<void> {
  const patient = patientOf(actor);
  if (!patient || !mayHeal(actor)) return;
  const choice = await ask(
    REST_DIALOG,
    { hours: 8, days: 0 },
    format("SWRPG.Healing.RestTitleOf", { name: actor.name }),
    readRestForm,
  );
  if (!choice) return;
  const before = current(actor);
  if (!before) return;
  const after = afterRest(patient, choice);
  await write(actor, after);
  await post({ kind: "rest", actorUuid: actor.uuid, name: actor.name, before, after, rest: choice });
}

/** A helper's try to stabilize the dying actor. */
export async function stabilizeActor(actor: Actor.Implementation): Promise<void> {
  const patient = patientOf(actor);
  if (!patient || !mayHeal(actor)) return;
  const methods = {
    treatInjury: "SWRPG.Healing.Methods.treatInjury",
    healAnother: "SWRPG.Healing.Methods.healAnother",
  };
  const title = format("SWRPG.Healing.StabilizeTitleOf", { name: actor.name });
  const choice = await ask(STABILIZE_DIALOG, { methods }, title, readStabilizeForm);
  if (!choice) return;
  const before = current(actor);
  if (!before) return;
  const result = afterStabilize(patient, choice);
  await write(actor, result.after);
  await post({
    kind: "stabilize",
    actorUuid: actor.uuid,
    name: actor.name,
    before,
    after: result.after,
    stabilize: choice,
    dc: result.dc,
    success: result.success,
  });
}

/** Undo of a healing card: the values from before, when the actor still has the card's after-values. */
export async function undoHealing(message: ChatMessage.Implementation): Promise<void> {
  const record = readHealingRecord(foundry.utils.getProperty(message, "flags.swrpg.healing"));
  if (!record || record.undone) return;
  const actor = await (async () => {
    const found: unknown = await fromUuid(record.actorUuid as `Actor.${string}`);
    return found instanceof Actor ? (found as Actor.Implementation) : null;
  })();
  if (!actor || !mayHeal(actor)) return;
  const now = current(actor);
  const same =
    now &&
    now.vitality === record.after.vitality &&
    now.wounds === record.after.wounds &&
    now.stable === record.after.stable;
  if (!same) return warn("SWRPG.Healing.ChangedSince", { name: actor.name });
  await write(actor, record.before);
  const undone = { ...record, undone: true };
  const content = await foundry.applications.handlebars.renderTemplate(
    HEALING_TEMPLATE,
    healingCardContext(undone),
  );
  await message.update({ content, flags: { swrpg: { healing: undone } } } as ChatMessage.UpdateData);
}

/** Binds a rendered healing card's Undo (the `renderChatMessageHTML` hook). */
export function bindHealingCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLButtonElement>('[data-action="swrpgHealingUndo"]'))
    button.addEventListener("click", () => void undoHealing(message));
}
