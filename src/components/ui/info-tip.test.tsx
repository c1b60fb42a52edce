// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoTip } from './info-tip';

afterEach(cleanup);

describe('InfoTip', () => {
  it('shows its text on press and hides it on Escape, by keyboard', async () => {
    const user = userEvent.setup();
    render(<InfoTip label="About Review status">Counts of open tasks and decisions.</InfoTip>);
    const button = screen.getByRole('button', { name: 'About Review status' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Counts of open tasks and decisions.')).not.toBeVisible();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Counts of open tasks and decisions.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Counts of open tasks and decisions.')).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes on a press elsewhere and keeps its text for aria-describedby while closed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" aria-describedby="why">
          Delete
        </button>
        <InfoTip id="why" label="Why is Delete unavailable?">
          Only archived projects can be deleted.
        </InfoTip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Only archived projects can be deleted.',
    );
    await user.click(screen.getByRole('button', { name: 'Why is Delete unavailable?' }));
    expect(screen.getByText('Only archived projects can be deleted.')).toBeVisible();
    await user.click(document.body);
    expect(screen.getByText('Only archived projects can be deleted.')).not.toBeVisible();
  });
});
