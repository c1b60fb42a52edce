import { describe, expect, it } from 'vitest';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import type { Raster } from '@/offline/platform/processing/types';
import { seedDemoAssets } from '@/offline/assets';
import { seedDemoDirectory } from '@/offline/users';
import { seedDemoProjects } from '@/offline/projects';
import { createEmptyState } from '@/offline/platform/store/state';
import { DEMO_ARTWORK, type DemoArtworkSpec } from './index';

/** A raster whose surfaces record every text drawn on them (the artwork's visible words). */
function recordingRaster(texts: string[]): Raster {
  return {
    ...nodeRaster,
    createSurface(width, height) {
      const surface = nodeRaster.createSurface(width, height);
      const context = new Proxy(surface.context, {
        get(target, property) {
          if (property === 'fillText')
            return (text: string, x: number, y: number, maxWidth?: number) => {
              texts.push(text);
              target.fillText(text, x, y, maxWidth);
            };
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
        set: (target, property, value) => Reflect.set(target, property, value, target),
      });
      return {
        width,
        height,
        context,
        drawImage: (...args) => surface.drawImage(...args),
        encodePng: () => surface.encodePng(),
        encodeJpeg: (quality) => surface.encodeJpeg(quality),
        release: () => surface.release(),
      };
    },
  };
}

/** The text of every page of a PDF, as pdf.js extracts it. */
async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** The words on each page of a demo file: one page per image, every page of a PDF. */
async function drawnPages(spec: DemoArtworkSpec): Promise<string[]> {
  const texts: string[] = [];
  const bytes = await spec.generate(recordingRaster(texts));
  return spec.contentType === 'application/pdf' ? pdfPageTexts(bytes) : [texts.join(' ')];
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

describe('demo projects show their own product', () => {
  const now = Date.parse('2026-01-15T10:00:00Z');
  const state = createEmptyState(now);
  seedDemoDirectory(state);
  seedDemoProjects(state, now);
  seedDemoAssets(state, now);
  const projects = Object.values(state.tables.projects);
  const products = projects.flatMap((project) => (project.project ? [project.project] : []));
  const versions = Object.values(state.tables.assets).flatMap((row) =>
    row.source.kind === 'demo' ? [{ row, artwork: row.source.artwork }] : [],
  );

  it('seeds artwork on the projects it is made for', () => {
    expect(versions.length).toBeGreaterThanOrEqual(8);
    for (const { row, artwork } of versions) {
      const spec = DEMO_ARTWORK.find((candidate) => candidate.key === artwork);
      const project = state.tables.projects[row.projectUID];
      expect(spec?.product, `${row.assetUID} v${row.version}`).toBe(project?.project);
      expect(row.name, row.assetUID).toBe(spec?.fileName);
    }
  });

  it.each(
    versions.map(({ row, artwork }) => [`${row.assetUID} v${row.version}`, row, artwork] as const),
  )(
    '%s names its project’s product on every page, and no other demo product',
    async (_, row, artwork) => {
      const project = state.tables.projects[row.projectUID];
      const spec = DEMO_ARTWORK.find((candidate) => candidate.key === artwork);
      const product = project?.project;
      const customer = project?.customer;
      if (!product || !customer || !spec)
        throw new Error(`no product or artwork for ${row.assetUID}`);
      const pages = await drawnPages(spec);

      expect(pages).toHaveLength(row.pagesCount);
      const others = products.filter((other) => other !== product);
      for (const [index, page] of pages.entries()) {
        expect(squash(page), `page ${index + 1}`).toContain(squash(product));
        for (const other of others)
          expect(squash(page), `page ${index + 1} names ${other}`).not.toContain(squash(other));
      }
      // The customer (brand owner) appears too, so a granola box of another brand cannot pass.
      expect(squash(pages.join(' '))).toContain(squash(customer));
    },
    30_000,
  );
});
