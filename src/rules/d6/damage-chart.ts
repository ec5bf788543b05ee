// d6-combat.txt › Character Damage Chart; Protection - Table 2 and the Weapon Damage Chart: the charts share
// their rows, by how much the damage roll beats the resisting roll: below 0, 0-3, 4-8, 9-12, 13-15, 16+.
const ROW_TOPS = [-1, 3, 8, 12, 15];

/** The entry of a damage chart's six rows (given in chart order) that a difference falls in. */
export function damageChartRow<T>(rows: readonly [T, T, T, T, T, T], difference: number): T {
  const index = ROW_TOPS.findIndex((top) => difference <= top);
  return rows[index < 0 ? ROW_TOPS.length : index] as T;
}
