import { ownToken, readyAttacker, readyWeapon, targetedTokens } from "../../../dice/attack-start.ts";
import { forcePointOffer, rollForcePoint } from "../../../dice/force-point-roll.ts";
import { warn } from "../../../dice/notify.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { createAttackMessage } from "../dice/attack-card-message.ts";
import {
  type AttackChoices,
  defaultChoices,
  NO_TARGET_CHOICE,
  type WeaponView,
} from "../dice/attack-views.ts";
import { actorModel, attackerView, unarmedView, weaponView } from "../dice/combatant-views.ts";
import { startGrenade } from "../grenade/grenade-flow.ts";
import { grappleWeaponRefusal } from "../maneuvers/grapple-weapon.ts";
import { startManeuver } from "../maneuvers/maneuver-flow.ts";
import type { MeasuredTarget } from "../map/measured-target.ts";
import { promptProvokedByAttack } from "../opportunity/action-provokes.ts";
import { promptAttackChoices } from "./attack-dialog.ts";
import { type AttackRequestData, plannedBonuses, runAttack } from "./attack-pipeline.ts";
import { attackTargets } from "./attack-targets.ts";
import { choicesFromConditions, statusesForChoices } from "./choices-from-conditions.ts";
import { type DoubleWeaponRequest, withDoubleWeapon } from "./double-weapon-choice.ts";
import { coreRollDice } from "./roll-dice.ts";
import "../dice/flag-config.ts";
import type { AttackRequest } from "../../types.ts";

const REFUSED = "SWRPG.Attack.Refused.";

/** The targeted tokens, measured from the attacker's token (attack-targets.ts). */
function currentTargets(actor: Actor.Implementation) {
  return attackTargets(ownToken(actor), targetedTokens());
}

/** The measured flanking and melee are where the dialog starts (the player's checkboxes override them). */
function withMeasured(choices: AttackChoices, measured: Record<string, MeasuredTarget>): AttackChoices {
  const targets = { ...choices.targets };
  for (const [uuid, found] of Object.entries(measured))
    targets[uuid] = {
      ...(targets[uuid] ?? NO_TARGET_CHOICE),
      intoMelee: found.inMelee,
      ...(found.flankedWith ? { flanking: true } : {}),
    };
  return { ...choices, targets };
}

// No "." in the key: Foundry expands dotted keys at every depth of an update, flags included.
const choiceKey = (actor: Actor.Implementation, weapon: WeaponView) =>
  `${actor.id}-${weapon.id ?? "unarmed"}`;

/** The last choices made with this weapon (targets are never remembered: they change every time). */
function rememberedChoices(key: string, mode: AttackRequest["mode"]): AttackChoices {
  const saved = game.user?.getFlag("swrpg", "attackChoices")?.[key];
  return { ...defaultChoices(mode), ...saved, mode, targets: {} };
}

/** A fire mode the weapon has: an autofire-only weapon starts on autofire, not on single fire. */
function withFireModeOf(weapon: WeaponView, choices: AttackChoices): AttackChoices {
  if (weapon.fireModes.includes(choices.fireMode)) return choices;
  return { ...choices, fireMode: weapon.fireModes[0] ?? "single" };
}

async function remember(key: string, choices: AttackChoices): Promise<void> {
  const all = { ...(game.user?.getFlag("swrpg", "attackChoices") ?? {}), [key]: { ...choices, targets: {} } };
  await game.user?.setFlag("swrpg", "attackChoices", all);
}

/** An attack aimed by the caller (the attack-of-opportunity prompt): its targets, and what follows the card. */
export interface DirectedRequest {
  targets?: readonly TokenDocument.Implementation[];
  onPosted?: () => Promise<void>;
}

/**
 * Entry point of the attack flow that sheet buttons call. `weaponId` null means an unarmed strike.
 * Dialog (unless Shift-click), the engine's attack plan against the targeted tokens, core Rolls, and
 * one chat card with every attack.
 */
