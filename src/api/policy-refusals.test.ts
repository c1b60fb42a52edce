import { describe, expect, it } from 'vitest';
import { createPolicyRefusals } from './policy-refusals';

const PAGE = 'http://127.0.0.1:4300';

/** What Chromium dispatches on the document when connect-src refuses a request. */
function violation(blockedURI: string, effectiveDirective = 'connect-src'): Event {
  return Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective });
}

describe('requests the Content-Security-Policy refused', () => {
  it('names the origin when the violation arrives after the failed request', async () => {
    const page = new EventTarget();
    const refusals = createPolicyRefusals(page, PAGE);
    const answer = refusals.refusedOrigin('http://127.0.0.1:4010/api/v1/token/login');
    page.dispatchEvent(violation('http://127.0.0.1:4010/api/v1/token/login'));
    await expect(answer).resolves.toBe('http://127.0.0.1:4010');
    // Known from then on, without waiting.
    await expect(refusals.refusedOrigin('http://127.0.0.1:4010/api/v1/project')).resolves.toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('blames nothing when no violation comes, or another directive or origin was refused', async () => {
    const page = new EventTarget();
    const refusals = createPolicyRefusals(page, PAGE);
    page.dispatchEvent(violation('http://127.0.0.1:4010/page.png', 'img-src'));
    page.dispatchEvent(violation('https://elsewhere.example/x'));
    await expect(refusals.refusedOrigin('http://127.0.0.1:4010/api/v1/project')).resolves.toBe(
      null,
    );
  });

  it("never waits for the page's own origin, which 'self' allows", async () => {
    const refusals = createPolicyRefusals(new EventTarget(), PAGE);
    const started = performance.now();
    await expect(refusals.refusedOrigin(`${PAGE}/api/v1/project`)).resolves.toBe(null);
    expect(performance.now() - started).toBeLessThan(20);
  });
});
