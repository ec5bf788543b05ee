import type { ObjectWrite } from "./object-types.ts";
import "./object-flags.ts";

/**
 * Writes a struck object's numbers where it keeps them: the token marked as an object, or the targeted
 * fighter's weapon (a ruined weapon also leaves its hands: rcr-combat.txt › Wound Points, "it's ruined").
 */
export async function writeObject(token: TokenDocument.Implementation, effect: ObjectWrite): Promise<void> {
  if (effect.itemId === null) {
    await token.update({ "flags.swrpg.object": effect.object } as TokenDocument.UpdateData);
    return;
  }
  const item = token.actor?.items.get(effect.itemId);
  if (!item) return;
  const ruined = effect.object.woundPoints <= 0;
  await item.update({
    "flags.swrpg.object": effect.object,
    ...(ruined ? { "system.equipped": false } : {}),
  } as Item.UpdateData);
}
