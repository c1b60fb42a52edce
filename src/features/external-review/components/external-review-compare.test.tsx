// @vitest-environment jsdom
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { TestService } from '@/offline/platform/adapters/node';
import { renderWithApp, startService, stopService } from '@/testing/service-kit';
import { reloadExternalRecord } from '../stores/external-session';
import { ExternalReviewPage } from './external-review-page';
import type { ExternalCompareProps } from './types';

const BACK_PANEL = 'ast-acme-granola-back-panel';

let backend: TestService;
let reviewToken: string;
beforeAll(async () => {
  backend = await startService();
  const anna = await backend.login('anna@demo.test');
  const created = await fetch(`${backend.baseUrl}/api/v1/task/review_asset_ext`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${anna}` },
    body: JSON.stringify({
      projectUID: 'prj-acme-oat-crunch-box',
      email: 'printer@press.example',
      assetUIDs: [BACK_PANEL],
      isAllowDownloadAssets: true,
    }),
  });
  const { result } = (await created.json()) as { result: { reviewUrl: string } };
  reviewToken = decodeURIComponent(result.reviewUrl.split('/external/')[1] ?? '');
});
afterAll(async () => {
  await stopService(backend);
});
beforeEach(() => {
  sessionStorage.clear();
  reloadExternalRecord();
});

const queries = {
  task: (taskUID: string) =>
    queryOptions({
      queryKey: ['test', 'task', taskUID],
      queryFn: () => api.get('/api/v1/task', { query: { TaskUID: taskUID } }),
    }),
  asset: (assetUID: string) =>
    queryOptions({
      queryKey: ['test', 'asset', assetUID],
      queryFn: () => api.get('/api/v1/asset', { query: { AssetUID: assetUID } }),
    }),
};

function FakeCompare(props: ExternalCompareProps) {
  return (
    <section aria-label="compare">
      compare {props.asset.assetUID} v{props.asset.version} originals{' '}
      {String(props.canReadOriginals)} annotates {String(props.canAnnotate)} back {props.reviewHref}
    </section>
  );
}

function renderPage(view: 'review' | 'compare', prepared: string[]) {
  return renderWithApp(
    <ExternalReviewPage
      reviewToken={reviewToken}
      assetUID={null}
      assetHref={(uid) => `/external/${reviewToken}?asset=${uid}`}
      queries={queries}
      renderWorkspace={() => <p>workspace</p>}
      prepareWorkspace={() => prepared.push('tool')}
      view={view}
      compareHref={(uid) => `/external/${reviewToken}/compare?asset=${uid}`}
      renderCompare={(props) => <FakeCompare {...props} />}
      mainId="main"
    />,
  );
}

describe('ExternalReviewPage and compare', () => {
  it('offers "Compare versions" for an asset with an earlier version', async () => {
    const prepared: string[] = [];
    renderPage('review', prepared);
    expect(await screen.findByText('workspace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare versions' })).toHaveAttribute(
      'href',
      `/external/${reviewToken}/compare?asset=${BACK_PANEL}`,
    );
    // The tool's code is asked for once the asset's name has painted.
    await waitFor(() => expect(prepared).toEqual(['tool']));
  });

  it('shows compare of the version under review, with the way back, and never loads the tool', async () => {
    const prepared: string[] = [];
    renderPage('compare', prepared);
    expect(
      await screen.findByText(
        `compare ${BACK_PANEL} v2 originals true annotates true back /external/${reviewToken}?asset=${BACK_PANEL}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('workspace')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Compare versions' })).toBeNull();
    expect(prepared).toEqual([]);
  });
});
