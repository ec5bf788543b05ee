import { ownToken, readyAttacker, readyWeapon, targetedTokens } from "../../../dice/attack-start.ts";
import { collectedRolls } from "../../../dice/collected-rolls.ts";
import { warn } from "../../../dice/notify.ts";
import { saga } from "../../../rules/index.ts";
import type { AttackRequest } from "../../types.ts";
import { createSagaCardMessage } from "../card/card-message.ts";
import { spendSagaActions } from "../combat/action-economy.ts";
import { aimProvokes } from "../combat/opportunity-reminder.ts";
import { sagaActorStats } from "../data/actor-stats.ts";
import { SagaAttackRoll } from "../dice/saga-attack-roll.ts";
import { sagaVariant } from "../variant.ts";
import { gridOf, placeArea, tokenBox } from "./area-template.ts";
import { promptSagaChoices } from "./attack-dialog.ts";
import { attackShape, runSagaAttack, type SagaAttackDice } from "./attack-pipeline.ts";
import { defaultChoices, type SagaAttackChoices, type SagaTargetView } from "./attack-views.ts";
import { attackerView, targetView, weaponView } from "./fighter-views.ts";
import { adjacentTokens } from "./template-geometry.ts";

/**
 * The Saga attack flow, from a sheet button to a posted card: the dialog (unless Shift-click), the area
 * template for a burst or autofire (every token inside becomes a target), the splash's neighbours, one core
 * d20 Roll, the engine's results (attack-pipeline.ts) and one chat card.
 */

const REFUSED = "SWRPG.Saga.Attack.Refused.";

/** The actor's actions spent, the SagaAttackRoll as a core Roll (dice modules see it), collected for the message. */
function coreSagaDice(actor: Actor.Implementation): { dice: SagaAttackDice; rolls: Roll.Any[] } {
  const { rolls, evaluate } = collectedRolls();
  return {
    dice: {
      spend: (actions) => spendSagaActions(actor, actions),
      attack: async (bonus, options) => ({
        roll: await evaluate(SagaAttackRoll.forBonus(bonus, options)),
        rollIndex: rolls.length - 1,
      }),
    },
    rolls,
  };
}

const views = (tokens: Iterable<TokenDocument.Implementation>): SagaTargetView[] =>
  [...tokens].flatMap((token) => targetView(token) ?? []);

/** Where an area is first placed: on the first targeted token, else on the attacker's. */
function aimPoint(actor: Actor.Implementation): TokenDocument.Implementation | null {
  return targetedTokens()[0] ?? ownToken(actor);
}

export async function startSagaAttack(
  actor: Actor.Implementation,
  weaponId: string | null,
  request: AttackRequest,
): Promise<void> {
  const stats = readyAttacker(actor, REFUSED, sagaActorStats(actor));
  if (!stats) return;
  const variant = sagaVariant();
  const item = weaponId === null ? null : actor.items.get(weaponId);
  const weapon = readyWeapon(actor, REFUSED, item ? weaponView(item, variant.sagaVariantDefenses) : null);
  if (!weapon) return;
  const attacker = attackerView(actor, stats);

  let choices: SagaAttackChoices = defaultChoices(weapon);
  const targeted = views(targetedTokens());
  if (!request.skipDialog) {
    const chosen = await promptSagaChoices({ weapon, attacker, targets: targeted, choices, variant });
    if (!chosen) return;
    choices = chosen;
  }

  const shape = attackShape(weapon, choices);
  let targets = targeted;
  let adjacent: SagaTargetView[] = [];
  let templateUuid: string | null = null;
  const scene = canvas?.scene ?? null;
  if (shape === "burst" || shape === "autofire") {
    const grid = scene ? gridOf(scene) : null;
    const at = aimPoint(actor);
    if (!scene || !grid || !at) return warn(`${REFUSED}noScene`);
    const placed = await placeArea({
      scene,
      grid,
      shape,
      burstRadius: weapon.burstRadius,
      at: tokenBox(at),
      weaponName: weapon.name,
    });
    if (!placed) return;
    templateUuid = placed.template.uuid;
    targets = views(placed.tokens);
    if (!request.skipDialog && targets.length) {
      const coverOrigin = saga.areaCoverOrigin(shape);
      const covered = await promptSagaChoices({
        weapon,
        attacker,
        targets,
        choices,
        areaOnly: { coverOrigin },
      });
      if (!covered) return;
      choices = covered;
    }
  } else if (shape === "splash") {
    const primary = targetedTokens()[0];
    const grid = scene ? gridOf(scene) : null;
    if (!primary) return warn(`${REFUSED}noTarget`);
    if (scene && grid) {
      const tokens = scene.tokens.contents;
      const near = new Set(adjacentTokens(tokenBox(primary), tokens.map(tokenBox), grid));
      adjacent = views(tokens.filter((token) => near.has(token.id ?? "") && token !== primary));
    }
    targets = views([primary]);
  }

  if (!readyWeapon(actor, REFUSED, weapon)) return;
  const { dice, rolls } = coreSagaDice(actor);
  const card = await runSagaAttack(
    { attacker, weapon, choices, targets, adjacent, templateUuid, variant },
    dice,
  );
  if (!card) return;
  if ("ok" in card)
    return warn(REFUSED + card.refused, {
      name: actor.name,
      weapon: weapon.name,
      formula: weapon.damageFormula,
    });
  // saga-special-combat-rules.txt › Provoking an Attack of Opportunity: aiming provokes.
  const opportunity = choices.aimed ? aimProvokes(ownToken(actor)) : [];
  await createSagaCardMessage(actor, opportunity.length ? { ...card, opportunity } : card, rolls);
}
