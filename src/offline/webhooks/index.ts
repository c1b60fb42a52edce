/** What the rest of the offline service may use of webhooks: the one way in (lint enforces it). */
export type { DeliveryJobRow, DeliveryRow, WebhookRow } from './rows';
export { DEMO_WEBHOOKS } from './seed';
export { browserLogTransport, defaultTransport } from './transport';
export { EVENT_TYPES } from './webhook-rules';
