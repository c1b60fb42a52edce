// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DragListeners } from './drag-bindings';
import { HeldPress } from './held-press';

const press = new HeldPress();
afterEach(() => press.release());

function Card({ id }: { id: string }) {
  return (
    <button
      type="button"
      onPointerDown={(event) => press.hold(id, 'onPointerDown', event)}
      onTouchStart={(event) => press.hold(id, 'onTouchStart', event)}
      onKeyDown={(event) => press.hold(id, 'onKeyDown', event)}
    >
      {id}
    </button>
  );
}

/** Two cards whose presses go to `press`, as an unbound card's do. */
function renderCards() {
  render(
    <>
      <Card id="card-a" />
      <Card id="card-b" />
    </>,
  );
  return {
    a: screen.getByRole('button', { name: 'card-a' }),
    b: screen.getByRole('button', { name: 'card-b' }),
  };
}

function listeners(): Required<DragListeners> {
  return { onPointerDown: vi.fn(), onTouchStart: vi.fn(), onKeyDown: vi.fn() };
}

describe('HeldPress', () => {
  it('hands a press still held to that card’s listener once, when the card is bound', () => {
    const { a } = renderCards();
    fireEvent.pointerDown(a);
    const bound = listeners();
    press.replay('card-a', bound);
    expect(bound.onPointerDown).toHaveBeenCalledOnce();
    expect(vi.mocked(bound.onPointerDown).mock.calls[0]?.[0].target).toBe(a);
    press.replay('card-a', bound);
    expect(bound.onPointerDown).toHaveBeenCalledOnce();
  });

  it('gives another card nothing, and keeps only the latest press', () => {
    const { a, b } = renderCards();
    fireEvent.touchStart(a);
    const other = listeners();
    press.replay('card-b', other);
    expect(other.onTouchStart).not.toHaveBeenCalled();

    fireEvent.keyDown(b, { key: ' ' });
    const first = listeners();
    press.replay('card-a', first);
    expect(first.onTouchStart).not.toHaveBeenCalled();
    press.replay('card-b', other);
    expect(other.onKeyDown).toHaveBeenCalledOnce();
  });

  it('forgets a pointer press once the button is up, and a touch once the finger is', () => {
    const { a } = renderCards();
    fireEvent.pointerDown(a);
    fireEvent.pointerUp(a);
    const bound = listeners();
    press.replay('card-a', bound);
    expect(bound.onPointerDown).not.toHaveBeenCalled();

    fireEvent.touchStart(a);
    // A cancelled pointer does not end a touch: the browser cancels pointers when it scrolls.
    fireEvent.pointerCancel(a);
    fireEvent.touchEnd(a);
    press.replay('card-a', bound);
    expect(bound.onTouchStart).not.toHaveBeenCalled();
  });

  it('forgets a key press when focus leaves where it was pressed, not when it leaves elsewhere', () => {
    const { a, b } = renderCards();
    fireEvent.keyDown(a, { key: 'Enter' });
    fireEvent.focusOut(b);
    const bound = listeners();
    press.replay('card-a', bound);
    expect(bound.onKeyDown).toHaveBeenCalledOnce();

    fireEvent.keyDown(a, { key: 'Enter' });
    fireEvent.focusOut(a);
    press.replay('card-a', bound);
    expect(bound.onKeyDown).toHaveBeenCalledOnce();
  });
});
