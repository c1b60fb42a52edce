// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfDocument } from '@/lib/pdf';
import type { Comparison } from '../hooks/load-comparison';
import type { LayeredSource } from './layered-comparison';
import { useLayeredComparison } from './use-layered-comparison';

/** Each drawing asked for, to be finished by the test. */
const pending: { layers: string; resolve: (c: Comparison) => void; signal: AbortSignal }[] = [];

vi.mock('./layered-comparison', () => ({
  loadLayeredComparison: (
    _base: unknown,
    before: LayeredSource,
    _after: LayeredSource,
    signal: AbortSignal,
  ) =>
    new Promise<Comparison>((resolve) => {
      pending.push({ layers: JSON.stringify(before.layers), resolve, signal });
    }),
}));

afterEach(() => {
  pending.length = 0;
});

/** A stand-in drawing and the spy its dispose is. */
function drawn(): { comparison: Comparison; dispose: ReturnType<typeof vi.fn> } {
  const dispose = vi.fn();
  return { comparison: { dispose } as unknown as Comparison, dispose };
}
const base = drawn();

/** Finishes the drawing asked for `index`-th with `made`. */
async function finish(index: number, made: Comparison): Promise<void> {
  await act(async () => {
    pending[index]?.resolve(made);
    await Promise.resolve();
  });
}
const document = {} as PdfDocument;
const source = (layers: Record<string, boolean>): LayeredSource => ({ document, page: 0, layers });

function setup() {
  return renderHook(
    ({ layers }: { layers: Record<string, boolean> }) =>
      useLayeredComparison(base.comparison, source(layers), source({})),
    { initialProps: { layers: {} } },
  );
}

describe('useLayeredComparison', () => {
  it('shows the files’ own state without a change, and draws nothing', () => {
    const { result } = setup();
    expect(result.current).toEqual({ comparison: null, drawing: false, failed: false });
    expect(pending).toHaveLength(0);
  });

  it('keeps the last drawing on screen while the next is made, then frees it', async () => {
    const { result, rerender } = setup();
    rerender({ layers: { white: false } });
    expect(result.current).toEqual({ comparison: null, drawing: true, failed: false });
    const first = drawn();
    await finish(0, first.comparison);
    expect(result.current).toEqual({ comparison: first.comparison, drawing: false, failed: false });

    // A second switch: the first drawing stays until the second is done.
    rerender({ layers: { white: false, varnish: false } });
    expect(result.current).toEqual({ comparison: first.comparison, drawing: true, failed: false });
    expect(first.dispose).not.toHaveBeenCalled();
    const second = drawn();
    await finish(1, second.comparison);
    expect(result.current.comparison).toBe(second.comparison);
    expect(first.dispose).toHaveBeenCalledTimes(1);

    // Back as the files are: the drawing goes, and is freed.
    rerender({ layers: {} });
    expect(result.current.comparison).toBeNull();
    await finish(-1, second.comparison);
    expect(second.dispose).toHaveBeenCalledTimes(1);
    expect(base.dispose).not.toHaveBeenCalled();
  });

  it('cancels a drawing no longer wanted and frees it when it arrives', async () => {
    const { rerender } = setup();
    rerender({ layers: { white: false } });
    rerender({ layers: {} });
    expect(pending[0]?.signal.aborted).toBe(true);
    const late = drawn();
    await finish(0, late.comparison);
    expect(late.dispose).toHaveBeenCalledTimes(1);
  });
});
