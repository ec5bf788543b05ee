// What the Saga attack flow tests share: Ana's shooter on square (0, 0) and the GM's foes on the scene of
// saga-world.ts, the options dialog's answer with nothing chosen, and the last card when there is one.
import { rifleItem, sagaTrooper } from "./saga-actors.ts";
import { anas, gms, lastCard, scene } from "./saga-world.ts";

/** Ana's trooper holding `item` (a rifle unless told), its token on square (0, 0). */
export async function shooter(item: Record<string, unknown> = rifleItem) {
  const actor = anas(await sagaTrooper({ name: "Shooter", items: [item] }));
  scene.addToken("shooter", actor, 0, 0);
  const weapon = actor.items.contents[0];
  if (!weapon?.id) throw new Error("no weapon");
  return { actor, weaponId: weapon.id };
}

/** The GM's trooper `id` (Reflex 10 at Dex 10) with its token on square (i, j). */
export async function foe(id: string, i: number, j: number, dex = 10, more = {}) {
  const actor = gms(await sagaTrooper({ name: id, dex, ...more }));
  return { actor, token: scene.addToken(id, actor, i, j) };
}

/** What the options dialog returns when confirmed as it opens (a single shot, nothing chosen). */
export function defaultChoicesFor() {
  return { fire: "single", braced: false, aimed: false, situational: 0, targets: {} };
}

/** The last card posted, or null when none was. */
export function lastCardOrNull() {
  try {
    return lastCard();
  } catch {
    return null;
  }
}
