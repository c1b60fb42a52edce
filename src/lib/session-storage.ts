/**
 * One JSON value kept in sessionStorage, for state that should survive a reload but die with
 * the tab. Never throws: sessionStorage is missing in Node and throws in some privacy modes
 * or when full, and all that costs is surviving a reload.
 */
export interface StoredItem<T> {
  /** The stored value when it parses and `parse` accepts its shape, else null. */
  read: () => T | null;
  /** Stores `value`; null removes the item. */
  write: (value: T | null) => void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** `parse` gets the JSON-decoded value and returns it typed, or null when its shape is wrong. */
export function sessionStorageItem<T>(
  key: string,
  parse: (value: unknown) => T | null,
): StoredItem<T> {
  return {
    read() {
      const raw = storage()?.getItem(key);
      if (!raw) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    write(value) {
      const store = storage();
      if (!store) return;
      try {
        if (value === null) store.removeItem(key);
        else store.setItem(key, JSON.stringify(value));
      } catch {
        // A full or blocked storage only costs surviving a reload.
      }
    },
  };
}

/**
 * A bearer token as the service hands it out, plus `fields`: every one a string, the token
 * not empty. The check both stored sessions (user and external review) read through.
 */
export function isTokenRecord<K extends string>(
  value: unknown,
  fields: readonly K[],
): value is Record<'token' | 'expirationDate' | K, string> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    record.token !== '' &&
    ['expirationDate', ...fields].every((field) => typeof record[field] === 'string')
  );
}
