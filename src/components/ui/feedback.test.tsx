// @vitest-environment jsdom
import '@/lib/i18n';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';
import { ToastRegion } from './toast-region';
import { showToast, useToastStore } from './toast-store';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('Alert', () => {
  it('interrupts only for errors', () => {
    render(
      <>
        <Alert tone="error" title="Save failed">
          Try again
        </Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Save failedTry again');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('Button', () => {
  it('never submits a form unless asked to', () => {
    render(<Button>Plain</Button>);
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
  });
});

describe('Spinner', () => {
  it('has an accessible label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('ToastRegion', () => {
  it('shows toasts in a polite live region and dismisses them', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      showToast({ tone: 'error', title: 'Could not save', message: 'The server did not answer.' });
    });
    expect(within(region).getByText('The server did not answer.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(within(region).queryByText('The server did not answer.')).toBeNull();
  });
});
