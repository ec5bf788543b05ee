import { counterDisarm, type DisarmSide, disarm } from "../../../rules/index.ts";
import { opposedWhy, sideCheck } from "./maneuver-checks.ts";
import type {
  FighterView,
  HeldWeapon,
  ManeuverDice,
  ManeuverEffect,
  ManeuverRefusal,
  ManeuverRequest,
  ManeuverResult,
  ManeuverStep,
  WhyLine,
} from "./maneuver-types.ts";

/**
 * A disarm on the card (rcr-combat.txt › Disarm): the defender's attack of opportunity (any damage spoils it),
 * then opposed attack rolls with the weapons' sizes, a two-handed grip and a held item that is no melee
 * weapon; a defender who wins with a melee weapon may disarm back at once (the dialog's "counter" choice).
 * The knocked-away weapon goes to an unarmed attacker's hands, else to the ground (unequipped).
 */

function armedSide(
  fighter: FighterView,
  weapon: HeldWeapon | null,
  d20: number,
  situational: number,
): DisarmSide {
  if (!weapon) return { d20, attackBonus: fighter.unarmedAttackBonus, situational };
  return {
    d20,
    attackBonus: weapon.attackBonus,
    // A held item that is no melee weapon is not compared by size (rcr-combat.txt › Disarm, last paragraph).
    ...(weapon.melee ? { weaponSize: weapon.size } : {}),
    twoHanded: weapon.twoHanded,
    situational,
  };
}

export async function resolveDisarm(
  req: ManeuverRequest,
  dice: ManeuverDice,
): Promise<ManeuverResult | ManeuverRefusal> {
  const { attacker, defender, options } = req;
  if (!defender) return { ok: false, refused: "noTarget" };
  const item = defender.weapons.find((weapon) => weapon.id === options.defenderWeaponId) ?? null;
  if (!item) return { ok: false, refused: "disarm.noItem" };
  const weapon =
    options.weaponId === null ? null : (attacker.weapons.find((w) => w.id === options.weaponId) ?? null);
  if (options.weaponId !== null && !weapon) return { ok: false, refused: "noWeapon" };
  // "As a melee attack": with a melee weapon or unarmed.
  if (weapon && !weapon.melee) return { ok: false, refused: "disarm.meleeOnly" };
  const values = {
    attacker: attacker.name,
    defender: defender.name,
    item: item.name,
    weapon: weapon?.name ?? "",
  };
  const steps: ManeuverStep[] = [];
  const why: WhyLine[] = [];
  const done = (won: boolean, outcome: string, effects: ManeuverEffect[]): ManeuverResult => ({
    winner: won ? "attacker" : "defender",
    outcome: `disarm.${outcome}`,
    steps,
    why,
    values,
    effects,
  });
  if (options.attackOfOpportunityDamage > 0) {
    why.push({ key: "aooDamage", data: { ...values, damage: options.attackOfOpportunityDamage } });
    return done(false, "spoiled", []);
  }
  const made = disarm({
    attacker: armedSide(attacker, weapon, await dice.d20(), options.situational),
    defender: armedSide(defender, item, await dice.d20(), options.defenderSituational),
    item: item.melee ? "meleeWeapon" : "other",
  });
  if (!made.attacker || !made.defender) throw new Error("the disarm rolls were not made");
  const check: ManeuverStep = {
    type: "opposed",
    label: "disarmRoll",
    self: sideCheck(attacker, made.attacker),
    others: [sideCheck(defender, made.defender)],
    won: made.disarmed,
    tie: "beat",
    rerolls: 0,
  };
  steps.push(check);
  why.push(opposedWhy(check));
  if (made.disarmed)
    return done(true, made.itemTo === "attacker" ? "taken" : "dropped", [
      {
        type: "disarm",
        tokenUuid: defender.tokenUuid,
        itemId: item.id,
        to: made.itemTo === "attacker" ? "attacker" : "ground",
        toTokenUuid: attacker.tokenUuid,
      },
    ]);
  if (!made.mayCounterDisarm || !options.counter || !weapon) return done(false, "failed", []);
  const back = counterDisarm({
    attacker: armedSide(defender, item, await dice.d20(), options.defenderSituational),
    defender: armedSide(attacker, weapon, await dice.d20(), options.situational),
  });
  if (!back.attacker || !back.defender) throw new Error("the counter-disarm rolls were not made");
  const counter: ManeuverStep = {
    type: "opposed",
    label: "counterDisarm",
    self: sideCheck(defender, back.attacker),
    others: [sideCheck(attacker, back.defender)],
    won: back.disarmed,
    tie: "beat",
    rerolls: 0,
  };
  steps.push(counter);
  why.push(opposedWhy(counter));
  if (!back.disarmed) return done(false, "failed", []);
  return done(false, "disarmedBack", [
    {
      type: "disarm",
      tokenUuid: attacker.tokenUuid,
      itemId: weapon.id,
      to: "ground",
      toTokenUuid: defender.tokenUuid,
    },
  ]);
}
