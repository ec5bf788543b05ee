/**
 * A check to regain consciousness. Conscious when the total reaches the DC and the roll is not a natural 1.
 * saga-special-combat-rules.txt › Stunning: a creature knocked out by stun never dies of this check; by the
 * text's implication, any other creature dies on a natural 1 or a failure by 5 or more.
 */
export function regainConsciousness(input: {
  d20: number;
  total: number;
  dc: number;
  knockedOutByStun: boolean;
}): {
  conscious: boolean;
  dies: boolean;
} {
  const naturalOne = input.d20 === 1;
  const conscious = !naturalOne && input.total >= input.dc;
  const badFailure = naturalOne || input.dc - input.total >= 5;
  return { conscious, dies: !input.knockedOutByStun && badFailure };
}
