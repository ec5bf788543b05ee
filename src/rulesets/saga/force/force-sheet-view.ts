import { sagaActorForce } from "./actor-force.ts";
import { SagaForcePowerModel } from "./power-model.ts";

/**
 * The Force section of a Saga actor's Attacks tab (templates/saga/actor/tabs/attacks.hbs): Use the Force with
 * its breakdown, the powers Force Training teaches, the Force Points and their die, and each power's row with
 * its Use button (the sheet's attack action, which sends a power to its own flow).
 */
export function sagaForceSheetView(actor: { system: unknown; items: Iterable<Item.Implementation> }) {
  const force = sagaActorForce(actor.system);
  if (!force) return null;
  const powers = [...actor.items].flatMap((item) => {
    const system = item.system;
    if (!(system instanceof SagaForcePowerModel)) return [];
    return [
      {
        id: item.id ?? "",
        name: item.name,
        img: item.img ?? "icons/svg/lightning.svg",
        action: `SWRPG.Saga.Force.Action.${system.action}`,
        defense: `SWRPG.Saga.Force.Defense.${system.defense}`,
        area: system.area.shape === "none" ? null : `SWRPG.Saga.Force.Area.${system.area.shape}`,
      },
    ];
  });
  return {
    ...force,
    breakdown: force.useTheForce.parts.map((part) => ({
      labelKey: `SWRPG.Saga.Card.Part.${part.label}`,
      value: part.value,
    })),
    powers,
    // Shown for a Force-user: trained, or holding a power.
    show: force.trained || powers.length > 0,
  };
}
