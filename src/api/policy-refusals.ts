/**
 * Requests the page's Content-Security-Policy refused. The browser rejects such a fetch with the
 * same TypeError as a lost connection and tells the page only through a
 * `securitypolicyviolation` event, dispatched after the rejection (measured in Chromium). The
 * client asks here before it calls a failure a network error, so the person reads that the
 * policy refused the API's origin (a server configured in config.json but missing from the
 * policy) rather than "check your connection".
 */

/** How long a failed cross-origin request waits for the browser's violation event. */
const EVENT_WAIT_MS = 80;

export interface PolicyRefusals {
  /** The origin of `url` when the policy refused a request to it, else null. */
  refusedOrigin(url: string): Promise<string | null>;
}

interface ViolationLike {
  effectiveDirective: string;
  blockedURI: string;
}

export function createPolicyRefusals(target: EventTarget, pageOrigin: string): PolicyRefusals {
  const refused = new Set<string>();
  const waiting = new Set<() => void>();
  target.addEventListener('securitypolicyviolation', (event) => {
    const { effectiveDirective, blockedURI } = event as unknown as ViolationLike;
    if (effectiveDirective !== 'connect-src' || !URL.canParse(blockedURI)) return;
    refused.add(new URL(blockedURI).origin);
    for (const wake of [...waiting]) wake();
  });
  return {
    async refusedOrigin(url) {
      const origin = URL.canParse(url) ? new URL(url).origin : pageOrigin;
      // 'self' is always allowed: a same-origin failure is the network's.
      if (origin === pageOrigin) return null;
      if (!refused.has(origin)) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            if (!refused.has(origin)) return;
            clearTimeout(timer);
            waiting.delete(wake);
            resolve();
          };
          const timer = setTimeout(() => {
            waiting.delete(wake);
            resolve();
          }, EVENT_WAIT_MS);
          waiting.add(wake);
        });
      }
      return refused.has(origin) ? origin : null;
    },
  };
}

const NONE: PolicyRefusals = { refusedOrigin: () => Promise.resolve(null) };

/**
 * The page's own record, listening from the moment the client loads. Outside a browser that
 * reports violations (Node, jsdom) nothing is ever refused and nothing waits.
 */
export const policyRefusals: PolicyRefusals =
  typeof document !== 'undefined' && typeof globalThis.SecurityPolicyViolationEvent === 'function'
    ? createPolicyRefusals(document, window.location.origin)
    : NONE;
