/**
 * Saga's damage Roll. With advantage (saga-variant-character-combat.txt › Flanking: Advantage on the damage
 * roll) it rolls the card's formula twice as a pool keeping the higher total (`{2d6 + 5,2d6 + 5}kh`), which the
 * card's stored formula, checked by the plain formula grammar, cannot say. A rebuilt roll's formula is a pool
 * already.
 */
export class SagaDamageRoll extends Roll<Record<string, unknown>> {
  constructor(
    formula: string,
    data?: Record<string, unknown>,
    options?: Roll.Options & { advantage?: boolean },
  ) {
    super(options?.advantage && formula[0] !== "{" ? `{${formula},${formula}}kh` : formula, data, options);
  }
}
