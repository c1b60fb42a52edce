// @vitest-environment jsdom
import '@/lib/i18n';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import CompareFindBar from './compare-find-bar';
import type { VersionPdf } from './use-version-pdf';

function renderBar(before: VersionPdf, after: VersionPdf) {
  const onResult = vi.fn();
  render(
    <CompareFindBar
      pdfs={{ before, after }}
      from={1}
      to={2}
      page={0}
      focusRequest={1}
      onResult={onResult}
      onGo={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  return onResult;
}

it('says plainly why neither version can be searched, and offers no field', async () => {
  const onResult = renderBar(
    { status: 'not-pdf', document: null },
    { status: 'unavailable', document: null },
  );
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Version 1 is an image with no text layer: find works in PDF files. · The original PDF of version 2 is not available in this review, so its text cannot be searched.',
  );
  expect(screen.getByRole('searchbox', { name: 'Find text in both versions' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next place' })).toBeDisabled();
  expect(onResult).toHaveBeenLastCalledWith({ before: [], after: [], stops: [], current: -1 });
});

it('lets the reviewer type while a version is still being read', () => {
  renderBar({ status: 'loading', document: null }, { status: 'not-pdf', document: null });
  expect(screen.getByRole('status')).toHaveTextContent('Version 1: reading the text…');
  expect(screen.getByRole('searchbox', { name: 'Find text in both versions' })).toBeEnabled();
});
