// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('reports the chosen language', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitcher value="en" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'he');
    expect(onChange).toHaveBeenCalledWith('he');
  });
});
