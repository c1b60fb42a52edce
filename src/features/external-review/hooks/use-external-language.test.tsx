// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { chooseLanguage, reloadExternalRecord } from '../stores/external-session';
import { useExternalLanguage } from './use-external-language';

function Page() {
  useExternalLanguage('link-he', null);
  return null;
}

afterEach(() => {
  sessionStorage.clear();
  reloadExternalRecord();
});

describe('the external review page’s language', () => {
  it('survives the page mounting again, and gives the app its language back when it leaves', async () => {
    expect(i18n.language).toBe('en');
    chooseLanguage('link-he', 'he');
    const view = render(<Page key="first" />);
    await waitFor(() => expect(i18n.language).toBe('he'));
    // The same page, unmounted and mounted in one commit (as when the review opens).
    view.rerender(<Page key="again" />);
    await act(() => Promise.resolve());
    expect(i18n.language).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    view.unmount();
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
  });
});
