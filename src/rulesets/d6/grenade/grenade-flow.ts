import {
  areaGrid,
  keepAreaIf,
  type PlacedArea,
  placeArea,
  type SceneGrid,
  type ScenePoint,
  sceneTokensInArea,
  sceneUnitsToSpaces,
} from "../../../canvas/index.ts";
import { ownToken, targetedTokens } from "../../../dice/attack-start.ts";
import { warn } from "../../../dice/notify.ts";
import { d6 } from "../../../rules/index.ts";
import type { AttackRequest } from "../../types.ts";
import type { D6AttackerView, D6WeaponView } from "../attack/attack-views.ts";
import { targetView } from "../attack/fighter-views.ts";
import { createD6CardMessage } from "../card/card-message.ts";
import { actionsUpdate } from "../combat/round-flags.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { rolledCode } from "../dice/rolled-code.ts";
import { d6Options } from "../options.ts";
import { type D6BlastCandidate, type D6GrenadeDice, grenadeCard, throwGrenade } from "./grenade-throw.ts";
import { type D6ThrowChoices, promptThrow } from "./throw-dialog.ts";

/**
 * A grenade from the sheet: the player places the blast on the scene (src/canvas: the preview follows the
 * pointer, a click places it), the throw is rolled against the point's range (the dialog unless Shift-click),
 * a miss moves the blast where it strayed, and everyone inside takes his band's damage on one card
 * (./grenade-throw.ts). A cancelled or refused throw leaves nothing on the scene.
 */

const REFUSED = "SWRPG.D6.Attack.Refused.";

/** A token's centre in scene pixels. */
function centre(token: TokenDocument.Implementation, grid: SceneGrid): ScenePoint {
  return {
    x: (token.x ?? 0) + ((token.width ?? 1) * grid.size) / 2,
    y: (token.y ?? 0) + ((token.height ?? 1) * grid.size) / 2,
  };
}

/** Meters between two points of the scene (its own units). */
function meters(a: ScenePoint, b: ScenePoint, grid: SceneGrid): number {
  return (Math.hypot(a.x - b.x, a.y - b.y) / grid.size) * grid.distance;
}

/** Where the grenade went off: `beyond` meters past the point along the throw, `right` to the thrower's right. */
export function landingPoint(
  from: ScenePoint,
  point: ScenePoint,
  landing: { beyond: number; right: number },
  grid: SceneGrid,
): ScenePoint {
  const length = Math.hypot(point.x - from.x, point.y - from.y);
  // Thrown at his own feet, "along the throw" is the scene's right.
  const along = length ? { x: (point.x - from.x) / length, y: (point.y - from.y) / length } : { x: 1, y: 0 };
  // Scene y grows downwards: facing `along`, the right hand points at (−along.y, along.x).
  const pixels = (m: number) => (m / grid.distance) * grid.size;
  return {
    x: point.x + along.x * pixels(landing.beyond) - along.y * pixels(landing.right),
    y: point.y + along.y * pixels(landing.beyond) + along.x * pixels(landing.right),
  };
}

function grenadeDice(wildDie: boolean): { dice: D6GrenadeDice; rolls: Roll.Any[] } {
  const rolls: Roll.Any[] = [];
  return {
    rolls,
    dice: {
      async roll(code) {
        const roll = D6Roll.fromCode(code, { wildDie });
        await roll.evaluate();
        rolls.push(roll);
        return rolledCode(roll, rolls.length - 1);
      },
      async face() {
        const roll = await new Roll("1d6").evaluate();
        rolls.push(roll);
        return roll.total ?? 1;
      },
    },
  };
}

export async function startD6Grenade(
  actor: Actor.Implementation,
  attacker: D6AttackerView,
  weapon: D6WeaponView & { blast: d6.Blast },
  ammo: { value: number; max: number } | null,
  request: AttackRequest,
): Promise<void> {
  const own = ownToken(actor);
  const scene = own?.parent ?? null;
  const grid = areaGrid(scene);
  if (!own || !scene || "refused" in grid) return warn(`${REFUSED}noScene`);
  const ranges = weapon.ranges;
  if (!ranges) return warn(`${REFUSED}noRange`, { weapon: weapon.name });
  const outer = Math.max(...weapon.blast.radius);
  const aimed = targetedTokens()[0];
  const area = await placeArea({
    scene,
    grid,
    shape: { kind: "circle", radius: sceneUnitsToSpaces(outer, grid) },
    snap: "center",
    start: centre(aimed ?? own, grid),
    hint: { key: "SWRPG.D6.Grenade.Place", data: { weapon: weapon.name } },
  });
  if (!area) return;
  const thrower = { ...weapon, ranges };
  await keepAreaIf(area, () => thrown(actor, own, scene, grid, area, attacker, thrower, ammo, request));
}

async function thrown(
  actor: Actor.Implementation,
  own: TokenDocument.Implementation,
  scene: Scene.Implementation,
  grid: SceneGrid,
  area: PlacedArea,
  attacker: D6AttackerView,
  weapon: D6WeaponView & { blast: d6.Blast; ranges: d6.WeaponRanges },
  ammo: { value: number; max: number } | null,
  request: AttackRequest,
): Promise<boolean> {
  const from = centre(own, grid);
  const distance = Math.round(meters(from, area.origin, grid) * 10) / 10;
  const band = d6.rangeBand(distance, weapon.ranges);
  if (!band) {
    warn(`${REFUSED}pointOutOfRange`, { weapon: weapon.name, meters: distance });
    return false;
  }
  let choices: D6ThrowChoices = {
    actions: attacker.actionsTaken + 1,
    band,
    difficulty: d6.typicalDifficulty(d6.rangeDifficulty(band)),
    unseen: 0,
  };
  if (!request.skipDialog) {
    const chosen = await promptThrow({
      weaponName: weapon.name,
      distance,
      actionsTaken: attacker.actionsTaken,
      choices,
    });
    if (!chosen) return false;
    choices = chosen;
  }
  if (ammo && ammo.max > 0 && ammo.value < 1) {
    warn(`${REFUSED}noAmmo`, { weapon: weapon.name, shots: 1, left: ammo.value });
    return false;
  }
  const wildDie = d6Options().wildDie === true;
  const { dice, rolls } = grenadeDice(wildDie);
  const throwRequest = { attacker, weapon, distance, ...choices, options: { wildDie } };
  const result = await throwGrenade(throwRequest, dice);
  if ("ok" in result) {
    warn(REFUSED + result.refused, { name: actor.name, weapon: weapon.name });
    return false;
  }
  if (result.grenade.outcome === "miss")
    await area.moveTo(landingPoint(from, area.origin, result.landing, grid));
  const caught: D6BlastCandidate[] = sceneTokensInArea(scene, area).flatMap((token) => {
    const target = targetView(token, own);
    return target ? [{ target, distance: meters(centre(token, grid), area.origin, grid) }] : [];
  });
  const card = grenadeCard(throwRequest, result, caught, area.uuid);
  await createD6CardMessage(actor, card, rolls);
  const counted = actionsUpdate(actor, 1);
  if (counted) await actor.update(counted as Actor.UpdateData);
  if (ammo && ammo.max > 0 && weapon.id)
    await actor.items.get(weapon.id)?.update({ "system.ammo.value": ammo.value - 1 } as Item.UpdateData);
  return true;
}
