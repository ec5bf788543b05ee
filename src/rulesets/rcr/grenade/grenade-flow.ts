import { ownToken } from "../../../dice/attack-start.ts";
import { warn } from "../../../dice/notify.ts";
import { type GridPoint, SQUARE_METERS } from "../../../rules/index.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { createAttackMessage } from "../dice/attack-card-message.ts";
import { actorModel } from "../dice/combatant-views.ts";
import { mapToken, type SceneToken, squareGridOf } from "../map/scene-tokens.ts";
import { wallSegments } from "../map/scene-walls.ts";
import { diagonalRuleOf, type SquareGrid, squareCenter, squaresToPixels } from "../map/token-footprint.ts";
import { chooseAim } from "./grenade-aim.ts";
import { grenadeRollDice } from "./grenade-dice.ts";
import { type BurstCandidate, throwGrenade } from "./grenade-throw.ts";
import "../dice/flag-config.ts";

/**
 * A grenadelike weapon from the sheet: pick the square (the targeted token's, or a click on the canvas), show
 * the burst as a measured template, throw (grenade-throw.ts), move the template where it landed, and post one
 * card with every Reflex save; its Apply and Undo are the attack card's.
 */

/** The burst as a circle template on the square (display only: who is caught is the engine's call). */
async function placeTemplate(
  scene: Scene.Implementation,
  grid: SquareGrid,
  square: GridPoint,
  radius: number,
): Promise<MeasuredTemplateDocument.Implementation | null> {
  const at = squaresToPixels(squareCenter(square), grid);
  try {
    const [template] =
      (await scene.createEmbeddedDocuments("MeasuredTemplate", [
        // Half a square more than the radius, so the circle reaches the far edge of the squares it covers.
        { t: "circle", x: at.x, y: at.y, distance: radius + SQUARE_METERS / 2, direction: 0 },
      ])) ?? [];
    return template ?? null;
  } catch {
    // A player without the core permission to create templates throws without one.
    return null;
  }
}

function candidates(tokens: Iterable<SceneToken>, grid: SquareGrid): BurstCandidate[] {
  const found: BurstCandidate[] = [];
  for (const token of tokens) {
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
  const grid = squareGridOf(scene);
  if (!own || !scene || !grid) return warn("SWRPG.Grenade.Refused.noScene");
  const thrower = mapToken(own, grid);
  if (!thrower) return warn("SWRPG.Attack.Refused.noActor");
  const aim = await chooseAim(scene, grid, game.user?.targets ?? []);
  if (!aim) return;
  const template = await placeTemplate(scene, grid, aim, weapon.burstRadius);
  const attack = system.attacks[item.id]?.attack;
  const { dice, rolls } = grenadeRollDice(weapon.damage.type, actor.getRollData());
  const card = await throwGrenade(
    {
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
      aim,
      candidates: candidates(scene.tokens, grid),
      walls: wallSegments(scene.walls, grid),
      rule: diagonalRuleOf(grid),
      templateUuid: template?.uuid ?? null,
    },
    dice,
  );
  if ("ok" in card) {
    await template?.delete();
    return warn(`SWRPG.Grenade.Refused.${card.refused}`);
  }
  const landing = card.grenade?.landing;
  if (template && landing && !card.grenade?.hit) {
    const at = squaresToPixels(squareCenter(landing), grid);
    await template.update({ x: at.x, y: at.y });
  }
  await createAttackMessage(actor, card, rolls);
}
