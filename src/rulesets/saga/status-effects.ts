/**
 * Saga Edition's conditions as token status effects. Ids are stable keys: derived data (Reflex when
 * flat-footed or helpless) and the fight read them from `actor.statuses`. Icons are Foundry core icons.
 */
import type { RulesetStatusEffect } from "../types.ts";

export const SAGA_STATUS_IDS = [
  "flatFooted",
  "prone",
  "helpless",
  "stunned",
  "immobilized",
  "grappled",
  "blinded",
  "unconscious",
  "disabled",
  "dead",
] as const;

export type SagaStatusId = (typeof SAGA_STATUS_IDS)[number];

const ICONS: Readonly<Record<SagaStatusId, string>> = {
  flatFooted: "icons/svg/downgrade.svg",
  prone: "icons/svg/falling.svg",
  helpless: "icons/svg/sleep.svg",
  stunned: "icons/svg/daze.svg",
  immobilized: "icons/svg/net.svg",
  grappled: "icons/svg/padlock.svg",
  blinded: "icons/svg/blind.svg",
  unconscious: "icons/svg/unconscious.svg",
  disabled: "icons/svg/paralysis.svg",
  dead: "icons/svg/skull.svg",
};

/** The lang key naming a Saga status. */
export function sagaStatusLabel(id: SagaStatusId): string {
  return `SWRPG.Saga.Status.${id}`;
}

export function sagaStatusEffects(): RulesetStatusEffect[] {
  return SAGA_STATUS_IDS.map((id) => ({ id, name: sagaStatusLabel(id), img: ICONS[id] }));
}
