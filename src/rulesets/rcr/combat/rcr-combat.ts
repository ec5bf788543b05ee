import { SYSTEM_ID } from "../../../config/system-id.ts";
import {
  type CombatantUpdate,
  type InitiativePlan,
  type SurprisePlan,
  SwrpgCombat,
} from "../../../documents/combat.ts";
import { rollQuietDie } from "../../../documents/combat-chat.ts";
import { compareTurnOrder, planInitiativeRolls, surpriseRound } from "../../../rules/index.ts";
import { expireRoundEffects, startCombatantTurn } from "./combat-turn-start.ts";

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
   * Once per group when the group option is on (rcr-combat.txt › Opponent Initiative): the group's first
   * roller rolls, the rest take its result.
   */
  protected override initiativePlan(requested: string[]): InitiativePlan {
    const entries = this.combatants.contents.map((combatant) => ({
      id: combatant.id ?? "",
      group: combatant._source.group ?? null,
      initiativeBonus: combatant.combatView?.initiativeBonus ?? 0,
      initiative: combatant.initiative ?? null,
    }));
    return planInitiativeRolls(entries, requested, game.settings.get(SYSTEM_ID, "groupInitiative"));
  }

  /** Every roller gets a tie-break die (rcr-combat.txt › Initiative Checks); a sharer, its source's. */
  protected override async afterInitiative(plan: InitiativePlan): Promise<CombatantUpdate[]> {
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
    return updates;
  }

  /**
   * rcr-combat.txt › Combat Sequence: when some but not all are aware, the aware roll and act in a surprise
   * round while the unaware wait (their initiative comes after it).
   */
  protected override surprise(): SurprisePlan | null {
    const combatants = this.combatants.contents;
    const surprise = surpriseRound(combatants.map((c) => ({ id: c.id ?? "", aware: !c.swrpg.unaware })));
    return surprise.occurs ? { actors: surprise.actors, waiting: surprise.surprised } : null;
  }

  /** Everyone starts flat-footed; the unaware are surprised through the surprise round. */
  protected override async onStart(combatant: Combatant.Implementation, surprised: boolean): Promise<void> {
    await combatant.actor?.toggleStatusEffect("flatFooted", { active: true });
    if (surprised) await combatant.actor?.toggleStatusEffect("surprised", { active: true });
  }

  /** The surprise round is over: the unaware roll initiative and are no longer surprised (still flat-footed). */
  override async endSurpriseRound(): Promise<void> {
    await super.endSurpriseRound();
    for (const combatant of this.combatants) {
      if (combatant.actor?.statuses.has("surprised"))
        await combatant.actor.toggleStatusEffect("surprised", { active: false });
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
    await expireRoundEffects(this, { round: context.round, count });
    if (context.skipped) return;
    await startCombatantTurn(combatant, {
      combatId: this.id,
      round: context.round,
      surpriseRound: this.swrpg.surpriseRound === context.round,
    });
  }
}
