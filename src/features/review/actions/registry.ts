import type { AnnotationShapeType } from '@/api/types';
import type { ToolId } from '../model/tool-machine';
import { matchesShortcut, type KeyInput } from '../model/shortcuts';
import type { ActionContext, ReviewAction } from './action-types';

const always = () => true;
const annotating = (ctx: ActionContext) =>
  ctx.capabilities.canAnnotate && !ctx.capabilities.simpleMode;
/** Arrow-key pan step in CSS pixels. */
const PAN_STEP = 48;

function tool(id: ToolId, key: string, available: (ctx: ActionContext) => boolean): ReviewAction {
  return {
    id: `tool.${id}`,
    labelKey: `tools.${id}`,
    group: 'tools',
    shortcuts: [{ key }],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: available,
    isActive: (state) => state.tool === id,
    perform: ({ editor }) => editor.setTool(id),
  };
}

const drawingTool = (id: AnnotationShapeType, key: string) => tool(id, key, annotating);

function pan(id: string, key: string, dx: number, dy: number): ReviewAction {
  return {
    id: `view.pan-${id}`,
    labelKey: `actions.pan.${id}`,
    group: 'view',
    shortcuts: [{ key }],
    undoable: false,
    keyScope: 'canvas',
    isAvailable: always,
    perform: ({ editor }) => editor.panBy(dx, dy),
  };
}

/** A view command of the whole workspace (zoom and fit): always there, never undone. */
function view(
  id: string,
  labelKey: string,
  keys: string[],
  perform: ReviewAction['perform'],
): ReviewAction {
  return {
    id: `view.${id}`,
    labelKey: `actions.${labelKey}`,
    group: 'view',
    shortcuts: keys.map((key) => ({ key })),
    undoable: false,
    keyScope: 'workspace',
    isAvailable: always,
    perform,
  };
}

/** Every command of the review tool, in toolbar and help order. */
export const REVIEW_ACTIONS: readonly ReviewAction[] = [
  tool('select', 'v', always),
  tool('hand', 'h', always),
  drawingTool('pin', 'p'),
  drawingTool('rect', 'r'),
  drawingTool('ellipse', 'e'),
  drawingTool('arrow', 'a'),
  drawingTool('freehand', 'f'),
  {
    id: 'view.pan-hold',
    labelKey: 'actions.panHold',
    group: 'view',
    shortcuts: [{ key: ' ', hold: true }],
    undoable: false,
    keyScope: 'canvas',
    isAvailable: always,
    perform: ({ editor }) => editor.setSpaceHeld(true),
  },
  view('zoom-in', 'zoomIn', ['+', '='], ({ editor }) => editor.zoomStep(1)),
  view('zoom-out', 'zoomOut', ['-'], ({ editor }) => editor.zoomStep(-1)),
  view('fit', 'fit', ['0'], ({ editor }) => editor.fit('page')),
  view('fit-width', 'fitWidth', ['w'], ({ editor }) => editor.fit('width')),
  view('actual-size', 'actualSize', ['1'], ({ editor }) => editor.zoomTo(1)),
  {
    id: 'view.vector',
    labelKey: 'actions.vector',
    group: 'view',
    shortcuts: [{ key: 'v', shift: true }],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: (ctx) => ctx.vectorAvailable === true,
    isActive: (state) => state.vector,
    perform: ({ editor }) => editor.toggleVector(),
  },
  {
    id: 'view.find',
    labelKey: 'actions.find',
    group: 'view',
    shortcuts: [{ key: 'f', mod: true }],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: (ctx) => ctx.openFind !== undefined,
    perform: (ctx) => ctx.openFind?.(),
  },
  pan('left', 'ArrowLeft', PAN_STEP, 0),
  pan('right', 'ArrowRight', -PAN_STEP, 0),
  pan('up', 'ArrowUp', 0, PAN_STEP),
  pan('down', 'ArrowDown', 0, -PAN_STEP),
  {
    id: 'pages.previous',
    labelKey: 'actions.previousPage',
    group: 'pages',
    shortcuts: [{ key: 'PageUp' }],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: always,
    isEnabled: (state) => state.page > 0,
    perform: ({ editor }) => editor.goToPage(editor.state.page - 1),
  },
  {
    id: 'pages.next',
    labelKey: 'actions.nextPage',
    group: 'pages',
    shortcuts: [{ key: 'PageDown' }],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: always,
    isEnabled: (state) => state.page < state.pageCount - 1,
    perform: ({ editor }) => editor.goToPage(editor.state.page + 1),
  },
  {
    id: 'edit.place-pin',
    labelKey: 'actions.placePin',
    group: 'edit',
    shortcuts: [{ key: 'Enter' }],
    undoable: true,
    keyScope: 'canvas',
    isAvailable: annotating,
    isEnabled: (state) => state.tool === 'pin' && !state.draftSaving,
    perform: ({ editor }) => editor.placePinAtCentre(),
  },
  {
    id: 'edit.undo',
    labelKey: 'actions.undo',
    group: 'edit',
    shortcuts: [{ key: 'z', mod: true }],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: annotating,
    isEnabled: (state) => state.history.past.length > 0 && !state.draftSaving,
    perform: ({ editor }) => editor.draft.undo(),
  },
  {
    id: 'edit.redo',
    labelKey: 'actions.redo',
    group: 'edit',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: annotating,
    isEnabled: (state) => state.history.future.length > 0 && !state.draftSaving,
    perform: ({ editor }) => editor.draft.redo(),
  },
  {
    id: 'edit.escape',
    labelKey: 'actions.escape',
    group: 'edit',
    shortcuts: [{ key: 'Escape' }],
    undoable: true,
    keyScope: 'workspace',
    isAvailable: always,
    perform: ({ editor }) => {
      const { gesture, draft, selection } = editor.state;
      if (gesture.kind !== 'idle') editor.pointerCancel();
      else if (draft) editor.draft.cancel();
      else if (selection) editor.select(null);
    },
  },
  {
    id: 'edit.delete',
    labelKey: 'actions.deleteSelected',
    group: 'edit',
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    undoable: false,
    keyScope: 'canvas',
    isAvailable: annotating,
    isEnabled: (state) => state.selection !== null,
    perform: ({ editor }) => {
      const { selection } = editor.state;
      if (selection) editor.requestDelete(selection);
    },
  },
  {
    id: 'help.shortcuts',
    labelKey: 'actions.help',
    group: 'help',
    shortcuts: [{ key: '?' }],
    undoable: false,
    keyScope: 'workspace',
    isAvailable: always,
    perform: ({ editor }) => editor.openHelp(),
  },
];

/** The action a key press means here, if any. `onCanvas`: the canvas has focus. */
export function actionForKey(
  event: KeyInput,
  ctx: ActionContext,
  onCanvas: boolean,
  isApple: boolean,
): ReviewAction | undefined {
  return REVIEW_ACTIONS.find(
    (action) =>
      (action.keyScope === 'workspace' || onCanvas) &&
      action.isAvailable(ctx) &&
      action.shortcuts.some((shortcut) => matchesShortcut(shortcut, event, isApple)),
  );
}
