export { WebhooksPage } from './components/webhooks-page';
