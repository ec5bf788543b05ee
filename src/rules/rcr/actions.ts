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

/** Every action the turn budget and the attack dialog know. Rows follow the table's order. */
export const COMBAT_ACTIONS = {
  // Attack actions
  attackMelee: { type: "attack", provokes: "no", movement: "moveAction" },
  attackRanged: { type: "attack", provokes: "no", movement: "moveAction" },
  attackUnarmed: { type: "attack", provokes: "yes", movement: "moveAction" },
  feint: { type: "attack", provokes: "no", movement: "moveAction" },
  strikeObject: { type: "attack", provokes: "yes", movement: "moveAction" },
  totalDefense: { type: "attack", provokes: "no", movement: "moveAction" },
  useSkillAttack: { type: "attack", provokes: "no", movement: "moveAction" },
  // Move actions
  move: { type: "move", provokes: "no", movement: "speed", moves: true },
  climb: { type: "move", provokes: "no", movement: "quarterSpeed", moves: true },
  drawOrHolster: { type: "move", provokes: "no", movement: "step" },
  openDoor: { type: "move", provokes: "no", movement: "step" },
  pickUpItem: { type: "move", provokes: "yes", movement: "step" },
  retrieveStoredItem: { type: "move", provokes: "yes", movement: "step" },
  moveHeavyObject: { type: "move", provokes: "yes", movement: "speed", moves: true },
  standUp: { type: "move", provokes: "no", movement: "step" },
  loadWeapon: { type: "move", provokes: "yes", movement: "step" },
  useSkillMove: { type: "move", provokes: "no", movement: "step" },
  // Full-round actions
  charge: { type: "fullRound", provokes: "no", movement: "doubleSpeed", moves: true },
  coupDeGrace: { type: "fullRound", provokes: "no", movement: "step" },
  fullAttack: { type: "fullRound", provokes: "no", movement: "step" },
  fightDefensively: { type: "fullRound", provokes: "no", movement: "step" },
  run: { type: "fullRound", provokes: "yes", movement: "quadrupleSpeed", moves: true },
  disengage: { type: "fullRound", provokes: "maybe", movement: "doubleSpeed", moves: true },
  useSkillFullRound: { type: "fullRound", provokes: "yes", movement: "step" },
  // Free actions
  activateItem: { type: "free", provokes: "yes", movement: "moveAction" },
  switchWeaponMode: { type: "free", provokes: "no", movement: "moveAction" },
  dropItem: { type: "free", provokes: "no", movement: "moveAction" },
  speak: { type: "free", provokes: "no", movement: "moveAction" },
  // The table files Ready under free actions; rcr-combat.txt › Readying makes it an attack action.
  ready: { type: "attack", provokes: "no", movement: "moveAction" },
  delay: { type: "free", provokes: "no", movement: "moveAction" },
  // Special actions
  banthaRush: { type: "attack", provokes: "no", movement: "varies", meleeSubstitute: true },
  disarm: { type: "attack", provokes: "maybe", movement: "moveAction", meleeSubstitute: true },
  grapple: { type: "attack", provokes: "maybe", movement: "moveAction", meleeSubstitute: true },
  trip: { type: "attack", provokes: "maybe", movement: "moveAction", meleeSubstitute: true },
  aim: { type: "fullRound", provokes: "yes", movement: "step" },
  suppressionFire: { type: "fullRound", provokes: "yes", movement: "step" },
  pullBlow: { type: "attack", provokes: "no", movement: "moveAction", meleeSubstitute: true },
  // Not rows of the table
  aidAnother: { type: "attack", provokes: "no", movement: "moveAction", fromSection: true },
  combinedFire: { type: "fullRound", provokes: "no", movement: "step", fromSection: true },
} as const satisfies Record<string, CombatActionRow>;

export type CombatAction = keyof typeof COMBAT_ACTIONS;

/** The table row of an action. */
export function combatAction(action: CombatAction): CombatActionRow {
  return COMBAT_ACTIONS[action];
}
