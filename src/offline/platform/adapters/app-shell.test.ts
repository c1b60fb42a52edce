// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appShellBuild, loadedAssets, offlineWorkerUrl } from './app-shell';

/** A built page's head (fixed markup of the tests below), parsed as the browser would. */
function page(html: string): Document {
  const markup = `<!doctype html><head><base href="http://127.0.0.1:4173/">${html}</head>`;
  return new DOMParser().parseFromString(markup, 'text/html');
}

describe('the app shell, page side', () => {
  it('names the build after its hashed entry script', () => {
    const built = page(
      '<script type="module" crossorigin src="/assets/index-RycRV5MS.js"></script>' +
        '<link rel="modulepreload" href="/assets/vendor-BLqCKWdv.js">',
    );
    expect(appShellBuild(built, '/')).toBe('index-RycRV5MS');
  });

  it('has no build under the dev server (the entry is a /src module)', () => {
    expect(appShellBuild(page('<script type="module" src="/src/main.tsx"></script>'), '/')).toBe(
      '',
    );
  });

  it('asks for the app shell only with a build', () => {
    expect(offlineWorkerUrl('/', '')).toBe('/offline-service-worker.js');
    expect(offlineWorkerUrl('/app/', 'index-a1')).toBe(
      '/app/offline-service-worker.js?shell=index-a1',
    );
  });

  it('tells the worker only the app’s own assets, once each', () => {
    const origin = 'http://127.0.0.1:4173';
    expect(
      loadedAssets(
        [
          `${origin}/assets/index-a1.js`,
          `${origin}/assets/index-a1.js`,
          `${origin}/api/v1/user/current`,
          `${origin}/config.json`,
          'https://elsewhere.example/assets/x.js',
          `${origin}/assets/index-a1.css`,
        ],
        origin,
        '/',
      ),
    ).toEqual([`${origin}/assets/index-a1.js`, `${origin}/assets/index-a1.css`]);
  });
});
