import { type SurprisePlan, SwrpgCombat } from "../../../documents/combat.ts";
import { postCombatNote } from "../../../documents/combat-chat.ts";
import type { CombatantFlags } from "../../../documents/combat-flags.ts";
import { deleteEndedEffects } from "../../../documents/effect-expiry.ts";
import { runReported } from "../../../report-error.ts";
import { saga } from "../../../rules/index.ts";
import { sagaVariant } from "../variant.ts";
import { freshSagaTurn, showSagaActions } from "./action-economy.ts";
import { SagaCombatant } from "./saga-combatant.ts";
import { compareSagaTurns, effectEndsNow } from "./turn-order.ts";

const sagaOf = (combatant: Combatant.Implementation | undefined): SagaCombatant | null =>
  combatant instanceof SagaCombatant ? combatant : null;

/**
 * Saga's Combat: initiative is 1d20 + the Initiative modifier (core's roll with the Saga formula), ties by
 * the modifier and Dexterity; a surprise round when some are unaware (saga.surpriseRound); everyone
 * flat-footed until their first turn; at each turn, effects that last rounds end just before the turn of the
 * combatant they began on (saga.effectEnds), and an unused readied action lapses (saga.readyLapses). The
 * shared tracker's delay, ready and awareness act on it through SwrpgCombat and SagaCombatant's view. With
 * the variant's options: the action economy (./action-economy.ts) and temporary hit points that end with
 * the encounter.
 */
export class SagaCombat extends SwrpgCombat {
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const x = sagaOf(a)?.sagaTurnEntry;
    const y = sagaOf(b)?.sagaTurnEntry;
    const byRules = x && y ? compareSagaTurns(x, y) : 0;
    return byRules || (a.id ?? "").localeCompare(b.id ?? "");
  }

  /**
   * Surprise (saga.surpriseRound): when some are unaware, the aware roll and act in a surprise round and the
   * unaware wait (they roll when it ends).
   */
  protected override surprise(): SurprisePlan | null {
    const combatants = this.combatants.contents.filter((c) => !c.otherRuleset);
    const surprise = saga.surpriseRound(combatants.map((c) => ({ id: c.id ?? "", aware: !c.swrpg.unaware })));
    return surprise.occurs ? { actors: surprise.actors, waiting: surprise.flatFooted } : null;
  }

  /**
   * Everyone is flat-footed until their first turn (Saga core), a joiner of a running fight too. With the
   * variant's combat sequence only the unaware of a surprise round start flat-footed; without one, nobody.
   */
  protected override async onStart(combatant: Combatant.Implementation, surprised: boolean): Promise<void> {
    if (surprised || !sagaVariant().sagaVariantCombatSequence)
      await combatant.actor?.toggleStatusEffect("flatFooted", { active: true });
  }

  /** Dead by the status (attacks of opportunity made count per round: the base class zeroes them). */
  protected override isDead(combatant: Combatant.Implementation): boolean {
    return !!combatant.actor?.statuses.has("dead");
  }

  /** The variant's action economy on the tracker's rows (./action-economy.ts). */
  override decorateTracker(root: HTMLElement): Promise<void> {
    return showSagaActions(root, this);
  }

  /**
   * The encounter is over (variant › Temporary Hit Points, saga.endOfEncounter): with the variant's second
   * wind, temporary hit points go away when the GM ends a fight that was under way.
   */
  protected override _onDelete(options: Combat.Database.OnDeleteOperation, userId: string): void {
    super._onDelete(options, userId);
    if (!this.started || !game.user?.isActiveGM || !sagaVariant().sagaVariantSecondWind) return;
    for (const combatant of this.combatants) {
      const health = sagaOf(combatant)?.sagaStats?.health;
      if (health?.temporaryHitPoints)
        runReported(
          "swrpg.sagaEncounterEnd",
          combatant.actor!.update({
            "system.hp.temp": saga.endOfEncounter(health).temporaryHitPoints,
          } as Actor.UpdateData),
        );
    }
  }

  /**
   * GM client, each turn: effects ending now go (also on a turn passed over: time passes), and so do the
   * actions spent in the round before (the variant's action economy); then, on a turn really played,
   * flat-footed ends and an unused readied action lapses.
   */
  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (!combatant.id || combatant.otherRuleset) return;
    const turnOf = combatant.id;
    // Effects lasting rounds end just before the turn of the combatant they began on (saga.effectEnds).
    await deleteEndedEffects(this, (duration) => {
      const startedOnTurnOf = this.turns[duration.startTurn ?? -1]?.id;
      return (
        !!startedOnTurnOf && effectEndsNow({ ...duration, startedOnTurnOf }, { round: context.round, turnOf })
      );
    });
    const flags = combatant.swrpg;
    if (flags.lastTurnRound === context.round) return;
    // The variant's actions and reactions come back as the combatant's turn starts, a turn passed over too.
    const fresh: CombatantFlags = sagaVariant().sagaVariantActionEconomy ? freshSagaTurn() : {};
    const played: CombatantFlags = context.skipped ? {} : { lastTurnRound: context.round, hasActed: true };
    if (fresh.sagaActions || played.hasActed)
      await combatant.update({ flags: { swrpg: { ...fresh, ...played } } });
    if (context.skipped) return;
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
}
