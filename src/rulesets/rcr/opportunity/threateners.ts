import { roundCounter } from "../../../documents/combat-actor.ts";
import { combatReflexesExtra } from "../../../rules/index.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { actorModel } from "../dice/combatant-views.ts";
import { mapToken, type SceneToken } from "../map/scene-tokens.ts";
import type { SquareGrid } from "../map/token-footprint.ts";
import type { OpportunityThreatener } from "./provoked.ts";

/**
 * The scene's RCR tokens as possible threateners (provoked.ts): the map record (map/scene-tokens.ts: squares,
 * size, disposition, whether it threatens), whether the GM hid it, the melee weapon it would strike with,
 * and its attacks of opportunity this round (`flags.swrpg.attacksOfOpportunityThisRound`, zeroed as each
 * round starts) against its allowance.
 */

type ThreatToken = SceneToken & Pick<TokenDocument.Implementation, "hidden">;

/** The first equipped melee weapon (null: it strikes unarmed). */
export function meleeWeaponId(actor: Actor.Implementation): string | null {
  const weapon = actor.items.find(
    (item) =>
      item.system instanceof WeaponModel && item.system.equipped && item.system.attackType === "melee",
  );
  return weapon?.id ?? null;
}

/** One token as a threatener, or null when its actor is not one of RCR's. */
export function threatenerOf(token: ThreatToken, grid: SquareGrid): OpportunityThreatener | null {
  const record = mapToken(token, grid);
  const actor = token.actor;
  const system = actorModel(actor);
  if (!record || !actor || !system) return null;
  return {
    tokenUuid: record.tokenUuid,
    actorUuid: actor.uuid,
    name: record.name,
    footprint: record.footprint,
    size: record.size,
    disposition: record.disposition,
    threatens: record.threatens,
    hidden: token.hidden === true,
    weaponId: meleeWeaponId(actor),
    madeThisRound: roundCounter(actor, "attacksOfOpportunityThisRound"),
    extraPerRound: combatReflexesExtra({
      combatReflexes: system.feats.combatReflexes.has,
      dexModifier: system.abilities.dex.mod,
    }),
  };
}

/** Every RCR token of the scene as a threatener. */
export function threatenersOn(tokens: Iterable<ThreatToken>, grid: SquareGrid): OpportunityThreatener[] {
  const found: OpportunityThreatener[] = [];
  for (const token of tokens) {
    const threatener = threatenerOf(token, grid);
    if (threatener) found.push(threatener);
  }
  return found;
}
