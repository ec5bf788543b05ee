import { areaGrid, keepAreaIf, type SceneGrid, seenTokens } from "../../../canvas/index.ts";
import { ownToken, readyAttacker, readyWeapon, targetedTokens } from "../../../dice/attack-start.ts";
import { collectedRolls } from "../../../dice/collected-rolls.ts";
import { forcePointOffer, rollForcePoint } from "../../../dice/force-point-roll.ts";
import { warn } from "../../../dice/notify.ts";
import { saga } from "../../../rules/index.ts";
import type { AttackRequest } from "../../types.ts";
import { createSagaCardMessage } from "../card/card-message.ts";
import { spendSagaActions } from "../combat/action-economy.ts";
import { actionProvokes } from "../combat/opportunity-reminder.ts";
import { sagaActorStats } from "../data/actor-stats.ts";
import { SagaAttackRoll } from "../dice/saga-attack-roll.ts";
import { measureRanges, withMeasuredRanges } from "../range/measure-range.ts";
import { martialArtsFeats, unarmedView } from "../unarmed/unarmed-view.ts";
import { sagaVariant } from "../variant.ts";
import { placeSagaArea } from "./area-template.ts";
import { promptSagaChoices } from "./attack-dialog.ts";
import { attackShape, runSagaAttack, type SagaAttackDice } from "./attack-pipeline.ts";
import {
  defaultChoices,
  type SagaAttackChoices,
  type SagaAttackerView,
  type SagaTargetView,
  type SagaWeaponView,
} from "./attack-views.ts";
import { attackerView, targetView, weaponView } from "./fighter-views.ts";
import { adjacentTokens, tokenBox } from "./splash-neighbours.ts";

/**
 * The Saga attack flow, from a sheet button to a posted card: the dialog (unless Shift-click), the area for a
 * burst or autofire placed on the scene (every token inside the user may see becomes a target), the splash's
 * neighbours, one core d20 Roll, the engine's results (attack-pipeline.ts) and one chat card. An area stays
 * only when its card is posted. Areas and splash are measured on squares: a hex scene is refused.
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

interface SagaAttackInput {
  attacker: SagaAttackerView;
  weapon: SagaWeaponView;
  choices: SagaAttackChoices;
  targets: SagaTargetView[];
  adjacent?: SagaTargetView[];
  templateUuid?: string | null;
}

/** Rolls and posts the card; false when it was refused (the user was told why) or the turn cannot afford it. */
async function rollAndPost(actor: Actor.Implementation, input: SagaAttackInput): Promise<boolean> {
  // The weapon may have been deleted while a dialog or the placement was open.
  if (!readyWeapon(actor, REFUSED, input.weapon)) return false;
  // Shots spent by the fire mode (saga.spendShots): an empty weapon, or too few for autofire, is refused.
  const ammo = saga.spendShots({ loaded: input.weapon.shotsLoaded, fire: input.choices.fire });
  if (!ammo.ok) {
    warn(REFUSED + ammo.refused, { weapon: input.weapon.name });
    return false;
  }
  const { dice, rolls } = coreSagaDice(actor);
  const card = await runSagaAttack({ ...input, variant: sagaVariant() }, dice);
  if (!card) return false;
  if ("ok" in card) {
    warn(REFUSED + card.refused, {
      name: actor.name,
      weapon: input.weapon.name,
      formula: input.weapon.damageFormula,
    });
    return false;
  }
  // saga-special-combat-rules.txt › Provoking an Attack of Opportunity: aiming provokes, and an unarmed
  // attack without Martial Arts.
  const token = ownToken(actor);
  const opportunity = [
    ...(input.choices.aimed ? actionProvokes("aim", token) : []),
    ...(input.weapon.id === null
      ? actionProvokes("unarmedAttack", token, { martialArts: martialArtsFeats(actor) > 0 })
      : []),
  ];
  const shots = ammo.remaining === null ? {} : { shots: { spent: ammo.spent, left: ammo.remaining } };
  await createSagaCardMessage(
    actor,
    { ...card, ...shots, ...(opportunity.length ? { opportunity } : {}) },
    rolls,
    input.choices.rollMode,
  );
  if (ammo.remaining !== null && input.weapon.id)
    await actor.items
      .get(input.weapon.id)
      ?.update({ "system.shots.value": ammo.remaining } as Item.UpdateData);
  return true;
}

/** The scene's square grid for an area or a splash, or the refusal's key (a hex grid, or no square grid). */
function squareGrid(scene: Scene.Implementation | null): SceneGrid | string {
  const grid = areaGrid(scene);
  if ("refused" in grid) return grid.refused === "hex" ? "hexGrid" : "noScene";
  return grid.kind === "square" ? grid : "noScene";
}

/**
 * A burst or autofire: the player places the area, every token inside they may see becomes a target, the
 * cover dialog (unless Shift-click), the roll. The area stays only when the card is posted.
 */
