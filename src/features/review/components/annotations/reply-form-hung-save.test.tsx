// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
import type { Annotation, AnnotationPages } from '@/api/types';
import { STILL_SAVING_AFTER_MS } from '@/lib/save-watch';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_ASSETS } from '@/offline/assets/seed';
import { findCreatedAnnotation } from '../../api/find-created-annotation';
import {
  callService,
  renderWithProviders,
  signInAs,
  startService,
  stopService,
} from '../../test-service';
import { ReplyForm } from './reply-form';

const ASSET = DEMO_ASSETS.acmeCoffeePouch;
let backend: TestService;
let posts: ReturnType<TestService['countRequests']>;

beforeAll(async () => {
  backend = await startService();
  posts = backend.countRequests('POST', '/api/v1/annotation');
});
afterEach(() => {
  vi.useRealTimers();
  backend.service.setSettings({ faults: '' });
  clearSession();
});
afterAll(async () => {
  await stopService(backend);
});

async function annotations(token: string): Promise<Annotation[]> {
  const pages = await callService<AnnotationPages>(
    backend,
    token,
    'GET',
    `/api/v1/annotation/all?AssetUID=${ASSET}`,
  );
  return Object.values(pages).flat();
}

describe('a reply or comment that gets no answer', () => {
  it('lost answer: still saving, Cancel finds the reply, the box clears, one reply, one POST', async () => {
    const token = await signInAs(backend, 'ravi@demo.test');
    const parent = (await annotations(token)).find((a) => a.text.startsWith('Energy value'));
    if (!parent) throw new Error('no demo thread');
    posts.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<ReplyForm parent={parent} />);
    const box = screen.getByLabelText('Reply to Anna Berg');
    const text = 'Unit test reply whose answer is lost';
    await user.click(box);
    await user.paste(text);
    backend.service.setSettings({ faults: 'lost=1' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(posts.count).toBe(1));
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
    await screen.findByText(/Still saving/);
    const still = screen
      .getAllByRole('status')
      .find((node) => node.textContent.includes('Still saving'));
    if (!still) throw new Error('no "Still saving" status');
    await user.click(within(still).getByRole('button', { name: 'Cancel saving' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const replies = (await annotations(token)).filter((a) => a.text === text);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.parentAnnotationUID).toBe(parent.annotationUID);
    expect(posts.count).toBe(1);
  });

  it('the check after a cancel tells the comment just sent from older and other ones', async () => {
    const token = await signInAs(backend, 'ravi@demo.test');
    const body = {
      assetUID: ASSET,
      pageNumber: 0,
      text: 'Unit test comment sent once',
      shape: { type: 'rect' as const, points: [0.1, 0.1, 0.3, 0.3], color: '#ff0000' },
    };
    const sentAt = Date.now();
    expect(await findCreatedAnnotation(body, sentAt)).toBeNull();
    await callService(backend, token, 'POST', '/api/v1/annotation', body);
    expect(await findCreatedAnnotation(body, sentAt)).toMatchObject({ text: body.text });
    expect(await findCreatedAnnotation({ ...body, text: 'Another text' }, sentAt)).toBeNull();
    expect(await findCreatedAnnotation({ ...body, pageNumber: 1 }, sentAt)).toBeNull();
    // One of the same text from well before this send is someone's earlier work.
    expect(await findCreatedAnnotation(body, sentAt + 5 * 60_000)).toBeNull();
  });
});
