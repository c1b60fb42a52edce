import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InflateAnswer, InflatePort, InflateRequest } from './inflate-protocol';
import { serveInflation } from './inflate-server';
import { InflateChannel } from './inflate-thread';
import { PngReadError } from './png-header';
import { decodePngRows } from './png-stream';
import { encodeTestPng, streamOf } from './png-test-files';

const W = 400;
const H = 300;
/** Irregular samples, filtered every way, so every byte must arrive in its place. */
const spec = {
  width: W,
  height: H,
  colorType: 2,
  rows: Array.from({ length: H }, (_, y) =>
    Uint8Array.from({ length: W * 3 }, (_, i) => (i * 31 + y * 7 + ((i * y) % 11)) & 255),
  ),
  filters: [0, 1, 2, 3, 4],
};
const png = encodeTestPng(spec);

const blobOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes).buffer]);

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/**
 * The decoder's channel and the inflating side joined by a real MessageChannel, with what
 * crosses it counted: data bytes sent, bytes the decoder said it took.
 */
function connected(ahead = 64 * 1024, batch = 16 * 1024) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const seen = { sent: 0, taken: 0, mostUnread: 0, dataMessages: 0 };
  const serverSide: InflatePort = {
    postMessage(message, transfer) {
      const answer = message as InflateAnswer;
      if (answer.type === 'data') {
        seen.sent += answer.bytes;
        seen.dataMessages += 1;
        seen.mostUnread = Math.max(seen.mostUnread, seen.sent - seen.taken);
      }
      port1.postMessage(message, transfer);
    },
    set onmessage(handler: ((event: MessageEvent) => void) | null) {
      port1.onmessage = (event: MessageEvent<InflateRequest>) => {
        if (event.data.type === 'taken') seen.taken += event.data.bytes;
        handler?.(event);
      };
    },
    get onmessage() {
      return null;
    },
  };
  const server = serveInflation(serverSide, ahead, batch);
  const channel = new InflateChannel(port2);
  return { server, channel, seen };
}

async function rowsOf(source: Parameters<typeof decodePngRows>[0], slow = false) {
  const out: number[][] = [];
  await decodePngRows(source, async (_, row) => {
    out.push([...row.rgba()]);
    // A decoder slower than the inflater: the inflating side must wait for it.
    if (slow) await new Promise((resolve) => setTimeout(resolve, 0));
    return undefined;
  });
  return out;
}

describe('inflating on a thread of its own', () => {
  it('gives the decoder the same rows as inflating on its own thread', async () => {
    const { channel, seen } = connected();
    const here = await rowsOf(streamOf(png, 97));
    const apart = await rowsOf(channel.inflater(blobOf(png)));
    expect(apart).toEqual(here);
    expect(apart).toHaveLength(H);
    // Gathered in batches, not a message per piece of the inflater's output.
    expect(seen.dataMessages).toBeGreaterThan(1);
    expect(seen.sent).toBe(H * (1 + W * 3));
  });

  it('passes the palette and its transparency on before the rows', async () => {
    const palette = encodeTestPng({
      width: 4,
      height: 2,
      colorType: 3,
      rows: [Uint8Array.of(0, 1, 2, 1), Uint8Array.of(2, 2, 0, 0)],
      palette: Uint8Array.of(255, 0, 0, 0, 255, 0, 0, 0, 255),
      transparency: Uint8Array.of(255, 128),
    });
    const { channel } = connected();
    const got = await rowsOf(channel.inflater(blobOf(palette)));
    expect(got[0]?.slice(0, 8)).toEqual([255, 0, 0, 255, 0, 255, 0, 128]);
    expect(got).toEqual(await rowsOf(streamOf(palette)));
  });

  it('never sends more than its bound ahead of a slow decoder', async () => {
    const { channel, seen } = connected();
    await rowsOf(channel.inflater(blobOf(png)), true);
    expect(seen.sent).toBe(H * (1 + W * 3));
    expect(seen.mostUnread).toBeGreaterThan(0);
    expect(seen.mostUnread).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading when the decoder wants no more rows, and reads again after', async () => {
    const { channel, server, seen } = connected();
    let rows = 0;
    await decodePngRows(channel.inflater(blobOf(png)), () => {
      rows += 1;
      return rows < 3 ? undefined : false;
    });
    await vi.waitFor(() => expect(server.running()).toBe(0));
    expect(seen.sent).toBeLessThan(H * (1 + W * 3));
    await expect(rowsOf(channel.inflater(blobOf(png)))).resolves.toHaveLength(H);
  });

  it.each([
    ['truncated', png.slice(0, png.length - 60)],
    ['not-png', new TextEncoder().encode('<html>not found</html>')],
    ['unsupported', encodeTestPng({ ...spec, interlaced: true, filters: [0] })],
  ])('tells the decoder why a file cannot be read: %s', async (reason, bytes) => {
    const { channel, server } = connected();
    const read = rowsOf(channel.inflater(blobOf(bytes)));
    await expect(read).rejects.toBeInstanceOf(PngReadError);
    await expect(read).rejects.toMatchObject({ reason });
    expect(server.running()).toBe(0);
  });

  it('fails a read still open when the thread stops', async () => {
    const { channel } = connected();
    const read = decodePngRows(channel.inflater(blobOf(png)), () => {
      channel.failAll(new Error('The inflating thread stopped.'));
      return undefined;
    });
    await expect(read).rejects.toThrow('The inflating thread stopped.');
  });
});
