import {
  type BonusPart,
  breakAttempt,
  damageObject,
  inanimateObjectAttack,
  ionAgainstElectronics,
  ionStunRounds,
  objectDefense,
  rangeParts,
  resolveAttack,
} from "../../../rules/index.ts";
import { sumParts } from "../../../rules/rcr/compose.ts";
import type {
  FighterView,
  ManeuverDice,
  ManeuverEffect,
  ManeuverRefusal,
  ManeuverRequest,
  ManeuverResult,
  ManeuverStep,
  SideCheck,
  WhyLine,
} from "../maneuvers/maneuver-types.ts";
import { type StruckObject, struckObject } from "./object-target.ts";
import type { StoredObject } from "./object-types.ts";

/**
 * Striking an object on the card. rcr-combat.txt › Strike an Object: an attack against the object's Defense
 * (held 15, carried 10, inanimate 5, each + size; the holder's Dex and class bonus), +4 in melee against an
 * inanimate object, a lined-up shot (full-round) hits automatically in melee or takes +5 at range; › Damage
 * Reduction, Wound Points: the damage less its DR comes off its wound points, ruined at 0; › Breaking Items: a
 * Strength check against the item's DC, 2 lower at half its wound points or less.
 * rcr-additional-combat-rules.txt › Ion Weapons: an ion weapon damages an electronic item as usual; on stun a
 * held or carried item's wielder saves (Fortitude), an inanimate one fails, and a failure leaves it dead for
 * 1d4+1 rounds.
 */

type Versus = Extract<ManeuverStep, { type: "versus" }>;

const refuse = (refused: string): ManeuverRefusal => ({ ok: false, refused: `object.${refused}` });

const situationalParts = (value: number): BonusPart[] => (value ? [{ label: "situational", value }] : []);

function versusStep(
  label: string,
  who: FighterView,
  d20: number,
  parts: BonusPart[],
  versus: string,
  against: number,
  success: (total: number) => boolean,
): Versus {
  const modifier = sumParts(parts);
  const total = d20 + modifier;
  const self: SideCheck = { tokenUuid: who.tokenUuid, name: who.name, d20, modifier, total, parts };
  return { type: "versus", label, self, versus, against, success: success(total) };
}

interface Card {
  steps: ManeuverStep[];
  why: WhyLine[];
  effects: ManeuverEffect[];
  values: Record<string, number | string>;
}

function done(card: Card, won: boolean, outcome: string): ManeuverResult {
  return { ...card, winner: won ? "attacker" : "defender", outcome: `object.${outcome}` };
}

/** The object's numbers after `woundPoints`, written where it is kept. */
function keep(card: Card, struck: StruckObject, woundPoints: number): void {
  if (!struck.keptOn) return;
  const object: StoredObject = { ...struck.object, woundPoints };
  card.effects.push({ type: "object", ...struck.keptOn, object });
}

/** rcr-combat.txt › Breaking Items: a Strength check against the DC. */
async function breakIt(req: ManeuverRequest, dice: ManeuverDice, struck: StruckObject, card: Card) {
  const { attacker, options } = req;
  const { object } = struck;
  if (object.breakDC === null) return refuse("noBreakDC");
  const parts = [
    { label: "strength", value: attacker.strength },
    ...situationalParts(options.situational),
  ].filter((part) => part.value !== 0);
  const d20 = await dice.d20();
  const attempt = breakAttempt({
    strengthTotal: d20 + sumParts(parts),
    baseDC: object.breakDC,
    woundPoints: object.woundPoints,
    woundPointsMax: object.woundPointsMax,
  });
  const step = versusStep("breakCheck", attacker, d20, parts, "breakDC", attempt.dc, () => attempt.broken);
  card.steps.push(step);
  card.why.push({ key: "breakDC", data: { total: step.self.total, dc: attempt.dc } });
  if (attempt.dc < object.breakDC) card.why.push({ key: "breakDCLowered", data: {} });
  if (!attempt.broken) return done(card, false, "notBroken");
  keep(card, struck, 0);
  return done(card, true, "broken");
}

/** The attack's parts: the weapon's, range, the inanimate-object bonus, and the situational modifier. */
function attackParts(req: ManeuverRequest, struck: StruckObject, distance: number) {
  const weapon = req.strike?.weapon;
  if (!weapon) return null;
  const parts: BonusPart[] = [...weapon.parts];
  if (weapon.kind === "ranged") {
    const range = rangeParts(distance, weapon.rangeIncrement, weapon.rangeKind);
    if (!range) return null;
    parts.push(...range);
  }
  let automaticHit = false;
  if (struck.state === "inanimate") {
    const made = inanimateObjectAttack(weapon.kind, req.options.object.linedUp);
    automaticHit = made.automaticHit;
    // Melee: +4 for an object that cannot move; ranged: +5 for lining up the shot.
    if (made.bonus) parts.push({ label: weapon.kind === "melee" ? "object" : "linedUp", value: made.bonus });
  }
  parts.push(...situationalParts(req.options.situational));
  return { weapon, parts: parts.filter((part) => part.value !== 0), automaticHit };
}

