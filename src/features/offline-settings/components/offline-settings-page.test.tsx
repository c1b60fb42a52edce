// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockSettings } from '@/api/types';
import { OfflineSettingsPage } from './offline-settings-page';

const OFFLINE = { 'X-Mock-Service': 'offline' };
const envelope = (result: unknown, statusCode = 200) => ({
  version: '1.0',
  statusCode,
  message: null,
  result,
});

const settingsOf = (patch: Partial<MockSettings> = {}): MockSettings => ({
  timeScale: 1,
  faults: '',
  rateLimits: '',
  storageQuotaMB: null,
  ...patch,
});
let stored = settingsOf();
const puts: MockSettings[] = [];
let resets = 0;

const server = setupServer(
  http.get('*/api/v1/mock/settings', () =>
    HttpResponse.json(envelope(stored), { headers: OFFLINE }),
  ),
  http.put('*/api/v1/mock/settings', async ({ request }) => {
    const body = (await request.json()) as MockSettings;
    puts.push(body);
    stored = body;
    return HttpResponse.json(envelope(stored), { headers: OFFLINE });
  }),
  http.post('*/api/v1/mock/reset', () => {
    resets += 1;
    return HttpResponse.json(
      { version: '1.0', statusCode: 200, message: 'Demo data restored.' },
      { headers: OFFLINE },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  puts.length = 0;
  resets = 0;
});
afterAll(() => server.close());

function renderPage(onDemoReset = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <OfflineSettingsPage onDemoReset={onDemoReset} />
    </QueryClientProvider>,
  );
  return { onDemoReset, user: userEvent.setup() };
}

describe('OfflineSettingsPage', () => {
  it('shows the current settings in separate, labelled fields', async () => {
    stored = settingsOf({
      timeScale: 60,
      faults: 'latency=50-400,error=0.05',
      rateLimits: '5/s,100/min',
    });
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Time scale' })).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: 'Shortest delay (ms)' })).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: 'Longest delay (ms)' })).toHaveValue('400');
    expect(screen.getByRole('textbox', { name: 'Failed answers (%)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Requests per second' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Requests per minute' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Requests per hour' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Time scale' })).toHaveAccessibleDescription(
      /60 makes a mock minute pass in one second/,
    );
  });

  it('saves the composed strings', async () => {
    stored = settingsOf();
    const { user } = renderPage();
    const scale = await screen.findByRole('textbox', { name: 'Time scale' });
    await user.clear(scale);
    await user.type(scale, '60');
    await user.type(screen.getByRole('textbox', { name: 'Shortest delay (ms)' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Longest delay (ms)' }), '300');
    await user.type(screen.getByRole('textbox', { name: 'Failed answers (%)' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Requests per minute' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(puts).toEqual([
      settingsOf({ timeScale: 60, faults: 'latency=100-300,error=0.1', rateLimits: '30/min' }),
    ]);
  });

  it('refuses invalid input before sending and points at the field', async () => {
    stored = settingsOf();
    const { user } = renderPage();
    const scale = await screen.findByRole('textbox', { name: 'Time scale' });
    await user.clear(scale);
    await user.type(scale, '0');
    await user.type(screen.getByRole('textbox', { name: 'Shortest delay (ms)' }), '500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some values need fixing');
    expect(scale).toHaveAttribute('aria-invalid', 'true');
    expect(scale).toHaveAccessibleDescription(/Enter a number greater than 0/);
    expect(screen.getByRole('textbox', { name: 'Longest delay (ms)' })).toHaveAccessibleDescription(
      'Enter both delays, or leave both empty.',
    );
    expect(scale).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('shows the service 400 on the field and keeps what was typed', async () => {
    stored = settingsOf();
    server.use(
      http.put('*/api/v1/mock/settings', () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            traceId: 't-1',
            errors: { timeScale: ['timeScale must be a number greater than 0 (at most 1000000).'] },
          },
          { status: 400, headers: OFFLINE },
        ),
      ),
    );
    const { user } = renderPage();
    const scale = await screen.findByRole('textbox', { name: 'Time scale' });
    await user.clear(scale);
    await user.type(scale, '999999');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings were not saved.')).toBeInTheDocument();
    expect(scale).toHaveAccessibleDescription(/timeScale must be a number greater than 0/);
    expect(scale).toHaveValue('999999');
  });

  it('resets the demo data only after a confirmation that says what is lost', async () => {
    stored = settingsOf();
    const { user, onDemoReset } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reset demo data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the demo data?' });
    expect(dialog).toHaveAccessibleDescription(/Every change made in this demo is lost/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    expect(resets).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Reset demo data…' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset demo data' }),
    );
    await vi.waitFor(() => expect(onDemoReset).toHaveBeenCalledTimes(1));
    expect(resets).toBe(1);
  });

  it('explains itself when a real service has no such settings', async () => {
    server.use(
      http.get('*/api/v1/mock/settings', () =>
        HttpResponse.json(
          { version: '1.0', statusCode: 404, message: 'Not found' },
          { status: 404 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByText('Only in the offline demo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});

describe('OfflineSettingsPage: storage limit', () => {
  const quotaField = () => screen.findByRole('textbox', { name: 'Storage limit per client (MB)' });

  it('shows the limit, explains that empty means the plan defaults, and saves megabytes or null', async () => {
    stored = settingsOf({ storageQuotaMB: 250 });
    const { user } = renderPage();
    const quota = await quotaField();
    expect(quota).toHaveValue('250');
    expect(quota).toHaveAccessibleDescription(/empty for the plan defaults: 2 GiB per client/);
    await user.clear(quota);
    await user.type(quota, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    await user.clear(quota);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((body) => body.storageQuotaMB)).toEqual([0.5, null]);
    expect(quota).toHaveValue('');
  });

  it('checks the limit as it is typed, before any save', async () => {
    const { user } = renderPage();
    const quota = await quotaField();
    await user.type(quota, '-2');
    expect(quota).toHaveAttribute('aria-invalid', 'true');
    expect(quota).toHaveAccessibleDescription(/Enter megabytes as a number of 0 or more/);
    await user.clear(quota);
    await user.type(quota, '12.5');
    expect(quota).not.toHaveAttribute('aria-invalid');
    await user.type(quota, 'x');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(quota).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('shows the service 400 on the limit and keeps every field as typed', async () => {
    server.use(
      http.put('*/api/v1/mock/settings', () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            traceId: 't-2',
            errors: {
              storageQuotaMB: ['storageQuotaMB must be a number of megabytes, 0 or more.'],
            },
          },
          { status: 400, headers: OFFLINE },
        ),
      ),
    );
    const { user } = renderPage();
    const quota = await quotaField();
    await user.type(quota, '7');
    await user.type(screen.getByRole('textbox', { name: 'Requests per minute' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings were not saved.')).toBeInTheDocument();
    expect(quota).toHaveAccessibleDescription(/storageQuotaMB must be a number of megabytes/);
    expect(quota).toHaveFocus();
    expect(quota).toHaveValue('7');
    expect(screen.getByRole('textbox', { name: 'Requests per minute' })).toHaveValue('30');
  });
});
