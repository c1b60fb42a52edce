import type { BrowserContext } from '@playwright/test';

/** Runs in every page before its scripts: reports each Content-Security-Policy violation. */
function listenForViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const w = window as unknown as { __proofdeskCspViolation?: (text: string) => void };
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    w.__proofdeskCspViolation?.(
      `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}${where}`,
    );
  });
}

/**
 * Collects the Content-Security-Policy violations of every page of the context: the
 * `securitypolicyviolation` events of documents, and the console reports Chromium writes
 * for violations in workers, which the document never hears about.
 */
export async function watchForCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__proofdeskCspViolation', ({ page }, text: string) => {
    violations.push(`${text} on ${page.url()}`);
  });
  await context.addInitScript(listenForViolations);
  context.on('console', (message) => {
    const text = message.text();
    // The document's own violations already arrived as events; workers' only come this way.
    if (message.type() === 'error' && /Content Security Policy/i.test(text) && message.worker()) {
      violations.push(`${text} in a worker`);
    }
  });
  return violations;
}
