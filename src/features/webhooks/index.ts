export { WebhooksPage } from './webhooks-page';
