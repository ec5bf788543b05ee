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
const ACTION_COSTS: Record<SagaActivity, { type: SagaActionType; count: number }> = {
  move: { type: "move", count: 1 },
  standUp: { type: "move", count: 1 },
  openDoor: { type: "move", count: 1 },
  drawWeapon: { type: "move", count: 1 },
  setAutofire: { type: "swift", count: 1 },
  switchStun: { type: "swift", count: 1 },
  secondWind: { type: "swift", count: 1 },
  braceAutofire: { type: "swift", count: 2 },
  rechargeShields: { type: "swift", count: 3 },
  ready: { type: "standard", count: 1 },
  bypassLock: { type: "fullRound", count: 1 },
  searchArea: { type: "fullRound", count: 1 },
  forceTrance: { type: "fullRound", count: 1 },
};

/** The action type and number of actions an activity costs. */
export function actionCost(activity: SagaActivity): { type: SagaActionType; count: number } {
  return { ...ACTION_COSTS[activity] };
}
