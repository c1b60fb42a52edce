import type { StoreApi } from 'zustand/vanilla';
import type { AnnotationShapeType } from '@/api/types';
import type { Draft, DraftKey, DraftStore } from '../model/drafts';
import { toStoredShape } from '../model/geometry';
import { emptyHistory, record, redo, undo } from '../model/history';
import type { EditorState } from './editor-state';

/** Whose drafts of which asset version; null keeps drafts in memory only. */
export type DraftScope = Omit<DraftKey, 'page'> | null;

/**
 * The editor's draft annotation and its undo history. Every change goes through
 * `writeDraft`, which mirrors it to the draft storage at once, so a reload, a lost
 * connection or a re-login finds it there.
 */
export class DraftSession {
  private transactionDepth = 0;
  /** Pages whose draft is on its way to the service; survives page switches, so it never goes twice. */
  private readonly saving = new Set<number>();

  constructor(
    private readonly store: StoreApi<EditorState>,
    private readonly storage: DraftStore,
    private readonly scope: DraftScope,
    private readonly enabled: boolean,
  ) {}

  private get state(): EditorState {
    return this.store.getState();
  }

  /**
   * Runs `change`; when `undoable`, the draft before and after becomes one undo step (if it
   * changed). Nested calls record once, as the outermost one.
   */
  transact(change: () => void, undoable: boolean): void {
    const before = this.state.draft;
    this.transactionDepth += 1;
    try {
      change();
    } finally {
      this.transactionDepth -= 1;
    }
    const after = this.state.draft;
    if (undoable && this.transactionDepth === 0 && before !== after) {
      this.store.setState({ history: record(this.state.history, { before, after }) });
    }
  }

  /** A finished gesture (page pixels) becomes the page's draft; the comment typed so far stays. */
  commitShape(type: AnnotationShapeType, points: number[]): boolean {
    const { pageSize, draft, color, draftSaving } = this.state;
    if (!pageSize || !this.enabled || draftSaving) return false;
    const shape = toStoredShape({ type, points, color }, pageSize);
    this.transact(() => this.write({ shape, text: draft?.text ?? '' }), true);
    return true;
  }

  /** Recolours the draft (an undoable step, like any shape change). */
  recolor(color: string): void {
    const { draft } = this.state;
    if (draft && draft.shape.color !== color) {
      this.transact(() => this.write({ ...draft, shape: { ...draft.shape, color } }), true);
    }
  }

  /** Typing is not an undo step: the text field has its own undo. */
  setText(text: string): void {
    const { draft } = this.state;
    if (draft && draft.text !== text) this.write({ ...draft, text });
  }

  cancel(): void {
    if (this.state.draftSaving) return;
    this.transact(() => this.write(null), true);
  }

  /**
   * Marks the current page's draft as being saved and returns its page; null when there is
   * no draft or its save is already under way (so a second Enter never sends it twice).
   */
  beginSave(): number | null {
    const { draft, page } = this.state;
    if (!draft || this.saving.has(page)) return null;
    this.saving.add(page);
    this.store.setState({ draftSaving: true });
    return page;
  }

  isSaving(page: number): boolean {
    return this.saving.has(page);
  }

  /**
   * The save of `page`'s draft settled: a saved draft leaves storage and history, a failed
   * one stays for another try. The reviewer may have moved to another page meanwhile.
   */
  finishSave(page: number, saved: boolean): void {
    this.saving.delete(page);
    if (page !== this.state.page) {
      const key = this.keyOf(page);
      if (saved && key) this.storage.remove(key);
      return;
    }
    if (saved) {
      this.write(null);
      this.store.setState({ draftSaving: false, history: emptyHistory() });
    } else {
      this.store.setState({ draftSaving: false });
    }
  }

  undo(): void {
    if (this.state.draftSaving) return;
    const step = undo(this.state.history);
    if (!step) return;
    this.store.setState({ history: step.history });
    this.write(step.state);
  }

  redo(): void {
    if (this.state.draftSaving) return;
    const step = redo(this.state.history);
    if (!step) return;
    this.store.setState({ history: step.history });
    this.write(step.state);
  }

  private write(draft: Draft | null): void {
    this.store.setState({ draft });
    const key = this.keyOf(this.state.page);
    if (!key) return;
    if (draft) this.storage.save(key, draft);
    else this.storage.remove(key);
  }

  private keyOf(page: number): DraftKey | null {
    return this.scope ? { ...this.scope, page } : null;
  }

  /** The stored draft of a page (none when annotating is not allowed). */
  load(page: number): Draft | null {
    const key = this.keyOf(page);
    return key && this.enabled ? this.storage.load(key) : null;
  }

  /** Pages other than the current one that hold an unsaved draft. */
  otherPages(): number[] {
    if (!this.scope || !this.enabled) return [];
    const { scope, assetUID, version } = this.scope;
    return this.storage
      .pagesWithDrafts(scope, assetUID, version)
      .filter((p) => p !== this.state.page);
  }
}
