// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  EXTERNAL_STORAGE_KEY,
  forgetSession,
  liveSession,
  recordFor,
  reloadExternalRecord,
  rememberSession,
} from './external-session';

const session = {
  token: 'scoped',
  expirationDate: '2099-01-01T00:00:00Z',
  taskUID: 'tsk-1',
};

afterEach(() => {
  sessionStorage.clear();
  reloadExternalRecord();
});

describe('external review session store', () => {
  it('keeps the scoped session under its own key, never the user session key', () => {
    rememberSession('link-a', session, 'German');
    expect(sessionStorage.getItem('proofdesk.session')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(EXTERNAL_STORAGE_KEY) ?? '{}')).toMatchObject({
      reviewToken: 'link-a',
      session,
    });
    expect(localStorage.length).toBe(0);
  });

  it('survives a reload of the tab', () => {
    rememberSession('link-a', session, 'German');
    chooseLanguage('link-a', 'he');
    reloadExternalRecord();
    expect(recordFor('link-a')).toEqual({
      reviewToken: 'link-a',
      session,
      taskLanguage: 'German',
      language: 'he',
    });
  });

  it('belongs to one link: another link starts empty and replaces it', () => {
    rememberSession('link-a', session, 'German');
    expect(recordFor('link-b')).toEqual({
      reviewToken: 'link-b',
      session: null,
      taskLanguage: null,
      language: null,
    });
    chooseLanguage('link-b', 'de');
    expect(liveSession('link-a')).toBeNull();
  });

  it('treats an expired or forgotten session as none, keeping both languages', () => {
    rememberSession('link-a', { ...session, expirationDate: '2000-01-01T00:00:00Z' }, null);
    chooseLanguage('link-a', 'fr');
    expect(liveSession('link-a')).toBeNull();
    rememberSession('link-a', session, 'German');
    forgetSession('link-a');
    expect(liveSession('link-a')).toBeNull();
    expect(recordFor('link-a')).toMatchObject({ language: 'fr', taskLanguage: 'German' });
  });

  it('ignores stored junk', () => {
    sessionStorage.setItem(
      EXTERNAL_STORAGE_KEY,
      '{"reviewToken":"x","session":{"token":""},"taskLanguage":"Klingon","language":"xx"}',
    );
    reloadExternalRecord();
    expect(recordFor('x')).toEqual({
      reviewToken: 'x',
      session: null,
      taskLanguage: null,
      language: null,
    });
    sessionStorage.setItem(EXTERNAL_STORAGE_KEY, 'not json');
    reloadExternalRecord();
    expect(recordFor('x').session).toBeNull();
  });
});
