// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { supportedLanguages } from '@/lib/i18n';
import { LanguageSwitcher, languageName } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('names every language in itself, marked with its lang', () => {
    render(<LanguageSwitcher value="en" onChange={() => undefined} />);
    const select = screen.getByLabelText('Language');
    const options = [...select.querySelectorAll('option')];
    expect(options.map((o) => o.lang)).toEqual(['en', 'de', 'fr', 'pl', 'es', 'he', 'uk']);
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('option', { name: 'עברית' })).toBeInTheDocument();
    expect(languageName('uk')).toBe('Українська');
  });

  it('names the shipped languages without Intl.DisplayNames (its locale data is slow to load)', () => {
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    render(<LanguageSwitcher value="en" onChange={() => undefined} />);
    displayNames.mockRestore();
    expect(displayNames).not.toHaveBeenCalled();
    // The written names are what Intl says (the first letter made upper case).
    for (const code of supportedLanguages) {
      const own = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? '';
      expect(languageName(code)).toBe(own.charAt(0).toLocaleUpperCase(code) + own.slice(1));
    }
  });

  it('reports the chosen language', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitcher value="en" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'he');
    expect(onChange).toHaveBeenCalledWith('he');
  });
});
