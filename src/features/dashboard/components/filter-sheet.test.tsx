// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { onASignedInPhone, renderDashboard, searchOf } from '../test-kit';

// The service answers in Node through msw; on a busy machine that takes longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

onASignedInPhone();

it('on a phone, the filters open in a sheet from a button that counts the active ones', async () => {
  const { user, router } = renderDashboard();
  await screen.findByRole('link', { name: 'Sparkling Lemon 330 ml can' });
  expect(screen.queryByRole('checkbox', { name: 'Archived' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const sheet = await screen.findByRole('dialog', { name: 'Filters' });
  await user.click(within(sheet).getByRole('checkbox', { name: 'Archived' }));
  await waitFor(() => expect(searchOf(router).states).toBe('Active,OnHold,Completed,Archived'));

  await user.click(within(sheet).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toHaveFocus();
});
