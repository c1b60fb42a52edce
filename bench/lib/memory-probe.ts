/**
 * What a page holds, counted through the DevTools protocol after a full garbage collection:
 * the JS heap, DOM nodes and listeners, every canvas and ImageBitmap still reachable (and the
 * decoded pixels they keep), Konva nodes, workers and object URLs not yet revoked.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface MemorySample {
  /** Everything V8 counts as used, compiled code included. */
  jsHeapUsedMB: number;
  /**
   * The heap snapshot's objects without V8's own code (bytecode, machine code, feedback), which
   * grows as the engine keeps optimising hot functions: what the app holds.
   */
  jsDataMB: number;
  domNodes: number;
  jsEventListeners: number;
  canvases: number;
  /** Canvases not in the document: Konva's own buffers, or ones nobody let go of. */
  detachedCanvases: number;
  /** Pixels of every reachable canvas plus every ImageBitmap not closed. */
  decodedImagePixels: number;
  openImageBitmaps: number;
  konvaNodes: number;
  workers: number;
  objectURLs: number;
}

/** Counts object URLs from the page's first script on; call before the page loads. */
export async function trackObjectURLs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const live = new Set<string>();
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      live.add(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      live.delete(url);
      revoke(url);
    };
    Object.defineProperty(window, '__liveObjectURLs', { value: live });
  });
}

/** Self sizes in a heap snapshot: all nodes, and those that are V8's compiled code. */
async function snapshotSizes(cdp: CDPSession): Promise<{ total: number; code: number }> {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const codeType = types[0].indexOf('code');
  let total = 0;
  let code = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const size = snapshot.nodes[i + sizeAt] ?? 0;
    total += size;
    if (snapshot.nodes[i + typeAt] === codeType) code += size;
  }
  return { total, code };
}

interface RemoteObject {
  objectId?: string;
}

/** Runs `fn` over every live object whose prototype chain has `prototypeExpression`. */
async function overInstances<T>(
  cdp: CDPSession,
  prototypeExpression: string,
  fn: string,
): Promise<T | null> {
  const proto = (await cdp.send('Runtime.evaluate', {
    expression: prototypeExpression,
    objectGroup: 'memory-probe',
  })) as { result: RemoteObject };
  if (!proto.result.objectId) return null;
  const found = (await cdp.send('Runtime.queryObjects', {
    prototypeObjectId: proto.result.objectId,
    objectGroup: 'memory-probe',
  })) as { objects: RemoteObject };
  const { result } = (await cdp.send('Runtime.callFunctionOn', {
    objectId: found.objects.objectId,
    functionDeclaration: fn,
    returnByValue: true,
  })) as { result: { value: T } };
  return result.value;
}

export async function sampleMemory(page: Page, cdp: CDPSession): Promise<MemorySample> {
  // Twice: the first pass can leave finalisable objects for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  try {
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const sizes = await snapshotSizes(cdp);
    const dom = (await cdp.send('Memory.getDOMCounters')) as {
      nodes: number;
      jsEventListeners: number;
    };
    const canvases = await overInstances<{ total: number; detached: number; pixels: number }>(
      cdp,
      'HTMLCanvasElement.prototype',
      `function () {
        let detached = 0, pixels = 0;
        for (const c of this) { if (!c.isConnected) detached++; pixels += c.width * c.height; }
        return { total: this.length, detached, pixels };
      }`,
    );
    const bitmaps = await overInstances<{ open: number; pixels: number }>(
      cdp,
      'ImageBitmap.prototype',
      `function () {
        let open = 0, pixels = 0;
        for (const b of this) if (b.width > 0) { open++; pixels += b.width * b.height; }
        return { open, pixels };
      }`,
    );
    const konvaNodes = await overInstances<number>(
      cdp,
      'window.Konva ? window.Konva.Node.prototype : undefined',
      // The classes' own prototypes (Shape, Layer...) have Node's in their chain too.
      `function () {
        return this.filter((o) => !Object.prototype.hasOwnProperty.call(o, 'constructor')).length;
      }`,
    );
    const objectURLs = await page.evaluate(
      () => (window as unknown as { __liveObjectURLs?: Set<string> }).__liveObjectURLs?.size ?? 0,
    );
    return {
      jsHeapUsedMB: Math.round((heap.usedSize / 2 ** 20) * 10) / 10,
      jsDataMB: Math.round(((sizes.total - sizes.code) / 2 ** 20) * 100) / 100,
      domNodes: dom.nodes,
      jsEventListeners: dom.jsEventListeners,
      canvases: canvases?.total ?? 0,
      detachedCanvases: canvases?.detached ?? 0,
      decodedImagePixels: (canvases?.pixels ?? 0) + (bitmaps?.pixels ?? 0),
      openImageBitmaps: bitmaps?.open ?? 0,
      konvaNodes: konvaNodes ?? 0,
      workers: page.workers().length,
      objectURLs,
    };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'memory-probe' });
  }
}

/** Later within `share` of earlier for the app's heap and pixels, and no count grows. */
export function noLeak(
  earlier: MemorySample,
  later: MemorySample,
  share = 0.1,
): { pass: boolean; grew: string[] } {
  const grew: string[] = [];
  if (later.jsDataMB > earlier.jsDataMB * (1 + share)) grew.push('jsDataMB');
  if (later.decodedImagePixels > earlier.decodedImagePixels * (1 + share))
    grew.push('decodedImagePixels');
  const counts = [
    'detachedCanvases',
    'openImageBitmaps',
    'konvaNodes',
    'workers',
    'objectURLs',
  ] as const;
  for (const key of counts) if (later[key] > earlier[key]) grew.push(key);
  return { pass: grew.length === 0, grew };
}
