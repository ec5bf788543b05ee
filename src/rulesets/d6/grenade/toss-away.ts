import {
  areaGrid,
  eraseDrawnArea,
  keepAreaIf,
  placeArea,
  type SceneGrid,
  type ScenePoint,
  sceneTokensInArea,
  sceneUnitsToSpaces,
} from "../../../canvas/index.ts";
import { format, localize } from "../../../config/i18n.ts";
import { warn } from "../../../dice/notify.ts";
import { d6 } from "../../../rules/index.ts";
import { targetView } from "../attack/fighter-views.ts";
import { readD6Card } from "../card/card-message.ts";
import { d6ActorStats } from "../data/actor-stats.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { tossedCard } from "./grenade-throw.ts";

/**
 * Tossing a grenade away (d6-combat.txt › Tossing Grenades Away): a character caught in the blast grabs it
 * before it goes off and throws it as far as he can. The tosser is a selected token the card lists and this
 * user owns; he rolls his grenade skill (Dexterity when untrained), the total's level is the range it reaches
 * (d6.tossAway: a Moderate 13 sends it 11-20 m), and the user places where it lands within that reach. The
 * blast moves there and the card lists who it catches now. Only the card's author or the GM may change the
 * card, and only before any of its damage is rolled.
 */

const centre = (token: TokenDocument.Implementation, grid: SceneGrid): ScenePoint => ({
  x: (token.x ?? 0) + ((token.width ?? 1) * grid.size) / 2,
  y: (token.y ?? 0) + ((token.height ?? 1) * grid.size) / 2,
});

const meters = (a: ScenePoint, b: ScenePoint, grid: SceneGrid) =>
  (Math.hypot(a.x - b.x, a.y - b.y) / grid.size) * grid.distance;

export async function tossGrenadeAway(message: ChatMessage.Implementation): Promise<void> {
  const card = readD6Card(message);
  const grenade = card?.grenade;
  if (!card || !grenade) return warn("SWRPG.Damage.NoCard");
  if (card.attacks.some((attack) => attack.damage)) return warn("SWRPG.D6.Grenade.Toss.TooLate");
  if (!message.isOwner) return warn("SWRPG.D6.Grenade.Toss.NotYours");
  const listed = new Set(card.attacks.flatMap((attack) => attack.targets.map((target) => target.tokenUuid)));
  const tosser = (canvas?.tokens?.controlled ?? [])
    .map((token) => token.document)
    .find((token) => listed.has(token.uuid) && token.isOwner);
  const actor = tosser?.actor;
  const stats = actor ? d6ActorStats(actor) : null;
  const scene = tosser?.parent ?? null;
  const grid = areaGrid(scene);
  if (!tosser || !actor || !stats || !scene || "refused" in grid)
    return warn("SWRPG.D6.Grenade.Toss.NoTosser");

  const roll = D6Roll.fromCode(stats.skills.grenade.roll, { wildDie: card.wildDie });
  await roll.evaluate();
  const reach = d6.tossAway({ total: roll.total ?? 0, ranges: grenade.ranges });
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: format("SWRPG.D6.Grenade.Toss.Flavor", {
      level: localize(`SWRPG.D6.Difficulty.${reach.level}`),
      min: reach.minMeters,
      max: reach.maxMeters,
    }),
  });
  const from = centre(tosser, grid);
  const area = await placeArea({
    scene,
    grid,
    shape: { kind: "circle", radius: sceneUnitsToSpaces(Math.max(...grenade.blast.radius), grid) },
    snap: "center",
    start: from,
    hint: { key: "SWRPG.D6.Grenade.Toss.Place", data: { min: reach.minMeters, max: reach.maxMeters } },
  });
  if (!area) return;
  await keepAreaIf(area, async () => {
    const distance = meters(from, area.origin, grid);
    // The grenade goes as far as the roll sends it: within the band its level reaches.
    if (distance < reach.minMeters - 0.5 || distance > reach.maxMeters + 0.5) {
      warn("SWRPG.D6.Grenade.Toss.OutOfReach", {
        meters: Math.round(distance * 10) / 10,
        min: reach.minMeters,
        max: reach.maxMeters,
      });
      return false;
    }
    const caught = sceneTokensInArea(scene, area).flatMap((token) => {
      const target = targetView(token, tosser);
      return target ? [{ target, distance: meters(centre(token, grid), area.origin, grid) }] : [];
    });
    const tossed = {
      name: tosser.name ?? actor.name,
      total: roll.total ?? 0,
      band: reach.band,
      minMeters: reach.minMeters,
      maxMeters: reach.maxMeters,
    };
    const next = tossedCard(card, tossed, caught, area.uuid);
    if (!next) return false;
    // The blast drawn where it was thrown goes (a v13 template or a v14 Region).
    await eraseDrawnArea(scene, grenade.templateUuid);
    await message.update({ flags: { swrpg: { d6Attack: next } } } as ChatMessage.UpdateData);
    return true;
  });
}
