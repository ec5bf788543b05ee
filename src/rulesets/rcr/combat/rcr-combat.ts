import { SYSTEM_ID } from "../../../config/system-id.ts";
import { type InitiativeOptions, SwrpgCombat } from "../../../documents/combat.ts";
import { resetRoundCounters } from "../../../documents/combat-actor.ts";
import { rollQuietDie } from "../../../documents/combat-chat.ts";
import { compareTurnOrder, planInitiativeRolls, surpriseRound } from "../../../rules/index.ts";
import { expireRoundEffects, startCombatantTurn } from "./combat-turn-start.ts";

type CombatantUpdate = Combatant.UpdateData & { _id: string };

/**
 * RCR's Combat: runs the RCR combat sequence (rcr-combat.txt › Combat Sequence). Order follows
 * the engine (count, Dexterity, a tie-break die, and the places delays and readies set); a surprise round
 * runs first when some but not all are aware; flat-footed, dying saves, round counters and effect
 * durations are kept on the GM's client. Delay and ready live in `combat-initiative-actions.ts`.
 */
export class RcrCombat extends SwrpgCombat {
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    // Ids only settle what the rules leave tied (same count, Dexterity and tie-break die).
    const order = compareTurnOrder(a.turnOrderEntry, b.turnOrderEntry);
    return order || (a.id ?? "").localeCompare(b.id ?? "");
  }

  /**
   * Rolls through core (chat cards, roll modes), once per group when the group option is on
   * (rcr-combat.txt › Opponent Initiative), and gives every roller a tie-break die.
   */
  override async rollInitiative(ids: string | string[], options: InitiativeOptions = {}): Promise<this> {
    const requested = this.rollableIds(ids, options);
    const entries = this.combatants.contents.map((combatant) => ({
      id: combatant.id ?? "",
      group: combatant._source.group ?? null,
      initiativeBonus: combatant.combatView?.initiativeBonus ?? 0,
      initiative: combatant.initiative ?? null,
    }));
    const plan = planInitiativeRolls(entries, requested, game.settings.get(SYSTEM_ID, "groupInitiative"));
    const currentId = this.combatant?.id;
    const { swrpgOnEnter: _onEnter, ...coreOptions } = options;
    if (plan.roll.length) await super.rollInitiative(plan.roll, { ...coreOptions, updateTurn: false });
    const updates: CombatantUpdate[] = [];
    for (const id of plan.roll) {
      updates.push({
        _id: id,
        flags: { swrpg: { tieBreak: await rollQuietDie(20), place: null, delayed: null } },
      });
    }
    for (const { from, to } of plan.share) {
      const source = this.combatants.get(from);
      for (const id of to) {
        const tieBreak = source?.swrpg.tieBreak ?? (await rollQuietDie(20));
        updates.push({ _id: id, initiative: source?.initiative ?? null, flags: { swrpg: { tieBreak } } });
      }
    }
    if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates);
    if (options.updateTurn !== false) await this.keepTurnWith(currentId);
    return this;
  }

  /**
   * rcr-combat.txt › Combat Sequence: everyone starts flat-footed; when some but not all are aware, the
   * aware roll and act in a surprise round while the unaware wait (their initiative comes after it);
   * otherwise everyone who has not rolled does so now.
   */
  override async startCombat(): Promise<this> {
    const combatants = this.combatants.contents;
    const surprise = surpriseRound(combatants.map((c) => ({ id: c.id ?? "", aware: !c.swrpg.unaware })));
    if (surprise.occurs) {
      const waiting = surprise.surprised.map((id) => ({ _id: id, initiative: null }));
      await this.updateEmbeddedDocuments("Combatant", waiting);
      await this.setFlag(SYSTEM_ID, "surpriseRound", 1);
    }
    const actors = surprise.occurs ? surprise.actors : combatants.map((c) => c.id ?? "");
    const unrolled = actors.filter((id) => this.combatants.get(id)?.initiative == null);
    if (unrolled.length) await this.rollInitiative(unrolled, { updateTurn: false });
    for (const combatant of combatants) {
      if (combatant.otherRuleset) continue;
      await combatant.actor?.toggleStatusEffect("flatFooted", { active: true });
      if (surprise.surprised.includes(combatant.id ?? ""))
        await combatant.actor?.toggleStatusEffect("surprised", { active: true });
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

  /** The surprise round is over: the unaware roll initiative and are no longer surprised (still flat-footed). */
  override async endSurpriseRound(): Promise<void> {
    await this.unsetFlag(SYSTEM_ID, "surpriseRound");
    const unrolled = this.combatants.filter((c) => c.initiative == null).map((c) => c.id ?? "");
    if (unrolled.length) await this.rollInitiative(unrolled, { updateTurn: false });
    for (const combatant of this.combatants) {
      if (combatant.actor?.statuses.has("surprised"))
        await combatant.actor.toggleStatusEffect("surprised", { active: false });
    }
  }

  /** A combatant joining a fight in progress is flat-footed, then rolls (Joining a Battle). */
  protected override async onJoin(combatant: Combatant.Implementation): Promise<void> {
    await combatant.actor?.toggleStatusEffect("flatFooted", { active: true });
  }

  /**
   * GM client, each new round: per-round counters back to 0; the dead are defeated. A round passed over
   * (`context.skipped`: the GM jumped ahead) is not played, so it changes nothing.
   */
  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    if (context.skipped) return;
    const surprise = this.swrpg.surpriseRound;
    if (surprise !== undefined && context.round > surprise) await this.endSurpriseRound();
    for (const combatant of this.combatants) {
      if (!combatant.actor || combatant.otherRuleset) continue;
      await resetRoundCounters(combatant.actor, { combatId: this.id, round: context.round });
      if (combatant.combatView?.state.condition === "dead" && !combatant.defeated)
        await combatant.update({ defeated: true });
    }
  }

  /**
   * GM client, each turn: expired effects end, then the combatant's own turn-start bookkeeping. Core also
   * calls this for every turn passed over (`context.skipped`, with that turn's round): time still passes for
   * effects, but a combatant who never had the turn has not acted (still flat-footed) and keeps its real
   * turn start for later (dying save, a lapsing ready).
   */
  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    const count = combatant.initiative ?? null;
    await expireRoundEffects(this.combatants, this.turns, { combatId: this.id, round: context.round, count });
    if (context.skipped) return;
    await startCombatantTurn(combatant, {
      combatId: this.id,
      round: context.round,
      surpriseRound: this.swrpg.surpriseRound === context.round,
    });
  }
}
