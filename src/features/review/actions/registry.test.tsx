// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { HelpDialog } from '../components/help-dialog';
import { ReviewEditor } from '../editor/review-editor';
import { createDraftStore } from '../model/drafts';
import { matchesShortcut, shortcutKeys, type KeyInput } from '../model/shortcuts';
import { memoryStorage } from '../test-kit';
import { performAction, type ActionContext } from './action-types';
import { actionForKey, REVIEW_ACTIONS } from './registry';

const findAction = (id: string) => REVIEW_ACTIONS.find((action) => action.id === id);

function context(overrides: Partial<ActionContext['capabilities']> = {}): ActionContext {
  const editor = new ReviewEditor({
    pageCount: 3,
    canAnnotate: true,
    drafts: createDraftStore(memoryStorage()),
    draftScope: null,
  });
  editor.setCanvasSize({ width: 800, height: 600 });
  editor.setPageSize({ width: 1000, height: 1000 });
  return {
    editor,
    capabilities: {
      canAnnotate: true,
      canDecide: false,
      canDownload: true,
      simpleMode: false,
      ...overrides,
    },
    vectorAvailable: true,
    openFind: () => undefined,
  };
}

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcuts', () => {
  it('tell Ctrl+Z, Shift+Ctrl+Z and Cmd+Z apart', () => {
    const undo = { key: 'z', mod: true };
    expect(matchesShortcut(undo, key('z', { ctrlKey: true }), false)).toBe(true);
    expect(matchesShortcut(undo, key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(matchesShortcut(undo, key('z', { metaKey: true }), true)).toBe(true);
    expect(matchesShortcut(undo, key('z', { ctrlKey: true }), true)).toBe(false);
    expect(matchesShortcut({ key: 'r' }, key('R', { shiftKey: true }), false)).toBe(false);
    expect(matchesShortcut({ key: '?' }, key('?', { shiftKey: true }), false)).toBe(true);
  });

  it('find the action a key means, canvas-only keys only on the canvas', () => {
    const ctx = context();
    expect(actionForKey(key('r'), ctx, false, false)?.id).toBe('tool.rect');
    expect(actionForKey(key('Z', { ctrlKey: true, shiftKey: true }), ctx, false, false)?.id).toBe(
      'edit.redo',
    );
    expect(actionForKey(key('Enter'), ctx, false, false)).toBeUndefined();
    expect(actionForKey(key('Enter'), ctx, true, false)?.id).toBe('edit.place-pin');
    expect(actionForKey(key('ArrowLeft'), ctx, false, false)).toBeUndefined();
  });

  it('leave drawing tools out in simple mode and for read-only viewers', () => {
    expect(actionForKey(key('r'), context({ simpleMode: true }), true, false)).toBeUndefined();
    expect(actionForKey(key('r'), context({ canAnnotate: false }), true, false)).toBeUndefined();
    expect(actionForKey(key('+'), context({ simpleMode: true }), true, false)?.id).toBe(
      'view.zoom-in',
    );
  });

  it('never give one key two meanings', () => {
    const seen = new Map<string, string>();
    for (const action of REVIEW_ACTIONS) {
      for (const s of action.shortcuts) {
        const id = `${s.mod ? 'mod+' : ''}${s.shift ? 'shift+' : ''}${s.alt ? 'alt+' : ''}${s.key}`;
        expect(seen.get(id), `${id} of ${action.id}`).toBeUndefined();
        seen.set(id, action.id);
      }
    }
  });
});

describe('actions', () => {
  it('share one perform: the toolbar and the keyboard do the same', () => {
    const ctx = context();
    const tool = findAction('tool.ellipse');
    if (!tool) throw new Error('missing');
    expect(performAction(tool, ctx)).toBe(true);
    expect(ctx.editor.state.tool).toBe('ellipse');
  });

  it('record undo steps only for the actions that say so', () => {
    const ctx = context();
    const pin = findAction('tool.pin');
    const place = findAction('edit.place-pin');
    const zoom = findAction('view.zoom-in');
    if (!pin || !place || !zoom) throw new Error('missing');
    performAction(pin, ctx);
    performAction(zoom, ctx);
    expect(ctx.editor.state.history.past).toHaveLength(0);
    performAction(place, ctx);
    expect(ctx.editor.state.draft?.shape.type).toBe('pin');
    expect(ctx.editor.state.history.past).toHaveLength(1);
    const escape = findAction('edit.escape');
    if (!escape) throw new Error('missing');
    performAction(escape, ctx);
    expect(ctx.editor.state.draft).toBeNull();
    expect(ctx.editor.state.history.past).toHaveLength(2);
  });

  it('refuse to run when disabled', () => {
    const ctx = context();
    const previous = findAction('pages.previous');
    if (!previous) throw new Error('missing');
    expect(performAction(previous, ctx)).toBe(false);
  });
});

describe('find', () => {
  it('opens with Ctrl+F anywhere in the workspace, also where the artwork has no focus', () => {
    const ctx = context();
    let opened = 0;
    ctx.openFind = () => opened++;
    const action = actionForKey(key('f', { ctrlKey: true }), ctx, false, false);
    expect(action?.id).toBe('view.find');
    if (action) performAction(action, ctx);
    expect(opened).toBe(1);
    expect(actionForKey(key('f', { metaKey: true }), ctx, true, true)?.id).toBe('view.find');
  });

  it('is not offered where the workspace has no find', () => {
    const ctx = { ...context(), openFind: undefined };
    expect(actionForKey(key('f', { ctrlKey: true }), ctx, true, false)).toBeUndefined();
  });
});

describe('help panel', () => {
  it('lists every action that has a shortcut, with its keys', () => {
    const ctx = context();
    render(<HelpDialog ctx={ctx} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const action of REVIEW_ACTIONS.filter((a) => a.shortcuts.length > 0)) {
      const term = within(dialog).getByText(i18n.t(`review:${action.labelKey}`), {
        selector: 'dt',
      });
      const keys = term.nextElementSibling?.textContent ?? '';
      for (const shortcut of action.shortcuts) {
        for (const part of shortcutKeys(shortcut, false)) expect(keys).toContain(part);
      }
    }
  });
});
