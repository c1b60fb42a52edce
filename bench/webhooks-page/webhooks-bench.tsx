/**
 * The page `npm run bench -- webhooks-log` drives in headless Chromium: a production build that
 * mounts the real delivery log or the bare baseline on the same log data, and reports ms from
 * render to the next paint on `window.webhooksBench`. The screen groups the log once when an
 * answer arrives (in the query), so a mount starts from grouped data in both cases;
 * `groupingMs` times that step on its own. Not part of the app.
 */
import '@/lib/i18n';
import './bench.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { WebhookDelivery } from '@/api/types';
import { DeliveryLog } from '@/features/webhooks/components/delivery-log';
import { toLogData, type DeliveryLogData } from '@/features/webhooks/model/log-data';
import { i18n } from '@/lib/i18n';
import { BareLog } from './bare-log';
import { benchAttempts } from './bench-data';
import { nextPaint } from '../lib/next-paint';

export interface WebhooksBench {
  /** Generates `count` attempts; resolves once the texts are loaded. */
  load(count: number): Promise<{ attempts: number; groups: number }>;
  /** ms to turn the raw answer into the screen's log data (grouping), one run. */
  groupingMs(): number;
  mount(kind: 'ours' | 'bare'): Promise<number>;
  unmount(): void;
}

declare global {
  interface Window {
    webhooksBench: WebhooksBench;
  }
}

let log: WebhookDelivery[] = [];
let data: DeliveryLogData = toLogData([]);
let root: Root | null = null;
const queryClient = new QueryClient();
const webhooks = [0, 1, 2, 3].map((n) => ({
  webhookUID: `whk-${n}`,
  url: `https://erp.example.test/hooks/whk-${n}`,
}));

window.webhooksBench = {
  async load(count) {
    await i18n.loadNamespaces(['webhooks', 'common']);
    log = benchAttempts(count);
    data = toLogData(log);
    return { attempts: log.length, groups: data.groups.length };
  },
  groupingMs() {
    const started = performance.now();
    toLogData([...log]);
    return performance.now() - started;
  },
  async mount(kind) {
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing');
    const started = performance.now();
    const next = createRoot(container);
    root = next;
    flushSync(() =>
      next.render(
        <QueryClientProvider client={queryClient}>
          <main className="mx-auto max-w-5xl p-6">
            {kind === 'ours' ? (
              <DeliveryLog
                groups={data.groups}
                attemptCount={data.attempts.length}
                webhooks={webhooks}
              />
            ) : (
              <BareLog groups={data.groups} />
            )}
          </main>
        </QueryClientProvider>,
      ),
    );
    return (await nextPaint()) - started;
  },
  unmount() {
    root?.unmount();
    root = null;
  },
};
