/**
 * What the D6 actor sheets' buttons do (`data-action` handlers). Attacks go to the fight's attack flow
 * (the Ruleset record's `attack.start`), an attribute or skill rolls its code as it stands (armor and
 * injury penalties in; the Wild Die when the world plays with it), the wound strip sets the wound level.
 */
import {
  attackAction,
  itemRowActions,
  toggleItemFieldAction,
  toggleStatusAction,
} from "../../../applications/sheets/sheet-actions.ts";
import { format, localize } from "../../../config/i18n.ts";
import { d6 } from "../../../rules/index.ts";
import type { SheetAction, SheetHandle } from "../../types.ts";
import { promptFullReaction } from "../combat/full-reaction.ts";
import { D6ActorModel } from "../data/actor-model.ts";
import { D6ArmorModel, D6WeaponModel } from "../data/item-models.ts";
import { D6_ATTRIBUTES, D6_SKILL_KEYS } from "../data/skills.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { d6Attack } from "../fight.ts";
import { d6Options } from "../options.ts";
import { D6_STATUS_IDS } from "../status-effects.ts";
import { showCode } from "./codes.ts";

function d6System(sheet: SheetHandle): D6ActorModel | null {
  const system = sheet.actor.system;
  return system instanceof D6ActorModel ? system : null;
}

/** The clicked attribute's or skill's code as rolled now, and its name. */
function clickedCode(system: D6ActorModel, target: HTMLElement): { label: string; code: d6.DiceCode } | null {
  const attribute = D6_ATTRIBUTES.find((key) => key === target.dataset.attribute);
  if (attribute)
    return { label: `SWRPG.D6.Attribute.${attribute}`, code: system.attributeCodes[attribute].roll };
  const skill = D6_SKILL_KEYS.find((key) => key === target.dataset.skill);
  if (skill) return { label: `SWRPG.D6.Skill.${skill}`, code: system.skillCodes[skill].roll };
  return null;
}

const rollCode: SheetAction = async (sheet, _event, target) => {
  const system = d6System(sheet);
  const clicked = system && clickedCode(system, target);
  if (!clicked) return;
  const name = localize(clicked.label);
  const roll = D6Roll.fromCode(clicked.code, { wildDie: d6Options().wildDie === true });
  await roll.evaluate();
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor: sheet.actor }),
    flavor: format("SWRPG.D6.Sheet.RollFlavor", { name, code: showCode(clicked.code) }),
  });
};

/** The wound strip: the clicked level (an index of d6.WOUND_LEVELS). */
const setWound: SheetAction = async (sheet, _event, target) => {
  const level = Number(target.dataset.level);
  if (!d6System(sheet) || !sheet.isEditable || !Number.isInteger(level)) return;
  if (level < 0 || level >= d6.WOUND_LEVELS.length) return;
  await sheet.actor.update({ "system.wounds.value": level } as Actor.UpdateData);
};

export const D6_SHEET_ACTIONS: Readonly<Record<string, SheetAction>> = {
  attack: attackAction(d6Attack, "single"),
  // d6-combat.txt › Full Reaction: the round's only action, declared from the sheet (or the tracker).
  fullReaction: async (sheet) => {
    if (sheet.isEditable) await promptFullReaction(sheet.actor);
  },
  rollCode,
  setWound,
  toggleCondition: toggleStatusAction(D6_STATUS_IDS),
  toggleEquipped: toggleItemFieldAction("equipped", ({ system }) =>
    system instanceof D6WeaponModel || system instanceof D6ArmorModel ? system.equipped : undefined,
  ),
  toggleStun: toggleItemFieldAction("stun.active", ({ system }) =>
    system instanceof D6WeaponModel ? system.stun.active : undefined,
  ),
  ...itemRowActions(["d6Weapon", "d6Armor"]),
};
