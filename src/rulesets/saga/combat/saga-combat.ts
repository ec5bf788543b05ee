import { type InitiativeOptions, SwrpgCombat } from "../../../documents/combat.ts";
import { resetRoundCounters } from "../../../documents/combat-actor.ts";
import { postCombatNote } from "../../../documents/combat-chat.ts";
import { roundDurationSource } from "../../../documents/effect-duration-source.ts";
import { saga } from "../../../rules/index.ts";
import { SagaCombatant } from "./saga-combatant.ts";
import { compareSagaTurns, effectEndsNow } from "./turn-order.ts";

const sagaOf = (combatant: Combatant.Implementation | undefined): SagaCombatant | null =>
  combatant instanceof SagaCombatant ? combatant : null;

/**
 * Saga's Combat: initiative is 1d20 + the Initiative modifier (core's roll with the Saga formula), ties by
 * the modifier and Dexterity; a surprise round when some are unaware (saga.surpriseRound); everyone
 * flat-footed until their first turn; at each turn, effects that last rounds end just before the turn of the
 * combatant they began on (saga.effectEnds), and an unused readied action lapses (saga.readyLapses). The
 * shared tracker's delay, ready and awareness act on it through SwrpgCombat and SagaCombatant's view.
 */
export class SagaCombat extends SwrpgCombat {
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const x = sagaOf(a)?.sagaTurnEntry;
    const y = sagaOf(b)?.sagaTurnEntry;
    const byRules = x && y ? compareSagaTurns(x, y) : 0;
    return byRules || (a.id ?? "").localeCompare(b.id ?? "");
  }

  override async rollInitiative(ids: string | string[], options: InitiativeOptions = {}): Promise<this> {
    const requested = this.rollableIds(ids, options);
    const currentId = this.combatant?.id;
    const { swrpgOnEnter: _onEnter, ...coreOptions } = options;
    if (requested.length) await super.rollInitiative(requested, { ...coreOptions, updateTurn: false });
    const cleared = requested.map((id) => ({ _id: id, flags: { swrpg: { place: null, delayed: null } } }));
    if (cleared.length) await this.updateEmbeddedDocuments("Combatant", cleared);
    if (options.updateTurn !== false) await this.keepTurnWith(currentId);
    return this;
  }

  /**
   * Surprise (saga.surpriseRound): when some are unaware, the aware roll and act in a surprise round and the
   * unaware wait (they roll when it ends); everyone is flat-footed until their first turn (Saga core).
   */
  override async startCombat(): Promise<this> {
    const combatants = this.combatants.contents.filter((c) => !c.otherRuleset);
    const surprise = saga.surpriseRound(combatants.map((c) => ({ id: c.id ?? "", aware: !c.swrpg.unaware })));
    if (surprise.occurs) {
      const waiting = surprise.flatFooted.map((id) => ({ _id: id, initiative: null }));
      await this.updateEmbeddedDocuments("Combatant", waiting);
      await this.setFlag("swrpg", "surpriseRound", 1);
    }
    const actors = surprise.occurs ? surprise.actors : combatants.map((c) => c.id ?? "");
    const unrolled = actors.filter((id) => this.combatants.get(id)?.initiative == null);
    if (unrolled.length) await this.rollInitiative(unrolled, { updateTurn: false });
    for (const combatant of combatants)
      await combatant.actor?.toggleStatusEffect("flatFooted", { active: true });
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

  /** A combatant joining a running fight is flat-footed until its first turn (it rolls in the base class). */
  protected override async onJoin(combatant: Combatant.Implementation): Promise<void> {
    await combatant.actor?.toggleStatusEffect("flatFooted", { active: true });
  }

  /** GM client, each round played: the surprise round ends; round counters restart; the dead are defeated. */
  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    if (context.skipped) return;
    const surprise = this.swrpg.surpriseRound;
    if (surprise !== undefined && context.round > surprise) await this.endSurpriseRound();
    for (const combatant of this.combatants) {
      if (combatant.otherRuleset || !combatant.actor) continue;
      // Attacks of opportunity made count per round (saga-special-combat-rules.txt › Making Attacks of Opportunity).
      await resetRoundCounters(combatant.actor, { combatId: this.id, round: context.round });
      if (!combatant.defeated && combatant.actor.statuses.has("dead"))
        await combatant.update({ defeated: true });
    }
  }

  /**
   * GM client, each turn: effects ending now go (also on a turn passed over: time passes); then, on a turn
   * really played, flat-footed ends and an unused readied action lapses.
   */
  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (!combatant.id || combatant.otherRuleset) return;
    await this.expireSagaEffects(combatant.id, context.round);
    if (context.skipped) return;
    const flags = combatant.swrpg;
    if (flags.lastTurnRound === context.round) return;
    await combatant.update({ flags: { swrpg: { lastTurnRound: context.round, hasActed: true } } });
    if (combatant.actor?.statuses.has("flatFooted"))
      await combatant.actor.toggleStatusEffect("flatFooted", { active: false });
    const ready = flags.readyRound == null ? null : { id: combatant.id, round: flags.readyRound };
    if (ready && saga.readyLapses(ready, { round: context.round, turnOf: combatant.id })) {
      await combatant.unsetFlag("swrpg", "readyRound");
      await postCombatNote(combatant, "SWRPG.Saga.Combat.ReadyLapsed");
    }
    if (flags.lostTurnRound === context.round)
      await postCombatNote(combatant, "SWRPG.Saga.Combat.ReadyLosesAction");
  }

  /** Deletes the round-long effects of every Saga actor in the fight that end as `turnOf`'s turn starts. */
  async expireSagaEffects(turnOf: string, round: number): Promise<void> {
    const seen = new Set<Actor.Implementation>();
    for (const other of this.combatants) {
      const actor = other.actor;
      if (!actor || seen.has(actor) || other.otherRuleset) continue;
      seen.add(actor);
      const ids = actor.effects
        .filter((effect) => {
          const duration = roundDurationSource(effect);
          if (!duration || duration.startRound === null || duration.combatId !== this.id) return false;
          const startedOnTurnOf = this.turns[duration.startTurn ?? -1]?.id;
          if (!startedOnTurnOf) return false;
          return effectEndsNow(
            { startRound: duration.startRound, startedOnTurnOf, rounds: duration.rounds },
            { round, turnOf },
          );
        })
        .flatMap((effect) => (effect.id ? [effect.id] : []));
      if (ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    }
  }
}
