import { describe, expect, it } from 'vitest';
import type { WebhookRow } from './rows';
import {
  EVENT_TYPES,
  normalizeWebhookUrl,
  parseEventType,
  webhookExists,
  webhookReceives,
  webhookState,
} from './webhook-rules';

const row = (patch: Partial<WebhookRow> = {}): WebhookRow => ({
  webhookUID: 'w',
  clientUID: 'c',
  url: 'http://127.0.0.1:8787/',
  secret: 's',
  eventType: null,
  created: '2025-01-01T00:00:00.000Z',
  activeFrom: 1_000,
  deleteAt: null,
  ...patch,
});

describe('webhook rules', () => {
  it('knows the 16 event types of spec.md and matches them case-insensitively', () => {
    expect(EVENT_TYPES).toHaveLength(16);
    expect(parseEventType(' Annotation.Added ')).toBe('annotation.added');
    expect(parseEventType('annotation.updated')).toBeUndefined();
  });

  it('accepts absolute http(s) URLs only, normalised', () => {
    expect(normalizeWebhookUrl('HTTPS://Example.test')).toBe('https://example.test/');
    expect(normalizeWebhookUrl(' http://127.0.0.1:8787/hooks?a=1 ')).toBe(
      'http://127.0.0.1:8787/hooks?a=1',
    );
    for (const bad of [
      'ftp://x.test/',
      'mailto:a@b.test',
      'file:///etc/passwd',
      'x.test/hook',
      '',
    ]) {
      expect(normalizeWebhookUrl(bad)).toBeUndefined();
    }
  });

  it('derives the state from activation and deletion times', () => {
    expect(webhookState(row(), 999)).toBe('Activating');
    expect(webhookState(row(), 1_000)).toBe('Active');
    expect(webhookState(row({ deleteAt: 5_000 }), 4_999)).toBe('Deleting');
    expect(webhookExists(row({ deleteAt: 5_000 }), 4_999)).toBe(true);
    expect(webhookExists(row({ deleteAt: 5_000 }), 5_000)).toBe(false);
  });

  it('delivers to active and deleting webhooks whose filter matches', () => {
    expect(webhookReceives(row(), 'task.created', 999)).toBe(false);
    expect(webhookReceives(row(), 'task.created', 1_000)).toBe(true);
    expect(webhookReceives(row({ eventType: 'task.approved' }), 'task.created', 2_000)).toBe(false);
    expect(webhookReceives(row({ eventType: 'task.approved' }), 'task.approved', 2_000)).toBe(true);
    expect(webhookReceives(row({ deleteAt: 3_000 }), 'task.created', 2_999)).toBe(true);
    expect(webhookReceives(row({ deleteAt: 3_000 }), 'task.created', 3_000)).toBe(false);
  });
});
