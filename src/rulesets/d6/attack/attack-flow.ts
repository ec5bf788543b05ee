import { ownToken, readyAttacker, targetedTokens } from "../../../dice/attack-start.ts";
import { warn } from "../../../dice/notify.ts";
import type { AttackRequest } from "../../types.ts";
import { createD6CardMessage } from "../card/card-message.ts";
import { actionsUpdate } from "../combat/round-flags.ts";
import { type D6WeaponStats, d6ActorStats, d6WeaponStats } from "../data/actor-stats.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { rolledCode } from "../dice/rolled-code.ts";
import { startD6Grenade } from "../grenade/grenade-flow.ts";
import { d6Options } from "../options.ts";
import { promptD6Choices } from "./attack-dialog.ts";
import { type D6AttackDice, runD6Attack } from "./attack-pipeline.ts";
import { type D6AttackChoices, type D6WeaponView, defaultChoices } from "./attack-views.ts";
import { attackerView, targetView, UNARMED, weaponView } from "./fighter-views.ts";

/**
 * The D6 attack flow, from a sheet button to a posted card: the dialog (unless Shift-click), one D6Roll per
 * target (the Wild Die by the world's option) and the cover and called-shot dice, the engine's results
 * (./attack-pipeline.ts), one chat card; then the actions taken this round and the shots fired are counted. A
 * grenade goes to its own flow (src/rulesets/d6/grenade/).
 */

const REFUSED = "SWRPG.D6.Attack.Refused.";

/** The attack's dice as core Rolls (so dice modules see them), collected for the message. */
function coreD6Dice(wildDie: boolean): { dice: D6AttackDice; rolls: Roll.Any[] } {
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
    },
  };
}

/** The weapon the actor still holds (null: warned), or a bare fist. */
function heldWeapon(
  actor: Actor.Implementation,
  weaponId: string | null,
): { stats: D6WeaponStats | null; view: D6WeaponView } | null {
  if (weaponId === null) return { stats: null, view: { ...UNARMED, name: actor.name } };
  const item = actor.items.get(weaponId);
  const stats = item ? d6WeaponStats(item) : null;
  if (!item || !stats) {
    warn(`${REFUSED}noWeapon`, { name: actor.name });
    return null;
  }
  return { stats, view: weaponView(stats, item.img ?? "") };
}

export async function startD6Attack(
  actor: Actor.Implementation,
  weaponId: string | null,
  request: AttackRequest,
): Promise<void> {
  const stats = readyAttacker(actor, REFUSED, d6ActorStats(actor));
  if (!stats) return;
  const held = heldWeapon(actor, weaponId);
  if (!held) return;
  const attacker = attackerView(actor, stats, held.stats);
  const blast = held.view.blast;
  if (blast)
    return startD6Grenade(actor, attacker, { ...held.view, blast }, held.stats?.ammo ?? null, request);
  const own = ownToken(actor);
  const targets = targetedTokens().flatMap((token) => targetView(token, own) ?? []);
  let choices: D6AttackChoices = defaultChoices(attacker, held.view, targets);
  if (!request.skipDialog) {
    const chosen = await promptD6Choices({ attacker, weapon: held.view, targets, choices });
    if (!chosen) return;
    choices = chosen;
  }
  // The weapon may have been dropped while the dialog was open.
  if (weaponId !== null && !actor.items.get(weaponId))
    return warn(`${REFUSED}noWeapon`, { name: actor.name });
  const shots = Math.max(1, targets.length);
  const ammo = held.stats?.ammo;
  if (ammo && ammo.max > 0 && ammo.value < shots)
    return warn(`${REFUSED}noAmmo`, { weapon: held.view.name, shots, left: ammo.value });

  const options = d6Options();
  const { dice, rolls } = coreD6Dice(options.wildDie === true);
  const card = await runD6Attack(
    {
      attacker,
      weapon: held.view,
      choices,
      targets,
      options: { wildDie: options.wildDie === true, hitLocation: options.hitLocation === true },
    },
    dice,
  );
  if ("ok" in card) return warn(REFUSED + card.refused, { name: actor.name, weapon: held.view.name });
  await createD6CardMessage(actor, card, rolls);
  const counted = actionsUpdate(actor, card.attacks.length);
  if (counted) await actor.update(counted as Actor.UpdateData);
  if (ammo && ammo.max > 0 && weaponId !== null)
    await actor.items
      .get(weaponId)
      ?.update({ "system.ammo.value": ammo.value - card.attacks.length } as Item.UpdateData);
}
