// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { groupDeliveries } from '../model/delivery-groups';
import { TestStatus } from './test-status';

const recorded: WebhookDelivery = {
  deliveryUID: 'd1',
  webhookUID: 'w1',
  EventId: 'e1',
  EventType: 'webhook.test',
  url: 'http://127.0.0.1:8787/hooks/nordic/all',
  attempt: 1,
  httpStatus: null,
  error: 'Not sent: the demo in your browser keeps deliveries in this log without posting them.',
  time: '2026-03-02T09:00:00Z',
  event: { EventId: 'e1', EventType: 'webhook.test', Created: '2026-03-02T09:00:00Z', Data: {} },
  requestHeaders: [],
  redelivery: false,
  retryScheduled: false,
  notSent: true,
};

beforeAll(async () => {
  await i18n.loadNamespaces(['webhooks']);
});
afterEach(cleanup);

describe('TestStatus', () => {
  it('says a test the browser demo only recorded was recorded, not that it failed', () => {
    render(<TestStatus group={groupDeliveries([recorded])[0]} logAvailable />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Test recorded in the delivery log below.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent(/failed|npm/);
  });

  it('still names a real failure with its error', () => {
    const failed = { ...recorded, notSent: false, error: 'connect ECONNREFUSED 127.0.0.1:8787' };
    render(<TestStatus group={groupDeliveries([failed])[0]} logAvailable />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Attempt 1 failed: connect ECONNREFUSED 127.0.0.1:8787',
    );
  });
});
