import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPath, paths } from './paths';

describe('route table', () => {
  it('builds the fixed screens', () => {
    expect(paths.dashboard.getHref()).toBe('/');
    expect(paths.myTasks.getHref()).toBe('/tasks');
    expect(paths.library.getHref()).toBe('/library');
    expect(paths.workflows.getHref()).toBe('/workflows');
    expect(paths.webhooks.getHref()).toBe('/webhooks');
    expect(paths.users.getHref()).toBe('/users');
    expect(paths.offlineSettings.getHref()).toBe('/offline-settings');
  });

  it('encodes parameters so any UID makes one path segment', () => {
    expect(paths.project.root.getHref({ projectUID: 'a/b c' })).toBe('/projects/a%2Fb%20c');
    expect(paths.review.getHref({ assetUID: 'x?y#z' })).toBe('/review/x%3Fy%23z');
    expect(paths.external.getHref({ token: 'tok' })).toBe('/external/tok');
  });

  it('builds hrefs that match their own pattern with the same parameter back', () => {
    const uid = 'P-1/ä';
    for (const route of [
      paths.project.root,
      paths.project.assets,
      paths.project.refDocs,
      paths.project.tasks,
    ]) {
      const match = matchPath(route.path, route.getHref({ projectUID: uid }));
      expect(match?.params.projectUID && decodeURIComponent(match.params.projectUID)).toBe(uid);
    }
    expect(matchPath(paths.review.path, paths.review.getHref({ assetUID: 'A1' }))?.params).toEqual({
      assetUID: 'A1',
    });
  });

  it('opens the review tool inside a task or on an older version', () => {
    expect(paths.review.getHref({ assetUID: 'A1', taskUID: 'T 1' })).toBe('/review/A1?taskUID=T+1');
    expect(paths.review.getHref({ assetUID: 'A1', version: 2 })).toBe('/review/A1?version=2');
    expect(paths.review.getHref({ assetUID: 'A1', taskUID: null, version: null })).toBe(
      '/review/A1',
    );
  });

  it('keeps only in-app "next" targets on the login link', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref({ next: '/library?x=1' })).toBe('/login?next=%2Flibrary%3Fx%3D1');
    expect(paths.login.getHref({ next: 'https://evil.example' })).toBe('/login');
    expect(paths.login.getHref({ next: '//evil.example' })).toBe('/login');
    expect(paths.login.getHref({ next: '/' })).toBe('/login');
  });

  it('builds compare and external review links that match their patterns', () => {
    expect(paths.compare.getHref({ assetUID: 'A 1', from: 1, to: 2 })).toBe(
      '/review/A%201/compare?from=1&to=2',
    );
    expect(paths.compare.getHref({ assetUID: 'A1' })).toBe('/review/A1/compare');
    expect(matchPath(paths.compare.path, '/review/A1/compare')?.params).toEqual({
      assetUID: 'A1',
    });
    expect(paths.external.getHref({ token: 't/1', asset: 'a&b' })).toBe(
      '/external/t%2F1?asset=a%26b',
    );
    expect(paths.external.getHref({ token: 't', asset: null })).toBe('/external/t');
    expect(paths.external.getHref({ token: 't', asset: 'a', lang: 'he' })).toBe(
      '/external/t?asset=a&lang=he',
    );
  });

  it("builds external compare links with the token in the path only, and the link's language", () => {
    const href = paths.externalCompare.getHref({
      token: 't/1',
      asset: 'a&b',
      lang: 'he',
      from: 1,
      to: 2,
    });
    expect(href).toBe('/external/t%2F1/compare?asset=a%26b&from=1&to=2&lang=he');
    expect(new URL(href, 'http://x').searchParams.toString()).not.toContain('t%2F1');
    expect(paths.externalCompare.getHref({ token: 't', asset: 'a' })).toBe(
      '/external/t/compare?asset=a',
    );
    expect(matchPath(paths.external.pattern, '/external/t%2F1/compare')?.params).toEqual({
      token: 't/1',
      view: paths.externalCompare.view,
    });
    expect(matchPath(paths.external.pattern, '/external/t')?.params).toEqual({ token: 't' });
  });

  it('recognises app paths', () => {
    expect(isAppPath('/tasks')).toBe(true);
    expect(isAppPath('/\\evil')).toBe(false);
    expect(isAppPath('tasks')).toBe(false);
  });
});
