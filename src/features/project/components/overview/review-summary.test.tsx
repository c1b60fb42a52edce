// @vitest-environment jsdom
import '@/lib/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Asset } from '@/api/types';
import { ReviewSummary } from './review-summary';

const asset = (name: string, pendingCount: number) =>
  ({
    assetUID: name,
    name,
    version: 1,
    reviewStatus: { pendingCount, approvedCount: 0, rejectedCount: 0 },
  }) as Asset;

describe('ReviewSummary', () => {
  it('says what each number counts, so 2 open tasks beside assets adding up to 3 reads right', () => {
    // One task covers both assets, another only the label: 2 tasks, 2 + 1 waiting decisions.
    render(
      <ReviewSummary
        status={{ pendingCount: 2, approvedCount: 1, rejectedCount: 0 }}
        assets={[asset('label.png', 2), asset('leaflet.pdf', 1)]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Review status' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Open review tasks', 'Approvals', 'Rejections']);
    expect(section).toHaveTextContent('One task can cover several assets.');
    const table = within(section).getByRole('table', { name: /^Per asset/ });
    // The note is one press away, and still the table's description.
    expect(table).toHaveAccessibleDescription(
      expect.stringContaining('counts once for the project and once for each of its assets'),
    );
    expect(within(section).getByRole('button', { name: 'About “Per asset”' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(table).getByRole('columnheader', { name: 'Awaiting a decision' })).toBeVisible();
  });
});
