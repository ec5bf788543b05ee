import { d6 } from "../../rules/index.ts";
import { SidesStanding } from "../sides-standing.ts";
import type { PreparedD6Encounter } from "./prepare.ts";

/** What changes during one D6 fight: each combatant's engine health record and its round's bookkeeping. */
export class D6FightState {
  /** The engine's health records, moved on only by d6.applyDamage and d6.injuryTransition. */
  readonly health: d6.Health[];
  /** Meters still to cover before a melee fighter is engaged (0: engaged). */
  readonly gap: Float64Array;
  readonly dropped: Uint8Array;
  /** This round: lost the rest of its actions (wounded or worse: d6.applyDamage's actionsLost). */
  readonly actionsLost: Uint8Array;
  /** This round's full reaction total (-1: none declared) and the skill it answers with (index into REACTIONS). */
  readonly reactionTotal: Int32Array;
  readonly reactionSkill: (string | null)[];
  /** Cached from the health record by `refresh`: still in the fight, and the injury penalty to every roll. */
  readonly up: Uint8Array;
  readonly penalty: d6.DiceCode[];
  /** By weapon: uses left (-1: no limit). */
  readonly uses: Int32Array;
  /** Scratch for dice faces (reused, so rolling allocates nothing). */
  readonly faces: number[] = [];
  readonly wild: number[] = [];
  private readonly sides: SidesStanding;
  private readonly sideOf: Int32Array;
  private readonly inFightOf = (i: number) => this.up[i] === 1;

  constructor(readonly encounter: PreparedD6Encounter) {
    const n = encounter.combatants.length;
    this.health = encounter.combatants.map((c) => this.startHealth(c.source));
    this.gap = new Float64Array(n);
    this.dropped = new Uint8Array(n);
    this.actionsLost = new Uint8Array(n);
    this.reactionTotal = new Int32Array(n);
    this.reactionSkill = new Array<string | null>(n).fill(null);
    this.uses = new Int32Array(encounter.weaponCount);
    this.up = new Uint8Array(n);
    this.penalty = encounter.combatants.map(() => ({ dice: 0, pips: 0 }));
    this.sides = new SidesStanding(encounter.sideCount);
    this.sideOf = Int32Array.from(encounter.combatants, (c) => c.side);
  }

  private startHealth(source: PreparedD6Encounter["combatants"][number]["source"]): d6.Health {
    return {
      wound: source.wound ?? "healthy",
      strengthDice: source.strength.dice,
      stuns: source.stuns ?? 0,
      stunRounds: 0,
      unconscious: false,
    };
  }

  reset(): void {
    const { combatants, distance, weaponStart } = this.encounter;
    for (let i = 0; i < combatants.length; i++) {
      const c = combatants[i]!;
      this.health[i] = this.startHealth(c.source);
      this.gap[i] = c.closes ? distance : 0;
      this.actionsLost[i] = 0;
      this.reactionTotal[i] = -1;
      this.reactionSkill[i] = null;
      this.refresh(i);
      this.dropped[i] = this.up[i] ? 0 : 1;
      c.source.weapons.forEach((weapon, w) => {
        this.uses[weaponStart[i]! + w] = weapon.uses ?? -1;
      });
    }
  }

  /** Stores a new health record and reads what it means (d6.injuryEffects) once. */
  setHealth(i: number, health: d6.Health): void {
    this.health[i] = health;
    this.refresh(i);
  }

  /**
   * Still in the fight: able to take every action (d6.injuryEffects: not unconscious, not incapacitated,
   * mortally wounded or killed). An incapacitated character awake but groggy cannot attack: out.
   */
  private refresh(i: number): void {
    const health = this.health[i]!;
    const effects = d6.injuryEffects(health);
    this.up[i] = !health.unconscious && effects.actions === "all" ? 1 : 0;
    this.penalty[i] = effects.penalty;
  }

  inFight(i: number): boolean {
    return this.up[i] === 1;
  }

  standing(): SidesStanding {
    return this.sides.update(this.sideOf, this.inFightOf);
  }
}
