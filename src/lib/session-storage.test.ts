// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTokenRecord, sessionStorageItem } from './session-storage';

const item = sessionStorageItem('test.item', (value) =>
  isTokenRecord(value, ['userName']) ? value : null,
);
const grant = { token: 't', expirationDate: '2030-01-01T00:00:00Z', userName: 'a@b.test' };

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('sessionStorageItem', () => {
  it('writes JSON to sessionStorage, reads it back and removes it on null', () => {
    item.write(grant);
    expect(JSON.parse(sessionStorage.getItem('test.item') ?? 'null')).toEqual(grant);
    expect(item.read()).toEqual(grant);
    item.write(null);
    expect(sessionStorage.getItem('test.item')).toBeNull();
    expect(item.read()).toBeNull();
  });

  it('reads broken JSON and a wrong shape as nothing', () => {
    sessionStorage.setItem('test.item', '{not json');
    expect(item.read()).toBeNull();
    sessionStorage.setItem('test.item', JSON.stringify({ ...grant, token: '' }));
    expect(item.read()).toBeNull();
    sessionStorage.setItem('test.item', JSON.stringify({ token: 't', expirationDate: 1 }));
    expect(item.read()).toBeNull();
  });

  it('shrugs off a storage that refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => item.write(grant)).not.toThrow();
  });
});
