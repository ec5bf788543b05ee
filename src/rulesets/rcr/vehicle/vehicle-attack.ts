/**
 * Firing an RCR vehicle weapon from its station (issue 37): the engine's `vehicles.attackBonus` works out the
 * bonus from whoever sits at the weapon's station now (the seated character's own numbers, or the seat's
 * crew quality), and RCR's own attack pipeline rolls it against each target's Defense and builds the card.
 * The vehicle is the card's attacker (its owner applies the damage); the pipeline adds the range penalty.
 */
import { ownToken, targetedTokens } from "../../../dice/attack-start.ts";
import { warn } from "../../../dice/notify.ts";
import { vehicles } from "../../../rules/index.ts";
import { STATIONS } from "../../../vehicles/crew-fields.ts";
import { seatedActor } from "../../../vehicles/crew-seats.ts";
import { runAttack } from "../attack/attack-pipeline.ts";
import { attackTargets } from "../attack/attack-targets.ts";
import { coreRollDice } from "../attack/roll-dice.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { createAttackMessage } from "../dice/attack-card-message.ts";
import { type AttackerView, defaultChoices, type WeaponView } from "../dice/attack-views.ts";
import { RcrVehicleModel, type SeatReader } from "./vehicle-model.ts";

const NO_FEATS = {
  pointBlankShot: false,
  preciseShot: false,
  rapidShot: false,
  multishot: false,
  twoWeaponFighting: false,
  ambidexterity: false,
  improvedTwoWeaponFighting: false,
  martialArts: false,
};

/** Blasters, lasers and ion cannons are energy weapons; everything else is ballistic (d20F fields). */
function weaponKind(damageType: string): vehicles.VehicleWeaponKind {
  return damageType === "energy" || damageType === "ion" ? "energy" : "ballistic";
}

/** Who fires from a station: the seated actor's name, else the crew quality's lang key. */
export function firerOf(model: RcrVehicleModel, index: number, read: SeatReader): string {
  const key = STATIONS[index];
  if (!key) return "";
  const seat = model.crew[key];
  return (
    read(seat.uuid)?.name ?? (seat.quality === "none" ? "" : `SWRPG.Vehicle.CrewQuality.${seat.quality}`)
  );
}

/** The weapon's engine bonus from its station now, or why it cannot fire (SWRPG.Vehicle.Refused.<key>). */
export function vehicleWeaponBonus(
  model: RcrVehicleModel,
  weapon: WeaponModel,
  read: SeatReader = seatedActor,
): ({ ok: true } & vehicles.ComposedBonus) | { ok: false; refused: string } {
  const index = STATIONS.indexOf(weapon.station as (typeof STATIONS)[number]);
  if (index < 0) return { ok: false, refused: "noStation" };
  return vehicles.attackBonus({
    vehicle: model.toRecord(read),
    station: index,
    weaponKind: weaponKind(weapon.damage.type),
  });
}

/** The pipeline's attacker and weapon for a vehicle weapon fired from its station, or why not. */
export function vehicleAttackViews(
  vehicle: Actor.Implementation,
  weaponId: string | null,
  read: SeatReader = seatedActor,
): { attacker: AttackerView; weapon: WeaponView } | { refused: string } {
  const model = vehicle.system;
  const item = weaponId ? vehicle.items.get(weaponId) : undefined;
  if (!(model instanceof RcrVehicleModel) || !item?.id || !(item.system instanceof WeaponModel))
    return { refused: "noWeapon" };
  const system = item.system;
  const bonus = vehicleWeaponBonus(model, system, read);
  if (!bonus.ok) return { refused: bonus.refused };
  const attacker: AttackerView = {
    uuid: vehicle.uuid,
    name: vehicle.name,
    img: vehicle.img ?? "",
    bab: 0,
    // The engine's bonus holds the vehicle's size: the pipeline adds nothing for a Medium attacker.
    size: "medium",
    strModifier: 0,
    dexModifier: 0,
    speed: 0,
    fatigued: false,
    // d20F › Hit Points: a disabled ship can take no actions.
    canAttack: vehicles.vehicleStatus(model.toRecord(read), model.hitPoints.value) === "operational",
    feats: NO_FEATS,
    attackParts: { melee: [], ranged: bonus.parts },
  };
  const weapon: WeaponView = {
    id: item.id,
    name: item.name,
    img: item.img ?? "",
    kind: "ranged",
    rangeKind: "projectile",
    rangeIncrement: system.rangeIncrement,
    threatRange: system.threatRange,
    improvedCritical: false,
    weaponFocus: false,
    fireModes: ["single"],
    autofireOnly: false,
    light: false,
    double: false,
    grip: "one-hand",
    blasterRifle: false,
    tripod: false,
    mounted: true,
    primitive: false,
    unarmed: false,
    damageFormula: system.damage.formula,
    damageType: system.damage.type,
    stun: false,
  };
  return { attacker, weapon };
}

/** The vehicle sheet's Fire button: one attack at the targeted tokens, on RCR's attack card. */
export async function fireVehicleWeapon(
  vehicle: Actor.Implementation,
  weaponId: string | null,
): Promise<void> {
  const views = vehicleAttackViews(vehicle, weaponId);
  if ("refused" in views) return warn(`SWRPG.Vehicle.Refused.${views.refused}`, { name: vehicle.name });
  const { targets } = attackTargets(ownToken(vehicle), targetedTokens());
  const choices = defaultChoices("single");
  const { dice, rolls } = coreRollDice();
  const card = await runAttack({ ...views, offHand: null, choices, targets }, dice);
  if ("ok" in card) return warn(`SWRPG.Attack.Refused.${card.refused}`, { name: vehicle.name });
  await createAttackMessage(vehicle, card, rolls, choices.rollMode);
}
