/**
 * The offline service's annotation listing at scale: 2,000 annotations and replies on one
 * four-page asset, then GET /api/v1/annotation/all (every page, and one page) through
 * msw's getResponse, body read in full. Target: median at most 10 ms for every page.
 */
import { DEMO_ASSETS } from '@/offline/assets/seed';
import { DEMO_USERS } from '@/offline/platform/demo-ids';
import type { AnnotationRow } from '@/offline/annotations/rows';
import type { OfflineState } from '@/offline/platform/store/state';
import { measure, percentile, round } from './lib/measure';
import { grownService, login, timedGet } from './lib/mock-service';

const ANNOTATIONS = 2_000;
const RUNS = 40;
const WARMUP = 5;
const ASSET = DEMO_ASSETS.nordicJamLeaflet;
const SHAPES = ['rect', 'ellipse', 'arrow', 'pin', 'freehand'] as const;

function addAnnotations(state: OfflineState, now: number): void {
  const asset = Object.values(state.tables.assets).find((row) => row.assetUID === ASSET);
  if (!asset) throw new Error(`the demo seed has no asset ${ASSET}`);
  let seq = Object.values(state.tables.annotations).reduce((max, row) => Math.max(max, row.seq), 0);
  for (let i = 0; i < ANNOTATIONS; i++) {
    // Every fourth one replies to the thread before it.
    const isReply = i % 4 === 3;
    const type = SHAPES[i % SHAPES.length] ?? 'pin';
    const x = (i % 97) / 100;
    const points =
      type === 'pin'
        ? [x, 0.5]
        : type === 'freehand'
          ? [x, 0.1, x, 0.2, x, 0.3, x, 0.4]
          : [x, 0.1, Math.min(1, x + 0.02), 0.3];
    const uid = `bench-ann-${String(i).padStart(5, '0')}`;
    const row: AnnotationRow = {
      annotationUID: uid,
      assetUID: ASSET,
      projectUID: asset.projectUID,
      version: asset.version,
      pageNumber: Math.floor(i / 4) % asset.pagesCount,
      text: `Bench remark ${i}: check the colour and the copy of this area before print.`,
      parentAnnotationUID: isReply ? `bench-ann-${String(i - 1).padStart(5, '0')}` : null,
      shape: isReply ? null : { type, points, color: '#e03131' },
      createdByUserUID: DEMO_USERS.lena,
      createdByName: 'Lena Stoica',
      creatorKey: `user:${DEMO_USERS.lena}`,
      created: new Date(now - (ANNOTATIONS - i) * 60_000).toISOString(),
      isHidden: i % 50 === 0,
      isCompleted: i % 7 === 0,
      seq: ++seq,
    };
    state.tables.annotations[uid] = row;
  }
}

export async function run(): Promise<Record<string, number>> {
  const service = await grownService(addAnnotations);
  try {
    const token = await login(service, 'lena@demo.test');
    const list = (query: string) =>
      measure(
        () => timedGet(service, token, `/api/v1/annotation/all?AssetUID=${ASSET}${query}`),
        RUNS,
        WARMUP,
      );
    const all = await list('');
    const page = await list('&PageNum=1');
    return {
      annotations: service.context.db.rows('annotations').filter((row) => row.assetUID === ASSET)
        .length,
      runs: RUNS,
      allPagesMedianMs: round(percentile(all.times, 50)),
      allPagesP95Ms: round(percentile(all.times, 95)),
      allPagesBytes: all.bytes,
      onePageMedianMs: round(percentile(page.times, 50)),
      onePageBytes: page.bytes,
      targetMedianMs: 10,
    };
  } finally {
    await service.dispose();
  }
}
