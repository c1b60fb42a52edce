// @vitest-environment jsdom
import '@/lib/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Asset } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { WorkspacePlaceholder } from './workspace-placeholder';

const asset = {
  assetUID: 'ast-1',
  name: 'jam-label.png',
  version: 2,
  pagesCount: 3,
} as Asset;

afterEach(cleanup);

describe('the review tool’s placeholder', () => {
  it('names the asset at once, before the review texts are in (no suspense)', () => {
    render(<WorkspacePlaceholder asset={asset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'jam-label.png' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'jam-label.png' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('adds the version and the first page once they are', async () => {
    await i18n.loadNamespaces('review');
    render(<WorkspacePlaceholder asset={asset} />);
    expect(screen.getByText('Version 2')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
  });
});
