import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-kit';
import { createDraftStore, draftStorageKey, parseDraft, type DraftKey } from './drafts';

const key: DraftKey = { scope: 'user:ravi', assetUID: 'ast-1', version: 2, page: 3 };
const draft = {
  shape: { type: 'rect' as const, points: [0.1, 0.2, 0.3, 0.4], color: '#e03131' },
  text: 'Fix the barcode',
};

describe('draft storage', () => {
  it('keeps a draft per person, asset version and page', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save(key, draft);
    expect(store.load(key)).toEqual(draft);
    expect(store.load({ ...key, page: 2 })).toBeNull();
    expect(store.load({ ...key, version: 1 })).toBeNull();
    expect(store.load({ ...key, scope: 'user:anna' })).toBeNull();
    store.save({ ...key, page: 0 }, draft);
    expect(store.pagesWithDrafts('user:ravi', 'ast-1', 2)).toEqual([0, 3]);
    store.remove(key);
    expect(store.load(key)).toBeNull();
    expect(store.pagesWithDrafts('user:ravi', 'ast-1', 2)).toEqual([0]);
  });

  it('stores user content only, never a token', () => {
    const storage = memoryStorage();
    createDraftStore(storage).save(key, draft);
    const raw = storage.getItem(draftStorageKey(key)) ?? '';
    expect(JSON.parse(raw)).toEqual(draft);
  });

  it('drops malformed entries instead of crashing', () => {
    expect(parseDraft('{not json')).toBeNull();
    expect(
      parseDraft(JSON.stringify({ text: 'x', shape: { type: 'star', points: [0, 0] } })),
    ).toBeNull();
    expect(
      parseDraft(JSON.stringify({ text: 'x', shape: { type: 'pin', points: [0, 2] } })),
    ).toBeNull();
    expect(
      parseDraft(
        JSON.stringify({ text: 'x', shape: { type: 'pin', points: [0.5, 0.5], color: 'red' } }),
      ),
    ).toEqual({
      text: 'x',
      shape: { type: 'pin', points: [0.5, 0.5] },
    });
  });

  it('survives a storage that throws', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createDraftStore(broken);
    expect(() => store.save(key, draft)).not.toThrow();
    expect(createDraftStore(null).load(key)).toBeNull();
  });
});
