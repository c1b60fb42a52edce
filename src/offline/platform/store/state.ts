import { DEFAULT_SETTINGS, validateSettings, type MockSettings } from '../settings';
import { emptyTables, TABLE_NAMES, type Tables } from './tables';

/** Bump when stored states can no longer be read as they are; older ones are re-seeded. */
export const SCHEMA_VERSION = 6;

/**
 * The whole offline world as one plain JSON-serializable object: this is exactly what
 * IndexedDB and MOCK_DATA store. Binary files live beside it in the FileStore.
 */
export interface OfflineState {
  schemaVersion: number;
  /** UTC ISO time the demo seed was built; seed dates are relative to it. */
  seededAt: string;
  settings: MockSettings;
  tables: Tables;
  /** Monotonic counter for event order (kept here so it survives reloads). */
  eventSeq: number;
}

export function createEmptyState(
  now: number,
  settings: MockSettings = DEFAULT_SETTINGS,
): OfflineState {
  return {
    schemaVersion: SCHEMA_VERSION,
    seededAt: new Date(now).toISOString(),
    settings: { ...settings },
    tables: emptyTables(),
    eventSeq: 0,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Accepts a stored state when its schema version matches, adding tables that appeared
 * since it was stored; returns undefined when it must be re-seeded.
 */
export function normalizeState(raw: unknown): OfflineState | undefined {
  if (!isRecord(raw) || raw.schemaVersion !== SCHEMA_VERSION || !isRecord(raw.tables))
    return undefined;
  if (typeof raw.seededAt !== 'string') return undefined;
  const tables = raw.tables;
  for (const name of TABLE_NAMES) {
    if (!isRecord(tables[name])) tables[name] = {};
  }
  const stored = isRecord(raw.settings) ? raw.settings : {};
  const settings: MockSettings = {
    timeScale: typeof stored.timeScale === 'number' ? stored.timeScale : DEFAULT_SETTINGS.timeScale,
    faults: typeof stored.faults === 'string' ? stored.faults : DEFAULT_SETTINGS.faults,
    rateLimits:
      typeof stored.rateLimits === 'string' ? stored.rateLimits : DEFAULT_SETTINGS.rateLimits,
    // States saved before the knob existed have no quota: the plan defaults apply.
    storageQuotaMB:
      typeof stored.storageQuotaMB === 'number'
        ? stored.storageQuotaMB
        : DEFAULT_SETTINGS.storageQuotaMB,
  };
  const validSettings = Object.keys(validateSettings(settings)).length === 0;
  return {
    schemaVersion: SCHEMA_VERSION,
    seededAt: raw.seededAt,
    settings: validSettings ? settings : { ...DEFAULT_SETTINGS },
    // The checks above make every table a record; row shapes are ours, written by this code.
    tables: tables as unknown as Tables,
    eventSeq: typeof raw.eventSeq === 'number' ? raw.eventSeq : 0,
  };
}
