import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsDecodePixels } from './row-bands';
import { createPixelCounter } from './pixel-counter';

/** A stand-in for the decoder thread: records what it is sent, answers when told. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: { type: string; id: number }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: { type: string; id: number }) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

// The module keeps its idle threads: each test loads it afresh.
async function load() {
  vi.resetModules();
  return import('./region-worker-client');
}
const newClient = (mod: Awaited<ReturnType<typeof load>>) =>
  new mod.RegionWorker(createPixelCounter(), (message) => new Error(message));
const blob = new Blob([]);
const region = { x: 0, y: 0, width: 4, height: 4 };
const size = { width: 2, height: 2 };

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('region decoder threads across pages', () => {
  it('gives a closed page’s thread to the next page, keeping at most a few idle', async () => {
    const mod = await load();
    const pages = [1, 2, 3].map(() => newClient(mod));
    expect(FakeWorker.started).toHaveLength(3);
    pages.forEach((page) => page.terminate());
    expect(mod.idleRegionThreads()).toBe(mod.IDLE_THREADS);
    expect(FakeWorker.started.filter((w) => w.terminated)).toHaveLength(3 - mod.IDLE_THREADS);
    newClient(mod);
    expect(FakeWorker.started).toHaveLength(3);
    expect(mod.idleRegionThreads()).toBe(mod.IDLE_THREADS - 1);
  });

  it('cancels what a closed page still waits for and frees a late answer', async () => {
    const mod = await load();
    const page = newClient(mod);
    const thread = FakeWorker.started[0] as FakeWorker;
    const decoding = page.decode(blob, region, size);
    const { id } = thread.sent[0] as { id: number };
    page.terminate();
    await expect(decoding).rejects.toMatchObject({ name: 'AbortError' });
    expect(thread.sent).toContainEqual({ type: 'cancel', id });
    const late = { close: vi.fn() };
    thread.answer({ id, ok: true, bitmap: late });
    expect(late.close).toHaveBeenCalled();
    // Closing again neither keeps the thread twice nor stops it.
    page.terminate();
    expect(mod.idleRegionThreads()).toBe(1);
    expect(thread.terminated).toBe(false);
    await expect(page.decode(blob, region, size)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops a thread that failed instead of keeping it', async () => {
    const mod = await load();
    const page = newClient(mod);
    const thread = FakeWorker.started[0] as FakeWorker;
    thread.onerror?.(new Event('error'));
    page.terminate();
    expect(thread.terminated).toBe(true);
    expect(mod.idleRegionThreads()).toBe(0);
  });
});

describe('a decode that hands its rows over in bands', () => {
  it('passes each band on in order, settles after the last, and counts pixels only meanwhile', async () => {
    const mod = await load();
    const counter = createPixelCounter();
    const page = new mod.RegionWorker(counter, (message) => new Error(message));
    const thread = FakeWorker.started[0] as FakeWorker;
    const bands: number[] = [];
    const decoding = page.decodeRows(blob, region, size, (band) => bands.push(band.y));
    const { id } = thread.sent[0] as { id: number };
    expect(thread.sent[0]).toMatchObject({ output: 'rows' });
    // The decoder's band, the bands on their way and the inflated rows between the threads.
    expect(counter.current()).toBe(rowsDecodePixels(size.width));
    thread.answer({ id, band: { y: 0, height: 1, bitmap: { close: vi.fn() } } });
    // The band was taken: the decoder hears so and may send more.
    expect(thread.sent.at(-1)).toEqual({ type: 'band-taken', id });
    thread.answer({ id, ok: true, band: { y: 1, height: 1, bitmap: { close: vi.fn() } } });
    await decoding;
    expect(bands).toEqual([0, 1]);
    expect(counter.current()).toBe(0);
  });

  it('asks the decoder for the rows a view needs while the rows decode runs, and not after', async () => {
    const mod = await load();
    const page = newClient(mod);
    const thread = FakeWorker.started[0] as FakeWorker;
    const decoding = page.decodeRows(blob, region, size, () => undefined);
    const { id } = thread.sent[0] as { id: number };
    page.wantRows(2);
    expect(thread.sent.at(-1)).toEqual({ type: 'rows-wanted', id, rows: 2 });
    thread.answer({ id, ok: true, band: { y: 0, height: 2, bitmap: { close: vi.fn() } } });
    await decoding;
    const sent = thread.sent.length;
    page.wantRows(2);
    expect(thread.sent).toHaveLength(sent);
  });

  it('frees a band that comes after its page closed', async () => {
    const mod = await load();
    const page = newClient(mod);
    const thread = FakeWorker.started[0] as FakeWorker;
    const decoding = page.decodeRows(blob, region, size, () => undefined);
    const { id } = thread.sent[0] as { id: number };
    page.terminate();
    await expect(decoding).rejects.toMatchObject({ name: 'AbortError' });
    const late = { close: vi.fn() };
    thread.answer({ id, band: { y: 0, height: 1, bitmap: late } });
    expect(late.close).toHaveBeenCalled();
  });
});
