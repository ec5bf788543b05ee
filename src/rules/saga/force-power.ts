/**
 * A Force power's Use the Force check against its DC ladder and its targets (Saga core, not in the texts,
 * except where cited). A power's ladder is regular: the activation DC, then a rung every `step` points up to
 * `rungs` more, each adding `dicePerRung` damage dice (Force Grip: DC 15 2d6, DC 20 4d6, DC 25 6d6).
 */

/** A power's ladder, as its data stores it. */
export interface ForceLadder {
  /** The DC that activates the power; 0: none (the check is only compared with each target's defense). */
  activationDc: number;
  /** Points between rungs (5 in the core powers). */
  step: number;
  /** Rungs above the activation. */
  rungs: number;
  /** Damage dice at activation (0: the power deals no damage). */
  dice: number;
  /** Dice each rung adds. */
  dicePerRung: number;
}

/** One rung of the ladder as a card shows it. */
export interface ForceRung {
  dc: number;
  dice: number;
}

/** The ladder's rungs from the activation up; a power without an activation DC has one rung at DC 0. */
export function forceLadderRungs(ladder: ForceLadder): ForceRung[] {
  const rungs: ForceRung[] = [];
  const count = Math.max(0, ladder.rungs);
  for (let index = 0; index <= count; index++)
    rungs.push({
      dc: ladder.activationDc + index * ladder.step,
      dice: ladder.dice + index * ladder.dicePerRung,
    });
  return rungs;
}

/** What a check total reaches on the ladder. */
export interface ForceOutcome {
  /** The total reaches the activation DC: the power works. */
  activated: boolean;
  /** Index of the highest rung reached; -1 when not activated. */
  rung: number;
  /** Damage dice at that rung; 0 when not activated. */
  dice: number;
}

/**
 * The highest rung whose DC the check total equals or exceeds. Below the activation DC the power fails (the
 * Force Point or the action is still spent: the caller's). A power without an activation DC is always
 * activated at its first rung.
 */
export function forcePowerOutcome(ladder: ForceLadder, checkTotal: number): ForceOutcome {
  const rungs = forceLadderRungs(ladder);
  let rung = -1;
  // A power without an activation DC always works; only its targets' defenses decide.
  const always = ladder.activationDc <= 0;
  rungs.forEach((entry, index) => {
    if (checkTotal >= entry.dc || (always && index === 0)) rung = index;
  });
  return { activated: rung >= 0, rung, dice: rungs[rung]?.dice ?? 0 };
}

/**
 * The steps down the condition track a power moves a target it reaches: `steps` when the check equals or
 * exceeds the defense, and with `perFiveOver` one more for every full 5 points by which it exceeds it (Force
 * Stun); 0 when the check is below the defense.
 */
export function forceConditionSteps(input: {
  checkTotal: number;
  defense: number;
  steps: number;
  perFiveOver?: boolean;
  /** The roll reached the defense whatever its total (a natural 20): the power's own steps at least. */
  reached?: boolean;
}): number {
  const over = input.checkTotal - input.defense;
  if (over < 0) return input.reached ? input.steps : 0;
  return input.steps + (input.perFiveOver ? Math.floor(over / 5) : 0);
}

/**
 * The radius in squares a power's area is placed with: a burst's own radius; a cone (Force Slam's 6 squares)
 * as a circle of half its length, rounded up, at least 1, because the shared area placement draws no cone
 * (a reading); 0 for no area or a size of 0.
 */
export function forcePowerAreaRadius(shape: "none" | "burst" | "cone", size: number): number {
  if (shape === "none" || size <= 0) return 0;
  return shape === "cone" ? Math.max(1, Math.ceil(size / 2)) : size;
}
