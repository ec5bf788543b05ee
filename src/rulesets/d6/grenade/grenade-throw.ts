import { cardAttacker, cardTarget, cardWeapon } from "../../../dice/card-records.ts";
import { d6 } from "../../../rules/index.ts";
import type { D6AttackDice, D6AttackRefusal } from "../attack/attack-pipeline.ts";
import { attackCodeOf } from "../attack/attack-pipeline.ts";
import type { D6AttackerView, D6TargetView, D6WeaponView } from "../attack/attack-views.ts";
import {
  D6_CARD_VERSION,
  type D6AttackCard,
  type D6CardAttack,
  type D6CardGrenade,
  type D6CardTarget,
  type D6CodePart,
  type D6RolledCode,
} from "../card/card-data.ts";

/**
 * A grenade thrown at a target point, pure: the throw is a grenade skill roll against the difficulty of the
 * point's range band (plus the GM's +5 to +10 when the thrower cannot see it); an equal roll hits the point,
 * a miss strays 1D in direction and 1D, 2D or 3D meters by the band (d6-combat.txt › Grenades and Thermal
 * Detonators; Grenade Deviation). Then, where it went off, everyone caught takes his blast band's damage
 * (`d6.blastDamage`), one card attack per band; a full dodge of the round is a dodge (Dodging Grenades).
 */

/** The throw's dice: codes rolled (the Wild Die by the world's option) and a plain 1D face. */
export interface D6GrenadeDice extends D6AttackDice {
  face(): Promise<number>;
}

export interface D6ThrowRequest {
  attacker: D6AttackerView;
  weapon: D6WeaponView & { blast: d6.Blast };
  /** Meters to the target point (null: the scene could not tell; the band is then the chosen one). */
  distance: number | null;
  band: d6.RangeBand;
  difficulty: number;
  /** The GM's +5 to +10 for a target point the thrower cannot see (0: he sees it). */
  unseen: number;
  actions: number;
  options: { wildDie: boolean };
}

/** The throw, before anyone caught is known: its roll and parts, its outcome, where it strayed. */
export interface D6Throw {
  parts: D6CodePart[];
  roll: D6RolledCode;
  grenade: Omit<D6CardGrenade, "templateUuid">;
  /** Where it went off, from the target point seen from the thrower: meters past it and to his right. */
  landing: { beyond: number; right: number };
  actions: number;
}

/** Throws the grenade. A refusal when the thrower cannot act or the grenade cannot be used. */
export async function throwGrenade(
  request: D6ThrowRequest,
  dice: D6GrenadeDice,
): Promise<D6Throw | D6AttackRefusal> {
  const { attacker, weapon } = request;
  if (attacker.actions !== "all") return { ok: false, refused: "cannotAct" };
  if (!d6.weaponDamageEffects(weapon.condition).usable) return { ok: false, refused: "weaponUnusable" };
  const actions = Math.max(request.actions, attacker.actionsTaken + 1);
  const { code, parts } = attackCodeOf(attacker, actions);
  const roll = await dice.roll(code);
  const difficulty = d6.attackDifficulty({
    difficulty: request.difficulty,
    modifiers: [request.unseen, d6.weaponDamageEffects(weapon.condition).difficultyModifier],
  });
  const hit = d6.resolveAttack({ total: roll.total, difficulty }).hit;
  const target = request.distance ?? 0;
  let deviation: D6CardGrenade["deviation"] = null;
  let landing = { beyond: 0, right: 0, fromThrower: target };
  if (!hit) {
    const face = await dice.face();
    const rolled = await dice.roll(d6.grenadeDeviationDice(request.band));
    const strayed = d6.grenadeDeviation({ directionRoll: face, distanceRoll: rolled.total });
    deviation = { face, direction: strayed.direction, rolled };
    landing = d6.grenadeLanding({
      targetDistance: target,
      direction: strayed.direction,
      meters: strayed.meters,
    });
  }
  return {
    parts,
    roll,
    actions,
    landing: { beyond: landing.beyond, right: landing.right },
    grenade: {
      distance: request.distance,
      band: request.band,
      level: d6.rangeDifficulty(request.band),
      base: request.difficulty,
      unseen: request.unseen,
      difficulty,
      outcome: hit ? "hit" : "miss",
      deviation,
      fromThrower: Math.round(landing.fromThrower * 10) / 10,
      blast: weapon.blast,
    },
  };
}

/** A token the blast may catch: its view, and its meters from where the grenade went off. */
export interface D6BlastCandidate {
  target: D6TargetView;
  distance: number;
}

/**
 * The card of a thrown grenade: one attack per blast band that caught anyone (each with the band's damage
 * code), its targets the tokens in that band. A target whose full reaction this round was a dodge has
 * dodged with it: he hits the deck, and takes nothing, when it beats the throw (d6.dodgesGrenade).
 */
export function grenadeCard(
  request: Pick<D6ThrowRequest, "attacker" | "weapon" | "options">,
  thrown: D6Throw,
  caught: readonly D6BlastCandidate[],
  templateUuid: string | null,
): D6AttackCard {
  const { attacker, weapon } = request;
  const blast = weapon.blast;
  const bands = new Map<number, D6CardTarget[]>();
  for (const { target, distance } of caught) {
    const band = blast.radius.findIndex((edge) => distance <= edge);
    if (band < 0 || !d6.blastDamage(distance, blast)) continue;
    const reaction = target.fullReaction;
    const dodge =
      reaction?.skill === "dodge"
        ? {
            total: reaction.total,
            dodged: d6.dodgesGrenade({ throwTotal: thrown.roll.total, dodgeTotal: reaction.total }),
          }
        : null;
    const entry: D6CardTarget = {
      ...cardTarget(target),
      distance: target.distance,
      band: thrown.grenade.band,
      level: thrown.grenade.level,
      base: thrown.grenade.base,
      modifiers: [],
      protection: null,
      difficulty: thrown.grenade.difficulty,
      needed: thrown.grenade.difficulty,
      outcome: "hit",
      hit: true,
      lands: !dodge?.dodged,
      critical: false,
      blast: { distance: Math.round(distance * 10) / 10, band },
      ...(dodge ? { dodge } : {}),
    };
    bands.set(band, [...(bands.get(band) ?? []), entry]);
  }
  const attacks: D6CardAttack[] = [...bands.keys()]
    .sort((a, b) => a - b)
    .map((band, index) => {
      const code = blast.damage[band] ?? { dice: 0, pips: 0 };
      return {
        index,
        parts: thrown.parts,
        roll: thrown.roll,
        total: thrown.roll.total,
        damageFormula: d6.formatDiceCode(code),
        damageCode: code,
        damageParts: [{ label: "blast", code }],
        damage: null,
        targets: bands.get(band) ?? [],
      };
    });
  return {
    version: D6_CARD_VERSION,
    attacker: cardAttacker(attacker),
    weapon: cardWeapon(weapon),
    kind: weapon.kind,
    damageType: weapon.damageType,
    stun: weapon.stun,
    actions: thrown.actions,
    calledShot: "none",
    wildDie: request.options.wildDie,
    hitLocation: false,
    attacks,
    refused: [],
    grenade: { ...thrown.grenade, templateUuid },
  };
}
