/** The Saga sheets' parts, sizes and tabs (templates/saga/), as the shared sheet shells take them. */
import { characterLayout, itemLayout, statBlockLayout } from "../../../applications/sheet-layouts.ts";

export const SAGA_CHARACTER_LAYOUT = characterLayout(
  "saga",
  "header.hbs",
  {
    labelPrefix: "SWRPG.Saga.Tab.",
    ids: ["stats", "skills", "attacks", "inventory", "talents", "conditions", "notes"],
  },
  [780, 820],
  ["actor", "character", "saga"],
);
export const SAGA_NPC_LAYOUT = statBlockLayout("saga", [620, 760], ["actor", "npc", "saga"]);
export const SAGA_WEAPON_LAYOUT = itemLayout("saga", [580, 760], ["item", "weapon", "saga"]);
export const SAGA_ARMOR_LAYOUT = itemLayout("saga", [520, 600], ["item", "armor", "saga"]);
export const SAGA_TALENT_LAYOUT = itemLayout("saga", [520, 520], ["item", "talent", "saga"]);
export const SAGA_FORCE_POWER_LAYOUT = itemLayout("saga", [560, 720], ["item", "power", "saga"]);
