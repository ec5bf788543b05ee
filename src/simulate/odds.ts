/** What the simulator reports for an encounter (the tables of the CLI and of the Odds dialog). */
export interface EncounterOdds {
  ruleset: string;
  fights: number;
  seed: number;
  sides: SideOdds[];
  /** Share of fights no side won. */
  drawChance: number;
  rounds: RoundsOdds;
  combatants: CombatantOdds[];
}

export interface SideOdds {
  name: string;
  winChance: number;
}

export interface RoundsOdds {
  /** Expected rounds. */
  mean: number;
  /** 90th percentile: 90 % of fights are over in this many rounds or fewer. */
  p90: number;
  /**
   * `distribution[r]`: share of fights that lasted exactly r rounds. Index 0: fights over before anyone
   * acted (a side started with nobody able to fight); the surprise round counts as round 1.
   */
  distribution: number[];
}

export interface CombatantOdds {
  name: string;
  /** Index into `sides`. */
  side: number;
  dropChance: number;
  deathChance: number;
}
