/**
 * Where RCR's wound save is rolled (rcr-combat.txt › Knocked Out): the owning player's client when one
 * is online (asked over the `swrpg.woundSave` query, not awaited: the damage stands either way; if that
 * client does not answer, the save is rolled here unless it was rolled meanwhile), else here.
 */

import { tokenActor } from "../../../damage/damage-relay.ts";
import { isRecord } from "../../../data/plain-data.ts";
import { runReported } from "../../../report-error.ts";
import { ANSWER_TIMEOUT_MS } from "../../../socket/gm-request.ts";
import type { DamageLogEntry } from "./damage-log.ts";
import { rollLoggedWoundSave, rollWoundSave } from "./wound-save.ts";

declare global {
  namespace CONFIG {
    interface Queries {
      /** The Fortitude save after wound damage, rolled on the owning player's client. */
      "swrpg.woundSave": (data: unknown) => Promise<boolean>;
    }
  }
}

export async function dispatchWoundSave(
  actor: Actor.Implementation,
  tokenUuid: string,
  dc: number,
  entry: DamageLogEntry,
): Promise<void> {
  const owner = game.users?.find(
    (user) => user.active && !user.isGM && actor.testUserPermission(user, "OWNER"),
  );
  if (owner && owner.id !== game.user?.id) {
    const asked = owner
      .query("swrpg.woundSave", { tokenUuid, entryId: entry.id }, { timeout: ANSWER_TIMEOUT_MS })
      .catch(() => rollLoggedWoundSave(actor, entry.id));
    runReported("swrpg.woundSave", asked);
    return;
  }
  await rollWoundSave(actor, dc, entry.id);
}

/** The `swrpg.woundSave` query handler, on the owning player's client: the save the log calls for. */
export async function answerWoundSaveQuery(data: unknown): Promise<boolean> {
  if (!isRecord(data)) return false;
  const { tokenUuid, entryId } = data;
  if (typeof tokenUuid !== "string" || typeof entryId !== "string") return false;
  const actor = await tokenActor(tokenUuid);
  return actor ? rollLoggedWoundSave(actor, entryId) : false;
}
