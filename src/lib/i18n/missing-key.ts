/** Raised by `t()` in tests when a key has no English text, so a missing string fails the test. */
export class MissingTranslationError extends Error {
  constructor(
    readonly namespace: string,
    readonly key: string,
  ) {
    super(`Missing translation: ${namespace}:${key} (add it to src/locales/en/${namespace}.json)`);
    this.name = 'MissingTranslationError';
  }
}

/** Throws under test, logs during development, stays quiet in production (the key shows). */
export function reportMissingKey(mode: string, namespace: string, key: string): void {
  if (mode === 'test') throw new MissingTranslationError(namespace, key);
  if (mode === 'development') console.error(new MissingTranslationError(namespace, key).message);
}
