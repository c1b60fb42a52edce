// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
import type { AnnotationPages } from '@/api/types';
import { STILL_SAVING_AFTER_MS } from '@/lib/save-watch';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_ASSETS } from '@/offline/assets/seed';
import { ReviewEditor } from '../editor/review-editor';
import { createDraftStore } from '../model/drafts';
import { memoryStorage } from '../test-kit';
import { callService, signInAs, startService, stopService } from '../test-service';
import { useSaveDraft } from './use-save-draft';

const ASSET = DEMO_ASSETS.acmeCoffeePouch;
let backend: TestService;
let token = '';
let posts: ReturnType<TestService['countRequests']>;

beforeAll(async () => {
  backend = await startService();
  posts = backend.countRequests('POST', '/api/v1/annotation');
});
beforeEach(async () => {
  posts.reset();
  token = await signInAs(backend, 'ravi@demo.test');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  backend.service.setSettings({ faults: '' });
  clearSession();
});
afterAll(async () => {
  await stopService(backend);
});

/** An editor holding a drawn rectangle with `text`, and the hook that saves it. */
function draftWith(text: string) {
  const editor = new ReviewEditor({
    pageCount: 3,
    canAnnotate: true,
    drafts: createDraftStore(memoryStorage()),
    draftScope: { scope: 'user:ravi', assetUID: ASSET, version: 1 },
  });
  editor.setCanvasSize({ width: 1048, height: 848 });
  editor.setPageSize({ width: 2000, height: 1600 });
  editor.setTool('rect');
  editor.pointerDown({ pointerId: 1, screen: { x: 100, y: 100 }, button: 0 });
  editor.pointerMove({ pointerId: 1, screen: { x: 300, y: 200 }, button: 0 });
  editor.pointerUp({ pointerId: 1, screen: { x: 300, y: 200 }, button: 0 });
  editor.draft.setText(text);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useSaveDraft(editor, ASSET), { wrapper });
  return { editor, hook };
}

async function stored(text: string) {
  const pages = await callService<AnnotationPages>(
    backend,
    token,
    'GET',
    `/api/v1/annotation/all?AssetUID=${ASSET}`,
  );
  return Object.values(pages)
    .flat()
    .filter((a) => a.text === text);
}

async function saveAndCancel(hook: ReturnType<typeof draftWith>['hook']) {
  act(() => hook.result.current.save());
  await waitFor(() => expect(posts.count).toBe(1));
  await act(() => vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS));
  expect(hook.result.current.watch.phase).toBe('slow');
  act(() => hook.result.current.watch.cancel());
}

describe('an annotation comment that gets no answer', () => {
  it('lost answer: Cancel finds it stored; the draft leaves; one annotation, one POST', async () => {
    const text = 'Unit test comment whose answer is lost';
    const { editor, hook } = draftWith(text);
    backend.service.setSettings({ faults: 'lost=1' });
    await saveAndCancel(hook);
    await waitFor(() => expect(hook.result.current.watch.outcome).toBe('savedAfterAll'));
    expect(editor.state.draft).toBeNull();
    expect(await stored(text)).toHaveLength(1);
    expect(posts.count).toBe(1);
  });

  it('hung, never processed: Cancel says not saved; the draft and its text stay, editable', async () => {
    const text = 'Unit test comment that hangs';
    const { editor, hook } = draftWith(text);
    backend.service.setSettings({ faults: 'hang=1' });
    act(() => hook.result.current.save());
    await waitFor(() => expect(posts.count).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS));
    backend.service.setSettings({ faults: '' });
    act(() => hook.result.current.watch.cancel());
    await waitFor(() => expect(hook.result.current.watch.outcome).toBe('notSaved'));
    expect(editor.state.draft?.text).toBe(text);
    expect(editor.state.draftSaving).toBe(false);
    expect(await stored(text)).toHaveLength(0);
    expect(posts.count).toBe(1);
  });
});
