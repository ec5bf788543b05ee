import type { d6 } from "../../../rules/index.ts";
import type { D6StatusId } from "../status-effects.ts";

/** The statuses the injury state decides; prone is left to the GM. */
export const D6_SYNCED_STATUSES = [
  "stunned",
  "wounded",
  "woundedTwice",
  "incapacitated",
  "mortallyWounded",
  "unconscious",
  "dead",
] as const satisfies readonly D6StatusId[];

const LEVEL_STATUS: Readonly<Record<d6.WoundLevel, D6StatusId | null>> = {
  healthy: null,
  wounded: "wounded",
  woundedTwice: "woundedTwice",
  incapacitated: "incapacitated",
  mortallyWounded: "mortallyWounded",
  killed: "dead",
};

/**
 * The statuses to switch so the token shows the injury state: the wound level's own status (killed is
 * Foundry's dead), stunned while a stun affects him, unconscious while knocked out. Only the toggles that
 * change something.
 */
export function d6StatusToggles(
  health: d6.Health,
  active: ReadonlySet<string>,
): { id: D6StatusId; active: boolean }[] {
  const wanted = new Set<D6StatusId>();
  const level = LEVEL_STATUS[health.wound];
  if (level) wanted.add(level);
  if ((health.stuns ?? 0) > 0 || (health.stunRounds ?? 0) > 0) wanted.add("stunned");
  if (health.unconscious) wanted.add("unconscious");
  return D6_SYNCED_STATUSES.filter((id) => wanted.has(id) !== active.has(id)).map((id) => ({
    id,
    active: wanted.has(id),
  }));
}
