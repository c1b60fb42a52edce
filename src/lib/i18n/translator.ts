/**
 * The app's translator: JSON namespaces per language, loaded on demand, with `ns:key` lookups,
 * nested keys, plural forms chosen by Intl.PluralRules (`key_one`, `key_few`, ...), `{{name}}`
 * placeholders and a fallback language. It does the part of i18next the app used, in a small
 * fraction of its size: i18next alone was 15 KB of the dashboard's 150 KB first-load budget.
 */

/** A translation file's content: nested objects of strings. */
export interface Resource {
  [key: string]: string | Resource;
}

/** Placeholder values; `count` also picks the plural form. */
export interface TOptions {
  count?: number | string;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  /** Namespaces bundled with the app, already in memory: language -> namespace -> texts. */
  bundled: Record<string, Record<string, Resource>>;
  /** Reads a namespace of a language; answers `{}` for one not translated yet. */
  load: (language: string, namespace: string) => Promise<Resource>;
  defaultNamespace: string;
  /** Told about a key no language in the chain has (then `t` answers the key). */
  onMissing: (namespace: string, key: string) => void;
}

type Listener = () => void;

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'yi']);
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export class Translator {
  language: string;
  /** Goes up on every language change and every file that arrives (for cheap snapshots). */
  version = 0;
  private readonly bundles = new Map<string, Resource>();
  /** Loads that failed: they count as settled (English shows) until a switch asks again. */
  private readonly failed = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private chain: readonly string[] = [];

  constructor(private readonly options: TranslatorOptions) {
    this.language = options.language;
    for (const [language, namespaces] of Object.entries(options.bundled)) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        this.bundles.set(`${language}/${namespace}`, texts);
      }
    }
  }

  /** Languages looked in, in order (one array per language: `t` runs hundreds of times). */
  get languages(): readonly string[] {
    if (this.chain[0] !== this.language) {
      const { fallbackLanguage } = this.options;
      this.chain =
        this.language === fallbackLanguage ? [fallbackLanguage] : [this.language, fallbackLanguage];
    }
    return this.chain;
  }

  readonly t: TFunction = (key, options) => this.translate(key, options);

  /** `t` with `namespace` as the default for keys without an `ns:` prefix. */
  fixedT(namespace: string): TFunction {
    return (key, options) => this.translate(key, options, namespace);
  }

  translate(key: string, options?: TOptions, namespace = this.options.defaultNamespace): string {
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : namespace;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    for (const language of this.languages) {
      const count = typeof options?.count === 'number' ? options.count : undefined;
      const text = this.lookup(language, ns, path, count);
      if (text !== undefined) return interpolate(text, options);
    }
    if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    this.options.onMissing(ns, path);
    return path;
  }

  /** Whether `namespace` is settled (loaded or failed) for every language `t` looks in. */
  hasLoadedNamespace(namespace: string): boolean {
    return this.languages.every((language) => this.settled(`${language}/${namespace}`));
  }

  /** Loads namespaces for the current language and its fallback. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    return this.loadAll(this.languages, toList(namespaces), false);
  }

  /** Loads (again, after a failure) `namespaces` for `languages` without switching to them. */
  reloadResources(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    return this.loadAll(languages, namespaces, true);
  }

  /**
   * Switches language once every namespace loaded so far is there in the new one, so no
   * screen suspends or flashes keys on the switch. A file that cannot be loaded (offline)
   * does not block the switch: its texts show in the fallback language.
   */
  async changeLanguage(language: string): Promise<void> {
    const namespaces = new Set<string>();
    for (const key of this.bundles.keys()) namespaces.add(key.slice(key.indexOf('/') + 1));
    const target = [language, this.options.fallbackLanguage];
    await this.loadAll(target, [...namespaces], true).catch(() => undefined);
    if (this.language === language) return;
    this.language = language;
    this.emit();
  }

  dir(language = this.language): 'rtl' | 'ltr' {
    return RTL_LANGUAGES.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';
  }

  /** Called after a language change or a load; answers a function that unsubscribes. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private settled(key: string): boolean {
    return this.bundles.has(key) || this.failed.has(key);
  }

  private async loadAll(
    languages: readonly string[],
    namespaces: readonly string[],
    retryFailed: boolean,
  ): Promise<void> {
    const loads = languages.flatMap((language) =>
      namespaces.map((namespace) => this.loadOne(language, namespace, retryFailed)),
    );
    const results = await Promise.allSettled(loads);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }

  private loadOne(language: string, namespace: string, retryFailed: boolean): Promise<void> {
    const key = `${language}/${namespace}`;
    if (this.bundles.has(key) || (this.failed.has(key) && !retryFailed)) return Promise.resolve();
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.options.load(language, namespace).then(
        (texts) => {
          this.bundles.set(key, texts);
          this.failed.delete(key);
        },
        (error: unknown) => {
          this.failed.add(key);
          throw error;
        },
      );
      const settle = () => {
        this.loading.delete(key);
        this.emit();
      };
      pending.then(settle, settle);
      this.loading.set(key, pending);
    }
    return pending;
  }

  private lookup(language: string, ns: string, path: string, count?: number): string | undefined {
    const texts = this.bundles.get(`${language}/${ns}`);
    if (!texts) return undefined;
    if (typeof count === 'number') {
      const forms = count === 0 ? ['_zero'] : [];
      forms.push(`_${this.pluralRules(language).select(count)}`, '_other');
      for (const form of forms) {
        const text = valueAt(texts, path + form);
        if (text !== undefined) return text;
      }
    }
    return valueAt(texts, path);
  }

  private pluralRules(language: string): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules;
  }

  private emit(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

function toList(namespaces: string | readonly string[]): readonly string[] {
  return typeof namespaces === 'string' ? [namespaces] : namespaces;
}

/** The string at a dotted path, or undefined (a group of keys is not a text). */
function valueAt(texts: Resource, path: string): string | undefined {
  const direct = texts[path];
  if (typeof direct === 'string') return direct;
  let node: string | Resource | undefined = texts;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` (or `{{a.b}}`) from `values`; a name with no value stays as written. */
function interpolate(text: string, values?: TOptions): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    let value: unknown = values;
    for (const part of name.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as TOptions)[part] : undefined;
    }
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return value === undefined || value === null ? whole : JSON.stringify(value);
  });
}
