// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterListbox } from './filter-listbox';

const CHOICES = [
  { value: 'all', label: 'All outcomes' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'retrying', label: 'Retrying' },
  { value: 'failing', label: 'Not delivered' },
];

function Harness() {
  const [value, setValue] = useState('all');
  return (
    <>
      <FilterListbox label="Outcome" value={value} choices={CHOICES} onChange={setValue} />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

afterEach(cleanup);

describe('FilterListbox', () => {
  it('is named by its label, shows the chosen value and lists nothing while closed', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Outcome' });
    expect(box).toHaveTextContent('All outcomes');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('chooses by keyboard: Down opens on the chosen value, arrows move, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Outcome' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Outcome' })).toBeVisible();
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('retrying');
    expect(box).toHaveTextContent('Retrying');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it('closes on Escape without choosing, and End jumps to the last choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Outcome' });
    box.focus();
    await user.keyboard('{End}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[3]?.id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('all');
  });

  it('chooses with a click and marks the chosen option selected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(screen.getByRole('option', { name: 'Not delivered' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('failing');
    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    expect(screen.getByRole('option', { name: 'Not delivered' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
