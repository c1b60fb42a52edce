// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from './use-leave-warning';

function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveWarning', () => {
  it('asks only while there is unsaved work, read when the tab closes', () => {
    let dirty = false;
    const { unmount } = renderHook(() => useLeaveWarning(() => dirty));
    expect(closeTab()).toBe(false);
    dirty = true;
    expect(closeTab()).toBe(true);
    unmount();
    expect(closeTab()).toBe(false);
  });

  it('follows a boolean across renders', () => {
    const { rerender } = renderHook(({ on }) => useLeaveWarning(on), {
      initialProps: { on: true },
    });
    expect(closeTab()).toBe(true);
    rerender({ on: false });
    expect(closeTab()).toBe(false);
  });
});
