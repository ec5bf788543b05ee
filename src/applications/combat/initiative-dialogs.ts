import type { SwrpgCombat } from "../../documents/combat.ts";
import {
  type InitiativeRelayRefusal,
  requestInitiativeAction,
} from "../../documents/combat-initiative-relay.ts";

const DELAY_TEMPLATE = "systems/swrpg/templates/combat/delay-dialog.hbs";
const GROUP_TEMPLATE = "systems/swrpg/templates/combat/group-dialog.hbs";

type PromptConfig = foundry.applications.api.DialogV2.PromptConfig;

/** Asks with `content`; resolves to the form's values, or null when the dialog is closed. */
async function promptForm(
  title: string,
  confirm: string,
  content: string,
): Promise<Record<string, string> | null> {
  const config: PromptConfig = {
    window: { title },
    content,
    ok: { label: confirm, callback: (_event, button) => formValues(button) },
    rejectClose: false,
  };
  const answer: unknown = await foundry.applications.api.DialogV2.prompt(config);
  return answer && typeof answer === "object" ? (answer as Record<string, string>) : null;
}

/** Reads the dialog's form when OK is pressed. */
function formValues(button: HTMLButtonElement): Record<string, string> {
  const form = button.form;
  if (!form) return {};
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") values[key] = value;
  return values;
}

/** Tells the user why an initiative action was refused. */
export function warnRefusal(refusal: InitiativeRelayRefusal | null): void {
  if (refusal) ui.notifications?.warn(`SWRPG.Combat.Refused.${refusal}`, { localize: true });
}

/**
 * Asks for the new, lower count (or "after everyone else") and delays the combatant.
 * rcr-combat.txt › Delay.
 */
export async function openDelayDialog(
  combat: SwrpgCombat,
  combatant: Combatant.Implementation,
): Promise<void> {
  const count = combatant.initiative;
  if (count == null || !combatant.id) return;
  const content = await foundry.applications.handlebars.renderTemplate(DELAY_TEMPLATE, {
    name: combatant.name,
    count,
    maxCount: count - 1,
  });
  const values = await promptForm("SWRPG.Combat.Delay.Title", "SWRPG.Combat.Delay.Confirm", content);
  if (!values) return;
  const newCount = values.end ? undefined : Number.parseInt(values.count ?? "", 10);
  if (newCount !== undefined && !Number.isInteger(newCount)) return warnRefusal("notLower");
  // The GM delays at once; a player's delay is asked of the active GM (it moves others and the turn).
  warnRefusal(await requestInitiativeAction(combat, combatant, "delay", newCount ?? null));
}

/** Lets the GM put a combatant in an initiative group (rcr-combat.txt › Opponent Initiative). */
export async function openGroupDialog(
  combat: SwrpgCombat,
  combatant: Combatant.Implementation,
): Promise<void> {
  const current = combatant._source.group ?? null;
  const groups = combat.groups.contents.map((group) => ({
    id: group.id,
    name: group.name,
    selected: group.id === current,
  }));
  const content = await foundry.applications.handlebars.renderTemplate(GROUP_TEMPLATE, {
    name: combatant.name,
    groups,
  });
  const values = await promptForm("SWRPG.Combat.Group.Title", "SWRPG.Combat.Group.Confirm", content);
  if (!values) return;
  let groupId: string | null = values.group || null;
  if (groupId === "new") {
    const name = values.name?.trim() || game.i18n?.localize("SWRPG.Combat.Group.DefaultName") || "";
    const created = await combat.createEmbeddedDocuments("CombatantGroup", [{ name }]);
    groupId = created?.[0]?.id ?? null;
  }
  await combatant.update({ group: groupId });
}
