// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moveItem } from './checklist-editor';
import { renderInspector } from './test-kit';

describe('checklist editor', () => {
  it('adds, edits, reorders by keyboard and removes items; focus follows the item', async () => {
    const { user, onPatch } = renderInspector({
      uid: 's1',
      triggerType: 'ProjectCreated',
      reactionType: 'CreateInternalReviewTask',
    });
    await user.type(screen.getByRole('textbox', { name: 'Checklist name' }), 'Print');
    expect(onPatch).toHaveBeenLastCalledWith({ checklistName: 'Print' });

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveFocus();
    await user.keyboard('Bleed');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.keyboard('Barcode');
    expect(onPatch).toHaveBeenLastCalledWith({ checklistItems: ['Bleed', 'Barcode'] });

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onPatch).toHaveBeenLastCalledWith({ checklistItems: ['Barcode', 'Bleed'] });
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Barcode');

    await user.click(screen.getByRole('button', { name: 'Move item 1 down' }));
    expect(onPatch).toHaveBeenLastCalledWith({ checklistItems: ['Bleed', 'Barcode'] });
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(onPatch).toHaveBeenLastCalledWith({ checklistItems: ['Bleed'] });
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(onPatch).toHaveBeenLastCalledWith({ checklistItems: undefined });
  });

  it('shows item issues at the item', () => {
    renderInspector(
      {
        uid: 's1',
        triggerType: 'ProjectCreated',
        reactionType: 'CreateExternalReviewTask',
        checklistItems: ['ok', ''],
      },
      { issues: { 'checklistItems[1]': ['An item cannot be empty.'] } },
    );
    expect(screen.getByRole('textbox', { name: 'Item 2' })).toHaveAccessibleDescription(
      'An item cannot be empty.',
    );
    expect(screen.getByRole('textbox', { name: 'Item 1' })).not.toHaveAttribute('aria-invalid');
  });

  it('moves one entry', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