/** rcr-additional-combat-rules.txt › Ion Weapons, on stun: the wielder saves, or the item is dead 1d4+1 rounds. */
async function ionStun(req: ManeuverRequest, dice: ManeuverDice, struck: StruckObject, card: Card) {
  const dc = req.options.object.ionDC;
  card.why.push({ key: struck.state === "inanimate" ? "ionInanimate" : "ionStun", data: {} });
  let made = ionAgainstElectronics({ setting: "stun", state: struck.state, dc });
  if (made.effect === "saveNeeded" && struck.holder) {
    const fortitude = req.strike?.holderFortitude ?? 0;
    const parts = fortitude ? [{ label: "fortitude", value: fortitude }] : [];
    const step = versusStep(
      "fortitude",
      struck.holder,
      await dice.d20(),
      parts,
      "saveDC",
      dc,
      (total) => total >= dc,
    );
    card.steps.push(step);
    card.why.push({ key: "fortitude", data: { total: step.self.total, dc } });
    made = ionAgainstElectronics({
      setting: "stun",
      state: struck.state,
      dc,
      fortitudeTotal: step.self.total,
    });
  }
  if (made.effect !== "disabled") return done(card, false, "resisted");
  const formula = "1d4 + 1";
  const { total } = await dice.damage(formula);
  const rounds = ionStunRounds(total - 1);
  card.steps.push({ type: "damage", label: "ionRounds", tokenUuid: "", name: "", formula, total: rounds });
  card.values.rounds = rounds;
  return done(card, true, "disabled");
}

async function attackIt(req: ManeuverRequest, dice: ManeuverDice, struck: StruckObject, card: Card) {
  const { attacker } = req;
  const distance = req.options.object.distance ?? req.strike?.distance ?? 0;
  const made = attackParts(req, struck, distance);
  if (!made) return refuse(req.strike ? "beyondRange" : "noWeapon");
  const { weapon, parts, automaticHit } = made;
  const { object } = struck;
  const defense = objectDefense(
    object.size,
    struck.state,
    struck.holder
      ? { dexModifier: struck.holder.defense.dexModifier, classBonus: struck.holder.defense.classBonus }
      : undefined,
  );
  if (automaticHit) card.why.push({ key: "automaticHit", data: {} });
  else {
    const d20 = await dice.d20();
    // Objects take no critical hits (RCR core, not in the texts): a natural 20 hits, nothing more.
    const hit = resolveAttack({ d20, attackBonus: sumParts(parts), defense, canCritical: false }).hit;
    const step = versusStep("objectAttack", attacker, d20, parts, "objectDefense", defense, () => hit);
    card.steps.push(step);
    card.why.push({ key: "objectAttack", data: { total: step.self.total, defense } });
    if (!hit) return done(card, false, "missed");
  }
  const ion = weapon.damageType === "ion";
  // Ion energy harms only electronics (RCR core, not in the texts); a stun setting harms no object.
  if (ion && !object.electronic) {
    card.why.push({ key: "ionNotElectronic", data: {} });
    return done(card, true, "hit");
  }
  if (ion && weapon.stun) return ionStun(req, dice, struck, card);
  if (weapon.stun) {
    card.why.push({ key: "stunNoEffect", data: {} });
    return done(card, true, "hit");
  }
  const { total } = await dice.damage(weapon.damageFormula);
  card.steps.push({
    type: "damage",
    label: "objectDamage",
    tokenUuid: struck.keptOn?.tokenUuid ?? "",
    name: "",
    formula: weapon.damageFormula,
    total,
  });
  const item = { woundPoints: object.woundPoints, damageReduction: object.damageReduction };
  const hurt = ion
    ? ionAgainstElectronics({ setting: "normal", damage: total, item })
    : damageObject(item, total);
  if (!("woundPoints" in hurt)) throw new Error("an ion hit on the normal setting deals damage");
  const after = Math.max(0, hurt.woundPoints);
  card.why.push({
    key: "objectDamage",
    data: { damage: total, dr: object.damageReduction, lost: hurt.woundsLost },
  });
  card.why.push({
    key: "objectWounds",
    data: { before: object.woundPoints, after, max: object.woundPointsMax },
  });
  keep(card, struck, after);
  return done(card, true, hurt.ruined ? "ruined" : "hit");
}

export async function resolveObjectStrike(
  req: ManeuverRequest,
  dice: ManeuverDice,
): Promise<ManeuverResult | ManeuverRefusal> {
  const struck = struckObject(req);
  if ("ok" in struck) return struck;
  const card: Card = {
    steps: [],
    why: [],
    effects: [],
    values: { attacker: req.attacker.name, object: struck.nameKey, ...struck.nameData },
  };
  return req.options.object.action === "break"
    ? breakIt(req, dice, struck, card)
    : attackIt(req, dice, struck, card);
}
