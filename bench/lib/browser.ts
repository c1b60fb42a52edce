import { chromium, type Browser } from '@playwright/test';
import { HEADLESS_CHROMIUM_ARGS } from '../../e2e/chromium-switches';

/** Without these, frames floor at 16.7 ms and frame timings measure vsync, not our work. */
const UNTHROTTLED_ARGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/** The benchmarks' browser; `frameTimings` lifts the frame-rate limit for frame measurements. */
export function launchBenchBrowser({ frameTimings = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: frameTimings ? [...HEADLESS_CHROMIUM_ARGS, ...UNTHROTTLED_ARGS] : HEADLESS_CHROMIUM_ARGS,
  });
}
