/** Query keys of the webhooks screen: `all` -> list, clients, deliveries. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  clients: () => [...webhookKeys.all, 'clients'] as const,
  deliveries: () => [...webhookKeys.all, 'deliveries'] as const,
};
