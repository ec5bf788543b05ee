import { type HideableToken, keepAreaIf, sceneGrid, seenTokens } from "../../../canvas/index.ts";
import { ownToken } from "../../../dice/attack-start.ts";
import { warn } from "../../../dice/notify.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { createAttackMessage } from "../dice/attack-card-message.ts";
import { actorModel } from "../dice/combatant-views.ts";
import { mapToken, type SceneToken, squareGridOf } from "../map/scene-tokens.ts";
import { wallSegments } from "../map/scene-walls.ts";
import { diagonalRuleOf, type SquareGrid } from "../map/token-footprint.ts";
import { aimGrenade, squarePoint } from "./grenade-aim.ts";
import { grenadeRollDice } from "./grenade-dice.ts";
import { type BurstCandidate, type GrenadeThrowInput, throwGrenade } from "./grenade-throw.ts";
import "../dice/flag-config.ts";

/**
 * A grenadelike weapon from the sheet: pick the square (the targeted token's, or placed on the canvas), draw
 * the burst there (src/canvas), throw (grenade-throw.ts), move the drawing where it landed, and post one card
 * with every Reflex save; its Apply and Undo are the attack card's. A refused throw removes the drawing.
 */

/**
 * The scene's tokens the burst may reach, as far as this user sees them: a player's throw never lists a
 * token the GM hid; the GM's catches it too, marked hidden (only a GM's view of the card lists it).
 */
function candidates(tokens: Iterable<SceneToken & HideableToken>, grid: SquareGrid): BurstCandidate[] {
  const found: BurstCandidate[] = [];
  for (const token of seenTokens(tokens)) {
    const record = mapToken(token, grid);
    const system = actorModel(token.actor);
    if (!record || !system || !token.actor) continue;
    found.push({
      tokenUuid: record.tokenUuid,
      actorUuid: token.actor.uuid,
      name: record.name,
      img: token.actor.img ?? "",
      footprint: record.footprint,
      reflexBonus: system.saves.reflex.total,
      ...(token.hidden ? { hidden: true } : {}),
    });
  }
  return found;
}

export async function startGrenade(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const system = actorModel(actor);
  const weapon = item.system;
  if (!system || !(weapon instanceof WeaponModel) || !item.id) return warn("SWRPG.Attack.Refused.noActor");
  const own = ownToken(actor);
  const scene = own?.parent ?? null;
  // Squares only: a gridless or hex scene is refused (squareGridOf), as is a scene of no grid size.
  const grid = squareGridOf(scene);
  const measured = sceneGrid(scene);
  if (!own || !scene || !grid || !measured) return warn("SWRPG.Grenade.Refused.noScene");
  const thrower = mapToken(own, grid);
  if (!thrower) return warn("SWRPG.Attack.Refused.noActor");
  const aim = await aimGrenade({
    scene,
    grid,
    sceneGrid: measured,
    thrower: own,
    targets: game.user?.targets ?? [],
    radius: weapon.burstRadius,
    weaponName: item.name,
  });
  if (!aim) return;
  const attack = system.attacks[item.id]?.attack;
  const { dice, rolls } = grenadeRollDice(weapon.damage.type, actor.getRollData());
  const input: GrenadeThrowInput = {
    attacker: { uuid: actor.uuid, name: actor.name, img: actor.img ?? "" },
    weapon: {
      id: item.id,
      name: item.name,
      img: item.img ?? "",
      attackBonus: attack?.total ?? 0,
      parts: attack?.parts ?? [],
      rangeIncrement: weapon.rangeIncrement,
      rangeKind: weapon.attackType === "grenadelike" ? "thrown" : "projectile",
      radius: weapon.burstRadius,
      reflexDC: weapon.burstReflexDC,
      damageFormula: system.attacks[item.id]?.damageFormula ?? weapon.damage.formula,
      damageType: weapon.damage.type,
    },
    from: thrower.footprint,
    aim: aim.square,
    candidates: candidates(scene.tokens, grid),
    walls: wallSegments(scene.walls, grid),
    rule: diagonalRuleOf(grid),
    templateUuid: aim.area.uuid,
  };
  // The drawn burst stays only with a posted card: a refused throw leaves nothing on the scene.
  await keepAreaIf(aim.area, async () => {
    const card = await throwGrenade(input, dice);
    if ("ok" in card) {
      warn(`SWRPG.Grenade.Refused.${card.refused}`);
      return false;
    }
    const landing = card.grenade?.landing;
    if (landing && !card.grenade?.hit) await aim.area.moveTo(squarePoint(landing, grid));
    await createAttackMessage(actor, card, rolls);
    return true;
  });
}
