/** The outcome of one item of a bulk action; failures keep the error for a message in words. */
export type ItemOutcome<T> =
  | { id: string; name: string; ok: true; value: T }
  | { id: string; name: string; ok: false; error: unknown };

/**
 * Runs `action` for each item one after another (the service's rate limit and the order of
 * history entries both prefer that), collecting every outcome instead of stopping at the first.
 */
export async function runForEach<I extends { id: string; name: string }, T>(
  items: readonly I[],
  action: (item: I) => Promise<T>,
): Promise<ItemOutcome<T>[]> {
  const outcomes: ItemOutcome<T>[] = [];
  for (const item of items) {
    try {
      outcomes.push({ id: item.id, name: item.name, ok: true, value: await action(item) });
    } catch (error) {
      outcomes.push({ id: item.id, name: item.name, ok: false, error });
    }
  }
  return outcomes;
}

export function countOutcomes(outcomes: readonly ItemOutcome<unknown>[]) {
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  return { done: outcomes.length - failed, failed };
}
