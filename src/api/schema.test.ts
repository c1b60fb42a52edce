import { createConfig } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { contractUrl, generatedUrl } from '@/api/contract-doc';

/**
 * Same steps and options as the `npm run gen:api` CLI, so the output is byte-identical.
 * `defaultNonNullable: false` keeps request fields that have a default optional to send.
 */
async function generate(): Promise<string> {
  const redocly = await createConfig({}, { extends: ['minimal'] });
  return `${COMMENT_HEADER}${astToString(await openapiTS(contractUrl, { redocly, silent: true, defaultNonNullable: false }))}`;
}

describe('src/api/schema.gen.ts', () => {
  it('matches what openapi-typescript generates from openapi.yaml', async () => {
    const expected = await generate();
    const actual = readFileSync(generatedUrl, 'utf8');
    expect(actual === expected, 'src/api/schema.gen.ts is stale: run `npm run gen:api`').toBe(true);
  });
});
