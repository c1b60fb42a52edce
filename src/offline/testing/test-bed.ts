import { afterEach, beforeEach } from 'vitest';
import type { OfflineServiceOptions } from '@/offline/platform/service';
import { startHttpHarness, type HttpHarness } from './http-client';

/**
 * Per-test lifecycles of the HTTP harness, so test files state what they need in one
 * line. Call these at the top of a file or describe block: they register the hooks.
 */

/** The demo accounts tests log in before each test, by first name. */
const DEMO_EMAILS = {
  anna: 'anna@demo.test',
  ravi: 'ravi@demo.test',
  lena: 'lena@demo.test',
} as const;

export type DemoName = keyof typeof DEMO_EMAILS;

interface Closable {
  close(): Promise<void>;
}

/**
 * Returns `keep`: whatever a test hands it is closed after that test, in the order it was
 * handed over. Closing twice must be harmless (a test may close early itself).
 */
export function closedAfterEachTest(): <T extends Closable>(item: T) => T {
  let open: Closable[] = [];
  afterEach(async () => {
    const items = open;
    open = [];
    for (const item of items) await item.close();
  });
  return (item) => {
    open.push(item);
    return item;
  };
}

/** A start function for tests that start their own harnesses; each is closed after its test. */
export function harnessesClosedAfterEachTest(): (
  options?: OfflineServiceOptions,
) => Promise<HttpHarness> {
  const keep = closedAfterEachTest();
  return async (options) => keep(await startHttpHarness(options));
}

/**
 * The harness of the running test and the tokens of the accounts logged in on it. `h` is
 * one object for the whole file that always speaks to the running test's harness, so
 * helpers may be built on it once; the tokens are read anew in each test.
 */
export type HarnessBed<K extends DemoName> = Readonly<Record<K, string>> & {
  readonly h: HttpHarness;
  /**
   * Closes the running test's harness and starts another with `options` (in place of the
   * file's, not merged with them), logging the same accounts in.
   */
  restart(options?: OfflineServiceOptions): Promise<void>;
};

/**
 * Before each test, a fresh harness (`options`, or what the function returns then) with
 * `logins` logged in one after the other; after the test, it is closed.
 */
export function harnessEachTest<K extends DemoName = never>(
  logins: readonly K[] = [],
  options: OfflineServiceOptions | (() => OfflineServiceOptions) = {},
): HarnessBed<K> {
  let current: HttpHarness | undefined;
  let tokens: Partial<Record<K, string>> = {};

  const live = (): HttpHarness => {
    if (!current) throw new Error('The test harness exists only while a test runs.');
    return current;
  };
  const start = async (startOptions: OfflineServiceOptions): Promise<void> => {
    current = await startHttpHarness(startOptions);
    tokens = {};
    for (const name of logins) tokens[name] = await current.login(DEMO_EMAILS[name]);
  };

  beforeEach(() => start(typeof options === 'function' ? options() : options));
  afterEach(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });

  const h: HttpHarness = {
    get url() {
      return live().url;
    },
    get service() {
      return live().service;
    },
    get server() {
      return live().server;
    },
    call: (method, path, callOptions) => live().call(method, path, callOptions),
    login: (email) => live().login(email),
    close: () => live().close(),
  };
  const bed = {
    h,
    async restart(restartOptions: OfflineServiceOptions = {}) {
      await live().close();
      await start(restartOptions);
    },
  };
  for (const name of logins) {
    Object.defineProperty(bed, name, {
      enumerable: true,
      get: () => {
        const token = tokens[name];
        if (token === undefined) throw new Error(`${name} is logged in only while a test runs.`);
        return token;
      },
    });
  }
  return bed as HarnessBed<K>;
}
