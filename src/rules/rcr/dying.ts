/** DC of the dying character's Fortitude save each round. rcr-combat.txt › Recovering without Help. */
export const DYING_SAVE_DC = 10;

/**
 * One round of dying: Fortitude DC 10; success stabilizes, failure loses 1 wound point; -10 or lower is
 * dead. rcr-combat.txt › Dying (-1 to -9 Wound Points), Recovering without Help, Dead.
 * A character who is not dying (wounds 0 or more) is returned unchanged and stable; a dead one (-10 or
 * lower) unchanged and dead, whatever the roll.
 */
export function dyingCheck(input: { wounds: number; fortitudeTotal: number }): {
  wounds: number;
  stable: boolean;
  dead: boolean;
} {
  const { wounds } = input;
  if (wounds <= -10) return { wounds, stable: false, dead: true };
  if (wounds >= 0) return { wounds, stable: true, dead: false };
  if (input.fortitudeTotal >= DYING_SAVE_DC) return { wounds, stable: true, dead: false };
  const next = wounds - 1;
  return { wounds: next, stable: false, dead: next <= -10 };
}

/** Ways to stabilize a dying character with help. rcr-combat.txt › Recovering with Help. */
export type StabilizeMethod = "treatInjury" | "healAnother";

const STABILIZE_DC: Readonly<Record<StabilizeMethod, number>> = { treatInjury: 15, healAnother: 10 };

/** DC to stabilize: Treat Injury with a medical kit DC 15, the Heal Another Force skill DC 10. */
export function stabilizeDC(method: StabilizeMethod): number {
  return STABILIZE_DC[method];
}

/** Whether a check by a helper stabilizes a dying character. */
export function stabilizeWithHelp(method: StabilizeMethod, checkTotal: number): boolean {
  return checkTotal >= STABILIZE_DC[method];
}