async function areaAttack(
  actor: Actor.Implementation,
  shape: "burst" | "autofire",
  input: Omit<SagaAttackInput, "targets">,
  skipDialog: boolean,
): Promise<void> {
  const scene = canvas?.scene ?? null;
  const grid = squareGrid(scene);
  if (typeof grid === "string") return warn(REFUSED + grid);
  const at = aimPoint(actor);
  if (!scene || !at) return warn(`${REFUSED}noScene`);
  const { weapon, attacker } = input;
  const placed = await placeSagaArea({
    scene,
    grid,
    shape,
    burstRadius: weapon.burstRadius,
    at,
    weaponName: weapon.name,
  });
  if (!placed) return;
  await keepAreaIf(placed.area, async () => {
    const targets = views(placed.tokens);
    let choices = input.choices;
    if (!skipDialog && targets.length) {
      const coverOrigin = saga.areaCoverOrigin(shape);
      const covered = await promptSagaChoices({
        weapon,
        attacker,
        targets,
        choices,
        areaOnly: { coverOrigin },
      });
      if (!covered) return false;
      choices = covered;
    }
    return rollAndPost(actor, { ...input, choices, targets, templateUuid: placed.area.uuid });
  });
}

/** A splash weapon: the targeted token, and the tokens next to it that the user may see. */
function splashTargets(): { targets: SagaTargetView[]; adjacent: SagaTargetView[] } | string {
  const primary = targetedTokens()[0];
  if (!primary) return "noTarget";
  const scene = primary.parent;
  const grid = squareGrid(scene);
  if (grid === "hexGrid") return grid;
  if (!scene || typeof grid === "string") return { targets: views([primary]), adjacent: [] };
  const tokens = seenTokens(scene.tokens.contents);
  const near = new Set(adjacentTokens(tokenBox(primary), tokens.map(tokenBox), grid));
  return { targets: views([primary]), adjacent: views(tokens.filter((token) => near.has(token.id ?? ""))) };
}

export async function startSagaAttack(
  actor: Actor.Implementation,
  weaponId: string | null,
  request: AttackRequest,
  preset: Partial<SagaAttackChoices> = {},
): Promise<void> {
  const stats = readyAttacker(actor, REFUSED, sagaActorStats(actor));
  if (!stats) return;
  const variant = sagaVariant();
  const general = variant.sagaVariantDefenses;
  const item = weaponId === null ? null : actor.items.get(weaponId);
  // No item: the sheet's unarmed attack (saga-special-combat-rules.txt › Unarmed Attacks).
  const view =
    weaponId === null ? unarmedView(actor, stats, general) : item ? weaponView(item, general) : null;
  const weapon = readyWeapon(actor, REFUSED, view);
  if (!weapon) return;
  // An empty weapon is refused before any dialog (saga.spendShots).
  if (weapon.shotsLoaded === 0) return warn(`${REFUSED}empty`, { weapon: weapon.name });
  const attacker = attackerView(actor, stats);

  let choices: SagaAttackChoices = { ...defaultChoices(weapon), ...preset };
  const tokens = targetedTokens();
  const targeted = views(tokens);
  // Range bands measured from the tokens (src/rulesets/saga/range/): a hex scene is not measured, so the
  // player names each band in the dialog; Shift-click, which skips it, is refused there.
  // Areas and splash are placed, not ranged: only a single attack is measured.
  const single = attackShape(weapon, choices) === "single";
  const ranges = single ? measureRanges(weapon, ownToken(actor), tokens) : { measured: {} };
  if ("refused" in ranges) {
    warn(REFUSED + ranges.refused);
    if (request.skipDialog) return;
  } else choices = withMeasuredRanges(choices, ranges.measured);
  if (!request.skipDialog) {
    const forcePoint = forcePointOffer(actor);
    const chosen = await promptSagaChoices({
      weapon,
      attacker,
      targets: targeted,
      choices,
      variant,
      forcePoint,
    });
    if (!chosen) return;
    const { spendForcePoint, ...plain } = chosen;
    choices = plain;
    if (spendForcePoint) {
      const spent = await rollForcePoint(actor);
      if (!spent) return;
      choices = { ...choices, forcePoint: spent.value };
    }
  }

  // The fire mode chosen, its shots are checked before an area is placed (rollAndPost spends them).
  const ammo = saga.spendShots({ loaded: weapon.shotsLoaded, fire: choices.fire });
  if (!ammo.ok) return warn(REFUSED + ammo.refused, { weapon: weapon.name });
  const shape = attackShape(weapon, choices);
  if (shape === "burst" || shape === "autofire")
    return areaAttack(actor, shape, { attacker, weapon, choices }, request.skipDialog);
  if (shape === "splash") {
    const splash = splashTargets();
    if (typeof splash === "string") return warn(REFUSED + splash);
    await rollAndPost(actor, { attacker, weapon, choices, ...splash });
    return;
  }
  await rollAndPost(actor, { attacker, weapon, choices, targets: targeted });
}
