import { chromium, type Browser } from '@playwright/test';

/** playwright.config.ts' launch flags: headless Debian Chromium as root, no background traffic. */
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Without these, frames floor at 16.7 ms and frame timings measure vsync, not our work. */
const UNTHROTTLED_ARGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/** The benchmarks' browser; `frameTimings` lifts the frame-rate limit for frame measurements. */
export function launchBenchBrowser({ frameTimings = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: frameTimings ? [...BASE_ARGS, ...UNTHROTTLED_ARGS] : BASE_ARGS,
  });
}
