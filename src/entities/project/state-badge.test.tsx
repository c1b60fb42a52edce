// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateBadge } from './state-badge';

describe('StateBadge', () => {
  it('shows each state in words, in one colour per state on every screen', async () => {
    render(
      <>
        <StateBadge state="Active" />
        <StateBadge state="Completed" />
        <StateBadge state="OnHold" />
      </>,
    );
    expect((await screen.findByText('Active')).className).toMatch(/bg-blue-50/);
    expect(screen.getByText('Completed').className).toMatch(/bg-green-50/);
    expect(screen.getByText('On hold').className).toMatch(/bg-amber-50/);
  });

  it('leaves out Active when quiet (most cards are Active)', async () => {
    render(
      <>
        <StateBadge state="Active" quiet />
        <StateBadge state="Archived" quiet />
      </>,
    );
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
  });
});
