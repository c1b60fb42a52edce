// @vitest-environment jsdom
import '@/lib/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { VersionToggle, type ShownVersion } from './version-toggle';

function Harness() {
  const [shown, setShown] = useState<ShownVersion>('to');
  return <VersionToggle from={2} to={5} value={shown} onChange={setShown} />;
}

it('flips between the two versions with radio buttons, the newer one first', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Version shown' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Version 5' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Version 2' }));
  expect(screen.getByRole('radio', { name: 'Version 2' })).toBeChecked();
  // Arrow keys move within the group, as with any radio group.
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Version 5' })).toBeChecked();
});
