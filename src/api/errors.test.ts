import { describe, expect, it } from 'vitest';
import { parseBodyText } from './body';
import { ApiError, errorFromResponse, kindForStatus, parseRetryAfter } from './errors';

const ctx = { method: 'GET', url: 'http://api.test/api/v1/project' };

describe('errorFromResponse', () => {
  it('reads a 429 text body with its Retry-After', async () => {
    const response = new Response('API calls quota exceeded! maximum admitted 100 per 1m.', {
      status: 429,
      headers: {
        'Content-Type': 'text/plain',
        'Retry-After': '12',
        'X-Rate-Limit-Limit': '1m',
        'X-Rate-Limit-Remaining': '0',
      },
    });
    const error = await errorFromResponse(response, ctx);
    expect(error).toMatchObject({
      status: 429,
      code: 429,
      kind: 'rate-limited',
      retryAfterSeconds: 12,
    });
    expect(error.message).toBe('API calls quota exceeded! maximum admitted 100 per 1m.');
  });

  it('reads an unlabelled JSON envelope', async () => {
    const response = new Response(
      '{"version":"1.0","statusCode":404,"message":"Asset not found."}',
      { status: 404 },
    );
    expect(await errorFromResponse(response, ctx)).toMatchObject({
      kind: 'not-found',
      code: 404,
      message: 'Asset not found.',
    });
  });

  it('falls back to a sentence naming the call when an envelope has a null message', async () => {
    const response = Response.json(
      { version: '1.0', statusCode: 412, message: null },
      { status: 412 },
    );
    const error = await errorFromResponse(response, ctx);
    expect(error.message).toBe('GET /api/v1/project failed with HTTP 412.');
    expect(error.userMessage).toBe('This cannot be done in the current state.');
  });

  it('never throws on a body labelled JSON that is not JSON', async () => {
    const response = new Response('{oops', {
      status: 502,
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await errorFromResponse(response, ctx);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: '{oops' });
  });

  it('uses detail or title of a problem body without errors', async () => {
    const response = Response.json(
      { title: 'Unauthorized', status: 401, detail: 'The token expired.' },
      { status: 401 },
    );
    expect(await errorFromResponse(response, ctx)).toMatchObject({
      kind: 'unauthorized',
      message: 'The token expired.',
      title: 'Unauthorized',
    });
  });
});

describe('helpers', () => {
  it('maps statuses to kinds', () => {
    expect([0, 400, 401, 403, 404, 406, 409, 412, 429, 500, 503, 405].map(kindForStatus)).toEqual([
      'network',
      'validation',
      'unauthorized',
      'forbidden',
      'not-found',
      'not-acceptable',
      'precondition',
      'precondition',
      'rate-limited',
      'server',
      'server',
      'bad-response',
    ]);
  });

  it('parses Retry-After seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter('0.2')).toBe(1);
    expect(
      parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(10);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('classifies bodies', () => {
    expect(parseBodyText('', null)).toEqual({ kind: 'empty' });
    expect(parseBodyText('<!DOCTYPE html><p>x</p>', 'text/html')).toMatchObject({ kind: 'html' });
    expect(parseBodyText('<html>', null)).toMatchObject({ kind: 'html' });
    expect(parseBodyText('[1]', 'text/plain')).toEqual({ kind: 'json', value: [1] });
    expect(parseBodyText('quota exceeded', 'text/plain')).toEqual({
      kind: 'text',
      text: 'quota exceeded',
    });
  });
});
