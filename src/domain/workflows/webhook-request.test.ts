import { describe, expect, it } from 'vitest';
import type { WebhookField } from '@/api/types';
import type { TemplateValue } from './webhook-request';
import { buildWorkflowCall, fillTemplate, scanTemplate } from './webhook-request';
import { WEBHOOK_FIELD_NAMES } from './vocabulary';

const values = Object.fromEntries(WEBHOOK_FIELD_NAMES.map((name) => [name, null])) as Record<
  WebhookField,
  TemplateValue
>;
values.projectName = 'Jam "Forest" label';
values.projectUID = 'p1';
values.projectTags = ['jam', 'retail'];

describe('webhook request', () => {
  it('posts the chosen fields as JSON, with the action headers', () => {
    const call = buildWorkflowCall(
      {
        webhookUrl: 'https://erp.example/in',
        webhookFields: ['projectUID', 'projectTags'],
        webhookHeaders: [{ name: 'x-token', value: 'abc' }],
      },
      values,
    );
    expect(call).toEqual({
      method: 'POST',
      url: 'https://erp.example/in',
      headers: { 'Content-Type': 'application/json', 'x-token': 'abc' },
      body: '{"projectUID":"p1","projectTags":["jam","retail"]}',
    });
  });

  it('sends GET fields as query parameters and lets a header replace Content-Type', () => {
    const get = buildWorkflowCall(
      {
        webhookRequestType: 'GET',
        webhookUrl: 'http://h.example/x?a=1',
        webhookFields: ['projectTags'],
      },
      values,
    );
    expect(get.url).toBe('http://h.example/x?a=1&projectTags=jam%2Cretail');
    expect(get.body).toBeNull();
    const put = buildWorkflowCall(
      {
        webhookRequestType: 'PUT',
        webhookUrl: 'http://h.example/x',
        webhookContentType: 'text/plain',
        webhookHeaders: [{ name: 'content-type', value: 'text/plain; charset=utf-8' }],
        isCustomPayload: true,
        webhookCustomPayload: 'Name: {{projectName}}',
      },
      values,
    );
    expect(put.headers).toEqual({ 'content-type': 'text/plain; charset=utf-8' });
    expect(put.body).toBe('Name: Jam "Forest" label');
  });

  it('escapes text placeholders inside JSON and inserts json ones as literals', () => {
    const body = fillTemplate('{"n":"{{ projectName }}","t":{{projectTags:json}}}', values, true);
    expect(JSON.parse(body)).toEqual({ n: 'Jam "Forest" label', t: ['jam', 'retail'] });
    expect(scanTemplate('{{projectName}} {{nope:x}}')).toEqual({
      placeholders: [{ name: 'projectName', json: false }],
      invalid: ['{{nope:x}}'],
    });
  });

  it('refuses a relative URL', () => {
    expect(() => buildWorkflowCall({ webhookUrl: '/in' }, values)).toThrow(TypeError);
  });
});
