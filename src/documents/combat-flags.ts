/** What the tracker keeps on a combatant, under `flags.swrpg`. */
export interface CombatantFlags {
  /**
   * Joined a fight in progress: the active GM's `_onEnter` rolls its initiative, so no other client's
   * roll (the sheet's Initiative button creating it through Actor#rollInitiative) rolls it a second time.
   */
  rollOnEnter?: boolean | null;
  /** Die rolled with initiative to break a tie that Dexterity does not (rcr-combat.txt › Initiative Checks). */
  tieBreak?: number;
  /** Position among those sharing its count, after a delay or a triggered ready rearranged that count. */
  place?: number | null;
  /** Set by a delay: to a chosen count, or until everyone else has acted. */
  delayed?: "count" | "end" | null;
  /** The round in which an action was readied and not yet taken. */
  readyRound?: number | null;
  /** Round in which a readied action taken before its turn cost the regular action. */
  lostTurnRound?: number;
  /** Marked unaware by the GM before the fight (rcr-combat.txt › Awareness and Surprise). */
  unaware?: boolean;
  /** The last round in which this combatant's turn-start bookkeeping ran (once per round, even after a delay). */
  lastTurnRound?: number;
  /** Has had a turn in this combat (and so is no longer flat-footed). */
  hasActed?: boolean;
  /** The round of the turn that ended flat-footed: a delay in that same turn makes it flat-footed again. */
  firstTurnRound?: number | null;
}

/** What the tracker keeps on a combat, under `flags.swrpg`. */
export interface CombatFlags {
  /** The round that is the surprise round (only the aware act), while it runs. */
  surpriseRound?: number;
}

/** What the tracker keeps on an active effect, under `flags.swrpg`. */
export interface ActiveEffectFlags {
  /** The initiative count on which the effect began (rcr-combat.txt › The Combat Round). */
  startCount?: number | null;
}
