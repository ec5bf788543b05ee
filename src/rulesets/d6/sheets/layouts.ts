/** The D6 sheets' parts, sizes and tabs (templates/d6/), as the shared sheet shells take them. */
import { characterLayout, itemLayout, statBlockLayout } from "../../../applications/sheet-layouts.ts";

export const D6_CHARACTER_LAYOUT = characterLayout(
  "d6",
  "header.hbs",
  { labelPrefix: "SWRPG.D6.Tab.", ids: ["skills", "attacks", "inventory", "wounds", "biography"] },
  [800, 840],
  ["actor", "character", "d6"],
);
export const D6_NPC_LAYOUT = statBlockLayout("d6", [620, 760], ["actor", "npc", "d6"]);
export const D6_WEAPON_LAYOUT = itemLayout("d6", [580, 760], ["item", "weapon", "d6"]);
export const D6_ARMOR_LAYOUT = itemLayout("d6", [520, 620], ["item", "armor", "d6"]);
