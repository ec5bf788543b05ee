/**
 * The Actions in Combat table as data. rcr-combat.txt › Action Types, Actions in Combat Table (notes a-g);
 * rcr-additional-combat-rules.txt › Aiming, Suppression Fire (full-round actions); rcr-combat.txt ›
 * Readying (an attack action), Aid Another (an attack action), Combined Fire (a full-round action).
 */

/** How long an action takes. "free" actions ride along with others. */
export type ActionType = "attack" | "move" | "fullRound" | "free";

/**
 * Whether the action itself provokes an attack of opportunity (moving is judged apart: note a).
 * "maybe": it depends (see `actionProvokes`).
 */
export type Provokes = "yes" | "no" | "maybe";

/**
 * The movement that can go with the action (note b): "moveAction" (a move action can go with it),
 * "speed", "quarterSpeed", "doubleSpeed", "quadrupleSpeed" (the action itself moves that far), "step"
 * (only a 2-meter step), "varies".
 */
export type ActionMovement =
  | "moveAction"
  | "speed"
  | "quarterSpeed"
  | "doubleSpeed"
  | "quadrupleSpeed"
  | "step"
  | "varies";

/** One row of the table. */
export interface CombatActionRow {
  type: ActionType;
  provokes: Provokes;
  movement: ActionMovement;
  /** The action moves the character an actual distance (so no 2-meter step in the round). */
  moves?: boolean;
  /** Note g: the attack form replaces a melee attack (once as an attack action, or within a full attack). */
  meleeSubstitute?: boolean;
  /** Not a row of the table: its type comes from the rule's own section. */
  fromSection?: boolean;
}

/** One row: how long it takes, whether it provokes, the movement that goes with it, and its notes. */
function row(
  type: ActionType,
  provokes: Provokes,
  movement: ActionMovement,
  notes?: Pick<CombatActionRow, "moves" | "meleeSubstitute" | "fromSection">,
): CombatActionRow {
  return { type, provokes, movement, ...notes };
}

/** Every action the turn budget and the attack dialog know. Rows follow the table's order. */
export const COMBAT_ACTIONS = {
  // Attack actions
  attackMelee: row("attack", "no", "moveAction"),
  attackRanged: row("attack", "no", "moveAction"),
  attackUnarmed: row("attack", "yes", "moveAction"),
  feint: row("attack", "no", "moveAction"),
  strikeObject: row("attack", "yes", "moveAction"),
  totalDefense: row("attack", "no", "moveAction"),
  useSkillAttack: row("attack", "no", "moveAction"),
  // Move actions
  move: row("move", "no", "speed", { moves: true }),
  climb: row("move", "no", "quarterSpeed", { moves: true }),
  drawOrHolster: row("move", "no", "step"),
  openDoor: row("move", "no", "step"),
  pickUpItem: row("move", "yes", "step"),
  retrieveStoredItem: row("move", "yes", "step"),
  moveHeavyObject: row("move", "yes", "speed", { moves: true }),
  standUp: row("move", "no", "step"),
  loadWeapon: row("move", "yes", "step"),
  useSkillMove: row("move", "no", "step"),
  // Full-round actions
  charge: row("fullRound", "no", "doubleSpeed", { moves: true }),
  coupDeGrace: row("fullRound", "no", "step"),
  fullAttack: row("fullRound", "no", "step"),
  fightDefensively: row("fullRound", "no", "step"),
  run: row("fullRound", "yes", "quadrupleSpeed", { moves: true }),
  disengage: row("fullRound", "maybe", "doubleSpeed", { moves: true }),
  useSkillFullRound: row("fullRound", "yes", "step"),
  // Free actions
  activateItem: row("free", "yes", "moveAction"),
  switchWeaponMode: row("free", "no", "moveAction"),
  dropItem: row("free", "no", "moveAction"),
  speak: row("free", "no", "moveAction"),
  // The table files Ready under free actions; rcr-combat.txt › Readying makes it an attack action.
  ready: row("attack", "no", "moveAction"),
  delay: row("free", "no", "moveAction"),
  // Special actions
  banthaRush: row("attack", "no", "varies", { meleeSubstitute: true }),
  disarm: row("attack", "maybe", "moveAction", { meleeSubstitute: true }),
  grapple: row("attack", "maybe", "moveAction", { meleeSubstitute: true }),
  trip: row("attack", "maybe", "moveAction", { meleeSubstitute: true }),
  aim: row("fullRound", "yes", "step"),
  suppressionFire: row("fullRound", "yes", "step"),
  pullBlow: row("attack", "no", "moveAction", { meleeSubstitute: true }),
  // Not rows of the table
  aidAnother: row("attack", "no", "moveAction", { fromSection: true }),
  combinedFire: row("fullRound", "no", "step", { fromSection: true }),
};

export type CombatAction = keyof typeof COMBAT_ACTIONS;

/** The table row of an action. */
export function combatAction(action: CombatAction): CombatActionRow {
  return COMBAT_ACTIONS[action];
}
