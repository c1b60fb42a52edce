import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import type { WebhookDelivery } from '@/api/types';
import { isMissingExtension, isNotFound } from './extension';
import { sameLog, toLogData } from './log-data';
import { parseWebhookUrl } from './webhook-url';

describe('parseWebhookUrl', () => {
  it('accepts absolute http and https URLs, trimmed, and nothing else', () => {
    expect(parseWebhookUrl('  https://erp.example.test/hooks  ')).toBe(
      'https://erp.example.test/hooks',
    );
    expect(parseWebhookUrl('http://127.0.0.1:8787/in')).toBe('http://127.0.0.1:8787/in');
    for (const bad of ['', 'ftp://x.test/', 'javascript:alert(1)', '/relative', 'not a url'])
      expect(parseWebhookUrl(bad)).toBeNull();
  });
});

describe('isMissingExtension', () => {
  const error = (status: number, kind?: 'bad-response') =>
    new ApiError({ status, message: 'x', ...(kind ? { kind } : {}) });

  it('treats 404, 405, 501 and a non-JSON answer as "this server does not offer it"', () => {
    expect([404, 405, 501].map((s) => isMissingExtension(error(s)))).toEqual([true, true, true]);
    expect(isMissingExtension(error(200, 'bad-response'))).toBe(true);
    expect([400, 401, 412, 500].map((s) => isMissingExtension(error(s)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isMissingExtension(new Error('boom'))).toBe(false);
    expect(isNotFound(error(404))).toBe(true);
  });
});

describe('log data', () => {
  const attempt = (uid: string): WebhookDelivery => ({
    deliveryUID: uid,
    webhookUID: 'w',
    EventId: `e-${uid}`,
    EventType: 'webhook.test',
    url: 'https://x.test/',
    attempt: 1,
    httpStatus: 200,
    error: null,
    time: '2026-03-02T09:00:00Z',
    event: {
      EventId: `e-${uid}`,
      EventType: 'webhook.test',
      Created: '2026-03-02T09:00:00Z',
      Data: {},
    },
    requestHeaders: [],
    redelivery: false,
    retryScheduled: false,
  });

  it('groups once and tells an unchanged poll from a new attempt or a pruned log', () => {
    const log = [attempt('2'), attempt('1')];
    expect(toLogData(log).groups).toHaveLength(2);
    expect(toLogData(log).latestByWebhook.get('w')?.deliveryUID).toBe('2');
    expect(sameLog(log, [attempt('2'), attempt('1')])).toBe(true);
    expect(sameLog(log, [attempt('3'), attempt('2'), attempt('1')])).toBe(false);
    expect(sameLog(log, [attempt('2')])).toBe(false);
  });
});
