import type { SagaActionType } from "./types.ts";

/** Things a turn's actions are spent on. */
export type SagaActivity =
  | "move"
  | "setAutofire"
  | "switchStun"
  | "braceAutofire"
  | "rechargeShields"
  | "ready"
  | "secondWind"
  | "standUp"
  | "openDoor"
  | "drawWeapon"
  | "bypassLock"
  | "searchArea"
  | "forceTrance";

/**
 * What each activity costs. saga-special-combat-rules.txt › Autofire (setting autofire: swift; bracing: two
 * swift), Stunning (switching the stun setting: swift), Shield Rating (recharging: three swift), Ready
 * (standard); saga-variant-character-combat.txt › Move Actions (moving, standing up, opening a door, drawing
 * a weapon), Second Wind (swift), Full-Round Actions (bypassing a lock, searching an area, a Force trance).
 */
// Each row: the action type, how many of it.
const ACTION_COSTS: Record<SagaActivity, readonly [SagaActionType, number]> = {
  move: ["move", 1],
  standUp: ["move", 1],
  openDoor: ["move", 1],
  drawWeapon: ["move", 1],
  setAutofire: ["swift", 1],
  switchStun: ["swift", 1],
  secondWind: ["swift", 1],
  braceAutofire: ["swift", 2],
  rechargeShields: ["swift", 3],
  ready: ["standard", 1],
  bypassLock: ["fullRound", 1],
  searchArea: ["fullRound", 1],
  forceTrance: ["fullRound", 1],
};

/** The action type and number of actions an activity costs. */
export function actionCost(activity: SagaActivity): { type: SagaActionType; count: number } {
  const [type, count] = ACTION_COSTS[activity];
  return { type, count };
}
