import { localize } from "../../../config/i18n.ts";
import { isRecord } from "../../../data/plain-data.ts";
import type { HealthState, RestChoice, StabilizeChoice } from "./healing-plan.ts";

/**
 * The healing card: what rest or a helper's stabilizing changed, kept on the message
 * (`flags.swrpg.healing`) for Undo, and the context its template renders.
 */

export const HEALING_TEMPLATE = "systems/swrpg/templates/rcr/chat/healing-card.hbs";

export type HealingRecord =
  | {
      kind: "rest";
      actorUuid: string;
      name: string;
      before: HealthState;
      after: HealthState;
      rest: RestChoice;
      undone?: boolean;
    }
  | {
      kind: "stabilize";
      actorUuid: string;
      name: string;
      before: HealthState;
      after: HealthState;
      stabilize: StabilizeChoice;
      dc: number;
      success: boolean;
      undone?: boolean;
    };

/** Whether the record changed anything Undo could take back. */
export function changedAnything(record: HealingRecord): boolean {
  const { before, after } = record;
  return (
    before.vitality !== after.vitality ||
    before.wounds !== after.wounds ||
    before.stable !== after.stable ||
    before.tended !== after.tended
  );
}

/** The template's context. */
export function healingCardContext(record: HealingRecord) {
  const changes = (["vitality", "wounds"] as const)
    .filter((key) => record.before[key] !== record.after[key])
    .map((key) => ({
      labelKey: key === "vitality" ? "SWRPG.Actor.Vitality" : "SWRPG.Actor.Wounds",
      before: record.before[key],
      after: record.after[key],
      gained: record.after[key] - record.before[key],
    }));
  const stableLabelKey =
    record.kind === "stabilize"
      ? record.success
        ? "SWRPG.Healing.Stabilized"
        : "SWRPG.Healing.NotStabilized"
      : null;
  return {
    kind: record.kind,
    name: record.name,
    titleKey: record.kind === "rest" ? "SWRPG.Healing.RestTitle" : "SWRPG.Healing.StabilizeTitle",
    detailKey:
      record.kind === "rest"
        ? record.rest.longTermCare
          ? "SWRPG.Healing.RestDetailCare"
          : "SWRPG.Healing.RestDetail"
        : "SWRPG.Healing.StabilizeDetail",
    hours: record.kind === "rest" ? record.rest.hours : 0,
    days: record.kind === "rest" ? record.rest.days : 0,
    methodLabel:
      record.kind === "stabilize"
        ? localize(`SWRPG.Healing.Methods.${record.stabilize.method}`, record.stabilize.method)
        : "",
    checkTotal: record.kind === "stabilize" ? record.stabilize.checkTotal : 0,
    dc: record.kind === "stabilize" ? record.dc : 0,
    changes,
    stableLabelKey,
    changed: changedAnything(record),
    undone: record.undone === true,
  };
}

function isHealth(value: unknown): value is HealthState {
  return (
    isRecord(value) &&
    Number.isInteger(value.vitality) &&
    Number.isInteger(value.wounds) &&
    typeof value.stable === "boolean" &&
    typeof value.tended === "boolean"
  );
}

/** The record a message carries, or null (a hand-edited flag reads as none). */
export function readHealingRecord(value: unknown): HealingRecord | null {
  if (
    !isRecord(value) ||
    typeof value.actorUuid !== "string" ||
    !isHealth(value.before) ||
    !isHealth(value.after)
  )
    return null;
  if (value.kind !== "rest" && value.kind !== "stabilize") return null;
  return value as unknown as HealingRecord;
}
