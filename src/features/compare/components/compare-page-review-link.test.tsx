// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enterTokenScope } from '@/api/client';
import type { TestService } from '@/offline/platform/adapters/node';
import { renderWithApp, startService, stopService } from '@/testing/service-kit';
import { ComparePage } from './compare-page';

const BACK_PANEL = 'ast-acme-granola-back-panel';

let backend: TestService;
beforeAll(async () => {
  backend = await startService();
});
afterAll(async () => {
  await stopService(backend);
});

let leaveScope: (() => void) | undefined;
afterEach(() => leaveScope?.());

async function asAnna(method: string, path: string, body: unknown): Promise<Response> {
  const token = await backend.login('anna@demo.test');
  return fetch(`${backend.baseUrl}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/**
 * Makes the app's client speak as an external reviewer of the back panel (a read-only link),
 * and notes any refusal of the session's token: compare must never ask for the project.
 */
async function enterReviewLink(refusals: string[]): Promise<void> {
  const created = await asAnna('POST', '/task/review_asset_ext', {
    projectUID: 'prj-acme-oat-crunch-box',
    email: 'buyer@retailer.example',
    assetUIDs: [BACK_PANEL],
    isReadOnly: true,
  });
  const { result: task } = (await created.json()) as { result: { reviewUrl: string } };
  const reviewToken = decodeURIComponent(task.reviewUrl.split('/external/')[1] ?? '');
  const opened = await fetch(`${backend.baseUrl}/api/v1/review/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reviewToken }),
  });
  const { result } = (await opened.json()) as { result: { token: string } };
  leaveScope = enterTokenScope({
    getToken: () => result.token,
    onUnauthorized: () => refusals.push('401'),
  });
}

function renderCompare() {
  return renderWithApp(
    <ComparePage
      assetUID={BACK_PANEL}
      from={null}
      to={null}
      onVersionsChange={() => undefined}
      links={{ review: () => '/external/x' }}
      notFound={<p>not found</p>}
      reviewLink={{ canReadOriginals: false }}
    />,
  );
}

describe('ComparePage under an external review link', () => {
  it('lists the versions without the project and compares the previous one with the latest', async () => {
    const refusals: string[] = [];
    await enterReviewLink(refusals);
    renderCompare();
    expect(await screen.findByLabelText('Older version')).toHaveValue('1');
    expect(screen.getByLabelText('Newer version')).toHaveValue('2');
    expect(refusals).toEqual([]);
  });

  it('takes a deleted version for a gap, not a failure', async () => {
    const refusals: string[] = [];
    const removed = await asAnna('DELETE', '/asset', { assetUID: BACK_PANEL, version: 1 });
    expect(removed.status).toBe(200);
    await enterReviewLink(refusals);
    renderCompare();
    expect(await screen.findByText('Nothing to compare yet')).toBeInTheDocument();
    // Nothing to upload for an external reviewer: the text says what the link shows.
    expect(screen.getByText(/only one version you can see with this link/)).toBeInTheDocument();
    expect(refusals).toEqual([]);
  });
});
