import { resetRoundCounters } from "./combat-actor.ts";
import type { CombatFlags } from "./combat-flags.ts";

/** Core's initiative options, and the system's mark for the roll `_onEnter` makes for a joiner. */
export type InitiativeOptions = Combat.InitiativeOptions & { swrpgOnEnter?: boolean };

export type CombatantUpdate = Combatant.UpdateData & { _id: string };

/** A surprise round: who acts in it, and who waits for it to end (unaware). */
export interface SurprisePlan {
  actors: string[];
  waiting: string[];
}

/** Who rolls initiative, and who takes another's result (`from`'s roll goes `to` each of them). */
export interface InitiativePlan {
  roll: string[];
  share: { from: string; to: string[] }[];
}

/**
 * The system's Combat, shared by every ruleset: what the tracker needs whatever the combat sequence, and
 * the sequence's common frame (surprise round, a joiner's roll, round counters, the dead defeated). Each
 * ruleset's subclass (RCR: src/rulesets/rcr/combat/rcr-combat.ts) fills in its own rules through the
 * protected hooks and is installed by `Ruleset.combat.install` for the world's ruleset.
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
   * GM's `_onEnter` rolls (see SwrpgCombatant#_preCreate), unless this is that roll. With no GM connected
   * `_onEnter` never runs (core runs it on the active GM's client only), so the owner rolls the joiner.
   */
  protected rollableIds(ids: string | string[], options: InitiativeOptions): string[] {
    const gmRollsJoiners = !!game.users?.activeGM;
    return (typeof ids === "string" ? [ids] : ids).filter((id) => {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner || combatant.otherRuleset) return false;
      const joiner = combatant.swrpg.rollOnEnter && combatant.initiative == null;
      return options.swrpgOnEnter || !joiner || !gmRollsJoiners;
    });
  }

  /**
   * Rolls through core (chat cards, roll modes) those of the request this client rolls, as the ruleset
   * plans them, then writes the ruleset's flags for the rolls; the turn stays with whoever had it.
   */
  override async rollInitiative(ids: string | string[], options: InitiativeOptions = {}): Promise<this> {
    const plan = this.initiativePlan(this.rollableIds(ids, options));
    const currentId = this.combatant?.id;
    const { swrpgOnEnter: _onEnter, ...coreOptions } = options;
    if (plan.roll.length) await super.rollInitiative(plan.roll, { ...coreOptions, updateTurn: false });
    const updates = await this.afterInitiative(plan);
    if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates);
    if (options.updateTurn !== false) await this.keepTurnWith(currentId);
    return this;
  }

  /** Who of the requested rolls (default: each of them, alone). */
  protected initiativePlan(requested: string[]): InitiativePlan {
    return { roll: requested, share: [] };
  }

  /** The updates after the rolls (default: a new roll clears a place and a delay). */
  protected async afterInitiative(plan: InitiativePlan): Promise<CombatantUpdate[]> {
    return plan.roll.map((id) => ({ _id: id, flags: { swrpg: { place: null, delayed: null } } }));
  }

  /** The ruleset's surprise round for this fight (null: none; the default). */
  protected surprise(): SurprisePlan | null {
    return null;
  }

  /** What the ruleset does to one of its combatants as the fight starts (`surprised`: it waits). */
  protected async onStart(_combatant: Combatant.Implementation, _surprised: boolean): Promise<void> {}

  /**
   * The fight starts: with a surprise round, those who wait have no initiative until it ends and the
   * aware roll; otherwise everyone who has not rolled does so now. Then each of the ruleset's combatants
   * gets its start (`onStart`).
   */
  override async startCombat(): Promise<this> {
    const combatants = this.combatants.contents;
    const surprise = this.surprise();
    if (surprise) {
      const waiting = surprise.waiting.map((id) => ({ _id: id, initiative: null }));
      await this.updateEmbeddedDocuments("Combatant", waiting);
      await this.setFlag("swrpg", "surpriseRound", 1);
    }
    const actors = surprise ? surprise.actors : combatants.map((c) => c.id ?? "");
    const unrolled = actors.filter((id) => this.combatants.get(id)?.initiative == null);
    if (unrolled.length) await this.rollInitiative(unrolled, { updateTurn: false });
    for (const combatant of combatants) {
      if (!combatant.otherRuleset)
        await this.onStart(combatant, !!surprise?.waiting.includes(combatant.id ?? ""));
    }
    return super.startCombat();
  }

  /** In the surprise round the unaware have no turn: reaching them ends the round. */
  override async nextTurn(): Promise<this> {
    if (this.inSurpriseRound) {
      const next = this.turns[(this.turn ?? -1) + 1];
      if (!next || next.swrpg.unaware) return this.nextRound();
    }
    return super.nextTurn();
  }

  override async nextRound(): Promise<this> {
    if (this.inSurpriseRound && game.user?.isGM) await this.endSurpriseRound();
    return super.nextRound();
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
   * A combatant joining a fight in progress gets the ruleset's start (Joining a Battle: flat-footed), then
   * rolls now, once, on the active GM's client (core runs `_onEnter` there); its joiner mark is cleared.
   */
  protected override async _onEnter(combatant: Combatant.Implementation): Promise<void> {
    await super._onEnter(combatant);
    if (!this.started || !combatant.id || combatant.otherRuleset) return;
    await this.onStart(combatant, false);
    const onEnter: InitiativeOptions = { swrpgOnEnter: true };
    if (combatant.initiative == null) await this.rollInitiative([combatant.id], onEnter);
    if (combatant.swrpg.rollOnEnter) await combatant.update({ flags: { swrpg: { rollOnEnter: null } } });
  }

  /** The ruleset's own marks on the tracker's rows, after the shared badges (none by default). */
  async decorateTracker(_root: HTMLElement): Promise<void> {}

  /** The combatant is dead by its ruleset's model (it is then marked defeated as a round starts). */
  protected isDead(combatant: Combatant.Implementation): boolean {
    return combatant.combatView?.state.condition === "dead";
  }

  /**
   * GM client, each round played: a surprise round behind ends; per-round counters go back to 0 (wounds
   * lost, attacks of opportunity made); the dead are defeated. A round passed over (`context.skipped`: the
   * GM jumped ahead) is not played, so it changes nothing.
   */
  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    if (context.skipped) return;
    const surprise = this.swrpg.surpriseRound;
    if (surprise !== undefined && context.round > surprise) await this.endSurpriseRound();
    for (const combatant of this.combatants) {
      if (!combatant.actor || combatant.otherRuleset) continue;
      await resetRoundCounters(combatant.actor, { combatId: this.id, round: context.round });
      if (this.isDead(combatant) && !combatant.defeated) await combatant.update({ defeated: true });
    }
  }
}
