import { format } from "../../../config/i18n.ts";
import { warn } from "../../../dice/notify.ts";
import { readD6Card } from "./card-message.ts";
import { MAX_DIFFICULTY, parseDifficulty, withBaseDifficulty } from "./difficulty-edit.ts";

const TEMPLATE = "systems/swrpg/templates/d6/dialog/difficulty-dialog.hbs";

/** Asks for the number; the typed text, or null when the dialog is closed. */
async function askNumber(content: string): Promise<string | null> {
  const config: foundry.applications.api.DialogV2.PromptConfig = {
    window: { title: "SWRPG.D6.Card.EditDifficulty.Title" },
    content,
    ok: {
      label: "SWRPG.D6.Card.EditDifficulty.Confirm",
      callback: (_event, button) => {
        const value = new FormData(button.form ?? undefined).get("base");
        return typeof value === "string" ? value : "";
      },
    },
    rejectClose: false,
  };
  const answer: unknown = await foundry.applications.api.DialogV2.prompt(config);
  return typeof answer === "string" ? answer : null;
}

/**
 * The card's Change difficulty button (the GM's): the number for the shot's level, then the shot resolved
 * again by the engine (./difficulty-edit.ts). A number that is not a whole number from 0 up is refused,
 * naming the field, and the card keeps its own.
 */
export async function editD6Difficulty(
  message: ChatMessage.Implementation,
  attackIndex: number,
): Promise<void> {
  if (!game.user?.isGM) return warn("SWRPG.Damage.Refused.noPermission");
  const card = readD6Card(message);
  const target = card?.attacks[attackIndex]?.targets[0];
  if (!card || !target) return warn("SWRPG.Damage.NoCard");
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, {
    name: target.name,
    levelKey: `SWRPG.D6.Difficulty.${target.level}`,
    base: target.base,
    max: MAX_DIFFICULTY,
  });
  const typed = await askNumber(content);
  if (typed === null) return;
  const base = parseDifficulty(typed);
  if (base === null)
    return warn("SWRPG.D6.Card.EditDifficulty.Refused", {
      field: format("SWRPG.D6.Card.EditDifficulty.Label", {}, "Difficulty"),
      value: typed,
      max: MAX_DIFFICULTY,
    });
  const edited = withBaseDifficulty(card, attackIndex, base);
  if (!edited) return warn("SWRPG.D6.Card.EditDifficulty.TooLate");
  await message.update({ flags: { swrpg: { d6Attack: edited } } } as ChatMessage.UpdateData);
}
