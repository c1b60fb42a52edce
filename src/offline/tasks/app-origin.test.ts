import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { resultOf, startHttpHarness, type HttpHarness } from '@/offline/testing/http-client';

// The app served by nginx on one origin, `npm run offline:server` on another: the links the
// service hands out must open the app, not the API server.
const APP = 'http://127.0.0.1:4300';
interface OutboxEmail {
  emailUID: string;
  links: string[];
}

describe('review links with the app on an origin of its own', () => {
  let h: HttpHarness | undefined;
  afterEach(() => h?.close());

  it('seeded invitations, task records and new tasks point at the app origin', async () => {
    h = await startHttpHarness({ appOrigin: APP });
    const token = await h.login('anna@demo.test');
    const outbox = resultOf<OutboxEmail[]>(await h.call('GET', '/api/v1/mock/outbox', { token }));
    const links = outbox.flatMap((mail) => mail.links);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(new RegExp(`^${APP}/external/`));

    // Seeded invitations are `eml-<taskUID>`.
    const seededUID = outbox[0]?.emailUID.replace(/^eml-/, '') ?? '';
    const seeded = resultOf<Task>(
      await h.call('GET', `/api/v1/task?TaskUID=${encodeURIComponent(seededUID)}`, { token }),
    );
    expect(seeded.reviewUrl).toMatch(new RegExp(`^${APP}/external/`));

    const created = resultOf<Task>(
      await h.call('POST', '/api/v1/task/review_asset_ext', {
        token,
        body: {
          projectUID: DEMO_PROJECTS.nordicJuice,
          email: 'reviewer@printshop.example',
          assetUIDs: [DEMO_ASSETS.nordicJamLabel],
          emailLanguage: 'English',
          isReadOnly: false,
          isAllowDownloadAssets: false,
        },
      }),
    );
    expect(created.reviewUrl).toMatch(new RegExp(`^${APP}/external/`));
  });
});
