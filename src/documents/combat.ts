import type { CombatFlags } from "./combat-flags.ts";

/** Core's initiative options, and the system's mark for the roll `_onEnter` makes for a joiner. */
export type InitiativeOptions = Combat.InitiativeOptions & { swrpgOnEnter?: boolean };

/**
 * The system's Combat, shared by every ruleset: what the tracker needs whatever the combat sequence.
 * Each ruleset's subclass (RCR: src/rulesets/rcr/combat/rcr-combat.ts) runs its own sequence and is
 * installed by `Ruleset.combat.install` for the world's ruleset.
 */
export class SwrpgCombat extends Combat {
  get swrpg(): CombatFlags {
    return this.flags.swrpg ?? {};
  }

  /** This round is the surprise round: only the aware act. */
  get inSurpriseRound(): boolean {
    return this.started && this.swrpg.surpriseRound === this.round;
  }

  /**
   * The ids of a roll request this client rolls: combatants it owns (core rolls only those), of the
   * world's ruleset (another ruleset's initiative is set by hand), and not a joiner that the active
   * GM's `_onEnter` rolls (see SwrpgCombatant#_preCreate), unless this is that roll.
   */
  protected rollableIds(ids: string | string[], options: InitiativeOptions): string[] {
    return (typeof ids === "string" ? [ids] : ids).filter((id) => {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner || combatant.otherRuleset) return false;
      return options.swrpgOnEnter || !(combatant.swrpg.rollOnEnter && combatant.initiative == null);
    });
  }

  /** The surprise round is over: its flag goes, and those who waited roll initiative. */
  async endSurpriseRound(): Promise<void> {
    await this.unsetFlag("swrpg", "surpriseRound");
    const unrolled = this.combatants
      .filter((c) => c.initiative == null && !c.otherRuleset)
      .map((c) => c.id ?? "");
    if (unrolled.length) await this.rollInitiative(unrolled, { updateTurn: false });
  }

  /** After the order changed, gives the turn back to the combatant who had it. */
  async keepTurnWith(combatantId: string | null | undefined): Promise<void> {
    if (!combatantId || !this.started) return;
    const index = this.turns.findIndex((combatant) => combatant.id === combatantId);
    if (index >= 0 && index !== this.turn) await this.update({ turn: index });
  }

  /**
   * A combatant joining a fight in progress rolls now, once, on the active GM's client (core runs
   * `_onEnter` there), and its joiner mark is cleared.
   */
  protected override async _onEnter(combatant: Combatant.Implementation): Promise<void> {
    await super._onEnter(combatant);
    if (!this.started || !combatant.id || combatant.otherRuleset) return;
    await this.onJoin(combatant);
    const onEnter: InitiativeOptions = { swrpgOnEnter: true };
    if (combatant.initiative == null) await this.rollInitiative([combatant.id], onEnter);
    if (combatant.swrpg.rollOnEnter) await combatant.update({ flags: { swrpg: { rollOnEnter: null } } });
  }

  /** What the ruleset does to a combatant joining a fight in progress, before it rolls (none here). */
  protected async onJoin(_combatant: Combatant.Implementation): Promise<void> {}
}
