import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { type AttackCardContext, attackCardContext, type CardViewer } from "../dice/attack-card-context.ts";
import type { AttackCardData, BurstSave, GrenadeThrow } from "../dice/attack-card-data.ts";

/**
 * The grenade card: the attack card's context (targets, applied marks, Apply and Undo) with the throw at the
 * square and each burst token's Reflex save. Plain values and lang keys; every number was decided when thrown.
 */

export const GRENADE_CARD_TEMPLATE = "systems/swrpg/templates/rcr/chat/grenade-card.hbs";

interface BurstView {
  d20: number;
  bonus: number;
  saveTotal: number;
  coverKey: string | null;
  reflexBonus: number;
  outcomeKey: string;
  outcomeClass: BurstSave["outcome"];
  amount: number;
}

type AttackContextView = AttackCardContext["attacks"][number];
type TargetContextView = AttackContextView["targets"][number];

export type GrenadeCardContext = Omit<AttackCardContext, "attacks"> & {
  grenade: GrenadeThrow & { resultKey: string; directionKey: string | null };
  attacks: (Omit<AttackContextView, "targets"> & {
    targets: (Omit<TargetContextView, "burst"> & { burst: BurstView })[];
  })[];
};

function burstView(save: BurstSave): BurstView {
  return {
    d20: save.d20,
    bonus: save.bonus,
    saveTotal: save.saveTotal,
    coverKey: save.cover === "none" ? null : `SWRPG.Dialog.Degree.${save.cover}`,
    reflexBonus: save.reflexBonus,
    outcomeKey: `SWRPG.Grenade.Outcome.${save.outcome}`,
    outcomeClass: save.outcome,
    amount: save.amount,
  };
}

export function grenadeCardContext(
  card: AttackCardData,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
): GrenadeCardContext | null {
  const grenade = card.grenade;
  if (!grenade) return null;
  const context = attackCardContext(card, messageId, viewer, marks);
  // The context keeps the card's order of attacks and targets: pair each target with its save.
  const attacks = context.attacks.map((attack, a) => ({
    ...attack,
    targets: attack.targets.flatMap((target, t) => {
      const save = card.attacks[a]?.targets[t]?.burst;
      return save ? [{ ...target, burst: burstView(save) }] : [];
    }),
  }));
  return {
    ...context,
    attacks,
    grenade: {
      ...grenade,
      resultKey: grenade.hit ? "SWRPG.Grenade.OnTarget" : "SWRPG.Grenade.Deviated",
      directionKey: grenade.deviation ? `SWRPG.Grenade.Direction.${grenade.deviation.direction}` : null,
    },
  };
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
