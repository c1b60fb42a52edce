// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preferredLanguage, savePreferredLanguage } from './language-preference';

describe('language preference', () => {
  afterEach(() => localStorage.clear());

  it('is remembered in this browser', () => {
    expect(preferredLanguage()).toBeNull();
    savePreferredLanguage('pl');
    expect(preferredLanguage()).toBe('pl');
  });

  it('ignores anything that is not a UI language', () => {
    localStorage.setItem('proofdesk.language', 'xx');
    expect(preferredLanguage()).toBeNull();
  });
});
