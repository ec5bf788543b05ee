/**
 * Of the given items, the one that comes last in `order` (the worst wound, the best cover: tables that do
 * not add up, where the largest applies); `order[0]` when there are none.
 */
export function latestInOrder<T>(order: readonly T[], items: Iterable<T>): T {
  let index = 0;
  for (const item of items) index = Math.max(index, order.indexOf(item));
  return order[index] as T;
}
