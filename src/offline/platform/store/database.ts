import type { OfflineState } from './state';
import { TABLE_NAMES, type RowOf, type TableName } from './tables';

/**
 * The one way to read and write the state. Writes replace row objects instead of
 * mutating them, so a row object never changes once read: caches may key on row
 * identity, and per-table revisions tell derived indexes when to rebuild.
 *
 * Reads return live rows without copying; treat them as read-only.
 */
export class Database {
  private current: OfflineState;
  private readonly revisions = new Map<TableName, number>();
  private totalRevision = 0;
  private dirty = false;
  private readonly memos = new Map<string, { key: number; value: unknown }>();
  /** Rows this instance wrote since its state last went to storage (for {@link absorb}). */
  private readonly changed = new Map<TableName, Set<string>>();
  private settingsChanged = false;
  /** Set by {@link replace}: the next write is the whole truth (reset), nothing to take in. */
  private replaced = false;

  constructor(state: OfflineState) {
    this.current = state;
  }

  get state(): OfflineState {
    return this.current;
  }

  /** True when something changed since the last {@link markSaved}. */
  get isDirty(): boolean {
    return this.dirty;
  }

  markSaved(): void {
    this.dirty = false;
  }

  /** Replaces the whole state (reset, or another tab saved a newer one). */
  replace(state: OfflineState): void {
    this.current = state;
    for (const name of TABLE_NAMES) this.bump(name);
    this.memos.clear();
    this.replaced = true;
  }

  /**
   * Takes in a state another writer (tab) stored, keeping every row this instance changed
   * and has not yet written: one tab's save never undoes another's. Rows keep the stored
   * order; rows only this instance has go last.
   */
  absorb(stored: OfflineState): void {
    if (this.replaced) return;
    const tables = this.current.tables as unknown as Record<string, Record<string, unknown>>;
    const theirs = stored.tables as unknown as Record<string, Record<string, unknown>>;
    for (const name of TABLE_NAMES) {
      const mine = tables[name] ?? {};
      const keep = this.changed.get(name);
      const next: Record<string, unknown> = {};
      for (const [uid, row] of Object.entries(theirs[name] ?? {})) {
        if (!keep?.has(uid)) next[uid] = row;
        else if (uid in mine) next[uid] = mine[uid];
      }
      for (const uid of keep ?? []) if (uid in mine && !(uid in next)) next[uid] = mine[uid];
      tables[name] = next;
      this.revisions.set(name, (this.revisions.get(name) ?? 0) + 1);
    }
    if (!this.settingsChanged) this.current.settings = stored.settings;
    this.current.eventSeq = Math.max(this.current.eventSeq, stored.eventSeq);
    this.totalRevision++;
    this.memos.clear();
  }

  /** The state went to storage as it is now: nothing of it is this instance's alone any more. */
  clearChanges(): void {
    this.changed.clear();
    this.settingsChanged = false;
    this.replaced = false;
  }

  get<T extends TableName>(table: T, uid: string): RowOf<T> | undefined {
    return (this.current.tables[table] as Record<string, RowOf<T>>)[uid];
  }

  /** Every row of a table, in insertion order. */
  rows<T extends TableName>(table: T): RowOf<T>[] {
    return Object.values(this.current.tables[table] as Record<string, RowOf<T>>);
  }

  count(table: TableName): number {
    return Object.keys(this.current.tables[table]).length;
  }

  insert<T extends TableName>(table: T, uid: string, row: RowOf<T>): RowOf<T> {
    (this.current.tables[table] as Record<string, RowOf<T>>)[uid] = row;
    this.bump(table, uid);
    return row;
  }

  /** Writes a new row object made of the old one plus `patch`; undefined when absent. */
  update<T extends TableName>(
    table: T,
    uid: string,
    patch: Partial<RowOf<T>>,
  ): RowOf<T> | undefined {
    const rows = this.current.tables[table] as Record<string, RowOf<T>>;
    const old = rows[uid];
    if (!old) return undefined;
    const next = { ...old, ...patch };
    rows[uid] = next;
    this.bump(table, uid);
    return next;
  }

  remove(table: TableName, uid: string): boolean {
    const rows = this.current.tables[table] as Record<string, unknown>;
    if (!(uid in rows)) return false;
    // Deleting keeps the table a plain record, which IndexedDB and JSON store as is.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete rows[uid];
    this.bump(table, uid);
    return true;
  }

  /** Marks a change outside the tables (settings, counters) so it gets saved. */
  touch(): void {
    this.dirty = true;
    this.settingsChanged = true;
    this.totalRevision++;
  }

  /** Sum of the revisions of `tables`: changes whenever any of them is written. */
  revisionOf(tables: readonly TableName[]): number {
    let sum = 0;
    for (const name of tables) sum += this.revisions.get(name) ?? 0;
    return sum;
  }

  /** Increases on every write anywhere. */
  get revision(): number {
    return this.totalRevision;
  }

  /**
   * A value derived from `tables`, recomputed only after one of them changed
   * (for indexes such as projects by client).
   */
  memo<V>(name: string, tables: readonly TableName[], compute: () => V): V {
    const key = this.revisionOf(tables);
    const hit = this.memos.get(name);
    if (hit && hit.key === key) return hit.value as V;
    const value = compute();
    this.memos.set(name, { key, value });
    return value;
  }

  private bump(table: TableName, uid?: string): void {
    this.revisions.set(table, (this.revisions.get(table) ?? 0) + 1);
    this.totalRevision++;
    this.dirty = true;
    if (uid === undefined) return;
    let keys = this.changed.get(table);
    if (!keys) this.changed.set(table, (keys = new Set()));
    keys.add(uid);
  }
}
