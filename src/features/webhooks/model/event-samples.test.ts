import { describe, expect, it } from 'vitest';
import { checkSchema, loadContractSchemas, nonPascalKeys } from '@/offline/testing/contract-schema';
import { EVENT_SAMPLES, EVENT_TYPES } from './event-samples';

describe('receiver guide samples', () => {
  const schemas = loadContractSchemas();

  it('cover every event type of the contract, in its order', () => {
    const contractTypes = (schemas.EventType as { enum: string[] }).enum;
    expect(EVENT_TYPES).toEqual(contractTypes);
  });

  it.each(EVENT_TYPES)('%s matches the contract schema of Event, PascalCase throughout', (type) => {
    const sample = EVENT_SAMPLES[type];
    expect(sample.EventType).toBe(type);
    expect(checkSchema(schemas, { $ref: '#/components/schemas/Event' }, sample)).toEqual([]);
    expect(nonPascalKeys(sample)).toEqual([]);
  });
});
