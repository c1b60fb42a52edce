// @vitest-environment jsdom
import '@/lib/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete project</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Delete this project?"
        description="Its assets are removed for good."
        footer={<Button onClick={() => setOpen(false)}>Keep it</Button>}
      >
        <p>Body text</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is absent until opened, then named by its title and described', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this project?' });
    expect(dialog).toHaveAccessibleDescription('Its assets are removed for good.');
    expect(dialog).toHaveAttribute('open');
  });

  it('returns focus to the opener when closed from inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete project' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('asks the parent to close on cancel (Escape) and stays open until it does', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete project' })).toHaveFocus();
  });

  it('reports a close the browser did on its own', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    // As browsers do: the dialog is closed first, then `close` is fired.
    const dialog = screen.getByRole('dialog');
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('in the full size, has a Close button and title-bar actions', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open size="full" title="report.pdf" onClose={onClose} actions={<Button>Save</Button>}>
        <p>Pages</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'report.pdf' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
