// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { DalAsset } from '@/api/types';
import type { TestService } from '@/offline/platform/adapters/node';
import { signInAs, startService, stopService } from '@/testing/service-kit';
import type { LibraryNotice } from '../model/notice';
import { useAssetActions } from './use-asset-actions';

let backend: TestService;
beforeAll(async () => {
  backend = await startService();
  await signInAs(backend);
});
afterAll(() => stopService(backend));

const links = {
  project: () => '/p',
  projectAssets: (uid: string) => `/p/${uid}`,
  review: (uid: string) => `/r/${uid}`,
};

function setup() {
  const notices: LibraryNotice[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAssetActions(undefined, links, (n) => notices.push(n)), {
    wrapper,
  });
  return { hook, notices };
}

const folderAssets = async (folderUID: string) =>
  (await api.get('/api/v1/dal/folder/assets', { query: { FolderUID: folderUID } })).assets;

describe('bulk actions on library assets', () => {
  it('move every asset it can and name each one that failed, with the reason', async () => {
    const [a, b, c] = await folderAssets('dal-acme-cereal');
    const gone: DalAsset = { ...(a as DalAsset), assetUID: 'dla-gone', name: 'gone-meanwhile.png' };
    const { hook, notices } = setup();
    await act(() =>
      hook.result.current.move(
        [a, gone, b, c].filter((x): x is DalAsset => !!x),
        'dal-acme-cartons',
      ),
    );
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.tone).toBe('warning');
    expect(notice?.text).toMatch(/^3 of 4 done, 1 failed\. 3 assets moved/);
    expect(notice?.items).toEqual([
      expect.stringMatching(/^gone-meanwhile\.png: Not moved: it is no longer there .*dla-gone/),
    ]);
    expect((await folderAssets('dal-acme-cartons')).map((x) => x.assetUID)).toEqual(
      expect.arrayContaining([a?.assetUID, b?.assetUID, c?.assetUID]),
    );
  });

  it('copy into a project and link to the copy; a Completed project refuses each item in words', async () => {
    const [asset] = await folderAssets('dal-acme-cartons');
    const [project] = await api.get('/api/v1/project', {
      query: { ProjectUID: 'prj-acme-private-label-ketchup' },
    });
    const [done] = await api.get('/api/v1/project', {
      query: { ProjectUID: 'prj-acme-green-tea-box', States: 'Completed' },
    });
    if (!asset || !project || !done) throw new Error('demo data missing');
    const { hook, notices } = setup();
    await act(() => hook.result.current.copy([asset], project));
    expect(notices[0]?.tone).toBe('success');
    expect(notices[0]?.text).toBe(`${asset.name} was copied to ${project.name} as version 1.`);
    expect(notices[0]?.links?.map((l) => l.href)).toEqual([
      '/p/prj-acme-private-label-ketchup',
      expect.stringMatching(/^\/r\//),
    ]);
    await act(() => hook.result.current.copy([asset], done));
    expect(notices[1]?.tone).toBe('error');
    expect(notices[1]?.items?.[0]).toMatch(
      /Not copied: the service did not accept the request\. The copy failed: the project is Completed/,
    );
  });
});
