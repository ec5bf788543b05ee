import { runReported } from "../report-error.ts";
import { rulesetFor } from "../rulesets/registry.ts";

/**
 * Hotbar macros, as dnd5e and pf1 make them: a weapon (or a Saga Force power) of any ruleset dragged from an
 * actor's sheet to the hotbar makes an attack macro; an ability or a save dragged from the sheet (its roll button carries `swrpg.roll` drag
 * data) makes a roll macro. The macro is a script calling `game.swrpg.macros.run` (sheet-macros.ts: the
 * sheet's own button action), so it keeps working after the sheet is closed; the same drop twice reuses the
 * macro made the first time.
 */

/** The drag data of a sheet's ability or save button. */
export interface RollDragData {
  type: "swrpg.roll";
  actorUuid: string;
  roll: "ability" | "save";
  key: string;
  /** The roll's name as the sheet shows it ("Dexterity check"). */
  label: string;
}

/** The macro a drop makes. */
export interface MacroSpec {
  name: string;
  img: string;
  command: string;
}

/** What the drop names, as far as the macro needs it: a weapon with its owner. */
export interface DroppedWeapon {
  id: string;
  name: string;
  img: string;
  actor: { uuid: string; name: string };
}

const ROLL_IMAGE = "icons/svg/d20-black.svg";

/** The macro's script: the sheet's button action for the actor, with the button's data. */
function call(actorUuid: string, action: string, data: Record<string, string>): string {
  return `game.swrpg.macros.run(${JSON.stringify(actorUuid)}, ${JSON.stringify(action)}, ${JSON.stringify(data)});`;
}

function isRollDrag(data: unknown): data is RollDragData {
  const drag = data as Partial<RollDragData> | null;
  return (
    drag?.type === "swrpg.roll" &&
    (drag.roll === "ability" || drag.roll === "save") &&
    typeof drag.actorUuid === "string" &&
    typeof drag.key === "string"
  );
}

/**
 * The macro for a drop, or null when it is not ours to make (core makes its own for other drops).
 * `weaponOf` finds the dropped Item when it is a weapon held by an actor.
 */
export function macroSpecFor(
  data: unknown,
  weaponOf: (uuid: string) => DroppedWeapon | null,
): MacroSpec | null {
  if (isRollDrag(data)) {
    const [action, field] = data.roll === "ability" ? ["rollAbility", "ability"] : ["rollSave", "save"];
    const command = call(data.actorUuid, action, { [field]: data.key });
    return { name: data.label || data.key, img: ROLL_IMAGE, command };
  }
  const drop = data as { type?: unknown; uuid?: unknown } | null;
  if (drop?.type !== "Item" || typeof drop.uuid !== "string") return null;
  const weapon = weaponOf(drop.uuid);
  if (!weapon) return null;
  return {
    name: `${weapon.actor.name}: ${weapon.name}`,
    img: weapon.img,
    command: call(weapon.actor.uuid, "attack", { itemId: weapon.id }),
  };
}

/**
 * A weapon or Force power Item held by an actor, from its uuid (world and token actors are in memory): an item
 * type its ruleset lists in `hotbarItemTypes` (RCR's weapon, Saga's weapon and Force power, D6's weapon).
 */
export function heldWeapon(uuid: string): DroppedWeapon | null {
  const item: unknown = fromUuidSync(uuid as `Item.${string}`);
  if (!(item instanceof Item) || !item.id) return null;
  if (!rulesetFor(item as Item.Implementation)?.hotbarItemTypes?.includes(item.type)) return null;
  const actor = item.parent;
  if (!actor) return null;
  return { id: item.id, name: item.name, img: item.img ?? "", actor: { uuid: actor.uuid, name: actor.name } };
}

/** This user's macro with the same command, or a new one; then put in the slot. */
async function assignMacro(spec: MacroSpec, slot: number): Promise<void> {
  const user = game.user;
  if (!user) return;
  const existing = game.macros?.find(
    (macro) => macro.command === spec.command && macro.author?.id === user.id,
  );
  const macro =
    existing ??
    (await Macro.create({ name: spec.name, type: "script", img: spec.img, command: spec.command }));
  if (macro) await user.assignHotbarMacro(macro, slot);
}

export const hotbarMacros = {
  listen(): void {
    Hooks.on("hotbarDrop", (_hotbar, data, slot) => {
      const spec = macroSpecFor(data, heldWeapon);
      if (!spec) return;
      runReported("swrpg.hotbarMacro", assignMacro(spec, slot));
      // Ours to make: core does not make its own (an item macro that only opens the sheet).
      return false;
    });
  },
};
