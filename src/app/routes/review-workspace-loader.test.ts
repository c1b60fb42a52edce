import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/features/review/components/review-workspace', () => ({ ReviewWorkspace: () => null }));
vi.mock('@/features/review/canvas/konva-nodes', () => ({}));
vi.mock('@/lib/warm-date-formats', () => ({ warmDateFormats: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  vi.restoreAllMocks();
});

/** The loader and the i18n instance it uses, both fresh: the loader keeps its load. */
async function freshLoader() {
  vi.resetModules();
  const { i18n } = await import('@/lib/i18n');
  const { loadReviewWorkspace } = await import('./review-workspace-loader');
  return { i18n, load: loadReviewWorkspace };
}

describe('loadReviewWorkspace', () => {
  it("asks for the tool's texts and its toolbar's barcode texts with its code, once", async () => {
    const { i18n, load } = await freshLoader();
    const namespaces = vi.spyOn(i18n, 'loadNamespaces');
    const first = load();
    expect(load()).toBe(first);
    const workspace = await first;
    expect(typeof workspace.ReviewWorkspace).toBe('function');
    const asked = namespaces.mock.calls.flatMap(([names]) => [names].flat());
    expect(asked).toEqual(expect.arrayContaining(['review', 'barcodes']));
  });

  it('tries again after a failed load', async () => {
    const { i18n, load } = await freshLoader();
    vi.spyOn(i18n, 'loadNamespaces').mockRejectedValueOnce(new Error('offline'));
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toHaveProperty('ReviewWorkspace');
  });
});
