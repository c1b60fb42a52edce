import { test as base } from '@playwright/test';
import { expect, test } from '../fixtures';
import { watchForCspViolations } from './csp-guard';

test('the app is served with a strict policy and the hardening headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toContain('unsafe-inline');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Static files and the offline service's worker carry the same policy.
  const worker = await page.request.get('/offline-service-worker.js');
  expect(worker.headers()['content-security-policy']).toBe(policy);
});

base('the policy refuses inline script and eval, and the guard reports it', async ({ context }) => {
  const violations = await watchForCspViolations(context);
  const page = await context.newPage();
  await page.goto('/login');
  // Each probe would set a flag on window if the policy let it run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.handlerRan = true');
    image.src = '/no-such-image.png';
    document.body.append(image);
    // A string timer is eval: refused under script-src without 'unsafe-eval'.
    (setTimeout as (code: string, ms: number) => number)('window.evalRan = true', 0);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(3);
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.inlineRan, w.handlerRan, w.evalRan];
  });
  expect(ran).toEqual([undefined, undefined, undefined]);
  expect(violations.join('\n')).toMatch(/script-src/);
});

base('another page cannot frame the app', async ({ page, baseURL }) => {
  // about:blank has no policy of its own, so only the app's frame-ancestors can refuse.
  await page.setContent(`<iframe title="framed" src="${baseURL ?? ''}/login"></iframe>`);
  const frame = page.frameLocator('iframe[title="framed"]');
  await expect(page.locator('iframe[title="framed"]')).toBeAttached();
  await expect
    .poll(() => page.frames().some((f) => f !== page.mainFrame() && f.url() !== 'about:blank'))
    .toBe(true);
  await expect(frame.locator('#root')).toHaveCount(0);
});
