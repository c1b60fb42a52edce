/**
 * The placeholder syntax of SendDataWithWebhook's `webhookCustomPayload` lives in the shared
 * workflow model, so the builder's preview fills templates exactly as the engine does. This
 * module keeps the offline service's existing imports pointing at it.
 */
export {
  fillTemplate,
  scanTemplate,
  type Placeholder,
  type TemplateValue,
} from '@/domain/workflows/webhook-request';
