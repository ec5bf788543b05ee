import type { FireMode } from "../../../../rules/index.ts";

const FIRE_MODES = ["single", "multifire", "autofire"] as const;

/** The fire modes a weapon's switches allow, in the table's order (single when none is on). */
export function allowedFireModes(switches: Readonly<Record<FireMode, boolean>>): FireMode[] {
  const modes = FIRE_MODES.filter((mode) => switches[mode]);
  return modes.length ? modes : ["single"];
}
