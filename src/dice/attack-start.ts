import { isValidDiceFormula } from "../rules/index.ts";
import { warn } from "./notify.ts";

/**
 * The steps every ruleset's attack flow starts with, from a sheet button: who attacks, with what, at
 * whom; each refusal is a warning under the ruleset's own refusal keys (`SWRPG.Attack.Refused.`...).
 */

/** The tokens this user targets. */
export function targetedTokens(): TokenDocument.Implementation[] {
  return [...(game.user?.targets ?? [])].map((token) => token.document);
}

/** The actor's token on the viewed scene, or null. */
export function ownToken(actor: Actor.Implementation): TokenDocument.Implementation | null {
  return actor.getActiveTokens(true, true)[0] ?? null;
}

/** The attacker's stats (`fighter`) when the actor is one of the ruleset's and this user's; else warned, null. */
export function readyAttacker<Fighter>(
  actor: Actor.Implementation,
  refused: string,
  fighter: Fighter | null,
): Fighter | null {
  if (!fighter) warn(`${refused}noActor`);
  else if (!actor.isOwner) warn(`${refused}noPermission`);
  else return fighter;
  return null;
}

/** The weapon when the actor still holds it and its damage can be rolled; else warned, null. */
export function readyWeapon<Weapon extends { id: string | null; name: string; damageFormula: string }>(
  actor: Actor.Implementation,
  refused: string,
  weapon: Weapon | null,
): Weapon | null {
  // The weapon may have been deleted while a dialog was open.
  if (!weapon || (weapon.id !== null && !actor.items.get(weapon.id)))
    warn(`${refused}noWeapon`, { name: actor.name });
  else if (!isValidDiceFormula(weapon.damageFormula))
    warn(`${refused}badFormula`, { weapon: weapon.name, formula: weapon.damageFormula });
  else return weapon;
  return null;
}