export async function startAttack(
  actor: Actor.Implementation,
  weaponId: string | null,
  request: AttackRequest & DoubleWeaponRequest & DirectedRequest,
): Promise<void> {
  const system = readyAttacker(actor, REFUSED, actorModel(actor));
  if (!system) return;
  const item = weaponId === null ? null : actor.items.get(weaponId);
  // rcr-combat.txt › Grenadelike Weapon Attacks: thrown at a square, not at a creature.
  if (item && item.system instanceof WeaponModel && item.system.attackType === "grenadelike")
    return startGrenade(actor, item);
  const weapon = readyWeapon(
    actor,
    REFUSED,
    weaponId === null ? unarmedView(system) : item ? weaponView(item, system) : null,
  );
  if (!weapon) return;

  const { targets, measured } = request.targets
    ? attackTargets(ownToken(actor), request.targets)
    : currentTargets(actor);
  const offHandWeapons = actor.items
    .filter((other) => other.type === "weapon" && other.id !== weaponId)
    .map((other) => ({ id: other.id ?? "", name: other.name }));
  const key = choiceKey(actor, weapon);
  let choices = withMeasured(
    choicesFromConditions(
      withDoubleWeapon(
        weapon,
        request,
        withFireModeOf(
          weapon,
          request.skipDialog ? defaultChoices(request.mode) : rememberedChoices(key, request.mode),
        ),
      ),
      actor.statuses,
    ),
    measured,
  );
  if (!request.skipDialog) {
    const attacker = attackerView(actor, system);
    // The dialog's running total: the engine's plan for what is chosen so far (attack-pipeline.ts).
    const preview = (current: AttackChoices) => {
      const offItem = current.offHandWeaponId ? actor.items.get(current.offHandWeaponId) : null;
      const offHand = offItem ? weaponView(offItem, system) : null;
      return plannedBonuses({ attacker, weapon, offHand, choices: current, targets });
    };
    const forcePoint = forcePointOffer(actor);
    const chosen = await promptAttackChoices({
      weapon,
      offHandWeapons,
      targets,
      choices,
      measured,
      preview,
      forcePoint,
    });
    if (!chosen) return;
    const { special, spendForcePoint, ...plain } = chosen;
    choices = plain;
    await remember(key, choices);
    if (spendForcePoint && !special) {
      const spent = await rollForcePoint(actor);
      if (!spent) return;
      choices = { ...choices, forcePoint: spent.value };
    }
    // A special attack chosen in the dialog goes on in its own flow, with this weapon.
    if (special) return startManeuver(actor, special, { weaponId });
  }

  let offHand: WeaponView | null = null;
  if (choices.offHandWeaponId) {
    const offItem = actor.items.get(choices.offHandWeaponId);
    offHand = offItem ? weaponView(offItem, system) : null;
    if (!offHand) return warn(`${REFUSED}noOffHand`, { name: actor.name });
    if (!readyWeapon(actor, REFUSED, offHand)) return;
  }
  if (!readyWeapon(actor, REFUSED, weapon)) return;
  const grappling = grappleWeaponRefusal(actor, weapon, offHand !== null);
  if (grappling) return warn(`${REFUSED}grapple.${grappling}`);

  const data: AttackRequestData = {
    attacker: attackerView(actor, system),
    weapon,
    offHand,
    choices,
    targets,
  };
  const { dice, rolls } = coreRollDice();
  const card = await runAttack(data, dice);
  if ("ok" in card) {
    warn(REFUSED + card.refused, { name: actor.name });
    // Total defense is the round's action instead of an attack: it still takes effect.
    if (card.refused === "totalDefense") await actor.toggleStatusEffect("totalDefense", { active: true });
    return;
  }
  await createAttackMessage(actor, card, rolls, choices.rollMode);
  await request.onPosted?.();
  await promptProvokedByAttack(actor, weapon, choices, request.targets ?? targetedTokens());
  await markStance(actor, choices);
}

/**
 * The stance and charge chosen for the attack last for the round: their statuses carry the Defense side,
 * and follow the choice either way (the dialog started from them, so the choice is the one truth).
 */
async function markStance(actor: Actor.Implementation, choices: AttackChoices): Promise<void> {
  for (const [id, active] of statusesForChoices(choices, actor.statuses))
    await actor.toggleStatusEffect(id, { active });
}
