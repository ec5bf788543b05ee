import { areaGrid, keepAreaIf } from "../../../canvas/index.ts";
import { ownToken, readyAttacker, targetedTokens } from "../../../dice/attack-start.ts";
import { collectedRolls } from "../../../dice/collected-rolls.ts";
import { warn } from "../../../dice/notify.ts";
import { saga } from "../../../rules/index.ts";
import type { AttackRequest } from "../../types.ts";
import { placeSagaArea } from "../attack/area-template.ts";
import type { SagaAttackDice } from "../attack/attack-pipeline.ts";
import type { SagaTargetView } from "../attack/attack-views.ts";
import { attackerView, targetView } from "../attack/fighter-views.ts";
import { createSagaCardMessage } from "../card/card-message.ts";
import { spendSagaActions } from "../combat/action-economy.ts";
import { sagaActorStats } from "../data/actor-stats.ts";
import { SagaAttackRoll } from "../dice/saga-attack-roll.ts";
import { sagaVariant } from "../variant.ts";
import { sagaActorForce } from "./actor-force.ts";
import { type ForcePowerRequest, runForcePower } from "./power-pipeline.ts";
import { forcePowerView } from "./power-view.ts";

/**
 * Using a Force power from the sheet (its row's button, or a hotbar macro): the targeted tokens, or for an
 * area power (Force Slam) the area the player places through the shared placement (src/canvas: it follows
 * the pointer, a click places it, a right click or Escape cancels) and every token inside they may see; one
 * Use the Force check (power-pipeline.ts); one Saga card, whose Apply buttons go through the Saga damage path
 * and the GM relay. The area stays only when the card is posted; a hex scene is refused.
 */

const REFUSED = "SWRPG.Saga.Attack.Refused.";
const FORCE_REFUSED = "SWRPG.Saga.Force.Refused.";

const views = (tokens: Iterable<TokenDocument.Implementation>): SagaTargetView[] =>
  [...tokens].flatMap((token) => targetView(token) ?? []);

/** The power's request from the documents (null: not a Saga actor or not a power), for the flow and the GM's check. */
export function forcePowerRequest(
  actor: Actor.Implementation,
  item: Item.Implementation,
  targets: readonly SagaTargetView[],
  templateUuid: string | null = null,
): ForcePowerRequest | null {
  const stats = sagaActorStats(actor);
  const force = sagaActorForce(actor.system);
  const power = forcePowerView(item);
  if (!stats || !force || !power) return null;
  return {
    attacker: attackerView(actor, stats),
    user: { trained: force.trained, useTheForce: force.useTheForce },
    power,
    targets,
    templateUuid,
    variant: sagaVariant(),
  };
}

async function rollAndPost(actor: Actor.Implementation, request: ForcePowerRequest): Promise<boolean> {
  const { rolls, evaluate } = collectedRolls();
  const dice: SagaAttackDice = {
    spend: (actions) => spendSagaActions(actor, actions),
    attack: async (bonus, options) => ({
      roll: await evaluate(SagaAttackRoll.forBonus(bonus, options)),
      rollIndex: rolls.length - 1,
    }),
  };
  const card = await runForcePower(request, dice);
  if (!card) return false;
  if ("ok" in card) {
    warn(FORCE_REFUSED + card.refused, { name: actor.name, power: request.power.name });
    return false;
  }
  await createSagaCardMessage(actor, card, rolls);
  return true;
}

/** An area power: the player places it, the tokens inside become its targets. */
async function areaPower(actor: Actor.Implementation, request: ForcePowerRequest, radius: number) {
  const scene = canvas?.scene ?? null;
  const grid = areaGrid(scene);
  if ("refused" in grid || grid.kind !== "square")
    return warn(REFUSED + ("refused" in grid && grid.refused === "hex" ? "hexGrid" : "noScene"));
  const at = targetedTokens()[0] ?? ownToken(actor);
  if (!scene || !at) return warn(`${REFUSED}noScene`);
  const placed = await placeSagaArea({
    scene,
    grid,
    shape: "burst",
    burstRadius: radius,
    at,
    weaponName: request.power.name,
  });
  if (!placed) return;
  await keepAreaIf(placed.area, () =>
    rollAndPost(actor, { ...request, targets: views(placed.tokens), templateUuid: placed.area.uuid }),
  );
}

/** Uses the power `item` of `actor` (the sheet's attack action for a power's row). */
export async function startForcePower(
  actor: Actor.Implementation,
  item: Item.Implementation,
  _request: AttackRequest,
): Promise<void> {
  const request = readyAttacker(actor, REFUSED, forcePowerRequest(actor, item, views(targetedTokens())));
  if (!request) return;
  const { power } = request;
  const radius = saga.forcePowerAreaRadius(power.area.shape, power.area.size);
  if (radius > 0 && power.defense !== "none") return areaPower(actor, request, radius);
  await rollAndPost(actor, request);
}
