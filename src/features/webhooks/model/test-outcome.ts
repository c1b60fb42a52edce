import type { DeliveryGroup } from './delivery-groups';

/** How far the service's clock may be behind this browser's when matching a test to its attempts. */
const CLOCK_SKEW_MS = 5_000;

/**
 * The webhook.test delivery that a Test click at `sentAt` (ms) produced: the newest test
 * event to that webhook whose first attempt is not older than the click.
 */
export function findTestGroup(
  groups: readonly DeliveryGroup[],
  webhookUID: string,
  sentAt: number,
): DeliveryGroup | undefined {
  return groups.find((group) => {
    if (group.webhookUID !== webhookUID || group.eventType !== 'webhook.test') return false;
    const first = group.attempts.at(-1);
    return first !== undefined && Date.parse(first.time) >= sentAt - CLOCK_SKEW_MS;
  });
}
