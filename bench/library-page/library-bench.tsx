/**
 * The page `npm run bench -- library` drives in headless Chromium: a production build that
 * mounts the library's real asset grid (or a bare TanStack Virtual grid of the same thumbnails)
 * and the real folder tree, and exposes timing helpers on `window.libraryBench`. Not the app.
 */
import { i18n } from '@/lib/i18n';
import './bench.css';
import { DndContext } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { DalAsset } from '@/api/types';
import { AssetBrowser } from '@/features/library/components/contents/asset-browser';
import { FolderTree } from '@/features/library/components/tree/folder-tree';
import { indexFolders, type FolderIndex } from '@/features/library/model/folder-index';
import { emptySelection } from '@/features/library/model/selection';
import { BareGrid } from './bare-grid';
import { benchAssets, benchFolders } from './bench-data';
import { nextPaint } from '../lib/next-paint';

export interface LibraryBench {
  /** Loads the library texts and makes `assets` assets and about `folders` folders. */
  load(assets: number, folders: number): Promise<void>;
  /** Mounts our grid or the bare one; resolves with ms from render to the next paint. */
  mountGrid(kind: 'ours' | 'bare'): Promise<number>;
  /** Scrolls the mounted grid `frames` times by `step` px; ms from each scroll to its paint. */
  scrollFrames(frames: number, step: number): Promise<number[]>;
  mountTree(): Promise<number>;
  /** Clicks "Expand all"; ms to the next paint, and how many tree rows exist then. */
  expandAll(): Promise<{ ms: number; rows: number }>;
  collapseAll(): Promise<void>;
  unmount(): void;
}

declare global {
  interface Window {
    libraryBench: LibraryBench;
  }
}

let assets: DalAsset[] = [];
let index: FolderIndex | null = null;
let root: Root | null = null;
const COLUMNS = 6;

function frame(children: ReactNode): ReactNode {
  return (
    <DndContext>
      <div className="flex flex-col" style={{ width: 1200, height: 800 }}>
        {children}
      </div>
    </DndContext>
  );
}

async function mount(element: ReactNode): Promise<number> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const started = performance.now();
  const next = createRoot(container);
  root = next;
  flushSync(() => next.render(frame(element)));
  return (await nextPaint()) - started;
}

const noop = () => undefined;

window.libraryBench = {
  async load(assetCount, folderCount) {
    await i18n.loadNamespaces(['library', 'common']);
    assets = benchAssets(assetCount);
    index = indexFolders(benchFolders(folderCount));
  },
  mountGrid(kind) {
    return mount(
      kind === 'ours' ? (
        <AssetBrowser
          assets={assets}
          view="grid"
          label="Bench assets"
          selection={emptySelection}
          onSelectionChange={noop}
          onOpen={noop}
          originNames={new Map()}
        />
      ) : (
        <BareGrid assets={assets} columns={COLUMNS} />
      ),
    );
  },
  async scrollFrames(frames, step) {
    const scroller =
      document.querySelector<HTMLElement>('[role="listbox"]') ??
      document.querySelector<HTMLElement>('.overflow-auto');
    if (!scroller) throw new Error('no grid mounted');
    const times: number[] = [];
    await nextPaint();
    for (let i = 0; i < frames; i++) {
      const started = performance.now();
      scroller.scrollTop += step;
      // The virtualizer renders on the scroll event; the frame ends when that render is painted.
      scroller.dispatchEvent(new Event('scroll'));
      times.push((await nextPaint()) - started);
    }
    return times;
  },
  mountTree() {
    if (!index) throw new Error('load first');
    return mount(
      <FolderTree index={index} currentUID={index.rootUID} onOpen={noop} onCommand={noop} />,
    );
  },
  async expandAll() {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Expand all',
    );
    if (!button) throw new Error('no Expand all button');
    const started = performance.now();
    button.click();
    const ms = (await nextPaint()) - started;
    const tree = document.querySelector('[role="tree"]');
    const rows = Math.round((tree?.getBoundingClientRect().height ?? 0) / 32);
    return { ms, rows };
  },
  async collapseAll() {
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Collapse all')?.click();
    await nextPaint();
  },
  unmount() {
    root?.unmount();
    root = null;
  },
};
