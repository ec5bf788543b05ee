import { cardTarget, cardWeapon } from "../../../dice/card-records.ts";
import {
  type BonusPart,
  burstDamage,
  type DiagonalRule,
  type Footprint,
  footprintCenter,
  type GridPoint,
  grenadeDeviation,
  grenadeLanding,
  grenadeSquareAttack,
  gridDistance,
  inBurst,
  squareFootprint,
  suggestCover,
  type WallSegment,
} from "../../../rules/index.ts";
import {
  ATTACK_CARD_VERSION,
  type AttackCardData,
  type BurstSave,
  type GrenadeThrow,
  type TargetResult,
} from "../dice/attack-card-data.ts";
import { squareCenter } from "../map/token-footprint.ts";

/**
 * A grenadelike weapon thrown at a square, from the throw to the card: the engine decides the square's
 * Defense, the range penalty, the deviation on a miss, who the burst reaches and what each Reflex save
 * leaves (rcr-combat.txt › Grenadelike Weapon Attacks, Cover). The dice come in through `GrenadeDice`.
 */

/** The dice of a throw, in the order they are rolled; each returns its natural result. */
export interface GrenadeDice {
  attack(bonus: number): Promise<number>;
  deviation(): Promise<{ d3: number; d8: number }>;
  /** The burst damage, rolled once for everyone, and where the roll sits in the message's rolls. */
  damage(formula: string): Promise<{ formula: string; total: number; rollIndex: number }>;
  reflex(token: { tokenUuid: string; bonus: number }): Promise<number>;
}

/** A token on the scene the burst may reach. */
export interface BurstCandidate {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  footprint: Footprint;
  reflexBonus: number;
  /** The GM hid the token: only a GM's view of the card lists it. */
  hidden?: boolean;
}

export interface GrenadeThrowInput {
  attacker: { uuid: string; name: string; img: string };
  weapon: {
    id: string;
    name: string;
    img: string;
    /** The attack bonus and its parts, without the range penalty. */
    attackBonus: number;
    parts: BonusPart[];
    rangeIncrement: number;
    /** "thrown" (5 increments at most) or "projectile" (a launcher, 10). */
    rangeKind: "thrown" | "projectile";
    radius: number;
    reflexDC: number;
    damageFormula: string;
    damageType: string;
  };
  /** The thrower's squares, and the square aimed at. */
  from: Footprint;
  aim: GridPoint;
  candidates: readonly BurstCandidate[];
  walls: readonly WallSegment[];
  rule: DiagonalRule;
  templateUuid: string | null;
}

/** A throw the rules refuse (lang key under SWRPG.Grenade.Refused). */
export type GrenadeRefusal = { ok: false; refused: "beyondMaxRange" };

async function landingOf(input: GrenadeThrowInput, hit: boolean, rangeIncrements: number, dice: GrenadeDice) {
  if (hit) return { landing: input.aim, point: squareCenter(input.aim), deviation: null };
  const rolled = await dice.deviation();
  const { meters, direction } = grenadeDeviation({ ...rolled, rangeIncrements });
  const landed = grenadeLanding({
    from: footprintCenter(input.from),
    target: squareCenter(input.aim),
    meters,
    direction,
  });
  return { landing: landed.square, point: landed.point, deviation: { ...rolled, meters, direction } };
}

function burstTarget(candidate: BurstCandidate, save: BurstSave, reflexDC: number): TargetResult {
  const lands = save.outcome !== "none";
  return {
    ...cardTarget(candidate),
    parts: [],
    total: save.saveTotal,
    confirmTotal: null,
    defense: reflexDC,
    defenseKind: "normal",
    cover: save.cover,
    missChance: 0,
    missD100: null,
    hit: lands,
    threat: false,
    critical: false,
    concealed: false,
    lands,
    damageBonus: 0,
    burst: save,
  };
}

/** Throws, lands, rolls the burst damage once and every caught token's Reflex save, and builds the card. */
export async function throwGrenade(
  input: GrenadeThrowInput,
  dice: GrenadeDice,
): Promise<AttackCardData | GrenadeRefusal> {
  const { weapon } = input;
  const distance = gridDistance(input.from, squareFootprint(input.aim), input.rule);
  const natural = await dice.attack(weapon.attackBonus);
  const attack = grenadeSquareAttack({
    d20: natural,
    attackBonus: weapon.attackBonus,
    distance,
    rangeIncrement: weapon.rangeIncrement,
    kind: weapon.rangeKind,
  });
  if (!attack.ok) return attack;
  const { landing, point, deviation } = await landingOf(input, attack.hit, attack.rangeIncrements, dice);
  const caught = input.candidates.filter((candidate) =>
    inBurst({ landing, radius: weapon.radius, footprint: candidate.footprint, rule: input.rule }),
  );
  const damage = await dice.damage(weapon.damageFormula);
  const targets: TargetResult[] = [];
  for (const candidate of caught) {
    // rcr-combat.txt › Cover: only cover between the burst's origin and the creature adds to the save.
    const cover = suggestCover({
      from: { x: point.x, y: point.y, width: 0, height: 0 },
      target: candidate.footprint,
      walls: input.walls,
    }).degree;
    const d20 = await dice.reflex({ tokenUuid: candidate.tokenUuid, bonus: candidate.reflexBonus });
    const result = burstDamage({
      damage: damage.total,
      reflexDC: weapon.reflexDC,
      reflexTotal: d20 + candidate.reflexBonus,
      reflexD20: d20,
      cover,
    });
    targets.push(
      burstTarget(candidate, { d20, bonus: candidate.reflexBonus, cover, ...result }, weapon.reflexDC),
    );
  }
  const grenade: GrenadeThrow = {
    aim: input.aim,
    landing,
    distance,
    defense: attack.defense,
    rangePenalty: attack.rangePenalty,
    hit: attack.hit,
    deviation,
    radius: weapon.radius,
    reflexDC: weapon.reflexDC,
    templateUuid: input.templateUuid,
  };
  const parts = attack.rangePenalty
    ? [...weapon.parts, { label: "range", value: attack.rangePenalty }]
    : weapon.parts;
  return {
    version: ATTACK_CARD_VERSION,
    attacker: input.attacker,
    weapon: cardWeapon(weapon),
    mode: "single",
    fireMode: "single",
    damageType: weapon.damageType,
    stun: false,
    vitalityOnly: false,
    halfDamage: false,
    attacks: [
      {
        index: 0,
        source: "base",
        weaponId: weapon.id,
        weaponName: weapon.name,
        bonus: weapon.attackBonus + attack.rangePenalty,
        parts,
        natural,
        total: attack.total,
        threatRange: 21,
        inThreatRange: false,
        confirmNatural: null,
        damageFormula: damage.formula,
        damage,
        targets,
      },
    ],
    refused: [],
    grenade,
  };
}
