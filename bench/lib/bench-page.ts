import type { Page } from '@playwright/test';
import { build, preview } from 'vite';
import { launchBenchBrowser } from './browser';

interface BenchPageOptions {
  /** The page's own Vite config (bench/<name>.vite.config.ts). */
  config: string;
  /** The built HTML file, relative to the preview's root. */
  html: string;
  /** The `window` property the page sets once its helpers are ready. */
  ready: string;
  viewport: { width: number; height: number };
  port?: number;
}

/**
 * Builds a benchmark page for production, serves it with `vite preview`, opens it in headless
 * Chromium (frame timings on) and hands the ready page to `measure`; closes everything after.
 */
export async function withBenchPage<T>(
  options: BenchPageOptions,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  await build({ configFile: options.config, logLevel: 'error' });
  const server = await preview({
    configFile: options.config,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: options.port ?? Number(process.env.BENCH_PORT ?? 4196) },
  });
  const base = server.resolvedUrls?.local[0];
  const browser = await launchBenchBrowser({ frameTimings: true });
  try {
    if (!base) throw new Error('the preview server has no URL');
    const page = await browser.newPage({ viewport: options.viewport });
    await page.goto(`${base}${options.html}`);
    await page.waitForFunction((name) => name in window, options.ready);
    return await measure(page);
  } finally {
    await browser.close();
    await new Promise<void>((resolve, reject) => {
      server.httpServer.close((error) => (error ? reject(error) : resolve()));
    });
  }
}
