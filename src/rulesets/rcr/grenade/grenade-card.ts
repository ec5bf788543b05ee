import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { type AttackCardContext, attackCardContext, type CardViewer } from "../dice/attack-card-context.ts";
import type { AttackCardData, BurstSave, GrenadeThrow } from "../dice/attack-card-data.ts";

/**
 * The grenade card: the attack card's context (targets, applied marks, Apply and Undo) with the throw at the
 * square and each burst token's Reflex save. Plain values and lang keys; every number was decided when thrown.
 */

export const GRENADE_CARD_TEMPLATE = "systems/swrpg/templates/rcr/chat/grenade-card.hbs";

type AttackContextView = AttackCardContext["attacks"][number];
type TargetContextView = AttackContextView["targets"][number];

export type GrenadeCardContext = Omit<AttackCardContext, "attacks"> & {
  grenade: GrenadeThrow;
  attacks: (Omit<AttackContextView, "targets"> & {
    targets: (TargetContextView & { burst: BurstSave })[];
  })[];
};

export function grenadeCardContext(
  card: AttackCardData,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
): GrenadeCardContext | null {
  const grenade = card.grenade;
  if (!grenade) return null;
  const context = attackCardContext(card, messageId, viewer, marks);
  // Each target view carries its stored burst save: the card lists the tokens the burst caught.
  const attacks = context.attacks.map((attack) => ({
    ...attack,
    targets: attack.targets.flatMap(({ burst, ...target }) => (burst ? [{ ...target, burst }] : [])),
  }));
  return { ...context, attacks, grenade };
}

export async function renderGrenadeCard(
  card: AttackCardData,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
): Promise<string> {
  const context = grenadeCardContext(card, messageId, viewer, marks);
  if (!context) return "";
  return foundry.applications.handlebars.renderTemplate(GRENADE_CARD_TEMPLATE, context);
}
