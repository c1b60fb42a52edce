// @vitest-environment jsdom
import '@/lib/i18n';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * jsdom has no showModal/close. These follow the HTML standard where it matters here:
 * close() drops `open` at once and fires `close` in a later task, which is what lets a
 * StrictMode remount see a close event it did not cause.
 */
const proto = HTMLDialogElement.prototype;
const original = {
  showModal: Object.getOwnPropertyDescriptor(proto, 'showModal'),
  close: Object.getOwnPropertyDescriptor(proto, 'close'),
};
beforeAll(() => {
  Object.defineProperty(proto, 'showModal', {
    configurable: true,
    value: function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  Object.defineProperty(proto, 'close', {
    configurable: true,
    value: function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(original)) {
    if (descriptor) Object.defineProperty(proto, name, descriptor);
    else Reflect.deleteProperty(proto, name);
  }
});
afterEach(cleanup);

/** Lets every queued task run, so any pending `close` event has been delivered. */
const flushTasks = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New project</Button>
      <Dialog
        open={open}
        title="New project"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Form</p>
      </Dialog>
    </>
  );
}

describe('useModalDialog under StrictMode', () => {
  it('stays open after the double mount: its own cleanup close never reaches onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Harness onClose={onClose} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await flushTasks();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'New project' })).toHaveAttribute('open');
  });

  it('still reports a close the browser makes itself', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Harness onClose={onClose} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await flushTasks();
    screen.getByRole<HTMLDialogElement>('dialog').close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
