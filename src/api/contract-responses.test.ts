import { describe, expect, it } from 'vitest';
import { deref, isObject, loadContract, operationsOf, type Node } from '@/api/contract-doc';

const doc = loadContract();
const operations = operationsOf(doc);

const isAuthenticated = (security: Node | undefined) =>
  !(Array.isArray(security) && security.length === 0);
const refName = (node: Node | undefined) =>
  isObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;

describe('openapi.yaml responses', () => {
  it('answers 200, 429 and 500 everywhere and 401 wherever a token is needed', () => {
    const missing: string[] = [];
    for (const op of operations) {
      const responses = isObject(op.operation.responses) ? op.operation.responses : {};
      const needed = [
        '200',
        '429',
        '500',
        ...(isAuthenticated(op.operation.security) ? ['401'] : []),
      ];
      for (const code of needed) if (!(code in responses)) missing.push(`${op.key} ${code}`);
    }
    expect(missing).toEqual([]);
    const open = operations
      .filter((op) => !isAuthenticated(op.operation.security))
      .map((op) => op.key);
    expect(open.sort()).toEqual([
      'GET /files/{token}/inks-{page}',
      'GET /files/{token}/{page}',
      'POST /api/v1/review/session',
      'POST /api/v1/token/login',
    ]);
  });

  it('gives 400 a problem body, 429 plain text with rate headers, other errors the envelope', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const responses = isObject(op.operation.responses) ? op.operation.responses : {};
      for (const [code, ref] of Object.entries(responses)) {
        const response = deref(doc, ref);
        const content = isObject(response) && isObject(response.content) ? response.content : {};
        const jsonSchema = isObject(content['application/json'])
          ? content['application/json'].schema
          : undefined;
        const label = `${op.key} ${code}`;
        if (code === '400') {
          if (
            refName(
              isObject(content['application/problem+json'])
                ? content['application/problem+json'].schema
                : undefined,
            ) !== 'ProblemDetails'
          )
            wrong.push(label);
          const jsonNames =
            isObject(jsonSchema) && Array.isArray(jsonSchema.oneOf)
              ? jsonSchema.oneOf.map(refName)
              : [refName(jsonSchema)];
          if (!jsonNames.includes('ProblemDetails')) wrong.push(label);
        } else if (code === '429') {
          const headers =
            isObject(response) && isObject(response.headers) ? Object.keys(response.headers) : [];
          const rateHeaders = [
            'Retry-After',
            'X-Rate-Limit-Limit',
            'X-Rate-Limit-Remaining',
            'X-Rate-Limit-Reset',
          ];
          if (!('text/plain' in content) || !rateHeaders.every((h) => headers.includes(h)))
            wrong.push(label);
        } else if (Number(code) >= 401 && op.path.startsWith('/api/')) {
          if (!['ErrorEnvelope', 'DalErrorEnvelope'].includes(refName(jsonSchema) ?? ''))
            wrong.push(label);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 200 on /api paths with a named envelope (DAL ones carry isError)', () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.path.startsWith('/api/'))) {
      const ok = deref(
        doc,
        isObject(op.operation.responses) ? op.operation.responses['200'] : undefined,
      );
      const schema =
        isObject(ok) && isObject(ok.content) && isObject(ok.content['application/json'])
          ? ok.content['application/json'].schema
          : undefined;
      const name = refName(schema) ?? '';
      const envelope = deref(doc, schema);
      const base =
        isObject(envelope) && Array.isArray(envelope.allOf)
          ? refName(envelope.allOf[0])
          : undefined;
      const expectedBase = op.path.startsWith('/api/v1/dal/') ? 'DalEnvelopeBase' : 'EnvelopeBase';
      if (!name.endsWith('Envelope') || base !== expectedBase) wrong.push(`${op.key} ${name}`);
    }
    expect(wrong).toEqual([]);
  });
});
