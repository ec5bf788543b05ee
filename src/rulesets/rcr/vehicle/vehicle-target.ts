/**
 * A targeted RCR vehicle as the attack pipeline's target: its Defense is the engine's `vehicles.defense`
 * with the crew read now (d20F › Defense), given to the pipeline as a flat bonus over 10 + size (a vehicle has
 * no class bonus, Dexterity or dodge of its own to lose: the pilot's are inside the engine's total).
 */
import { sizeModifier, vehicles } from "../../../rules/index.ts";
import { conditionEffects } from "../../../rules/rcr/combat-modifiers.ts";
import { seatedActor } from "../../../vehicles/crew-seats.ts";
import type { TargetView } from "../dice/attack-views.ts";
import { RcrVehicleModel, type SeatReader } from "./vehicle-model.ts";

export function vehicleTargetView(
  token: TokenDocument.Implementation,
  distance: number,
  read: SeatReader = seatedActor,
): TargetView | null {
  const actor = token.actor;
  const model = actor?.system;
  if (!actor || !(model instanceof RcrVehicleModel)) return null;
  const defense = vehicles.defense(model.toRecord(read));
  return {
    tokenUuid: token.uuid,
    actorUuid: actor.uuid,
    name: token.name,
    img: token.texture.src ?? actor.img ?? "",
    distance,
    defense: {
      classBonus: 0,
      dexModifier: 0,
      size: model.size,
      maxDexBonus: null,
      dodgeBonuses: [],
      otherBonuses: defense.total - 10 - sizeModifier(model.size),
    },
    losesDexBonus: false,
    helpless: false,
    againstMe: { melee: conditionEffects("melee", []), ranged: conditionEffects("ranged", []) },
    immuneToCriticals: false,
    ...(token.hidden ? { hidden: true } : {}),
  };
}
