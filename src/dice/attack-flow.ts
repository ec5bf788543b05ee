/** How a sheet asks for an attack: one attack action, or a full attack. */
export interface AttackRequest {
  mode: "single" | "full";
  /** Shift-click: roll with the remembered/default options and no dialog. */
  skipDialog: boolean;
}

/**
 * Entry point of the attack flow that sheet buttons call. `weaponId` null means an unarmed strike.
 * Replaced by the real flow (dialog, rolls against targets, chat card) in the attack-rolls work.
 */
export async function startAttack(
  actor: Actor.Implementation,
  weaponId: string | null,
  request: AttackRequest,
): Promise<void> {
  ui.notifications?.warn("SWRPG.Attack.NotYetAvailable", { localize: true });
  void actor;
  void weaponId;
  void request;
}
