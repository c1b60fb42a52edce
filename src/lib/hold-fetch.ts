/**
 * Makes this window's fetches that `shouldHold` picks wait until `ready` settles, then sends
 * them as they were. Once settled, fetch is given back unless someone wrapped it meanwhile
 * (their wrapper calls this one, which sends at once).
 */
export function holdFetchUntil(
  ready: Promise<unknown>,
  shouldHold: (input: RequestInfo | URL) => boolean = () => true,
): void {
  const own = Object.getOwnPropertyDescriptor(window, 'fetch');
  const send = window.fetch.bind(window);
  const held: typeof window.fetch = async (input, init) => {
    if (shouldHold(input)) await ready.catch(() => undefined);
    return send(input, init);
  };
  window.fetch = held;
  void ready
    .catch(() => undefined)
    .finally(() => {
      if (window.fetch === held && own) Object.defineProperty(window, 'fetch', own);
    });
}
