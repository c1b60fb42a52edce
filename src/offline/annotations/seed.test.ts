import { PDFDocument } from '@pdfme/pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ARTWORK, type DemoArtworkKey } from '@/offline/artwork';
import { recordingContext, recordPdfPages, type DrawnMark } from '@/offline/artwork/drawn-marks';
import { artworkElements, type ArtworkElement } from '@/offline/artwork/element-boxes';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import type { Raster } from '@/offline/platform/processing/types';
import { createEmptyState } from '@/offline/platform/store/state';
import { demoArtworkOf, seedDemoAssets } from '@/offline/assets';
import { DEMO_NOTES } from './seed-notes';
import { ANNOTATED_DEMO_ASSETS, seedDemoAnnotations } from './seed';
import { seedDemoDirectory } from '@/offline/users';
import { seedDemoProjects } from '@/offline/projects';

/** A raster whose surfaces record into `marks` what the painter draws. */
function recordingRaster(marks: DrawnMark[]): Raster {
  return {
    ...nodeRaster,
    createSurface(width, height) {
      const surface = nodeRaster.createSurface(width, height);
      return {
        width,
        height,
        context: recordingContext(surface.context, width, height, marks),
        drawImage: (...args) => surface.drawImage(...args),
        encodePng: () => surface.encodePng(),
        encodeJpeg: (quality) => surface.encodeJpeg(quality),
        release: () => surface.release(),
      };
    },
  };
}

/** What a demo file draws where: texts and round shapes, page by page. */
async function drawnMarks(key: DemoArtworkKey): Promise<DrawnMark[]> {
  const spec = DEMO_ARTWORK.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`no demo artwork ${key}`);
  const marks: DrawnMark[] = [];
  const create = PDFDocument.create.bind(PDFDocument);
  vi.spyOn(PDFDocument, 'create').mockImplementation(async (options) =>
    recordPdfPages(await create(options), marks),
  );
  await spec.generate(recordingRaster(marks));
  return marks;
}

const inside = ({ box }: ArtworkElement, x: number, y: number) =>
  x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h;

afterEach(() => {
  vi.restoreAllMocks();
});

const KEYS = DEMO_ARTWORK.map((spec) => spec.key).filter(
  (key) => Object.keys(artworkElements(key)).length > 0,
);

describe("the demo artwork's element boxes", () => {
  it.each(KEYS)('%s: each box holds what its element shows', async (key) => {
    const marks = await drawnMarks(key);
    for (const [name, element] of Object.entries(artworkElements(key))) {
      const here = marks.filter(
        (mark) => mark.page === element.page && inside(element, mark.x, mark.y),
      );
      if (element.shows === 'picture') {
        expect(
          here.some((mark) => mark.kind === 'round'),
          `${key} ${name}: a picture`,
        ).toBe(true);
        continue;
      }
      expect(element.shows.length, `${key} ${name} names what it shows`).toBeGreaterThan(0);
      for (const text of element.shows)
        expect(
          here.some((mark) => mark.text.includes(text)),
          `${key} ${name}: "${text}" inside its box`,
        ).toBe(true);
    }
  });
});

describe('seeded review threads', () => {
  const now = Date.parse('2026-01-15T10:00:00Z');
  const state = createEmptyState(now);
  seedDemoDirectory(state);
  seedDemoProjects(state, now);
  seedDemoAssets(state, now);
  seedDemoAnnotations(state, now);
  const rows = Object.values(state.tables.annotations);
  const latestVersion = (assetUID: string) =>
    Math.max(
      ...Object.values(state.tables.assets)
        .filter((row) => row.assetUID === assetUID)
        .map((row) => row.version),
    );

  it.each(ANNOTATED_DEMO_ASSETS)(
    '%s: every drawn thread sits inside the element it names',
    (assetUID) => {
      const notes = DEMO_NOTES[assetUID] ?? [];
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) {
        const version = note.firstVersion ? 1 : latestVersion(assetUID);
        const artwork = demoArtworkOf(assetUID, version);
        if (!artwork) throw new Error(`${assetUID} v${version} has no artwork`);
        const row = rows.find((r) => r.assetUID === assetUID && r.text === note.text);
        expect(row, note.text).toMatchObject({ version, pageNumber: note.page, shape: note.shape });
        if (!note.shape) {
          expect(note.element, note.text).toBeNull();
          continue;
        }
        const element = note.element ? artworkElements(artwork)[note.element] : undefined;
        if (!element) throw new Error(`${artwork} has no ${String(note.element)}: "${note.text}"`);
        expect(element.page, note.text).toBe(note.page);
        const points = note.shape.points;
        for (let i = 0; i < points.length; i += 2)
          expect(
            inside(element, points[i] ?? -1, points[i + 1] ?? -1),
            `"${note.text}" point ${i / 2} on ${artwork} ${note.element}`,
          ).toBe(true);
      }
    },
  );

  it('gives each asset threads of its own', () => {
    const owners = new Map<string, string>();
    for (const row of rows.filter((r) => r.shape && r.parentAnnotationUID === null)) {
      const seen = owners.get(row.text);
      expect(seen === undefined || seen === row.assetUID, row.text).toBe(true);
      owners.set(row.text, row.assetUID);
    }
  });
});
